// The one axios instance factory (ARCHITECTURE "Services": one instance with the headers of doc 1 §7,
// axios-retry for transport faults; the spec's own retries, like offer 401 x 9, belong to the chart).
import axios, { type AxiosAdapter, AxiosError, type AxiosInstance } from 'axios';
import axiosRetry, { isNetworkError } from 'axios-retry';
import {
  backoffMs,
  commonHeaders,
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  SERVICE_VERSIONS,
  type ServiceVersion,
  worthAnotherTry,
} from './callPolicy';
import type { ClientContext } from './clientContext';

export { DEFAULT_TIMEOUT_MS, SERVICE_VERSIONS, type ServiceVersion };

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The x-service-version of this call; 1.0.0 when absent (doc 1 §7). */
    serviceVersion?: ServiceVersion;
  }
}

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

/** axios's code for a request that got no answer within `timeout` (with transitional clarifyTimeoutError). */
const TIMEOUT_CODES = new Set(['ETIMEDOUT']);

/** A response body that is not JSON at all (axios's strict parsing, see createHttp), whatever its status. */
export function isMalformedJson(error: AxiosError): boolean {
  return error.code === AxiosError.ERR_BAD_RESPONSE && error.cause instanceof SyntaxError;
}

export function isTimeout(error: AxiosError): boolean {
  return !error.response && TIMEOUT_CODES.has(error.code ?? '');
}

/** A failed axios call as a try the call policy judges (services/callPolicy.ts worthAnotherTry). */
export function isTransportFault(error: AxiosError): boolean {
  return worthAnotherTry({
    method: error.config?.method ?? 'get',
    status: error.response?.status,
    data: error.response?.data,
    notJson: isMalformedJson(error),
    timedOut: isTimeout(error),
    networkFailure: !error.response && isNetworkError(error),
  });
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
    headers: commonHeaders(options.clientContext),
    // No XSRF cookie: the platform takes bearer tokens only, so axios need not read the cookies (the async Cookie Store
    // API where the browser has it) before every call (issue 16: 5-8 ms of step 1's Continue at 4x).
    withXSRFToken: false,
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

  axiosRetry(http, {
    retries: options.retries ?? DEFAULT_RETRIES,
    retryCondition: isTransportFault,
    // Each try gets the whole timeout: a first try that timed out must not leave the retries no time at all.
    shouldResetTimeout: true,
    retryDelay: options.retryDelay ?? backoffMs,
  });

  return http;
}
