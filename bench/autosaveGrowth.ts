// `npx tsx bench/autosaveGrowth.ts` (issue 16): does an autosave cost more the more saves came before it? Saves of one
// case in process (inject) on PGlite in a fresh folder (DATABASE_URL: PostgreSQL), in batches; per batch the CPU µs
// per save and what the tables hold (live and dead tuples, HOT updates, sizes of the case row's and the resume
// token's tables and indexes). GROWTH_BATCHES (default 6) x GROWTH_SAVES (default 1000).
import { stepOneEnquiry } from './enquiry';
import { inProcessCase } from './inProcessCase';

const batches = Number(process.env.GROWTH_BATCHES ?? 6);
const saves = Number(process.env.GROWTH_SAVES ?? 1000);
const { db, app, base, caseId, auth } = await inProcessCase('growth');
const save = () =>
  app.inject({
    method: 'PUT',
    url: `${base}/${caseId}/tasks/capture/actions/update`,
    headers: auth,
    payload: stepOneEnquiry,
  });
const stats = async () =>
  db.query<Record<string, unknown>>(
    `SELECT relname, n_live_tup, n_dead_tup, n_tup_upd, n_tup_hot_upd, pg_relation_size(relid) AS heap,
       pg_indexes_size(relid) AS indexes, pg_total_relation_size(relid) AS total
     FROM pg_stat_user_tables WHERE relname IN ('cases', 'case_resume_tokens', 'auth_tokens') ORDER BY relname`,
  );
for (let batch = 0; batch < batches; batch += 1) {
  const cpu = process.cpuUsage();
  for (let index = 0; index < saves; index += 1) {
    const answer = await save();
    if (answer.statusCode >= 300) throw new Error(`save answered ${answer.statusCode}: ${answer.body}`);
  }
  const used = process.cpuUsage(cpu);
  console.log(`batch ${batch + 1}: ${Math.round((used.user + used.system) / saves)} µs CPU per save`);
  for (const row of await stats()) console.log('  ', JSON.stringify(row));
}
await app.close();
await db.close();
process.exit();
