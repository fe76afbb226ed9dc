// Tokens and cases (doc 1 §7 "a bearer access token where authentication is required"; doc 2 §7.1 "a new access
// token is returned for new customers"; issue 10). A new-to-bank applicant has no login, so the case itself is the
// credential's subject: creating a case returns a token bound to that case and to the applicant who created it
// (kind `ntb`, applicant 0), which the app keeps in memory and sends on every later call under the case. Submit
// returns a fresh one (doc 2 §7.1). An existing customer uses the token of their login, which speaks for the cases
// that are theirs (tokenSpeaksForCase).
//
// A reload of the tab loses the in-memory token, so the case calls that save the case (create, update, submit) and
// the resume call also return a one-time resume token (16 minutes, single use, stored as its SHA-256 only, one live
// per case and applicant; an update keeps the applicant's token while it is younger than a minute). The app keeps
// that one in the tab's sessionStorage and, after a reload, exchanges it at POST …/{caseId}/resume for a fresh case
// token and a new resume token (platform/README.md "Case tokens").
import { randomBytes } from 'node:crypto';
import type { CaseRecord } from '../cases/caseRecord';
import type { Db } from '../db/db';
import { type AccessTokenClaims, DEFAULT_SCOPE, issueAccessToken, tokenHash } from './accessTokens';
import type { CaseTokenSigner } from './signedCaseTokens';

/**
 * A case token lasts a working day: the app drops it itself after its inactivity timeout (15 minutes, doc 1 §4), and
 * an applicant who comes back later resumes through the resume token (same tab) or a letter code or login (spec §1).
 */
export const CASE_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;
/**
 * How long a resume token lives: the app's inactivity timeout (15 minutes) and RESUME_TOKEN_ROTATE_AFTER_MS, so that a
 * reload up to 15 minutes after the last save resumes the case although that save kept a token up to a minute old.
 */
export const RESUME_TOKEN_TTL_MS = 16 * 60 * 1000;
/**
 * An autosave rotates the applicant's resume token only when it was issued this long ago or more (issue 16, the lead's
 * decision: a rotation is a second row written by every save, half its WAL); a younger live one is kept, and the
 * answer carries no `resume_token` (the app keeps the one it holds). Create, submit and resume always issue one.
 */
export const RESUME_TOKEN_ROTATE_AFTER_MS = 60 * 1000;
/**
 * How long the resume token a save's rotation replaces stays good: a save's answer carries the new token, and a tab
 * reloaded (or a connection lost) while the save was out never receives it, so the reload spends the one it holds.
 * Long enough for a save's round trip on a slow connection, short enough that a leaked old token is soon worthless.
 */
export const RESUME_TOKEN_GRACE_MS = 60 * 1000;

/**
 * The rotation's SET, shared by every statement that issues a resume token (this file and the autosave's single
 * statement, routes/autosaveStatement.ts): the token it replaces, unless spent or expired, stays good for the grace.
 * `$now` is the SQL of the issuing time.
 */
export function resumeTokenRotation(now: string): string {
  return `token_hash = EXCLUDED.token_hash, bank_id = EXCLUDED.bank_id, created_at = EXCLUDED.created_at,
           expires_at = EXCLUDED.expires_at, used_at = NULL,
           previous_token_hash = CASE
             WHEN case_resume_tokens.used_at IS NULL AND case_resume_tokens.expires_at > ${now}
             THEN case_resume_tokens.token_hash END,
           previous_expires_at = LEAST(case_resume_tokens.expires_at,
             ${now} + interval '${RESUME_TOKEN_GRACE_MS / 1000} seconds')`;
}

/**
 * SQL: the resume token row `row` is live and was issued less than RESUME_TOKEN_ROTATE_AFTER_MS before `now` (the SQL
 * of the save's time), so an autosave keeps it.
 */
export function resumeTokenYoung(row: string, now: string): string {
  return `${row}.used_at IS NULL AND ${row}.expires_at > ${now}
    AND ${row}.created_at > ${now} - interval '${RESUME_TOKEN_ROTATE_AFTER_MS / 1000} seconds'`;
}

/**
 * SQL: whether the live resume token of `applicant` (a number) on the case row `c` was issued less than
 * RESUME_TOKEN_ROTATE_AFTER_MS before `now`, read from the row's own copy (cases.resume_token_issued_at, migration
 * 640: the issue time of the applicant's unspent token, NULL once spent; every writer of case_resume_tokens keeps it
 * in step in the same statement). The same answer as resumeTokenYoung on the token's row: a token's expiry is always
 * its issue time + RESUME_TOKEN_TTL_MS, longer than a minute.
 */
export function resumeTokenIssuedYoung(c: string, applicant: number, now: string): string {
  return `COALESCE(${c}.resume_token_issued_at[${Number(applicant) + 1}] > ${now} - interval '${RESUME_TOKEN_ROTATE_AFTER_MS / 1000} seconds', false)`;
}

/**
 * A new resume token's text: 256 bits from node:crypto's CSPRNG, drawn 64 tokens at a time (issue 16: one
 * `randomBytes(32)` per autosave was 1.3 % of a save under load, and most saves now keep their token); the bytes of a
 * token handed out are wiped from the pool.
 */
export function newResumeToken(): string {
  if (resumePool.offset + RESUME_TOKEN_BYTES > resumePool.bytes.length) {
    resumePool = { bytes: randomBytes(RESUME_TOKEN_BYTES * 64), offset: 0 };
  }
  const { bytes, offset } = resumePool;
  const token = bytes.toString('base64url', offset, offset + RESUME_TOKEN_BYTES);
  bytes.fill(0, offset, offset + RESUME_TOKEN_BYTES);
  resumePool.offset = offset + RESUME_TOKEN_BYTES;
  return token;
}
const RESUME_TOKEN_BYTES = 32;
let resumePool = { bytes: Buffer.alloc(0), offset: 0 };

/** The applicant who created the case. */
export const FIRST_APPLICANT = 0;
/** A joint case's second applicant, who joined with the link code (joint/jointStore.ts). */
export const SECOND_APPLICANT = 1;

/**
 * The token of a new-to-bank case: scope 30 (doc 1 §4: new-to-bank sessions below 30 need step-up, and nothing here
 * asks an applicant to step up), bound to the case, its bank and the applicant. 256 bits from node:crypto's CSPRNG
 * (accessTokens.ts), stored as SHA-256.
 */
export async function issueCaseToken(
  db: Db,
  record: Pick<CaseRecord, 'id' | 'bankId'>,
  now: Date,
  applicantIndex = FIRST_APPLICANT,
  signer?: CaseTokenSigner,
): Promise<string> {
  const issued = await issueAccessToken(
    db,
    {
      kind: 'ntb',
      scope: DEFAULT_SCOPE,
      bankId: record.bankId,
      caseId: record.id,
      applicantIndex,
      now,
      ttlMs: CASE_TOKEN_TTL_MS,
    },
    signer,
  );
  return issued.accessToken;
}

/**
 * A new resume token for this case and applicant: it replaces the one before (one live per case and applicant), so
 * storage stays bounded; the one before stays good for RESUME_TOKEN_GRACE_MS unless spent, and any older one stops
 * working. 256 random bits, stored as SHA-256 only.
 */
export async function issueResumeToken(
  db: Db,
  record: Pick<CaseRecord, 'id' | 'bankId'>,
  now: Date,
  applicantIndex = FIRST_APPLICANT,
): Promise<string> {
  const token = await writeResumeToken(db, record, now, applicantIndex, false);
  if (token === undefined) throw new Error(`No resume token was stored for ${record.id}`);
  return token;
}

/**
 * An autosave's resume token (issue 16): issueResumeToken, unless the applicant's live token was issued less than
 * RESUME_TOKEN_ROTATE_AFTER_MS ago, which is kept (undefined: no new token, the tab keeps the one it holds).
 */
export function renewResumeToken(
  db: Db,
  record: Pick<CaseRecord, 'id' | 'bankId'>,
  now: Date,
  applicantIndex = FIRST_APPLICANT,
): Promise<string | undefined> {
  return writeResumeToken(db, record, now, applicantIndex, true);
}

async function writeResumeToken(
  db: Db,
  record: Pick<CaseRecord, 'id' | 'bankId'>,
  now: Date,
  applicantIndex: number,
  keepYoung: boolean,
): Promise<string | undefined> {
  const token = newResumeToken();
  // The case row's copy of the issue time (read by resumeTokenIssuedYoung) in the same statement.
  const rows = await db.query(
    `WITH issued AS (
       INSERT INTO case_resume_tokens (case_id, applicant_index, bank_id, token_hash, created_at, expires_at, used_at)
       VALUES ($1, $2::integer, $3, $4, $5, $6, NULL)
       ON CONFLICT (case_id, applicant_index) DO UPDATE
         SET ${resumeTokenRotation('$5::timestamptz')}
         ${keepYoung ? `WHERE NOT (${resumeTokenYoung('case_resume_tokens', '$5::timestamptz')})` : ''}
       RETURNING case_id, created_at
     ), noted AS (
       UPDATE cases c SET resume_token_issued_at[$2::integer + 1] = issued.created_at FROM issued
       WHERE c.id = issued.case_id RETURNING c.id
     )
     SELECT case_id FROM issued`,
    [
      record.id,
      applicantIndex,
      record.bankId,
      tokenHash(token),
      now.toISOString(),
      new Date(now.getTime() + RESUME_TOKEN_TTL_MS).toISOString(),
    ],
  );
  return rows.length > 0 ? token : undefined;
}

/**
 * Spends a resume token of this case and bank: answers the applicant it was issued to, or undefined when it is unknown,
 * of another case, expired or spent. The latest token, or the one it replaced within its grace: either spends both.
 * One UPDATE, so two tabs racing with the same token (or one with each) cannot both win.
 */
export async function redeemResumeToken(
  db: Db,
  where: { caseId: string; bankId: string },
  token: string,
  now: Date,
): Promise<number | undefined> {
  if (!token || token.length > 200) return undefined;
  // Spent: the case row's copy of the issue time (read by resumeTokenIssuedYoung) cleared in the same statement.
  const [row] = await db.query<{ applicant_index: number }>(
    `WITH spent AS (
       UPDATE case_resume_tokens SET used_at = $4, previous_token_hash = NULL
       WHERE case_id = $2 AND bank_id = $3 AND used_at IS NULL
         AND ((token_hash = $1 AND expires_at > $4) OR (previous_token_hash = $1 AND previous_expires_at > $4))
       RETURNING case_id, applicant_index
     ), noted AS (
       UPDATE cases c SET resume_token_issued_at[spent.applicant_index + 1] = NULL FROM spent
       WHERE c.id = spent.case_id RETURNING c.id
     )
     SELECT applicant_index FROM spent`,
    [tokenHash(token), where.caseId, where.bankId, now.toISOString()],
  );
  return row?.applicant_index;
}

/**
 * Whether a checked token speaks for this case, knowing the customer id of a login token's customer: the case token
 * of this very case, or the login token of the customer whose case it is (the case's customer number, or the
 * enquiry's `customer_id`, which the app fills with the customer number and the seed with the customer id).
 */
export function speaksForCase(
  claims: Pick<AccessTokenClaims, 'bankId' | 'caseId' | 'customerNumber'>,
  record: Pick<CaseRecord, 'id' | 'bankId' | 'customerNumber'> & {
    enquiry: Pick<CaseRecord['enquiry'], 'customer_id'>;
  },
  customerId: string | null,
): boolean {
  if (claims.bankId !== record.bankId) return false;
  if (claims.caseId !== null) return claims.caseId === record.id;
  const customerNumber = claims.customerNumber;
  if (customerNumber === null) return false;
  if (record.customerNumber === customerNumber) return true;
  const enquiryCustomer = record.enquiry.customer_id;
  if (!enquiryCustomer) return false;
  return enquiryCustomer === customerNumber || (customerId !== null && enquiryCustomer === customerId);
}

/**
 * The applicant a checked token speaks for, or undefined when it does not speak for the case: a case token names its
 * applicant; a login token is the first applicant's when the case is the customer's (speaksForCase), the second's when
 * the customer joined the joint case and logged in (joint_applicants.customer_number, `secondCustomerNumber`).
 */
export function applicantFor(
  claims: Pick<AccessTokenClaims, 'bankId' | 'caseId' | 'customerNumber' | 'applicantIndex'>,
  record: Parameters<typeof speaksForCase>[1],
  customerId: string | null,
  secondCustomerNumber: string | null,
): number | undefined {
  if (speaksForCase(claims, record, customerId)) {
    return claims.caseId === record.id ? (claims.applicantIndex ?? FIRST_APPLICANT) : FIRST_APPLICANT;
  }
  const joined =
    claims.bankId === record.bankId &&
    claims.caseId === null &&
    claims.customerNumber !== null &&
    claims.customerNumber === secondCustomerNumber;
  return joined ? SECOND_APPLICANT : undefined;
}

/** speaksForCase, looking the customer id up (for callers that did not load it with the token). */
export async function tokenSpeaksForCase(db: Db, claims: AccessTokenClaims, record: CaseRecord): Promise<boolean> {
  if (claims.customerNumber === null) return speaksForCase(claims, record, null);
  const [row] = await db.query<{ customer_id: string }>(
    'SELECT customer_id FROM customers WHERE customer_number = $1',
    [claims.customerNumber],
  );
  return speaksForCase(claims, record, row?.customer_id ?? null);
}
