// doc 1 §8 / doc 2 §8 error 1036 "username already in use": the username a new applicant chooses on
// review (doc 2 §5.6 "must be unused") may not be an existing customer's, nor one carried by another
// case that has been submitted. A case still in capture reserves nothing: only submission does.
import type { CaseSubtype, Enquiry } from '../../contract/schemas';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';

/** doc 1 §8 save/submit error 1036. */
export const USERNAME_IN_USE_CODE = '1036';
export const USERNAME_IN_USE_MESSAGE = 'That username is already in use';

/** The case whose enquiry is checked: who it is (absent on create) and whose customer it already is. */
export interface UsernameOwner {
  caseId: string | null;
  subType: CaseSubtype;
  /** The case's own customer number (a seeded existing-customer case carries one). */
  customerNumber: string | null;
}

export function usernameInUse(): ApiError {
  return new ApiError(409, USERNAME_IN_USE_CODE, USERNAME_IN_USE_MESSAGE, 'username');
}

/** The distinct usernames the enquiry's applicants carry (empty strings are "not chosen yet"). */
export function enquiryUsernames(enquiry: Enquiry): string[] {
  const names = enquiry.applicants
    .map((applicant) => applicant.user_details?.username)
    .filter((name): name is string => typeof name === 'string' && name !== '');
  return [...new Set(names)];
}

/** SQL expressions (parameters, columns) of the username and of the case whose enquiry carries it. */
export interface UsernameTakenSql {
  username: string;
  /** The case itself (its own username is not "in use"); NULL on create. */
  caseId: string;
  /** The own customer number of an existing customer's case, else NULL. */
  ownNumber: string;
  /** The enquiry's customer_id of an existing customer's case (a customer number or a `CUS-` id), else NULL. */
  ownCustomerId: string;
}

/**
 * The SQL condition "this username is taken": a customer has it, or another submitted case carries it (an applicant's
 * entry of its enquiry: submitted_usernames, which a trigger keeps, migration 680), the owner's own customer and cases
 * apart. Declared once: assertUsernamesFree runs it, and the one-statement autosave
 * (routes/autosaveStatement.ts) puts it in its UPDATE's WHERE.
 */
export function usernameTakenSql({ username, caseId, ownNumber, ownCustomerId }: UsernameTakenSql): string {
  return `(EXISTS (
      SELECT 1 FROM customers holder
      WHERE holder.username = ${username}::text
        AND NOT COALESCE(holder.customer_number = ${ownNumber}::text, false)
        AND NOT COALESCE(holder.customer_id = ${ownCustomerId}::text, false)
        AND NOT COALESCE(holder.customer_number = ${ownCustomerId}::text, false))
    OR EXISTS (
      SELECT 1 FROM submitted_usernames carried JOIN cases other ON other.id = carried.case_id
      WHERE carried.username = ${username}::text
        AND other.submitted_at IS NOT NULL
        AND other.id IS DISTINCT FROM ${caseId}::text
        AND NOT COALESCE(other.customer_number = ${ownNumber}::text, false)
        AND NOT COALESCE(other.enquiry ->> 'customer_id' = ${ownCustomerId}::text, false)))`;
}

const USERNAME_TAKEN = `SELECT ${usernameTakenSql({ username: '$1', caseId: '$2', ownNumber: '$3', ownCustomerId: '$4' })} AS taken`;

/**
 * Throws 409 1036 when a username of the enquiry is taken. Compared exactly: doc 2 §5.6 "case sensitive",
 * so 'SandboxAda' is free while 'sandboxada' is a seeded customer's.
 *
 * An existing customer's own username is theirs, not "in use": doc 2 §5.6 asks for an unused username only
 * of a new-to-bank applicant, while a seeded existing-customer case carries its customer's username
 * (platform/customers/customerSeed.ts) and saving it again must not be refused. So on an `existing` case the
 * case's customer (its customer number, or the enquiry's customer_id, which the app fills with the customer
 * number and the seed with the `CUS-` id: both are matched) and that customer's other cases are not counted. A new-to-bank case has no customer of its own and every holder counts.
 *
 * Call inside the write transaction, before anything is stored, so a 409 leaves nothing behind. With
 * `reserve` (submit), an advisory lock per username serialises two submissions of the same username, so
 * only one of them gets it on PostgreSQL too.
 */
export async function assertUsernamesFree(
  tx: Db,
  enquiry: Enquiry,
  owner: UsernameOwner,
  reserve = false,
): Promise<void> {
  const usernames = enquiryUsernames(enquiry).sort();
  if (usernames.length === 0) return;
  const existing = owner.subType === 'existing';
  const ownNumber = existing ? owner.customerNumber : null;
  const ownCustomerId = existing ? (enquiry.customer_id ?? null) : null;
  for (const username of usernames) {
    if (reserve) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1::text))', [`username:${username}`]);
    const [row] = await tx.query<{ taken: boolean }>(USERNAME_TAKEN, [
      username,
      owner.caseId,
      ownNumber,
      ownCustomerId,
    ]);
    if (row?.taken) throw usernameInUse();
  }
}
