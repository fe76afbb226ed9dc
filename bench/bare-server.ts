// The floor for the throughput figures: a bare Fastify server in its own process with one route,
// `GET /bare` answering `{ ok: true }`, no logger, on a free loopback port. Prints `listening <port>`.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`listening ${address.port}\n`);

const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
