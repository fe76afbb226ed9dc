// The platform on PGlite keeps its tables their size under the autosave (issue 16): PGlite runs PostgreSQL in
// single-user mode, where no autovacuum runs, and openPgliteDb vacuums in its place (pgliteDb.ts keepVacuumed).
import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { jointStepOneEnquiry, secondApplicantStepOneEnquiry, stepOneEnquiry } from '../../bench/enquiry';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { JointLinkResponse } from '../../contract/jointSchemas';
import { buildPlatform } from '../app';
import { bearer, bodyAs, partialEnquiry } from '../test-support/testFixtures';
import { createPgliteDataDir, createTestCase, createTestClock } from '../test-support/testing';
import { loginAs } from '../test-support/testLogin';
import { openPgliteDb } from './pgliteDb';

/**
 * The cases table's size in pages after `saves` autosaves of a joint case's second applicant, an existing customer who
 * claimed their part by login (the bench's route whose saves grew the table: 1,393 pages for 29 cases in one 5-second
 * round of its floor), on a platform on a PGlite data folder vacuuming every `vacuumEveryMs` (0: never).
 */
async function casesPagesAfterSaves(vacuumEveryMs: number, saves: number): Promise<number> {
  const dataDir = await createPgliteDataDir();
  const db = await openPgliteDb({ dataDir, vacuumEveryMs });
  const clock = createTestClock();
  const app = await buildPlatform({ db, now: clock.now });
  try {
    // other applicants' cases first: the joint case's row then shares its page with theirs
    for (let other = 0; other < 25; other += 1) {
      const created = await createTestCase({ app }, partialEnquiry());
      await app.inject({
        method: 'PUT',
        url: `${created.base}/tasks/capture/actions/update`,
        headers: bearer(created.accessToken),
        payload: stepOneEnquiry,
      });
    }
    const first = await createTestCase({ app }, jointStepOneEnquiry);
    const [row] = await db.query<{ joint_link_code: string }>('SELECT joint_link_code FROM cases WHERE id = $1', [
      first.caseId,
    ]);
    const linked = await app.inject({
      method: 'POST',
      url: '/banks/CB/joint/link',
      payload: { joint_link_code: row?.joint_link_code },
    });
    if (linked.statusCode !== 201) throw new Error(`link answered ${linked.statusCode}: ${linked.body}`);
    const second = bodyAs(linked, JointLinkResponse);
    const login = await loginAs(app, SANDBOX_CUSTOMER_NUMBERS.internetBanking, clock.now());
    const claimed = await app.inject({
      method: 'POST',
      url: `${first.base}/tasks/joint/applicant`,
      headers: bearer(login.access_token),
      payload: { resume_token: second.resume_token },
    });
    if (claimed.statusCode !== 200) throw new Error(`claim answered ${claimed.statusCode}: ${claimed.body}`);
    // ten at a time, as the bench's ten connections send them
    for (let save = 0; save < saves; save += 10) {
      clock.advance(50);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          app.inject({
            method: 'PUT',
            url: `${first.base}/tasks/capture/actions/update`,
            headers: bearer(login.access_token),
            payload: secondApplicantStepOneEnquiry,
          }),
        ),
      );
      for (const answer of answers)
        if (answer.statusCode !== 200) throw new Error(`save answered ${answer.statusCode}: ${answer.body}`);
      // the applicant's pace is not the point; a pause now and then lets a vacuum that is due run
      if (save % 100 === 90) await new Promise((resolve) => setTimeout(resolve, 40));
    }
    const [size] = await db.query<{ pages: number }>("SELECT pg_relation_size('cases') / 8192 AS pages");
    return Number(size?.pages);
  } finally {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('the platform on PGlite vacuums its database (no autovacuum runs there)', { timeout: 180_000 }, () => {
  it("gives the autosave's dead row versions back to the cases table, which keeps its size", async () => {
    const unvacuumed = await casesPagesAfterSaves(0, 600);
    const vacuumed = await casesPagesAfterSaves(20, 600);
    // Without it these saves' row versions took new space at the table's end, page after page (39 MB for 29 cases
    // after the bench's floors); with it the space of the dead ones is used again.
    expect(unvacuumed).toBeGreaterThan(60);
    expect(vacuumed).toBeLessThan(unvacuumed / 4);
  });
});
