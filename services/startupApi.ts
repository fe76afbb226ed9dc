// The start-up files (doc 1 §4 "Start-up": `/config.json`, the document lists, the content files, read from where
// the app was served) and the plumbing every call shares: what the start page needs of services/api.ts, apart, so
// the platform calls and their schemas load with the first of them (services/platformClients.ts, issue 16).
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { type Struct, validate } from 'superstruct';
import { documentListFileFor } from '../content/documentLists';
import {
  DocumentList,
  type DocumentListEntry,
  DocumentListLocator,
  ProductContentFile,
  RuntimeConfig,
} from '../contract/schemas';
import { invalidRequest, invalidResponse, journeyError, toJourneyError } from './errors';
import { SERVICE_VERSIONS, type ServiceVersion } from './http';

export interface CallOptions {
  /** Aborts the request when the invoking state is left (xstate's fromPromise passes one). */
  signal?: AbortSignal;
}

// ---------------------------------------------------------------- shared plumbing

/** Sends, then checks the body against `schema`; unknown fields are dropped (mask), a mismatch is invalid_response. */
export async function call<T>(
  source: string,
  schema: Struct<T, unknown>,
  send: () => Promise<AxiosResponse<unknown>>,
): Promise<T> {
  let response: AxiosResponse<unknown>;
  try {
    response = await send();
  } catch (error) {
    throw toJourneyError(source, error);
  }
  const [failure, value] = validate(response.data, schema, { coerce: true, mask: true });
  if (failure) throw invalidResponse(source, response.status, failure);
  return value;
}

/** The same schemas the platform applies to requests (ARCHITECTURE "Services"), applied before sending. */
export function checkedBody<T>(source: string, schema: Struct<T, unknown>, body: unknown): T {
  const [failure, value] = validate(body, schema);
  if (failure) throw invalidRequest(source, failure);
  return value;
}

export function requestConfig(version: ServiceVersion, options: CallOptions | undefined): AxiosRequestConfig {
  return options?.signal ? { serviceVersion: version, signal: options.signal } : { serviceVersion: version };
}

// ---------------------------------------------------------------- start-up (doc 1 §4, §7)

export const CONFIG_PATH = '/config.json';
/** doc 1 §7 spells it relative: resolved against the base the app was served from. */
export const DOCUMENT_LIST_LOCATOR_PATH = 'cdn/config/document-list-locator.json';
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

export function createStartupApi(http: AxiosInstance, deps: { today: () => Date }): StartupApi {
  const version = SERVICE_VERSIONS.reference;
  return {
    fetchConfig: (options) =>
      // doc 1 §7: "GET /config.json (with credentials)".
      call('fetchConfig', RuntimeConfig, () =>
        http.get(CONFIG_PATH, { ...requestConfig(version, options), withCredentials: true }),
      ),

    async fetchDocumentList(options) {
      const locator = await call('fetchDocumentList', DocumentListLocator, () =>
        http.get(DOCUMENT_LIST_LOCATOR_PATH, requestConfig(version, options)),
      );
      const fileName = selectDocumentListFile(locator, deps.today());
      if (!fileName) {
        throw journeyError(
          'fetchDocumentList',
          'document_list_not_found',
          0,
          `no list for ${ukCalendarDate(deps.today())}`,
        );
      }
      const file = await call('fetchDocumentList', DocumentList, () =>
        http.get(documentListPath(fileName), requestConfig(version, options)),
      );
      return file.documents;
    },

    fetchProductContent: (productCode, options) =>
      call('fetchProductContent', ProductContentFile, () =>
        http.get(productContentPath(productCode), requestConfig(version, options)),
      ),
  };
}
