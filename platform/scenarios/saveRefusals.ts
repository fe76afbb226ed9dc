// Sandbox scenarios that refuse the saves of a case (content/scenarios.ts, force `saveError`): doc 1 §8 codes that
// only the bank's own records can raise (318 personal details found, 325 in-flight customer, 326 not in-flight, 350 duplicate
// customer, which the app sends to its duplicate-customer page, doc 1 §8), so that a tester
// can see, in the browser, where the app takes an applicant who gets them.
import type { Enquiry } from '../../contract/schemas';
import { scenarioOf } from '../decision/decisionEngine';
import { ApiError } from '../http/apiError';

/** The platform's words (the app shows its own, content/saveErrors.ts). They never repeat what was sent. */
const MESSAGES = {
  '318': 'Personal details found: these details belong to a customer of the bank (sandbox scenario)',
  '325': 'In-flight customer: an application for this person is already in progress (sandbox scenario)',
  '326': 'Not an in-flight customer: there is no application in progress for this person (sandbox scenario)',
  '350': 'Customer match: these details look like those of another customer of the bank (sandbox scenario)',
} as const;

/**
 * Throws the scenario's 409 when the first applicant's last name (or postcode) selects a save refusal, and the
 * scenarios act (sandbox mode): in production these codes are the bank's records' to raise, never a name's.
 */
export function assertNoScenarioRefusal(enquiry: Enquiry, scenarios: boolean): void {
  if (!scenarios) return;
  const force = scenarioOf(enquiry)?.force;
  if (force?.kind === 'saveError') throw new ApiError(409, force.code, MESSAGES[force.code]);
}
