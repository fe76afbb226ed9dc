// The one axios instance factory (ARCHITECTURE "Services": one instance with the headers of doc 1 §7,
// axios-retry for transport faults; the spec's own retries, like offer 401 x 9, belong to the chart).
import axios, { type AxiosAdapter, AxiosError, type AxiosInstance } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkError } from 'axios-retry';
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

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The x-service-version of this call; 1.0.0 when absent (doc 1 §7). */
    serviceVersion?: ServiceVersion;
  }
}

/** How long a call may go unanswered before it is a timeout (doc 1 is silent; 30 s, the app's long-standing value). */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface HttpOptions {
  /** Base of every relative path; absolute paths (events on another host) are kept as they are. */
  baseURL: string;
  /** The bearer token, read at each request (and each retry): tokens live in the chart, never in storage. */
  getAccessToken?: () => string | undefined;
  clientContext: ClientContext;
  /** Transport retries after the first try (default 3). */
  retries?: number;
  /** Delay before retry n, in ms (default: exponential backoff with jitter, 200 ms, 400 ms, 800 ms...). */
  retryDelay?: (retryCount: number) => number;
  /** No answer within this many ms is a timeout (default 30 s; `/config.json` requestTimeout for platform calls). */
  timeoutMs?: number;
  /** Replaces the network layer (tests stub axios here, below every header and retry). */
  adapter?: AxiosAdapter;
}

/** Methods that may be sent twice without doing twice (RFC 9110 §9.2.2). POST, so create, is never retried. */
const IDEMPOTENT_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);

/**
 * doc 1 §8: save and submit answer "HTTP 401, 409, 500" with these codes (1036, 318, 350, ...). A 5xx carrying one
 * of them is the platform's answer, the same on every try: it goes to the chart, never round again.
 */
const CATALOGUE_CODES = new Set([...Object.keys(SAVE_ERROR_MESSAGES), '350']);

/** axios's code for a request that got no answer within `timeout` (with transitional clarifyTimeoutError). */
const TIMEOUT_CODES = new Set(['ETIMEDOUT']);

/** A response body that is not JSON at all (axios's strict parsing, see createHttp), whatever its status. */
export function isMalformedJson(error: AxiosError): boolean {
  return error.code === AxiosError.ERR_BAD_RESPONSE && error.cause instanceof SyntaxError;
}

export function isTimeout(error: AxiosError): boolean {
  return !error.response && TIMEOUT_CODES.has(error.code ?? '');
}

function catalogueCodeOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const code = String((data as { code?: unknown }).code ?? '');
  return CATALOGUE_CODES.has(code) ? code : undefined;
}

/**
 * A transport fault worth another try, on an idempotent request only (a lost answer to a POST may have created
 * a case: sending it again would open two):
 * - no response at all: a network failure, or no answer within the timeout;
 * - a 5xx that is not a doc 1 §8 catalogue answer (a gateway, a crashed platform: 500, 502, 503, 504);
 * - an answer that is not JSON (a proxy's HTML page, a body cut short), whatever its status.
 * A 4xx is the server's answer and is never retried; the spec's own retries (offer 401 x 9) belong to the chart.
 */
export function isTransportFault(error: AxiosError): boolean {
  const method = (error.config?.method ?? 'get').toLowerCase();
  if (!IDEMPOTENT_METHODS.has(method)) return false;
  if (isMalformedJson(error)) return true;
  if (!error.response) return isTimeout(error) || isNetworkError(error);
  return error.response.status >= 500 && catalogueCodeOf(error.response.data) === undefined;
}

export function createHttp(options: HttpOptions): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Every answer of the platform is JSON (doc 1 §7 "accept ... JSON"): a body that does not parse is a fault
    // (ERR_BAD_RESPONSE, retried above when safe), not a string handed on to the schemas.
    responseType: 'json',
    transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
    // doc 1 §7: accept and content-type JSON, service context USER, client context on every call.
    // (axios's browser adapter drops content-type from a request without a body; nothing is lost.)
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-service-context': 'USER',
      'x-client-context': clientContextHeader(options.clientContext),
    },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  http.interceptors.request.use((config) => {
    config.headers.set('x-service-version', config.serviceVersion ?? SERVICE_VERSIONS.cases);
    // doc 1 §7: "a bearer access token where authentication is required"; sent whenever one exists.
    // A call that sets its own authorization (the token call's Basic challenge answers) keeps it.
    const own = config.headers.get('authorization');
    if (typeof own === 'string' && own.startsWith('Basic ')) return config;
    const token = options.getAccessToken?.();
    if (token) config.headers.set('authorization', `Bearer ${token}`);
    else config.headers.delete('authorization');
    return config;
  });

  const retryDelay = options.retryDelay;
  axiosRetry(http, {
    retries: options.retries ?? 3,
    retryCondition: isTransportFault,
    // Each try gets the whole timeout: a first try that timed out must not leave the retries no time at all.
    shouldResetTimeout: true,
    retryDelay: retryDelay ? (count) => retryDelay(count) : (count, error) => exponentialDelay(count, error, 100),
  });

  return http;
}
