// `npx tsx bench/usernames.ts` (issue 16): what an autosave carrying a username costs as the bank's submitted cases
// grow. The username check (platform/cases/usernameInUse.ts, 1036) must find whether another submitted case carries
// the username; it read every submitted case's enquiry until migration 680 kept their usernames in a table of their
// own. The platform in process on a fresh PGlite (with DATABASE_URL, on that PostgreSQL in a schema of its own,
// bench_usernames, dropped first and after); one case in capture saved with a username, USERNAMES_SAVES times
// (default 100) after 20 to warm, at each count of submitted cases (USERNAMES_COUNTS, default 0,1000,10000,30000),
// copies of that case made submitted with usernames of their own by one INSERT (through the table's triggers, as a
// submit's UPDATE is). Prints ms per save (inject: the route, its checks and its statement) and the table's size.
import { buildPlatform } from '../platform/app';
import { openDatabase } from '../platform/db/openDatabase';
import { completeApplicant, completeEnquiry } from '../platform/test-support/testFixtures';
import { dropSchema } from '../platform/test-support/testing';

const saves = Number(process.env.USERNAMES_SAVES ?? 100);
const counts = (process.env.USERNAMES_COUNTS ?? '0,1000,10000,30000').split(',').map(Number);
const url = process.env.DATABASE_URL;
const schema = 'bench_usernames';
if (url) await dropSchema(url, schema);
const db = await openDatabase(url ? { url, schema } : {});
const app = await buildPlatform({ db });
const path = '/banks/CB/cases/csapcurrent/ntb';
const created = await app.inject({ method: 'POST', url: path, payload: completeEnquiry() });
const { reference_id: id, access_token: token } = created.json() as { reference_id: string; access_token: string };
const saveWith = (username: string) =>
  app.inject({
    method: 'PUT',
    url: `${path}/${id}/tasks/capture/actions/update`,
    headers: { authorization: `Bearer ${token}` },
    payload: completeEnquiry({ applicants: [{ ...completeApplicant(), user_details: { username } }] }),
  });
const save = async () => {
  const answer = await saveWith('probe.user1');
  if (answer.statusCode !== 200) throw new Error(`a save answered ${answer.statusCode}: ${answer.body}`);
};
await save();
const columns = (
  await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'cases' ORDER BY ordinal_position`,
  )
).map((row) => row.column_name);
const copied: Record<string, string> = {
  id: `'SUB' || lpad(g::text, 7, '0')`,
  submitted_at: 'now()',
  state: `'submitted'`,
  joint_link_code: 'NULL',
  enquiry: `jsonb_set(enquiry, '{applicants,0,user_details}', jsonb_build_object('username', 'user' || g))`,
};
let have = 0;
console.log(`${new Date().toISOString()}, ${url ? 'PostgreSQL' : 'PGlite'}, ${saves} saves at each count`);
for (const count of counts) {
  if (count > have) {
    await db.query(
      `INSERT INTO cases (${columns.join(', ')})
       SELECT ${columns.map((column) => copied[column] ?? column).join(', ')}
       FROM cases CROSS JOIN generate_series(${have + 1}, ${count}) g WHERE cases.id = $1`,
      [id],
    );
    have = count;
    await db.query('VACUUM ANALYZE');
  }
  for (let i = 0; i < 20; i += 1) await save();
  const started = performance.now();
  for (let i = 0; i < saves; i += 1) await save();
  const ms = (performance.now() - started) / saves;
  const [size] = await db.query<{ cases: string }>(`SELECT pg_size_pretty(pg_total_relation_size('cases')) AS cases`);
  console.log(`${count} submitted cases (cases ${size?.cases}): a save with a username ${ms.toFixed(2)} ms`);
}
// the check still answers: one of the copies' usernames is taken
const taken = await saveWith(`user${Math.max(1, have)}`);
console.log(`a submitted case's username: ${taken.statusCode} ${(taken.json() as { code?: string }).code ?? ''}`);
await app.close();
await db.close();
if (url) await dropSchema(url, schema);
