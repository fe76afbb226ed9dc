// `npx tsx bench/pollKinds.ts` (issue 16): the platform's own CPU per `GET tasks/next` of each applicant the floors
// bench polls as (a new applicant's signed case token, an existing customer's login, a joint second applicant's case
// token, a joint second applicant's login), in process (Fastify's inject: hooks, token check, statement, answer;
// no sockets), the four taking turns over POLL_ROUNDS rounds (default 5) of POLL_REQUESTS polls each (default 3000).
// PGlite in memory, or DATABASE_URL's PostgreSQL (schema bench_poll_kinds, dropped at the end; the server's own CPU
// is not counted). When the floors bench reads one applicant's poll lower than another's, this tells whether the
// platform's JavaScript is why.
import { buildPlatform } from '../platform/app';
import { createOtherAutosaveCases } from './autosaveCases';
import { createCase } from './inProcessCase';
import { spreadOf } from './stats';

const url = process.env.DATABASE_URL;
const schema = 'bench_poll_kinds';
const rounds = Number(process.env.POLL_ROUNDS ?? 5);
const requests = Number(process.env.POLL_REQUESTS ?? 3000);
const app = await buildPlatform({ database: url ? { url, schema } : {} });
// createOtherAutosaveCases speaks HTTP (the existing customer logs in as the floors bench's does)
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const others = await createOtherAutosaveCases(`http://127.0.0.1:${port}`);
const own = await createCase(app);
const pathOf = (caseUrl: string) => `${new URL(caseUrl).pathname}/tasks/next`;
const kinds = [
  { name: 'new applicant (signed case token)', url: `${own.base}/${own.caseId}/tasks/next`, headers: own.auth },
  { name: 'existing customer (login)', url: pathOf(others.existing.caseUrl), headers: others.existing.authorization },
  {
    name: 'joint second applicant (case token)',
    url: pathOf(others.joint.caseUrl),
    headers: others.joint.authorization,
  },
  {
    name: 'joint second applicant (login)',
    url: pathOf(others.jointLogin.caseUrl),
    headers: others.jointLogin.authorization,
  },
];
const perPoll = new Map<string, number[]>(kinds.map((kind) => [kind.name, []]));
for (let round = 0; round < rounds; round += 1) {
  // each round in another order, so no kind always follows the same one
  for (const kind of round % 2 ? [...kinds].reverse() : kinds) {
    const before = process.cpuUsage();
    for (let sent = 0; sent < requests; sent += 1) {
      const answer = await app.inject({
        method: 'GET',
        url: kind.url,
        headers: { accept: 'application/json', ...kind.headers },
      });
      if (answer.statusCode !== 200) throw new Error(`${kind.name}: ${answer.statusCode} ${answer.body}`);
    }
    const used = process.cpuUsage(before);
    perPoll.get(kind.name)?.push((used.user + used.system) / requests);
  }
}
console.log(
  `CPU µs per poll, platform process only, ${rounds} rounds of ${requests} (${url ? 'PostgreSQL' : 'PGlite'}):`,
);
for (const [name, values] of perPoll) {
  const { median, min, max } = spreadOf(values);
  console.log(`  ${name.padEnd(38)} median ${median.toFixed(0)} (${min.toFixed(0)}-${max.toFixed(0)})`);
}
await app.close();
if (url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}
