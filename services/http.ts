// The one axios instance factory (ARCHITECTURE "Services": one instance with the headers of doc 1 §7,
// axios-retry for transport faults; the spec's own retries, like offer 401 x 9, belong to the chart).
import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkError } from 'axios-retry';
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
  timeoutMs?: number;
  /** Replaces the network layer (tests stub axios here, below every header and retry). */
  adapter?: AxiosAdapter;
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
/** Methods that may be sent twice without doing twice (RFC 9110 §9.2.2). POST, so create, is never retried. */
const IDEMPOTENT_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);

/**
 * A transport fault worth another try: an idempotent request that got no response (network) or a
 * gateway answer (502, 503, 504). A 4xx, a 500 or any POST is the server's answer and is never retried.
 */
export function isTransportFault(error: AxiosError): boolean {
  const method = (error.config?.method ?? 'get').toLowerCase();
  if (!IDEMPOTENT_METHODS.has(method)) return false;
  if (!error.response) return isNetworkError(error);
  return RETRYABLE_STATUSES.has(error.response.status);
}

export function createHttp(options: HttpOptions): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 30_000,
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
    retryDelay: retryDelay ? (count) => retryDelay(count) : (count, error) => exponentialDelay(count, error, 100),
  });

  return http;
}
