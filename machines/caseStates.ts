// doc 1 "Case state to screen map", as data. The chart reads it when a task arrives; screens and routes
// never re-type it. The identity-provider names are placeholders of the spec ({identity-provider-a}, -b).
// The states themselves are the one list of contract/caseStates.ts, which the platform also moves cases through:
// the map is keyed by it, so a state added there without a screen here fails the typecheck.
import type { CaseState } from '../contract/caseStates';

export type { CaseState };

export const CASE_STATE_ROUTES = {
  capture: '/',
  idcheckfail: '/sorry',
  idcheckcannotbedone: '/id-deferred',
  challenge: '/security',
  creditcheckdeclined: '/sorry',
  creditcheckreferred: '/deferred',
  offer: '/offer',
  fulfillmentinprogress: '/registration',
  productsetupinprogress: '/setup-in-progress',
  applicationexpired: '/deferred',
  cancelled: '/sorry',
  applicationrejected: '/decline',
  confirmcode: '/letter-code',
  confirmauthcode: '/letter-code',
  awaitapplicant: '/joint/next',
  cardexistsreferred: '/deferred/card',
  tacreferred: '/proof-of-income',
  creditchecktacreferred: '/proof-of-income',
  creditcheckreferredpoi: '/proof-of-income',
  creditcheckreferrednomatch: '/credit-check-deferred',
  creditcheckreferredpoinomatch: '/credit-check-poi-deferred',
  pendingprovideraverification: '/pending-provider-a-verification',
  providerbinvite: '/provider-b-invite',
  providerbinvitesent: '/provider-b-invite',
  pendingproviderbcase: '/pending-provider-b-case',
  pendingproviderbrefer: '/pending-provider-b-refer',
  applicationprocessing: '/submission',
} as const satisfies Record<CaseState, string>;

/** The route a case state leads to, or undefined for a task this map does not know. */
export function routeForCaseState(task: string): string | undefined {
  // the map's own keys (the list's, by the type above), so the start page does not carry the list twice
  return Object.hasOwn(CASE_STATE_ROUTES, task) ? CASE_STATE_ROUTES[task as CaseState] : undefined;
}
