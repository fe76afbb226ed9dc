// doc 1 §4 "Product-group redirects": on a task change for EFI, IM768-770, IM751 and IM754 the browser is fully
// redirected to the root or /joint/ URL with brandId, applyFor, bankId, reason, caseId, issue, subType and
// jointLinkCode, except for /letter-code, /sorry and /submission; otherwise the router navigates (UrlSync.tsx).
// The root names the next screen by `reason`, its web task (doc 1 §1 "the reason, action or task names the next
// screen"; machines/webTasks.ts), which the entry reads (machines/guards.ts resumeScreenOf).
//
// Two things the spec's list has that this address never carries: the token and the session id. Tokens live in the
// chart's memory only, never in a URL (README "Security"): this is the stricter of the two readings (secrets never in
// URLs). So a full redirect is made only where the reload brings the journey back by itself (the tab's saved place
// and its resume token, src/sessionStore.ts): a capture page, and not while a customer is logged in (their token
// would be lost); everywhere else the router navigates.
import { FULL_REDIRECT_EXCEPTIONS, FULL_REDIRECT_PRODUCTS } from '../content/entryVariants';
import { campaignIdOf, userTrackingIdOf } from '../machines/entry';
import type { JourneyContext } from '../machines/journeyTypes';
import { WEB_TASK_ROUTES, type WebTask } from '../machines/webTasks';

/** The pages a reload of the tab comes back to (sessionStore.ts RESUMABLE_SCREENS, the start page included). */
const RELOADABLE_ROUTES = new Set(['/', '/joint', '/step-1', '/step-2', '/review']);

type RedirectContext = Pick<
  JourneyContext,
  'brandId' | 'bankId' | 'productCode' | 'caseId' | 'accessToken' | 'form' | 'entry'
>;

/** The web task whose screen is at this route (doc 1 "Web task names"): the root's `reason`. */
export function webTaskOfRoute(route: string): WebTask | undefined {
  return (Object.entries(WEB_TASK_ROUTES) as [WebTask, string][]).find(([, path]) => path === route)?.[0];
}

/** The query of a full redirect: the spec's list, less the token and the session id (see above); `reason` is the
 * web task of the next screen, else the link's own reason. */
export function redirectQuery(context: RedirectContext, route?: string): URLSearchParams {
  const params = new URLSearchParams();
  const add = (name: string, value: string | undefined) => {
    if (value) params.set(name, value);
  };
  add('brandId', context.brandId);
  add('applyFor', context.productCode);
  add('bankId', context.bankId);
  add('reason', (route && webTaskOfRoute(route)) || context.entry.reason);
  add('caseId', context.caseId);
  // the bond issue the journey runs with (machines/setup.ts), so that the reloaded page offers the same issue
  add('issue', context.form.productVariant ?? context.entry.issue);
  add('subType', context.form.subType);
  add('jointLinkCode', context.form.jointLinkCode ?? context.entry.jointLinkCode);
  // The feature overrides go along, so that the reloaded page runs with the same features (content/features.ts).
  add('addFeatures', context.entry.addFeatures);
  add('removeFeatures', context.entry.removeFeatures);
  // So does the link's campaign (doc 1 §2 `c_id`): the reloaded page's analytics events still carry it.
  add('c_id', campaignIdOf(context.entry));
  return params;
}

/** The address to load in full for this route, or undefined when the router navigates. */
export function productGroupRedirect(context: RedirectContext, route: string): string | undefined {
  if (!FULL_REDIRECT_PRODUCTS.includes(context.productCode ?? '')) return undefined;
  if (FULL_REDIRECT_EXCEPTIONS.includes(route) || !RELOADABLE_ROUTES.has(route)) return undefined;
  if (context.accessToken !== undefined) return undefined;
  const path = context.form.subType === 'JOINT' ? '/joint/' : '/';
  // the hash's tracking id (doc 1 §2 `user_tracking_id`) stays the platform calls' tracking id after the reload
  const trackingId = userTrackingIdOf(context.entry);
  const hash = trackingId ? `#${new URLSearchParams({ user_tracking_id: trackingId }).toString()}` : '';
  return `${path}?${redirectQuery(context, route).toString()}${hash}`;
}

/**
 * The address a page loaded by the full redirect shows once the chart has landed on the reason's screen (UrlSync
 * replaces the root with it): the screen's route, with the redirect's query less `reason` (the route now names the
 * task) and the hash, so that what the redirect carried (issue, campaign, tracking id) stays in the address as it did.
 * Undefined when this load was not a product group's redirect to this route.
 */
export function landingAddress(
  context: Pick<JourneyContext, 'productCode' | 'entry'>,
  route: string,
  location: { search: string; hash: string },
): string | undefined {
  if (!FULL_REDIRECT_PRODUCTS.includes(context.productCode ?? '')) return undefined;
  if (!context.entry.reason || webTaskOfRoute(route) !== context.entry.reason) return undefined;
  const query = new URLSearchParams(location.search);
  query.delete('reason');
  return `${route}?${query.toString()}${location.hash}`;
}
