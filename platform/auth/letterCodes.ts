// Letter codes (doc 1 §1 "Saved applications can be resumed ... by a 10-digit letter code"; doc 1 §8
// "Letter code (HTTP 401): 320 limit reached; 321 invalid code"; doc 2 §5.6). A code is posted to the
// applicant's home address: in the sandbox it goes to the outbox, read with GET /sandbox/outbox/letters/{caseId}.
// Stored as a scrypt hash. MAX_LETTER_CODE_ATTEMPTS wrong codes lock the case's letter code for good
// (the applicant phones the bank): the wrong tries before the last answer 321, the last one and every
// later try answer 320. Issuing a new letter keeps the count, so letters cannot reset the limit.
import { randomInt } from 'node:crypto';
import type { Db } from '../db/db';
import { hashSecret, verifySecret } from './secretHash';

export const LETTER_CODE_LENGTH = 10;
export const MAX_LETTER_CODE_ATTEMPTS = 3;
export const LETTER_CODE_INVALID = '321';
export const LETTER_CODE_LIMIT_REACHED = '320';

/** Issues (posts) a new letter code for a case; the lifecycle calls it when a case enters confirmcode. */
export async function issueLetterCode(db: Db, caseId: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 10 ** LETTER_CODE_LENGTH)).padStart(LETTER_CODE_LENGTH, '0');
  const hash = await hashSecret(code);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO letter_codes (case_id, code_hash, issued_at) VALUES ($1, $2, $3)
       ON CONFLICT (case_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, issued_at = EXCLUDED.issued_at, verified_at = NULL`,
      [caseId, hash, now.toISOString()],
    );
    await tx.query(
      `INSERT INTO sandbox_outbox (channel, recipient, kind, body, created_at) VALUES ('post', $1, 'lettercode', $2, $3)`,
      [caseId, code, now.toISOString()],
    );
  });
  return code;
}

/** Case states whose page asks for the letter code (doc 1 "Case state to screen map": -> letter-code). */
export const LETTER_CODE_STATES: readonly string[] = ['confirmcode', 'confirmauthcode'];

/**
 * A case in confirmcode or confirmauthcode has had a letter posted since it entered that state. The lifecycle
 * moves cases when they are read (lifecycle/advanceCase.ts), so the letter is posted when the case is first read
 * in that state by a letter-code call or the sandbox letterbox: the applicant cannot tell the difference, the
 * letter being the only way to know the code. Answers whether a new letter was posted.
 */
export async function ensureLetterCodeIssued(
  db: Db,
  record: { id: string; state: string; stateEnteredAt: Date },
  now: Date,
): Promise<boolean> {
  if (!LETTER_CODE_STATES.includes(record.state)) return false;
  const [row] = await db.query<{ code_hash: string; issued_at: Date | string }>(
    'SELECT code_hash, issued_at FROM letter_codes WHERE case_id = $1',
    [record.id],
  );
  const issuedForThisState = row && row.code_hash !== '' && new Date(row.issued_at) >= record.stateEnteredAt;
  if (issuedForThisState) return false;
  await issueLetterCode(db, record.id, now);
  return true;
}

export type LetterCodeResult = 'verified' | typeof LETTER_CODE_INVALID | typeof LETTER_CODE_LIMIT_REACHED;

/**
 * Takes a try in one atomic upsert BEFORE the code is checked (issue 10: parallel guesses must not each be
 * evaluated): only while fewer than MAX_LETTER_CODE_ATTEMPTS are used. A case without a letter gets a row with
 * no code, so guessing is counted there too. A right code gives its try back, so it never uses up the limit.
 */
export async function verifyLetterCode(db: Db, caseId: string, code: string, now: Date): Promise<LetterCodeResult> {
  const [taken] = await db.query<{ code_hash: string; failed_attempts: number }>(
    `INSERT INTO letter_codes AS l (case_id, code_hash, failed_attempts, issued_at) VALUES ($1, '', 1, $2)
     ON CONFLICT (case_id) DO UPDATE SET failed_attempts = l.failed_attempts + 1
     WHERE l.failed_attempts < $3
     RETURNING code_hash, failed_attempts`,
    [caseId, now.toISOString(), MAX_LETTER_CODE_ATTEMPTS],
  );
  if (!taken) return LETTER_CODE_LIMIT_REACHED;
  if (await verifySecret(code, taken.code_hash)) {
    await db.query(
      'UPDATE letter_codes SET verified_at = $2, failed_attempts = GREATEST(failed_attempts - 1, 0) WHERE case_id = $1',
      [caseId, now.toISOString()],
    );
    return 'verified';
  }
  return taken.failed_attempts >= MAX_LETTER_CODE_ATTEMPTS ? LETTER_CODE_LIMIT_REACHED : LETTER_CODE_INVALID;
}

export async function letterCodeVerified(db: Db, caseId: string): Promise<boolean> {
  const [row] = await db.query<{ verified: boolean }>(
    'SELECT verified_at IS NOT NULL AS verified FROM letter_codes WHERE case_id = $1',
    [caseId],
  );
  return row?.verified === true;
}
