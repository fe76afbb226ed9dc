// `DATABASE_URL=postgres://… npx tsx bench/pgReconnect.ts` (issue 16): what a request pays when the PostgreSQL pool
// hands it a connection opened for it (the server forks a backend and authenticates it, the backend's catalogue cache
// is cold, and every named statement the request runs is prepared again) against one the pool kept. `GET tasks/next`
// and the autosave in process (Fastify's inject), wall ms, each measured RECONNECT_ROUNDS times (default 30) on a kept
// connection and on a new one (the pool's only connection dropped just before, as pg-pool's idle timeout dropped it);
// medians and 90th percentiles. Schema bench_pg_reconnect.
import { buildPlatform } from '../platform/app';
import { openPostgresDb } from '../platform/db/postgresDb';
import { stepOneEnquiry } from './enquiry';
import { createCase } from './inProcessCase';
import { spreadOf } from './stats';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a PostgreSQL server to measure');
const rounds = Number(process.env.RECONNECT_ROUNDS ?? 30);
const db = await openPostgresDb({ url, schema: 'bench_pg_reconnect', maxConnections: 1 });
const app = await buildPlatform({ db });
const { base, caseId, auth } = await createCase(app);
const routes = [
  { name: 'GET tasks/next', method: 'GET', url: `${base}/${caseId}/tasks/next` },
  {
    name: 'PUT capture update',
    method: 'PUT',
    url: `${base}/${caseId}/tasks/capture/actions/update`,
    payload: stepOneEnquiry,
  },
] as const;

async function timed(route: (typeof routes)[number]): Promise<number> {
  const started = performance.now();
  const answer = await app.inject({
    method: route.method,
    url: route.url,
    headers: auth,
    ...('payload' in route ? { payload: route.payload } : {}),
  });
  const ms = performance.now() - started;
  if (answer.statusCode >= 300) throw new Error(`${route.name} answered ${answer.statusCode}: ${answer.body}`);
  return ms;
}

/** Drops the pool's connection, as pg-pool's idle timeout does: the next request connects anew. */
async function dropConnection(): Promise<void> {
  const client = await db.pool.connect();
  client.release(true);
}

for (const route of routes) for (let warm = 0; warm < 200; warm += 1) await timed(route);
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? 0;
for (const route of routes) {
  const kept: number[] = [];
  const opened: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    kept.push(await timed(route));
    await dropConnection();
    opened.push(await timed(route));
  }
  const line = (values: number[]) => {
    const { median, min, max } = spreadOf(values);
    return `median ${median.toFixed(2)} ms (${min.toFixed(2)}-${max.toFixed(2)}), p90 ${p90(values).toFixed(2)}`;
  };
  console.log(`pg reconnect ${route.name}: a kept connection ${line(kept)}; a new one ${line(opened)}`);
}
await app.close();
process.exit();
