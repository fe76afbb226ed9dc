// A test double for the network layer only: plugged in as the axios adapter (createHttp's `adapter`), so
// everything above it (headers, token, retries, error mapping, schemas) runs for real in unit tests.

import axios, { type AxiosAdapter, AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import type { RuntimeConfig } from '../contract/schemas';

export interface StubRequest {
  method: string;
  /** The full URL as it would go on the wire. */
  url: string;
  /** Path and query of that URL. */
  path: string;
  headers: Record<string, string>;
  /** The body, parsed back from JSON. */
  body: unknown;
}

/** A reply: a status with a body (an object is sent as JSON, a string as it is), or no response at all. */
export type StubReply = { status: number; body?: unknown } | 'network';

export interface StubNetwork {
  adapter: AxiosAdapter;
  /** The same network for the start-up reads, which use fetch (services/startupApi.ts). */
  fetch: typeof fetch;
  requests: StubRequest[];
}

function toStubRequest(config: InternalAxiosRequestConfig): StubRequest {
  const url = axios.getUri(config);
  const parsed = new URL(url, 'http://relative.invalid');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  let body: unknown = config.data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      // not JSON: keep the text
    }
  }
  return { method: (config.method ?? 'get').toUpperCase(), url, path: parsed.pathname + parsed.search, headers, body };
}

export function stubNetwork(route: (request: StubRequest) => StubReply | Promise<StubReply>): StubNetwork {
  const requests: StubRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request = toStubRequest(config);
    requests.push(request);
    const reply = await route(request);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const data =
      typeof reply.body === 'string' || reply.body === undefined ? (reply.body ?? '') : JSON.stringify(reply.body);
    const response = {
      data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: {},
    };
    const validateStatus = config.validateStatus;
    if (!validateStatus || validateStatus(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const sent = new Request(input, init);
    const parsed = new URL(sent.url);
    const headers: Record<string, string> = {};
    sent.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const request = {
      method: sent.method,
      url: sent.url,
      path: parsed.pathname + parsed.search,
      headers,
      body: undefined,
    };
    requests.push(request);
    const signal = init?.signal;
    const aborted = new Promise<never>((_, fail) => {
      const abort = () => fail(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) abort();
      signal?.addEventListener('abort', abort);
    });
    const reply = await Promise.race([route(request), aborted]);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const body =
      typeof reply.body === 'string' || reply.body === undefined ? (reply.body ?? '') : JSON.stringify(reply.body);
    return new Response(body, { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  return { adapter, fetch: fetchStub, requests };
}

/** A runtime configuration for service tests: the platform's defaults, with what a test needs changed. */
export function stubRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    apiUrl: 'https://api.bank.test',
    eventsUrl: '',
    loginAndRegistrationAppUrl: 'https://login.test',
    defaultBankId: 'CB',
    pollInterval: 5000,
    autosaveInterval: 0,
    autosaveErrorInterval: 1000,
    inactivityTimeout: 900000,
    completedCaseInterval: 2000,
    completedCaseMaxAttempts: 10,
    offerRetryInterval: 2000,
    offerRetryMaxTries: 9,
    analyticsInterval: 20000,
    features: {
      progressBar: true,
      joint: true,
      letterCode: true,
      overdrafts: true,
      amazonLink: false,
      disableProductBlacklist: false,
    },
    ...overrides,
  };
}
