// `npx tsx bench/autosaveSqlParts.ts` (issue 16, save7): main's autosave statement (the CTE form of cda9bd0: `who`, the
// UPDATE, the resume token's insert-or-rotate, an outer SELECT) taken apart, in process, on PGlite in memory (no
// fsync: the statement's own CPU, WebAssembly and PGlite's JS side), every variant a named prepared statement, the
// variants taking turns call by call, CPU read from the main thread alone (/proc schedstat: not V8's background
// compiler threads). Also how PostgreSQL plans them (pg_prepared_statements: generic or custom plans). It takes apart
// the CTE form, so it runs on a checkout of cda9bd0 (on save7's statement it stops: "no resumed CTE"); its figures are
// in bench/results/2026-11-29-save7.md, and bench/autosaveSql.ts measures save7's statement. PARTS_N (default 2000)
// calls per variant and round, PARTS_ROUNDS (default 3), PARTS_ONLY a pattern of the variants' names, PARTS_DIR=1 a
// data folder with fsync (and the file system calls counted).
import fs, { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteDb } from '../platform/db/pgliteDb';
import { catchAutosave } from './caughtAutosave';
import { stepOneEnquiry } from './enquiry';
import { FLOOR_UPDATE, mainThreadNs } from './floorTable';

// File system calls PGlite's NODEFS makes (a data folder only), counted per variant.
const fsCalls: Record<string, number> = {};
if (process.env.PARTS_DIR) {
  const patchable = fs as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['writeSync', 'readSync', 'fstatSync', 'fsyncSync', 'fsync', 'openSync', 'closeSync']) {
    const original = patchable[method] as (...args: unknown[]) => unknown;
    patchable[method] = (...args: unknown[]) => {
      fsCalls[method] = (fsCalls[method] ?? 0) + 1;
      return original.apply(fs, args);
    };
  }
}
const n = Number(process.env.PARTS_N ?? 2000);
const rounds = Number(process.env.PARTS_ROUNDS ?? 3);
const inner = await openPgliteDb(process.env.PARTS_DIR ? { dataDir: mkdtempSync(join(tmpdir(), 'save7-parts-')) } : {});
const { app, caseId, sql, params, name } = await catchAutosave(inner);
console.log(`statement ${name}:\n${sql}\n`);
const payload = JSON.stringify(stepOneEnquiry);
const now = params[2] as string;
const noResume = sql
  .replace(/, resumed AS \([\s\S]*?RETURNING case_id\n {2}\)/, '')
  .replace('(SELECT count(*) FROM resumed)::int', 'length($10::text || $11::timestamptz::text)');
if (noResume === sql) throw new Error('the resume token CTE was not found');
// A signed first applicant's save without the `who` CTE: the UPDATE checks the row itself (what `who` read of the row
// is the row's own; the applicant and token kind are the signed claims').
const OWN = `($7::jsonb -> 'applicants' -> 0)`;
const TYPE = `COALESCE($12::text, c.application_type)`;
const resumedCte = /, resumed AS \([\s\S]*?RETURNING case_id\n {2}\)/.exec(sql)?.[0] ?? '';
if (!resumedCte) throw new Error('no resumed CTE');
const direct = `WITH saved AS (
    UPDATE cases c SET
      enquiry = CASE
        WHEN c.application_type = 'joint' AND jsonb_typeof(c.enquiry -> 'applicants' -> 1) = 'object'
          THEN jsonb_set($7::jsonb, '{applicants}', jsonb_build_array(${OWN}, c.enquiry -> 'applicants' -> 1))
        ELSE $7::jsonb END,
      product_code = $8::text, accounts = $9::jsonb, application_type = ${TYPE},
      joint_link_code = CASE WHEN ${TYPE} = 'joint' THEN COALESCE(c.joint_link_code, $13::text) END,
      version = c.version + 1, updated_at = $3::timestamptz
    WHERE c.id = $1::text AND c.bank_id = $4::text AND c.product_type = $5::text AND c.sub_type = $6::text
      AND NOT ($2::text = ANY (c.revoked_case_tokens)) AND c.pending_timer IS NULL AND c.state = 'capture'
      AND (${TYPE} <> 'joint' OR $16::boolean) AND ($14::boolean OR $15::boolean OR true)
    RETURNING c.id, c.next_transition_at, c.application_type, c.joint_link_code,
      c.enquiry ->> 'tu_application_id' AS tu_application_id, 0 AS applicant, true AS case_token
  )${resumedCte}
  SELECT saved.*, (SELECT count(*) FROM resumed)::int AS resumed FROM saved`;
const directNoResume = direct
  .replace(resumedCte, '')
  .replace('(SELECT count(*) FROM resumed)::int', 'length($10::text || $11::timestamptz::text)');
// The same UPDATE alone (no CTE, no outer SELECT), and it answering only the id.
const plainUpdate = /WITH saved AS \(\n([\s\S]*?)\n {2}\)/.exec(direct)?.[1] ?? '';
if (!plainUpdate) throw new Error('no saved CTE');
const plainUpdateId = plainUpdate.replace(/RETURNING[\s\S]*$/, 'RETURNING c.id');
// The UPDATE alone answering only what the caller does not know already, with and without the probe of the live
// resume token's age (the rotation itself then a second statement, only when the token is a minute old).
const plainTrimmed = plainUpdate
  .replace(/RETURNING[\s\S]*$/, 'RETURNING c.next_transition_at, c.application_type, c.joint_link_code')
  .replace('RETURNING', 'AND length($10::text || $11::timestamptz::text) > 0 RETURNING');
const youngProbe = `EXISTS (SELECT FROM case_resume_tokens r WHERE r.case_id = c.id AND r.applicant_index = 0
      AND r.used_at IS NULL AND r.expires_at > $3::timestamptz AND r.created_at > $3::timestamptz - interval '60 seconds') AS young`;
const plainProbe = `${plainTrimmed}, ${youngProbe}`;
const variants: Record<string, () => Promise<unknown>> = {
  'signed first, the UPDATE alone, trimmed answer': () => inner.query(plainTrimmed, params, { name: 'parts_trimmed' }),
  'signed first, the UPDATE alone, trimmed answer, young probe': () =>
    inner.query(plainProbe, params, { name: 'parts_probe' }),
  'signed first, the UPDATE alone': () =>
    inner.query(
      plainUpdate.replace('RETURNING', 'AND length($10::text || $11::timestamptz::text) > 0 RETURNING'),
      params,
      { name: 'parts_plain' },
    ),
  'signed first, the UPDATE alone answering the id': () =>
    inner.query(
      `${plainUpdateId.replace('RETURNING c.id', 'AND length($10::text || $11::timestamptz::text) > 0 RETURNING c.id')}`,
      params,
      { name: 'parts_plain_id' },
    ),
  'signed first, without who': () => inner.query(direct, params, { name: 'parts_direct' }),
  'signed first, without who nor the resume CTE': () =>
    inner.query(directNoResume, params, { name: 'parts_direct_noresume' }),
  'the autosave statement': () => inner.query(sql, params, { name }),
  'without the resume token CTE': () => inner.query(noResume, params, { name: `${name}_noresume` }),
  'UPDATE cases SET enquiry, updated_at (prepared)': () =>
    inner.query(
      'UPDATE cases SET enquiry = $2::jsonb, updated_at = $3::timestamptz WHERE id = $1::text RETURNING id',
      [caseId, payload, now],
      { name: 'parts_cases_update' },
    ),
  'floor: jsonb UPDATE (prepared)': () =>
    inner.query(FLOOR_UPDATE, ['floor-case', payload], { name: 'parts_floor_update' }),
  'floor: jsonb UPDATE (unprepared, as the floor server)': () => inner.query(FLOOR_UPDATE, ['floor-case', payload]),
};
const only = process.env.PARTS_ONLY ? new RegExp(process.env.PARTS_ONLY) : undefined;
const chosen = Object.entries(variants).filter(([label]) => !only || only.test(label));
const results = new Map<string, number[]>();
for (let round = 0; round < rounds; round += 1) {
  for (const [, run] of chosen) for (let index = 0; index < 200; index += 1) await run();
  const sums = new Map<string, number>();
  const calls = new Map<string, Record<string, number>>();
  for (let index = 0; index < n; index += 1) {
    for (let turn = 0; turn < chosen.length; turn += 1) {
      const [label, run] = chosen[(index + turn) % chosen.length] as [string, () => Promise<unknown>];
      const before = { ...fsCalls };
      const cpu = mainThreadNs();
      await run();
      const used = { user: (mainThreadNs() - cpu) / 1000, system: 0 };
      const mine = calls.get(label) ?? {};
      for (const [method, count] of Object.entries(fsCalls))
        mine[method] = (mine[method] ?? 0) + count - (before[method] ?? 0);
      calls.set(label, mine);
      sums.set(label, (sums.get(label) ?? 0) + used.user + used.system);
    }
  }
  if (round === rounds - 1 && process.env.PARTS_DIR) {
    for (const [label, mine] of calls) {
      const per = Object.entries(mine).map(([method, count]) => `${method} ${(count / n).toFixed(2)}`);
      console.log(`fs calls per run, ${label}: ${per.join(', ')}`);
    }
  }
  for (const [label, sum] of sums) results.set(label, [...(results.get(label) ?? []), Math.round(sum / n)]);
}
for (const [label, values] of results) console.log(`${label.padEnd(56)} ${values.join(', ')} µs CPU`);
console.log(
  JSON.stringify(
    await inner.query('SELECT name, generic_plans, custom_plans FROM pg_prepared_statements ORDER BY name'),
  ),
);
await app.close();
await inner.close();
process.exit();
