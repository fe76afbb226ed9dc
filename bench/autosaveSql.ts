// `npx tsx bench/autosaveSql.ts` (issue 16): the autosave's one statement alone against the floor's bare jsonb UPDATE,
// in process, each prepared, rotating round by round: CPU µs per run (PGlite's WebAssembly PostgreSQL runs on this
// thread, so this is the database's work too; on PostgreSQL only the client's). The statement and its parameters are
// the ones a real save sends (caught from one autosave of a case made by the create call), with the WAL bytes each
// run writes. PGlite in a fresh folder (fsync at every commit, as `npm run serve`), or DATABASE_URL. SQL_N (default
// 1500), SQL_ROUNDS (default 3), SQL_INTERLEAVE=1 (CPU only, the variants taking turns call by call).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueResumeToken, resumeTokenIssuedYoung } from '../platform/auth/caseTokens';
import { openDatabase } from '../platform/db/openDatabase';
import { catchAutosave } from './caughtAutosave';
import { stepOneEnquiry } from './enquiry';
import { FLOOR_UPDATE } from './floorTable';

const n = Number(process.env.SQL_N ?? 1500);
const rounds = Number(process.env.SQL_ROUNDS ?? 3);
const url = process.env.DATABASE_URL;
const inner = await openDatabase(
  url ? { url, schema: 'bench_sql' } : { dataDir: mkdtempSync(join(tmpdir(), 'autosave-sql-')) },
);
const { app, caseId, sql, params, name } = await catchAutosave(inner);
const payload = JSON.stringify(stepOneEnquiry);
// save8: a new applicant's own signed case token saves with the UPDATE alone, answering whether the live resume
// token is younger than a minute from the case row's own copy of its issue time (routes/autosaveStatement.ts,
// auth/caseTokens.ts resumeTokenIssuedYoung); a rotating save then renews it with a second statement. The probes of
// the token's row that save5-save7 compared are in their results.
const youngCheck = resumeTokenIssuedYoung('c', 0, '$3::timestamptz');
if (!sql.includes(youngCheck)) throw new Error('the young resume token check was not found');
// The check answering "old", as on a save a minute after the last rotation, then the rotation itself.
const oldProbe = sql.replace(youngCheck, resumeTokenIssuedYoung('c', 0, "$3::timestamptz + interval '1 day'"));
const record = { id: caseId, bankId: 'CB' as const };
const saveTime = new Date(String(params[2]));
const probe = `${youngCheck} AS token_young`;
if (!sql.includes(probe)) throw new Error('the young resume token check was not found');
const variants: Record<string, () => Promise<unknown>> = {
  'the autosave statement (token kept, < 60 s old)': () => inner.query(sql, params, { name }),
  'the autosave statement and the rotation (token a minute old)': async () => {
    await inner.query(oldProbe, params, { name: `${name}_old` });
    await issueResumeToken(inner, record, saveTime);
  },
  'the same without the young-token check': () =>
    inner.query(sql.replace(probe, 'true AS token_young'), params, { name: `${name}_noprobe` }),
  'floor: jsonb UPDATE (unprepared, as the floor)': () => inner.query(FLOOR_UPDATE, ['floor-case', payload]),
  'floor: jsonb UPDATE prepared': () =>
    inner.query(FLOOR_UPDATE, ['floor-case', payload], {
      name: 'floor_update',
    }),
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
