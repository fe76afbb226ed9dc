// `npx tsx bench/micro.ts` (issue 16): CPU time per request of `GET tasks/next` and the autosave in process
// (Fastify's inject: the whole pipeline of hooks, validation, token check and SQL, without sockets), so a change can
// be weighed on a loaded machine in seconds. PGlite in memory, or DATABASE_URL's PostgreSQL (schema bench_micro; the
// server's own CPU is not counted; MICRO_SCHEMA another schema). MICRO_REQUESTS (default 2000) per route; MICRO_ROUTES=0,1
// picks routes by index.
import { buildPlatform } from '../platform/app';
import { stepOneEnquiry } from './enquiry';

const requests = Number(process.env.MICRO_REQUESTS ?? 2000);
const url = process.env.DATABASE_URL;
const app = await buildPlatform({ database: url ? { url, schema: process.env.MICRO_SCHEMA ?? 'bench_micro' } : {} });
const headers = { accept: 'application/json', 'content-type': 'application/json' };
const base = '/banks/CB/cases/csapcurrent/ntb';
const created = await app.inject({ method: 'POST', url: base, headers, payload: stepOneEnquiry });
const { reference_id: caseId, access_token: token } = created.json() as { reference_id: string; access_token: string };
const auth = { ...headers, authorization: `Bearer ${token}` };
const routes = [
  { name: 'GET tasks/next', method: 'GET', url: `${base}/${caseId}/tasks/next` },
  {
    name: 'PUT capture update',
    method: 'PUT',
    url: `${base}/${caseId}/tasks/capture/actions/update`,
    payload: stepOneEnquiry,
  },
  { name: 'GET /config.json', method: 'GET', url: '/config.json' },
] as const;
const only = process.env.MICRO_ROUTES?.split(',');
for (const route of routes.filter((_, index) => !only || only.includes(String(index)))) {
  const send = () =>
    app.inject({
      method: route.method,
      url: route.url,
      headers: auth,
      ...('payload' in route ? { payload: route.payload } : {}),
    });
  for (let index = 0; index < Math.min(500, requests); index += 1) await send();
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (let index = 0; index < requests; index += 1) {
    const answer = await send();
    if (answer.statusCode >= 300) throw new Error(`${route.name} answered ${answer.statusCode}: ${answer.body}`);
  }
  const used = process.cpuUsage(cpu);
  console.log(
    `micro ${url ? 'postgres' : 'pglite'} ${route.name}: ${Math.round((used.user + used.system) / requests)} µs CPU, ${Math.round(((performance.now() - wall) * 1000) / requests)} µs wall per request`,
  );
}
await app.close();
process.exit();
