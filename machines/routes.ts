// The route table of doc 1 §2 as data. The chart decides which of these a typed URL or Back may reach;
// anything not listed goes to /not-found (doc 1 §2 "Any unknown path redirects to /not-found").

/** doc 3 §2: the terms page on the use of personal information that follows the eligibility questions. Doc 1's route
 * table gives it no path; this one names it as doc 3 does, in the table's lower-case hyphenated style. */
export const TERMS_ROUTE = '/personal-information';

export const ROUTES = [
  '/',
  TERMS_ROUTE,
  '/step-1',
  '/step-2',
  '/review',
  '/offer',
  '/security',
  '/registration',
  '/switch',
  '/joint',
  '/joint/join',
  '/joint/next',
  '/joint/authentication',
  '/joint/secondary-applicant',
  '/letter-code',
  '/authentication',
  '/submission',
  '/portal',
  '/login',
  '/id-deferred',
  '/deferred',
  '/deferred/card',
  '/sorry',
  '/decline',
  '/account-opened',
  '/error',
  '/not-found',
  '/pending-provider-a-verification',
  '/provider-b-invite',
  '/pending-provider-b-case',
  '/pending-provider-b-refer',
  '/regular-saver-exclusive/apply-in-branch',
  '/regular-saver-exclusive/existing-account',
  '/regular-saver-exclusive/open-a-current-account',
  '/contact-bank',
  '/setup-in-progress',
  '/proof-of-income',
  '/credit-check-deferred',
  '/credit-check-poi-deferred',
  '/continue/existing',
  '/continue',
  '/hasDigitalRegDone',
  '/duplicatecustomer',
  '/components',
  // doc 3 §2 pages that doc 1's table leaves without a path (machines/resultPages.ts).
  '/already-a-customer',
  '/application-submitted',
  '/time-out',
] as const;

export type Route = (typeof ROUTES)[number];

const KNOWN = new Set<string>(ROUTES);

/** A path without its trailing slash (the root stays '/'). */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : '/';
}

export function isKnownRoute(path: string): boolean {
  return KNOWN.has(normalisePath(path));
}
