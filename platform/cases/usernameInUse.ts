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
    const customers = await tx.query<{ taken: number }>(
      `SELECT 1 AS taken FROM customers
       WHERE username = $1::text
         AND NOT COALESCE(customer_number = $2::text, false)
         AND NOT COALESCE(customer_id = $3::text, false)
         AND NOT COALESCE(customer_number = $3::text, false)
       LIMIT 1`,
      [username, ownNumber, ownCustomerId],
    );
    if (customers.length > 0) throw usernameInUse();
    const cases = await tx.query<{ taken: number }>(
      `SELECT 1 AS taken FROM cases c
       CROSS JOIN LATERAL jsonb_array_elements(
         CASE WHEN jsonb_typeof(c.enquiry -> 'applicants') = 'array' THEN c.enquiry -> 'applicants' ELSE '[]'::jsonb END
       ) AS applicant
       WHERE c.submitted_at IS NOT NULL
         AND c.id IS DISTINCT FROM $2::text
         AND applicant -> 'user_details' ->> 'username' = $1::text
         AND NOT COALESCE(c.customer_number = $3::text, false)
         AND NOT COALESCE(c.enquiry ->> 'customer_id' = $4::text, false)
       LIMIT 1`,
      [username, owner.caseId, ownNumber, ownCustomerId],
    );
    if (cases.length > 0) throw usernameInUse();
  }
}
