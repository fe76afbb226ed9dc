// The real platform for the bench, in its own process: built by the app factory with the logger off, a fresh
// PGlite folder (BENCH_DATA_DIR) and the built app (dist/), listening on a free loopback port.
// Prints `listening <port>` on stdout once it accepts connections; SIGTERM closes it (and PGlite) cleanly.
import { resolve } from 'node:path';
import { buildPlatform } from '../platform/app';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is required');

const app = await buildPlatform({
  // BENCH_FSYNC=off: PGlite without fsync at commit, for the durability figure of bench/run.ts
  database: { dataDir, ...(process.env.BENCH_FSYNC === 'off' ? { fsync: false } : {}) },
  staticDir: resolve(import.meta.dirname, '..', 'dist'),
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`listening ${address.port}\n`);

let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
