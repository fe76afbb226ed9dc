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
  { state: 'providerBPendingRefer', route: '/pending-provider-b-refer', resultId: 'providerBPendingRefer' },
  { state: 'duplicateCustomer', route: '/duplicatecustomer', resultId: 'duplicateCustomer' },
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
] as const satisfies readonly { state: string; route: string; resultId: ResultId }[];

export type ResultState = (typeof RESULT_PAGES)[number]['state'];

/** The result pages a case state leads to (the others are reached through errors, such as 350). */
export const CASE_STATE_RESULT_PAGES = RESULT_PAGES.filter((page) =>
  (Object.values(CASE_STATE_ROUTES) as string[]).includes(page.route),
);

export function resultPageForRoute(route: string | undefined) {
  return RESULT_PAGES.find((page) => page.route === route);
}
