// What every call to the bank shares, whatever carries it (issue 16): the platform calls go through axios
// (services/http.ts, loaded with the first of them), the start-up reads through the browser's fetch
// (services/startupApi.ts, on the start page). One declaration each of the headers of doc 1 §7, the timeout, and
// when a failed call is tried again.
import { SAVE_ERROR_MESSAGES } from '../content/saveErrors';
import { type ClientContext, clientContextHeader } from './clientContext';

/** doc 1 §7: "a service version header (0.8.0 or 1.0.0 per service)". */
export type ServiceVersion = '1.0.0' | '0.8.0';

/** Which version each service family speaks (doc 1 §7): cases and reference 1.0.0, auth and users 0.8.0. */
export const SERVICE_VERSIONS = {
  cases: '1.0.0',
  reference: '1.0.0',
  auth: '0.8.0',
  users: '0.8.0',
} as const satisfies Record<string, ServiceVersion>;

/** How long a call may go unanswered before it is a timeout (doc 1 is silent; 30 s, the app's long-standing value). */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Transport retries after the first try. */
export const DEFAULT_RETRIES = 3;

/**
 * doc 1 §7: accept and content-type JSON, service context USER, client context on every call (the service version
 * and the bearer token are per call).
 */
export function commonHeaders(clientContext: ClientContext): Record<string, string> {
  return {
    accept: 'application/json',
    'content-type': 'application/json',
    'x-service-context': 'USER',
    'x-client-context': clientContextHeader(clientContext),
  };
}

/** Methods that may be sent twice without doing twice (RFC 9110 §9.2.2). POST, so create, is never retried. */
const IDEMPOTENT_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);

/**
 * doc 1 §8: save and submit answer "HTTP 401, 409, 500" with these codes (1036, 318, 350, ...). A 5xx carrying one
 * of them is the platform's answer, the same on every try: it goes to the chart, never round again.
 */
const CATALOGUE_CODES = new Set([...Object.keys(SAVE_ERROR_MESSAGES), '350']);

function catalogueCodeOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const code = String((data as { code?: unknown }).code ?? '');
  return CATALOGUE_CODES.has(code) ? code : undefined;
}

/** One failed try, as either transport sees it. */
export interface FailedTry {
  method: string;
  /** The answer's status; undefined when there was no answer at all. */
  status: number | undefined;
  data?: unknown;
  /** The body is not JSON at all (a proxy's HTML page, a body cut short), whatever its status. */
  notJson: boolean;
  /** No answer within the timeout. */
  timedOut: boolean;
  /** No answer because the network failed (not a cancel). */
  networkFailure: boolean;
}

/**
 * A transport fault worth another try, on an idempotent request only (a lost answer to a POST may have created
 * a case: sending it again would open two):
 * - no response at all: a network failure, or no answer within the timeout;
 * - a 5xx that is not a doc 1 §8 catalogue answer (a gateway, a crashed platform: 500, 502, 503, 504);
 * - an answer that is not JSON (a proxy's HTML page, a body cut short), whatever its status.
 * A 4xx is the server's answer and is never retried; the spec's own retries (offer 401 x 9) belong to the chart.
 */
export function worthAnotherTry(failed: FailedTry): boolean {
  if (!IDEMPOTENT_METHODS.has(failed.method.toLowerCase())) return false;
  if (failed.notJson) return true;
  if (failed.status === undefined) return failed.timedOut || failed.networkFailure;
  return failed.status >= 500 && catalogueCodeOf(failed.data) === undefined;
}

/** Delay before retry n (1, 2, 3...): exponential backoff from 200 ms (200, 400, 800...), plus up to 20% jitter. */
export function backoffMs(retryCount: number): number {
  const delay = 2 ** retryCount * 100;
  return delay + delay * 0.2 * Math.random();
}

/** doc 1 §7 Events: POST {apiLibertyUrl}/banks/{bank-id}/user/events (the platform's API base when not absolute). */
export function eventsPath(eventsUrl: string | undefined, bankId: string): string {
  return `${(eventsUrl ?? '').replace(/\/+$/, '')}/banks/${bankId}/user/events`;
}

/**
 * A POST that outlives the page (the analytics' last events as the tab is hidden or closed): `fetch` with `keepalive`,
 * which XHR cannot do and which, unlike `navigator.sendBeacon`, carries the bearer token. Called in the caller's own
 * turn and built only of start-page modules: a page being closed runs nothing after its `pagehide` listener returns,
 * so neither axios's promise pipeline nor the platform clients' lazy chunk (services/platformClients.ts) would ever
 * send it. Not retried, and its answer not read: nobody is left to read it.
 */
export function postAsThePageGoes(
  send: typeof fetch,
  url: string,
  body: unknown,
  call: { clientContext: ClientContext; serviceVersion: ServiceVersion; accessToken: string | undefined },
): void {
  const headers: Record<string, string> = {
    ...commonHeaders(call.clientContext),
    'x-service-version': call.serviceVersion,
  };
  if (call.accessToken) headers.authorization = `Bearer ${call.accessToken}`;
  send(url, { method: 'POST', keepalive: true, headers, body: JSON.stringify(body) }).catch(() => undefined);
}
