// The start-up files (doc 1 §4 "Start-up": `/config.json`, the document lists, the content files, read from where
// the app was served): static files, read with the browser's fetch, so the start page carries no axios; the platform
// calls, axios and their schemas load with the first of them (services/platformClients.ts, issue 16). The headers,
// the timeout and the retries are the platform calls' own (services/callPolicy.ts).
import { type Struct, validate } from 'superstruct';
import { documentListFileFor } from '../content/documentListLocator';
import {
  DocumentList,
  type DocumentListEntry,
  DocumentListLocator,
  ProductContentFile,
  RuntimeConfig,
} from '../contract/startupSchemas';
import {
  backoffMs,
  commonHeaders,
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  type FailedTry,
  SERVICE_VERSIONS,
  worthAnotherTry,
} from './callPolicy';
import type { ClientContext } from './clientContext';
import { answerError, invalidResponse, journeyError } from './errors';
import { CONFIG_PATH, DOCUMENT_LIST_LOCATOR_PATH } from './startupPaths';

export interface CallOptions {
  /** Aborts the request when the invoking state is left (xstate's fromPromise passes one). */
  signal?: AbortSignal;
}

// ---------------------------------------------------------------- start-up (doc 1 §4, §7)

export { CONFIG_PATH, DOCUMENT_LIST_LOCATOR_PATH };

const DOCUMENT_LIST_FOLDER = 'cdn/config/';
/** doc 1 §7: "/mSaverContent.json for IM751 and IM754", else /vmSavingsContent.json. */
const M_SAVER_PRODUCTS = new Set(['IM751', 'IM754']);

/** A list's file name as a path: bare names live beside the locator; absolute paths and URLs are kept. */
export function documentListPath(fileName: string): string {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(fileName) || fileName.startsWith('/')
    ? fileName
    : `${DOCUMENT_LIST_FOLDER}${fileName}`;
}

export function productContentPath(productCode: string | undefined): string {
  return M_SAVER_PRODUCTS.has((productCode ?? '').trim().toUpperCase())
    ? '/mSaverContent.json'
    : '/vmSavingsContent.json';
}

/** 01:00 UTC on the last Sunday of a month (0-based): when UK clocks change, in March and in October. */
function lastSundayOneAmUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Today's calendar date in the UK (the banks' documents change at UK midnight), as YYYY-MM-DD. British Summer Time
 * (UTC+1) runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, GMT otherwise:
 * computed, because the start page's first Intl.DateTimeFormat with a time zone costs about 100 ms of main thread on
 * a slow phone (ICU's zone data; issue 16). services/api.test.ts checks it against Intl hour by hour.
 */
export function ukCalendarDate(now: Date): string {
  const at = now.getTime();
  const year = now.getUTCFullYear();
  const summerTime = at >= lastSundayOneAmUtc(year, 2) && at < lastSundayOneAmUtc(year, 9);
  return new Date(at + (summerTime ? 3_600_000 : 0)).toISOString().slice(0, 10);
}

/**
 * The file of the list whose range contains today, both ends inclusive (doc 1 §7 "whose date range
 * (DD/MM/YYYY from and to) contains today"), today being the UK calendar day. The range rule itself is
 * content's (documentListFileFor), so the client and the platform's content agree on it.
 */
export function selectDocumentListFile(locator: DocumentListLocator, now: Date): string | undefined {
  return documentListFileFor(new Date(`${ukCalendarDate(now)}T00:00:00Z`), locator);
}

export interface StartupApi {
  fetchConfig(options?: CallOptions): Promise<RuntimeConfig>;
  /** The entries of the document list in force today. */
  fetchDocumentList(options?: CallOptions): Promise<DocumentListEntry[]>;
  fetchProductContent(productCode: string | undefined, options?: CallOptions): Promise<ProductContentFile>;
}

export interface StartupDeps {
  /** Where the app was served from: relative paths are read against it (as axios's baseURL joins them). */
  baseUrl: string;
  today: () => Date;
  clientContext: ClientContext;
  /** The network layer (default: the global fetch; tests stub it). */
  fetch?: typeof fetch;
  /** No answer within this many ms is a timeout (default 30 s). */
  timeoutMs?: number;
  /** Retries after the first try (default 3), on the faults services/callPolicy.ts names. */
  retries?: number;
  /** Delay before retry n, in ms (default: callPolicy's backoff). */
  retryDelay?: (retryCount: number) => number;
}

/** `path` against the base, as axios joins a baseURL and a URL: absolute URLs are kept. */
export function startupUrl(baseUrl: string, path: string): string {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(path)
    ? path
    : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** One try's outcome: a parsed answer, or the failure it was. */
type Tried = { ok: true; status: number; data: unknown } | { ok: false; failed: FailedTry; cancelled: boolean };

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((done) => {
    if (ms <= 0 || signal?.aborted) return done();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      done();
    });
  });
}

export function createStartupApi(deps: StartupDeps): StartupApi {
  const send = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = deps.retries ?? DEFAULT_RETRIES;
  // A GET carries no body: no content-type (axios's browser adapter drops it too).
  const { 'content-type': _noBody, ...common } = commonHeaders(deps.clientContext);
  const headers = { ...common, 'x-service-version': SERVICE_VERSIONS.reference };

  async function tryOnce(url: string, credentials: RequestCredentials, signal: AbortSignal | undefined) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel);
    const failed = (status: number | undefined, data: unknown, notJson: boolean): Tried => ({
      ok: false,
      failed: { method: 'get', status, data, notJson, timedOut, networkFailure: status === undefined && !timedOut },
      cancelled: signal?.aborted === true,
    });
    try {
      if (signal?.aborted) return failed(undefined, undefined, false);
      const response = await send(url, { headers, credentials, signal: controller.signal });
      const text = await response.text();
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        return failed(response.status, undefined, true);
      }
      return response.ok
        ? ({ ok: true, status: response.status, data } as const)
        : failed(response.status, data, false);
    } catch {
      return failed(undefined, undefined, false);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  /** GET one start-up file, tried again on a transport fault, then checked against `schema` (unknown fields dropped). */
  async function read<T>(
    source: string,
    schema: Struct<T, unknown>,
    path: string,
    options: CallOptions | undefined,
    credentials: RequestCredentials = 'same-origin',
  ): Promise<T> {
    const url = startupUrl(deps.baseUrl, path);
    for (let retry = 0; ; retry += 1) {
      const tried = await tryOnce(url, credentials, options?.signal);
      if (tried.ok) {
        const [failure, value] = validate(tried.data, schema, { coerce: true, mask: true });
        if (failure) throw invalidResponse(source, tried.status, failure);
        return value;
      }
      const { failed } = tried;
      if (tried.cancelled) throw journeyError(source, 'cancelled', 0);
      if (retry < retries && worthAnotherTry(failed)) {
        await pause((deps.retryDelay ?? backoffMs)(retry + 1), options?.signal);
        continue;
      }
      // the same JourneyErrors as services/errors.ts toJourneyError gives an axios failure
      if (failed.status === undefined) {
        throw failed.timedOut
          ? journeyError(source, 'timeout', 0, 'ETIMEDOUT')
          : journeyError(source, 'network', 0, 'ERR_NETWORK');
      }
      if (failed.notJson && failed.status < 400) {
        throw journeyError(source, 'invalid_response', failed.status, 'the answer is not JSON');
      }
      throw answerError(source, failed.status, failed.data);
    }
  }

  return {
    // doc 1 §7: "GET /config.json (with credentials)".
    fetchConfig: (options) => read('fetchConfig', RuntimeConfig, CONFIG_PATH, options, 'include'),

    async fetchDocumentList(options) {
      const locator = await read('fetchDocumentList', DocumentListLocator, DOCUMENT_LIST_LOCATOR_PATH, options);
      const fileName = selectDocumentListFile(locator, deps.today());
      if (!fileName) {
        throw journeyError(
          'fetchDocumentList',
          'document_list_not_found',
          0,
          `no list for ${ukCalendarDate(deps.today())}`,
        );
      }
      const file = await read('fetchDocumentList', DocumentList, documentListPath(fileName), options);
      return file.documents;
    },

    fetchProductContent: (productCode, options) =>
      read('fetchProductContent', ProductContentFile, productContentPath(productCode), options),
  };
}
