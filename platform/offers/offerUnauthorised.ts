// The sandbox's offer 401 control: how many more reads of a case's offers answer 401, so the client's
// retry (doc 1 §4: every 2000 ms, up to 9 tries) can be tested on purpose.
import type { Db } from '../db/db';

/** Sets how many of the next offer reads answer 401 (0 clears it). */
export async function setOfferUnauthorised(db: Db, caseId: string, times: number): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_offer_unauthorised (case_id, remaining) VALUES ($1, $2)
     ON CONFLICT (case_id) DO UPDATE SET remaining = EXCLUDED.remaining`,
    [caseId, times],
  );
}

/** Uses up one 401 if any is left; answers whether this read must be refused. Atomic under concurrency. */
export async function takeOfferUnauthorised(db: Db, caseId: string): Promise<boolean> {
  const rows = await db.query<{ remaining: number }>(
    `UPDATE sandbox_offer_unauthorised SET remaining = remaining - 1
     WHERE case_id = $1 AND remaining > 0 RETURNING remaining`,
    [caseId],
  );
  return rows.length > 0;
}
