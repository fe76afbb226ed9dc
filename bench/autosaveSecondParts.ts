// `npx tsx bench/autosaveSecondParts.ts` (issue 16): the joint second applicant's autosave statement by login (the
// plain UPDATE `autosave_ntb_login1bound`, routes/autosaveStatement.ts) taken apart, in process, on PGlite without
// fsync (the statement's own CPU: WebAssembly and PGlite's JS side): the statement a real save sends, caught from it,
// and variants of it with one part changed, against the floor's bare jsonb UPDATE; every variant a named prepared
// statement on the same case row, the variants taking turns in blocks, CPU read from the main thread alone (/proc
// schedstat). PARTS_N (default 2000) calls per variant and round, PARTS_ROUNDS (default 3), PARTS_BEFORE a statement
// run before the case is made (a storage setting, say), PARTS_ONLY a pattern of the variants' names.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPlatform } from '../platform/app';
import type { Db, QueryOptions } from '../platform/db/db';
import { openDatabase } from '../platform/db/openDatabase';
import { createOtherAutosaveCases } from './autosaveCases';
import { stepOneEnquiry } from './enquiry';
import { createFloorTable, FLOOR_UPDATE, mainThreadNs } from './floorTable';
import { median } from './stats';

const n = Number(process.env.PARTS_N ?? 2000);
const rounds = Number(process.env.PARTS_ROUNDS ?? 3);

const inner = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'second-parts-')), fsync: false });
const caught = new Map<string, { sql: string; params: unknown[] }>();
const db: Db = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    if (options?.name?.startsWith('autosave_')) caught.set(options.name, { sql, params: params ?? [] });
    return inner.query<T>(sql, params, options);
  },
  transaction: (work) => inner.transaction(work),
  close: () => inner.close(),
};
const app = await buildPlatform({ db });
if (process.env.PARTS_BEFORE) await inner.query(process.env.PARTS_BEFORE);
await app.listen({ host: '127.0.0.1', port: 0 });
await createOtherAutosaveCases(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
const statement = caught.get('autosave_ntb_login1bound');
if (!statement) throw new Error(`no second applicant's statement by login among ${[...caught.keys()]}`);
const { sql, params } = statement;
console.log(`${sql}\n`);
await createFloorTable(inner);
const [row] = await inner.query<{ bytes: number; stored: number; compression: string | null }>(
  `SELECT pg_column_size(c.*) AS bytes, pg_column_size(c.enquiry) AS stored, pg_column_compression(c.enquiry) AS compression
   FROM cases c WHERE c.id = $1`,
  [params[0]],
);
console.log(`the case row: ${JSON.stringify(row)}\n`);

/** The statement with `from` replaced by `to` (which must be found). */
const variant = (from: string | RegExp, to: string) => {
  const text = sql.replace(from, to);
  if (text === sql) throw new Error(`not found: ${from}`);
  return text;
};
const only = process.env.PARTS_ONLY ? new RegExp(process.env.PARTS_ONLY) : undefined;
// (A variant without `application_type` and `token_young` in the answer measured 9282264's change; since then it is
// the statement as saved: bench/results/2026-12-01-toast.md.)
const variants: Record<string, { text: string; params: unknown[] }> = {
  'the statement as saved': { text: sql, params },
  'RETURNING only next_transition_at': {
    text: variant(/RETURNING[\s\S]*$/, 'RETURNING c.next_transition_at'),
    params,
  },
  'the answer without tu_application_id': {
    text: variant("c.enquiry ->> 'tu_application_id' AS tu_application_id", 'NULL::text AS tu_application_id'),
    params,
  },
  'no product check (c.enquiry -> product = $7 -> product)': {
    text: variant("AND c.enquiry -> 'product' = $7::jsonb -> 'product'", ''),
    params,
  },
  // (Until migration 700 the second applicant's entry was written into the enquiry with jsonb_set, and the stored
  // enquiry's shape read twice; those variants measured it: bench/results/2026-12-02-second-column.md.)
  'no shape check (applicants 1)': {
    text: variant(`AND c.enquiry #> '{applicants,1}' IS NULL`, ''),
    params,
  },
  'their entry not written': {
    text: variant("second_applicant = ($7::jsonb -> 'applicants' -> 0),", ''),
    params,
  },
  'accounts not written': { text: variant('accounts = $9::jsonb,', 'accounts = c.accounts || $9::jsonb - 0,'), params },
};
const floorBody = JSON.stringify(stepOneEnquiry);
const runs: Record<string, () => Promise<unknown>> = {
  'floor: the bare jsonb UPDATE': () => inner.query(FLOOR_UPDATE, ['floor-case', floorBody]),
};
let index = 0;
for (const [name, { text, params: values }] of Object.entries(variants)) {
  if (only && name !== 'the statement as saved' && !only.test(name)) continue;
  const statementName = `parts_${index++}`;
  // each must still write the row (a WHERE that stopped matching would measure nothing)
  const check = await inner.query(text, values, { name: statementName });
  if (check.length !== 1) throw new Error(`${name} matched ${check.length} rows`);
  runs[name] = () => inner.query(text, values, { name: statementName });
}
const results = new Map<string, number[]>();
const block = 50;
for (let round = 0; round < rounds + 1; round += 1) {
  const sums = new Map(Object.keys(runs).map((name) => [name, 0]));
  for (let done = 0; done < n; done += block) {
    for (const [name, run] of Object.entries(runs)) {
      const start = mainThreadNs();
      for (let i = 0; i < block; i += 1) await run();
      sums.set(name, (sums.get(name) ?? 0) + mainThreadNs() - start);
    }
  }
  if (round === 0) continue;
  for (const [name, sum] of sums) results.set(name, [...(results.get(name) ?? []), sum / 1000 / n]);
}
console.log(`${new Date().toISOString()}, PGlite without fsync, ${n} calls a variant a round, ${rounds} rounds`);
console.log('| variant | main-thread CPU µs a call, median (range) |');
console.log('| --- | ---: |');
for (const [name, values] of results) {
  console.log(
    `| ${name} | ${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}) |`,
  );
}
await app.close();
await inner.close();
