// The floors of the platform's figures (issue 16): a bare Fastify server on the same database as the platform
// (PGlite in its own fresh folder with the platform's settings, or the PostgreSQL of DATABASE_URL in a schema of
// its own) with one case-sized row and two routes and nothing else: no validation, no token, no lifecycle.
//   GET /floor/select/:id  a primary-key SELECT of the row (the floor of `GET tasks/next`)
//   GET /floor/select-prepared/:id  the same SELECT as a named prepared statement (db.ts QueryOptions), as the poll
//                          runs its own: the floor of a server that plans nothing per request
//   PUT /floor/update/:id  a jsonb UPDATE of it with the request body (the floor of the autosave)
// Prints `listening <port>` on stdout once it accepts connections; SIGTERM closes it.
import Fastify from 'fastify';
import { openDatabase } from '../platform/db/openDatabase';
import { createFloorTable, FLOOR_UPDATE } from './floorTable';

const url = process.env.DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR;
if (!url && !dataDir) throw new Error('BENCH_DATA_DIR or DATABASE_URL is required');
const db = await openDatabase(url ? { url, schema: 'bench_floor' } : { dataDir });
await createFloorTable(db);

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/floor/select/:id', async (request) => {
  const [row] = await db.query<{ id: string; state: string }>('SELECT id, state FROM floor_cases WHERE id = $1', [
    request.params.id,
  ]);
  return { reference_id: row?.id, case_state: row?.state };
});
app.get<{ Params: { id: string } }>('/floor/select-prepared/:id', async (request) => {
  const [row] = await db.query<{ id: string; state: string }>(
    'SELECT id, state FROM floor_cases WHERE id = $1',
    [request.params.id],
    { name: 'floor_select' },
  );
  return { reference_id: row?.id, case_state: row?.state };
});
app.put<{ Params: { id: string } }>('/floor/update/:id', async (request) => {
  const [row] = await db.query<{ id: string }>(FLOOR_UPDATE, [request.params.id, JSON.stringify(request.body)]);
  return { reference_id: row?.id };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.FLOOR_PORT ?? 0) });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`listening ${address.port}\n`);

const close = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
