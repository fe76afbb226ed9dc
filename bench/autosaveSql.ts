// `npx tsx bench/autosaveSql.ts` (issue 16): the autosave's one statement alone against the floor's bare jsonb UPDATE,
// in process, each prepared, rotating round by round: CPU µs per run (PGlite's WebAssembly PostgreSQL runs on this
// thread, so this is the database's work too; on PostgreSQL only the client's). The statement and its parameters are
// the ones a real save sends (caught from one autosave of a case made by the create call). PGlite in a fresh folder
// (fsync at every commit, as `npm run serve`), or DATABASE_URL. SQL_N (default 1500), SQL_ROUNDS (default 3).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPlatform } from '../platform/app';
import type { Db, QueryOptions } from '../platform/db/db';
import { openDatabase } from '../platform/db/openDatabase';
import { stepOneEnquiry } from './enquiry';

const n = Number(process.env.SQL_N ?? 1500);
const rounds = Number(process.env.SQL_ROUNDS ?? 3);
const url = process.env.DATABASE_URL;
const inner = await openDatabase(
  url ? { url, schema: 'bench_sql' } : { dataDir: mkdtempSync(join(tmpdir(), 'autosave-sql-')) },
);
let caught: { sql: string; params: unknown[]; name: string } | undefined;
const db: Db = {
  ...inner,
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    if (options?.name?.startsWith('autosave_')) caught = { sql, params: params ?? [], name: options.name };
    return inner.query<T>(sql, params, options);
  },
  transaction: (work) => inner.transaction(work),
  close: () => inner.close(),
} as Db;
const app = await buildPlatform({ db });
const headers = { accept: 'application/json', 'content-type': 'application/json' };
const base = '/banks/CB/cases/csapcurrent/ntb';
const created = await app.inject({ method: 'POST', url: base, headers, payload: stepOneEnquiry });
const { reference_id: caseId, access_token: token } = created.json() as { reference_id: string; access_token: string };
const saved = await app.inject({
  method: 'PUT',
  url: `${base}/${caseId}/tasks/capture/actions/update`,
  headers: { ...headers, authorization: `Bearer ${token}` },
  payload: stepOneEnquiry,
});
if (saved.statusCode !== 200 || !caught) throw new Error(`no autosave statement: ${saved.body}`);
const { sql, params, name } = caught;
await inner.query(
  `CREATE TABLE IF NOT EXISTS floor_cases (id text PRIMARY KEY, state text NOT NULL, enquiry jsonb NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
);
await inner.query(
  `INSERT INTO floor_cases (id, state, enquiry) VALUES ('floor-case', 'capture', $1) ON CONFLICT (id) DO NOTHING`,
  [JSON.stringify({ product: { code: '135' } })],
);
const payload = JSON.stringify(stepOneEnquiry);
const noResume = sql
  .replace(/, resumed AS \([\s\S]*?RETURNING case_id\n {2}\)/, '')
  .replace('(SELECT count(*) FROM resumed)::int', 'length($10::text || $11::timestamptz::text)');
const variants: Record<string, () => Promise<unknown>> = {
  'the autosave statement': () => inner.query(sql, params, { name }),
  'the same without the resume token': () => inner.query(noResume, params, { name: `${name}_noresume` }),
  'the same without FOR UPDATE': () =>
    inner.query(sql.replace('FOR UPDATE OF c', ''), params, { name: `${name}_nolock` }),
  'without FOR UPDATE nor the resume token': () =>
    inner.query(noResume.replace('FOR UPDATE OF c', ''), params, { name: `${name}_nolock_noresume` }),
  'floor: jsonb UPDATE (unprepared, as the floor)': () =>
    inner.query('UPDATE floor_cases SET enquiry = $2, updated_at = now() WHERE id = $1 RETURNING id', [
      'floor-case',
      payload,
    ]),
  'floor: jsonb UPDATE prepared': () =>
    inner.query(
      'UPDATE floor_cases SET enquiry = $2, updated_at = now() WHERE id = $1 RETURNING id',
      ['floor-case', payload],
      {
        name: 'floor_update',
      },
    ),
};
const only = process.env.SQL_ONLY ? new RegExp(process.env.SQL_ONLY) : undefined;
const results = new Map<string, number[]>();
for (let round = 0; round < rounds; round += 1) {
  for (const [label, run] of Object.entries(variants).filter(([label]) => !only || only.test(label))) {
    for (let index = 0; index < 200; index += 1) await run();
    const cpu = process.cpuUsage();
    for (let index = 0; index < n; index += 1) await run();
    const used = process.cpuUsage(cpu);
    results.set(label, [...(results.get(label) ?? []), Math.round((used.user + used.system) / n)]);
  }
}
for (const [label, values] of results) console.log(`${label.padEnd(48)} ${values.join(', ')} µs CPU`);
await app.close();
await inner.close();
process.exit();
