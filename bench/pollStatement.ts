// `npx tsx bench/pollStatement.ts` (issue 16): the poll's statement (auth/caseAccess.ts authorisedCaseStatus) as it
// was, joining customers and reading the enquiry's customer_id on every poll, against the statement as it is, which
// reads them for a login token only; both prepared, alternating in one process, CPU µs per run. PGlite in memory (its
// CPU is the process's), or DATABASE_URL's PostgreSQL (schema bench_poll_statement; wall µs, as its CPU is the
// server's). POLL_RUNS (default 3000) per variant and round, 3 rounds. The signed-token variant (issue 16) is the
// statement a signed case token's poll runs: no token table.
// Since migration 401 (joint/jointMigrations.ts) every variant reads the second applicant's completion from the case
// row, where it is kept now (before, from joint_applicants' row).

import { buildPlatform } from '../platform/app';
import { LIVE_TOKEN, tokenHash } from '../platform/auth/accessTokens';
import { LOGIN_CUSTOMER_ID, LOGIN_TOKEN_ONLY } from '../platform/auth/caseAccess';
import { openDatabase } from '../platform/db/openDatabase';
import { stepOneEnquiry } from './enquiry';

const runs = Number(process.env.POLL_RUNS ?? 3000);
const url = process.env.DATABASE_URL;
const db = await openDatabase(url ? { url, schema: 'bench_poll_statement' } : {});
const app = await buildPlatform({ db });
const created = await app.inject({
  method: 'POST',
  url: '/banks/CB/cases/csapcurrent/ntb',
  headers: { accept: 'application/json', 'content-type': 'application/json' },
  payload: stepOneEnquiry,
});
const { reference_id: caseId, access_token: token } = created.json() as { reference_id: string; access_token: string };

const columns = `c.id, c.bank_id, c.product_type, c.sub_type, c.state, c.application_type, c.customer_number,
  c.pending_timer, c.next_transition_at, t.scope AS t_scope, t.bank_id AS t_bank_id,
  t.customer_number AS t_customer_number, t.case_id AS t_case_id, t.applicant_index AS t_applicant_index,
  ja.customer_number AS j_customer_number, c.second_completed_at IS NOT NULL AS j_completed`;
const variants = [
  {
    name: 'before: customers joined, enquiry read',
    sql: `SELECT ${columns}, c.enquiry ->> 'customer_id' AS enquiry_customer_id, cu.customer_id AS t_customer_id
      FROM cases c LEFT JOIN auth_tokens t ON ${LIVE_TOKEN('$2', '$3')}
      LEFT JOIN customers cu ON cu.customer_number = t.customer_number
      LEFT JOIN joint_applicants ja ON ja.case_id = c.id WHERE c.id = $1`,
  },
  {
    name: 'after: for a login token only',
    sql: `SELECT ${columns}, ${LOGIN_TOKEN_ONLY("c.enquiry ->> 'customer_id'")} AS enquiry_customer_id,
      ${LOGIN_CUSTOMER_ID} AS t_customer_id
      FROM cases c LEFT JOIN auth_tokens t ON ${LIVE_TOKEN('$2', '$3')}
      LEFT JOIN joint_applicants ja ON ja.case_id = c.id WHERE c.id = $1`,
  },
  {
    name: 'signed token: the case row alone, its revocation list read (auth/caseAccess.ts signedCaseStatus)',
    sql: `SELECT c.id, c.bank_id, c.product_type, c.sub_type, c.state, c.application_type, c.customer_number,
      c.pending_timer, c.next_transition_at, $2::text = ANY (c.revoked_case_tokens) AS revoked,
      CASE WHEN $3::text = '1' THEN c.second_completed_at IS NOT NULL
      END AS j_completed, 30 AS t_scope
      FROM cases c WHERE c.id = $1`,
  },
  {
    name: 'signed token, minimal row: address and revocation in the WHERE, 6 columns',
    sql: `SELECT c.product_type, c.state, c.application_type, c.pending_timer,
      (extract(epoch FROM c.next_transition_at) * 1000)::float8 AS next_transition_ms,
      CASE WHEN $3::text = '1' THEN c.second_completed_at IS NOT NULL
      END AS j_completed, 30 AS t_scope
      FROM cases c WHERE c.id = $1 AND c.bank_id = 'CB' AND c.sub_type = 'ntb' AND NOT ($2::text = ANY (c.revoked_case_tokens))`,
  },
  {
    name: 'signed token, first applicant: no joint subquery, 5 columns',
    sql: `SELECT c.product_type, c.state, c.application_type, c.pending_timer,
      (extract(epoch FROM c.next_transition_at) * 1000)::float8 AS next_transition_ms, 30 AS t_scope
      FROM cases c WHERE c.id = $1 AND c.bank_id = 'CB' AND c.sub_type = 'ntb' AND NOT ($2::text = ANY (c.revoked_case_tokens))
      AND $3::text IS NOT NULL`,
  },
  {
    name: 'floor: primary-key SELECT',
    sql: 'SELECT id, state FROM cases WHERE id = $1 AND $2::text IS NOT NULL AND $3::text IS NOT NULL',
  },
];
const params = () => [caseId, tokenHash(token), new Date().toISOString()];
for (const [index, variant] of variants.entries()) {
  const [row] = await db.query<{ t_scope?: number }>(variant.sql, params(), { name: `poll_variant_${index}` });
  if (index < 5 && row?.t_scope !== 30) throw new Error(`${variant.name}: no live token row`);
}
for (let round = 1; round <= 3; round += 1) {
  for (const [index, variant] of variants.entries()) {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (let run = 0; run < runs; run += 1) await db.query(variant.sql, params(), { name: `poll_variant_${index}` });
    const used = process.cpuUsage(cpu);
    console.log(
      `poll statement ${url ? 'postgres' : 'pglite'} round ${round} ${variant.name}: ${Math.round((used.user + used.system) / runs)} µs CPU, ${Math.round(((performance.now() - wall) * 1000) / runs)} µs wall`,
    );
  }
}
await app.close();
process.exit();
