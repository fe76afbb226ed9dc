// Tokens and cases (doc 1 §7 "a bearer access token where authentication is required"; doc 2 §7.1 "a new access
// token is returned for new customers"). A new-to-bank applicant has no login: the submit of their case returns a
// token bound to that case (kind `ntb`), which the app keeps in memory and sends on the calls that need a token
// (evidence, regulatory documents). An existing customer uses the token of their login.
import type { CaseRecord } from '../cases/caseRecord';
import type { Db } from '../db/db';
import { type AccessTokenClaims, DEFAULT_SCOPE, issueAccessToken } from './accessTokens';

/**
 * The token a new-to-bank case's submit returns: scope 30 (doc 1 §4: new-to-bank sessions below 30 need step-up,
 * and nothing here asks an applicant to step up), bound to the case and its bank.
 */
export async function issueCaseToken(db: Db, record: CaseRecord, now: Date): Promise<string> {
  const issued = await issueAccessToken(db, {
    kind: 'ntb',
    scope: DEFAULT_SCOPE,
    bankId: record.bankId,
    caseId: record.id,
    now,
  });
  return issued.accessToken;
}

/**
 * Whether a checked token speaks for this case: the new-to-bank token of this very case, or the login token of the
 * customer whose case it is (the case's customer number, or the enquiry's `customer_id`, which the app fills with
 * the customer number and the seed with the customer id).
 */
export async function tokenSpeaksForCase(db: Db, claims: AccessTokenClaims, record: CaseRecord): Promise<boolean> {
  if (claims.bankId !== record.bankId) return false;
  if (claims.caseId !== null) return claims.caseId === record.id;
  const customerNumber = claims.customerNumber;
  if (customerNumber === null) return false;
  if (record.customerNumber === customerNumber) return true;
  const enquiryCustomer = record.enquiry.customer_id;
  if (!enquiryCustomer) return false;
  if (enquiryCustomer === customerNumber) return true;
  const [row] = await db.query<{ customer_id: string }>(
    'SELECT customer_id FROM customers WHERE customer_number = $1',
    [customerNumber],
  );
  return row?.customer_id === enquiryCustomer;
}
