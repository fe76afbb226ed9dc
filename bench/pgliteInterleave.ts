// `npx tsx bench/pgliteInterleave.ts` (issue 16): what the platform's JavaScript costs when PGlite's WebAssembly runs
// on the same thread between its pieces, as it does in every request on PGlite. The autosave's own first steps (the
// 703-byte step-1 enquiry's JSON.parse, then fromEnquiry, the mapping the rules judge) are timed alone in a loop, and
// again each after an UPDATE of a jsonb row in PGlite (in memory) and, with DATABASE_URL, after the same UPDATE on
// PostgreSQL (another process: only the wait for its answer stands between the pieces). Rounds alternate the arms so
// the machine's load falls on each alike; INTERLEAVE_N (default 5000) iterations per arm and round, INTERLEAVE_ROUNDS
// (default 3). Result on the 2.6 GHz Intel host, 3 December 2026: bench/results/2026-12-03-pglite-interleave.md.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromEnquiry } from '../contract/mapping';
import type { Enquiry } from '../contract/schemas';
import { stepOneEnquiry } from './enquiry';
import { spreadOf } from './stats';

const n = Number(process.env.INTERLEAVE_N ?? 5000);
const rounds = Number(process.env.INTERLEAVE_ROUNDS ?? 3);
const body = JSON.stringify(stepOneEnquiry);
const update = 'UPDATE interleave SET doc = $1::jsonb WHERE id = $2';

const lite = new PGlite();
await lite.query('CREATE TABLE interleave (id text PRIMARY KEY, doc jsonb)');
await lite.query(`INSERT INTO interleave VALUES ('a', '{}')`);

const url = process.env.DATABASE_URL;
const server = url ? new pg.Client({ connectionString: url }) : undefined;
if (server) {
  await server.connect();
  await server.query('CREATE TEMP TABLE interleave (id text PRIMARY KEY, doc jsonb)');
  await server.query(`INSERT INTO interleave VALUES ('a', '{}')`);
}

type Between = (() => Promise<unknown>) | undefined;
const arms: { name: string; between: Between }[] = [
  { name: 'alone', between: undefined },
  { name: 'after a PGlite UPDATE', between: () => lite.query(update, [body, 'a']) },
  ...(server ? [{ name: 'after a PostgreSQL UPDATE', between: () => server.query(update, [body, 'a']) }] : []),
];

/** Mean µs of the parse and of the mapping, each iteration's pieces timed on their own. */
async function measure(between: Between, iterations: number): Promise<[number, number]> {
  let parseNs = 0n;
  let mapNs = 0n;
  for (let index = 0; index < iterations; index += 1) {
    if (between) await between();
    const start = process.hrtime.bigint();
    const enquiry = JSON.parse(body) as Enquiry;
    const parsed = process.hrtime.bigint();
    fromEnquiry(enquiry);
    parseNs += parsed - start;
    mapNs += process.hrtime.bigint() - parsed;
  }
  return [Number(parseNs) / iterations / 1000, Number(mapNs) / iterations / 1000];
}

for (const arm of arms) await measure(arm.between, Math.min(n, 3000)); // warm every arm first
const results = new Map(arms.map((arm) => [arm.name, [] as [number, number][]]));
for (let round = 0; round < rounds; round += 1) {
  for (const arm of arms) results.get(arm.name)?.push(await measure(arm.between, n));
}
const shown = (values: number[]) => {
  const { median, min, max } = spreadOf(values);
  return `${median.toFixed(2)} (${min.toFixed(2)}-${max.toFixed(2)})`;
};
console.log(`| the ${body.length}-byte enquiry | JSON.parse µs | fromEnquiry µs |`);
console.log('| --- | ---: | ---: |');
for (const [name, values] of results) {
  console.log(`| ${name} | ${shown(values.map(([parse]) => parse))} | ${shown(values.map(([, map]) => map))} |`);
}
await lite.close();
await server?.end();
