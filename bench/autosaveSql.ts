// `npx tsx bench/autosaveSql.ts` (issue 16): the autosave's one statement alone against the floor's bare jsonb UPDATE,
// in process, each prepared, rotating round by round: CPU µs per run (PGlite's WebAssembly PostgreSQL runs on this
// thread, so this is the database's work too; on PostgreSQL only the client's). The statement and its parameters are
// the ones a real save sends (caught from one autosave of a case made by the create call), with the WAL bytes each
// run writes. PGlite in a fresh folder (fsync at every commit, as `npm run serve`), or DATABASE_URL. SQL_N (default
// 1500), SQL_ROUNDS (default 3), SQL_INTERLEAVE=1 (CPU only, the variants taking turns call by call).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPlatform } from '../platform/app';
import { issueResumeToken } from '../platform/auth/caseTokens';
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
// save7: a new applicant's own signed case token saves with the UPDATE alone, answering whether the live resume
// token is younger than a minute (routes/autosaveStatement.ts signedFirstStatement); a rotating save then renews it
// with a second statement (auth/caseTokens.ts). The CTE forms save5 and save6 compared are in their results.
const youngCheck = `r.created_at > $3::timestamptz - interval '60 seconds'`;
if (!sql.includes(youngCheck)) throw new Error('the young resume token probe was not found');
// The probe answering "old", as on a save a minute after the last rotation, then the rotation itself.
const oldProbe = sql.replace(youngCheck, `r.created_at > $3::timestamptz + interval '1 day'`);
const record = { id: caseId, bankId: 'CB' as const };
const saveTime = new Date(String(params[2]));
const probe = /EXISTS \(SELECT FROM case_resume_tokens[\s\S]*?\) AS token_young/.exec(sql)?.[0];
if (!probe) throw new Error('the young resume token probe was not found');
const variants: Record<string, () => Promise<unknown>> = {
  'the autosave statement (token kept, < 60 s old)': () => inner.query(sql, params, { name }),
  'the autosave statement and the rotation (token a minute old)': async () => {
    await inner.query(oldProbe, params, { name: `${name}_old` });
    await issueResumeToken(inner, record, saveTime);
  },
  'the same without the young-token probe': () =>
    inner.query(sql.replace(probe, 'true AS token_young'), params, { name: `${name}_noprobe` }),
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
const chosen = Object.entries(variants).filter(([label]) => !only || only.test(label));
// WAL bytes per run (pg_current_wal_lsn): on PGlite this process's alone; on a shared PostgreSQL every session's.
const walLsn = async () =>
  BigInt(
    (await inner.query<{ bytes: string }>(`SELECT (pg_current_wal_lsn() - '0/0'::pg_lsn)::text AS bytes`))[0]?.bytes ??
      '0',
  );
const results = new Map<string, number[]>();
const wal = new Map<string, number[]>();
const wall = new Map<string, number[]>();
for (let round = 0; round < rounds; round += 1) {
  for (const [, run] of chosen) for (let index = 0; index < 200; index += 1) await run();
  if (process.env.SQL_INTERLEAVE) {
    // SQL_INTERLEAVE: the variants take turns call by call (each call's CPU read around it), so a swing in the
    // machine's load falls on all of them alike; block rounds can differ by 30 % on the shared machine.
    // The wall time beside it: on PostgreSQL the statement's work is the server's, which this process's CPU misses.
    const sums = new Map<string, number>();
    const walls = new Map<string, number>();
    for (let index = 0; index < n; index += 1) {
      for (let turn = 0; turn < chosen.length; turn += 1) {
        const [label, run] = chosen[(index + turn) % chosen.length] as [string, () => Promise<unknown>];
        const started = performance.now();
        const cpu = process.cpuUsage();
        await run();
        const used = process.cpuUsage(cpu);
        walls.set(label, (walls.get(label) ?? 0) + performance.now() - started);
        sums.set(label, (sums.get(label) ?? 0) + used.user + used.system);
      }
    }
    for (const [label, sum] of sums) results.set(label, [...(results.get(label) ?? []), Math.round(sum / n)]);
    for (const [label, sum] of walls) wall.set(label, [...(wall.get(label) ?? []), Math.round((sum * 1000) / n)]);
    continue;
  }
  for (const [label, run] of chosen) {
    const walBefore = await walLsn();
    const cpu = process.cpuUsage();
    for (let index = 0; index < n; index += 1) await run();
    const used = process.cpuUsage(cpu);
    wal.set(label, [...(wal.get(label) ?? []), Number((await walLsn()) - walBefore) / n]);
    results.set(label, [...(results.get(label) ?? []), Math.round((used.user + used.system) / n)]);
  }
}
for (const [label, values] of results) {
  const bytes = wal.get(label);
  const walText = bytes ? `; WAL ${bytes.map((value) => Math.round(value)).join(', ')} B per run` : '';
  const wallText = wall.get(label) ? `; wall ${wall.get(label)?.join(', ')} µs` : '';
  console.log(`${label.padEnd(52)} ${values.join(', ')} µs CPU${walText}${wallText}`);
}
await app.close();
await inner.close();
process.exit();
