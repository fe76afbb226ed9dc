// The joint link code check (doc 1 §4 "Joint"; doc 2 §9 "link code 7"): the second applicant enters the
// 7-digit code of the first applicant's case. The route is not built yet; this is its lockout, ready to use
// (issue 10): a try is taken in one atomic database step before the code is compared, so parallel guesses
// get no more than MAX_LINK_CODE_ATTEMPTS checks per case; then the case's link code is locked for
// LINK_CODE_LOCK_MS. The route should also take the HTTP limits `linkCodePerClient` and `linkCodePerCase`
// (http/rateLimit.ts) with `config: { limits: [...] }`.
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';
import { clearTries, counterSubject, type LockoutRule, takeTry } from './attemptCounters';

export const MAX_LINK_CODE_ATTEMPTS = 5;
export const LINK_CODE_LOCK_MS = 24 * 60 * 60 * 1000;
export const LINK_CODE_LOCKOUT: LockoutRule = {
  name: 'link_code',
  max: MAX_LINK_CODE_ATTEMPTS,
  lockMs: LINK_CODE_LOCK_MS,
};

export type LinkCodeResult =
  | { result: 'verified' }
  | { result: 'invalid'; remaining: number }
  | { result: 'limit_reached'; remaining: 0 };

/** Checks `given` against the case's `expected` link code, counting the try against the case first. */
export async function verifyLinkCode(
  db: Db,
  input: { caseId: string; given: string; expected: string | null; now: Date },
): Promise<LinkCodeResult> {
  const subject = counterSubject('link-code', input.caseId);
  const tried = await takeTry(db, LINK_CODE_LOCKOUT, subject, input.now);
  if (!tried.taken) return { result: 'limit_reached', remaining: 0 };
  const given = Buffer.from(input.given, 'utf8');
  const expected = Buffer.from(input.expected ?? '', 'utf8');
  const right = expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
  if (right) {
    await clearTries(db, LINK_CODE_LOCKOUT, subject);
    return { result: 'verified' };
  }
  return tried.remaining === 0
    ? { result: 'limit_reached', remaining: 0 }
    : { result: 'invalid', remaining: tried.remaining };
}
