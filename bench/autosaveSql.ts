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
if (noResume === sql || noResume.includes('resumed)')) throw new Error('the resume token CTE was not found');
// The rotation as a plain UPDATE of the row with the upsert kept for a missing one (tried in save5: the upsert's
// lock of the row is a WAL record of its own, 56 bytes a run, but this variant's second CTE cost as much CPU).
const plainUpdate = sql
  .replace(
    /, resumed AS \([\s\S]*?RETURNING case_id\n {2}\)/,
    `, resumed AS (
    UPDATE case_resume_tokens SET token_hash = $10::text, bank_id = $4::text, created_at = $3::timestamptz,
      expires_at = $11::timestamptz, used_at = NULL,
      previous_token_hash = CASE WHEN case_resume_tokens.used_at IS NULL
        AND case_resume_tokens.expires_at > $3::timestamptz THEN case_resume_tokens.token_hash END,
      previous_expires_at = LEAST(case_resume_tokens.expires_at, $3::timestamptz + interval '60 seconds')
    FROM saved WHERE case_resume_tokens.case_id = saved.id AND case_resume_tokens.applicant_index = saved.applicant
      AND $6::text = 'ntb' AND saved.case_token
    RETURNING case_resume_tokens.case_id
  ), inserted AS (
    INSERT INTO case_resume_tokens (case_id, applicant_index, bank_id, token_hash, created_at, expires_at, used_at)
    SELECT saved.id, saved.applicant, $4::text, $10::text, $3::timestamptz, $11::timestamptz, NULL FROM saved
    WHERE $6::text = 'ntb' AND saved.case_token AND NOT EXISTS (SELECT FROM resumed)
    ON CONFLICT (case_id, applicant_index) DO UPDATE SET token_hash = EXCLUDED.token_hash
    RETURNING case_id
  )`,
  )
  .replace(
    '(SELECT count(*) FROM resumed)::int',
    '((SELECT count(*) FROM resumed) + (SELECT count(*) FROM inserted))::int',
  );
if (!plainUpdate.includes('inserted AS')) throw new Error('the resume token CTE was not found');
// The caught save came right after the create, so its statement keeps the create's resume token (younger than
// 60 s, auth/caseTokens.ts RESUME_TOKEN_ROTATE_AFTER_MS): no write to case_resume_tokens. Its twin below takes every
// token as a minute old, so each run rotates it, as every save did before save6 (and about one save in four does
// at the app's 15 s autosave).
const youngCheck = `r.created_at > $3::timestamptz - interval '60 seconds'`;
const rotating = sql.replace(youngCheck, `r.created_at > $3::timestamptz + interval '1 day'`);
if (rotating === sql) throw new Error('the young resume token check was not found');
const variants: Record<string, () => Promise<unknown>> = {
  'the autosave statement (token kept, < 60 s old)': () => inner.query(sql, params, { name }),
  'the autosave statement, rotating the token': () => inner.query(rotating, params, { name: `${name}_rotating` }),
  'the same without the resume token': () => inner.query(noResume, params, { name: `${name}_noresume` }),
  'the same, the rotation as a plain UPDATE (tried in save5)': () =>
    inner.query(plainUpdate, params, { name: `${name}_plainupdate` }),
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
