// The result and deferral pages (doc 3 §2) as data: each page's route (from doc 1's route table), the state
// the chart enters for it and the content it shows. The chart's result states are built from this table.
import type { ResultId } from '../content/results';
import { CASE_STATE_ROUTES } from './caseStates';

export const RESULT_PAGES = [
  { state: 'sorry', route: '/sorry', resultId: 'sorry' },
  { state: 'decline', route: '/decline', resultId: 'decline' },
  { state: 'deferred', route: '/deferred', resultId: 'deferred' },
  { state: 'deferredCard', route: '/deferred/card', resultId: 'deferredCard' },
  { state: 'idDeferred', route: '/id-deferred', resultId: 'idDeferred' },
  { state: 'proofOfIncome', route: '/proof-of-income', resultId: 'proofOfIncome' },
  { state: 'creditCheckDeferred', route: '/credit-check-deferred', resultId: 'creditCheckDeferred' },
  { state: 'creditCheckPoiDeferred', route: '/credit-check-poi-deferred', resultId: 'creditCheckPoiDeferred' },
  { state: 'contactBank', route: '/contact-bank', resultId: 'contactBank' },
  { state: 'setupInProgress', route: '/setup-in-progress', resultId: 'setupInProgress' },
  { state: 'providerAVerification', route: '/pending-provider-a-verification', resultId: 'providerAVerification' },
  { state: 'providerBInvite', route: '/provider-b-invite', resultId: 'providerBInvite' },
  { state: 'providerBPendingCase', route: '/pending-provider-b-case', resultId: 'providerBPendingCase' },
  // doc 3 §2: the pending-refer page has a Log out button (the token is dropped and the stores reset).
  {
    state: 'providerBPendingRefer',
    route: '/pending-provider-b-refer',
    resultId: 'providerBPendingRefer',
    logout: true,
  },
  { state: 'duplicateCustomer', route: '/duplicatecustomer', resultId: 'duplicateCustomer' },
  // doc 3 §2 "Existing-customer pages" and "Application submitted page with a Log out button". doc 1's route
  // table names no path for either; these are the pages' own names (machines/routes.ts).
  { state: 'alreadyCustomer', route: '/already-a-customer', resultId: 'alreadyCustomer' },
  { state: 'applicationSubmitted', route: '/application-submitted', resultId: 'applicationSubmitted', logout: true },
  // doc 3 §8 "Time has run out": the inactivity timer ran out before a case existed (machines/inactivity.ts).
  { state: 'timedOut', route: '/time-out', resultId: 'timedOut' },
  { state: 'applyInBranch', route: '/regular-saver-exclusive/apply-in-branch', resultId: 'applyInBranch' },
  {
    state: 'existingRegularSaver',
    route: '/regular-saver-exclusive/existing-account',
    resultId: 'existingRegularSaver',
  },
  {
    state: 'openCurrentAccount',
    route: '/regular-saver-exclusive/open-a-current-account',
    resultId: 'openCurrentAccount',
  },
] as const satisfies readonly { state: string; route: string; resultId: ResultId; logout?: true }[];

export type ResultState = (typeof RESULT_PAGES)[number]['state'];

/** The result pages a case state leads to (the others are reached through errors, such as 350). */
export const CASE_STATE_RESULT_PAGES = RESULT_PAGES.filter((page) =>
  (Object.values(CASE_STATE_ROUTES) as string[]).includes(page.route),
);

/** Whether a result page has the Log out button of doc 3 §2 (the chart then takes LOG_OUT there). */
export function hasLogout(page: (typeof RESULT_PAGES)[number]): boolean {
  return 'logout' in page && page.logout;
}

/**
 * doc 1 §8 save codes that say who the applicant is, and the page that tells them, for a save refused before the
 * form is complete (a complete form goes back to review with the message, doc 1 §8; 350 has its own page):
 * - 318 "personal details found": the bank already knows these details, so the applicant is a customer already
 *   and logs in to apply (doc 3 §2 "already-a-customer page tells the applicant to log in");
 * - 325 "in-flight customer": the applicant's application is already with the bank (doc 3 §2 "Application
 *   submitted page with a Log out button").
 * 326 and 327 ("not in-flight customer", with or without credentials) keep doc 1's general rule: the error screen.
 */
export const SAVE_ERROR_RESULT_PAGES = [
  { codes: ['318'], state: 'alreadyCustomer' },
  { codes: ['325'], state: 'applicationSubmitted' },
] as const satisfies readonly { codes: readonly string[]; state: ResultState }[];

export type SaveErrorResultState = (typeof SAVE_ERROR_RESULT_PAGES)[number]['state'];

export function resultPageForRoute(route: string | undefined) {
  return RESULT_PAGES.find((page) => page.route === route);
}
