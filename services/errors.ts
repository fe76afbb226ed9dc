// Every failure at the boundary becomes one plain, serialisable JourneyError (doc 1 §8: "Errors carry
// source, code and status. API errors read the code from the response body."). The chart's guards
// read `code` and `status`; nothing else of axios or superstruct ever reaches it. axios's errors are read by their
// documented shape (`isAxiosError`, a cancel's `__CANCEL__`), not with axios's helpers: the start page reads its
// files with fetch and carries no axios (issue 16), but maps its failures here too.
import type { AxiosError } from 'axios';
import type { StructError } from 'superstruct';
import type { JourneyError } from '../machines/actorContracts';

export type { JourneyError };

/** Source of errors raised before any request leaves (doc 1 §6 "invalid bank id ... (error thrown)"). */
export const API_SOURCE = 'api';

export function journeyError(source: string, code: string, status: number, message?: string): JourneyError {
  return message === undefined ? { source, code, status } : { source, code, status, message };
}

export function isJourneyError(value: unknown): value is JourneyError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.source === 'string' && typeof candidate.code === 'string' && typeof candidate.status === 'number'
  );
}

/** The code of an API error body `{ code, message, field? }` (doc 1 §8), or undefined when there is none. */
function codeFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code } = body as { code?: unknown };
  if (typeof code === 'string' && code.trim() !== '') return code.trim();
  // Some back ends send numeric codes (1036, 318, ...); the catalogue spells them as text.
  if (typeof code === 'number' && Number.isFinite(code)) return String(code);
  return undefined;
}

/** The 422 `incomplete_application` body's `missing_fields` (contract/schemas.ts ApiErrorBody): names only. */
function missingFieldsOf(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { missing_fields: fields } = body as { missing_fields?: unknown };
  return Array.isArray(fields) ? fields.filter((field): field is string => typeof field === 'string') : undefined;
}

function jointMismatchBankOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { joint_mismatch_bank_id: bank } = body as { joint_mismatch_bank_id?: unknown };
  return bank === 'CB' || bank === 'YB' ? bank : undefined;
}

function messageFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * The authentication header of a 401 (RFC 6750 §3): `error="invalid_token"`, or `error="insufficient_scope"`
 * with the `scope` the call needs (doc 1 §4 step-up). Anything else is not the chart's business.
 */
export function authenticateOf(header: unknown): JourneyError['authenticate'] {
  if (typeof header !== 'string' || !/^Bearer\b/i.test(header)) return undefined;
  const params = new Map<string, string>();
  for (const match of header.matchAll(/(\w+)="([^"]*)"/g)) params.set(match[1]?.toLowerCase() ?? '', match[2] ?? '');
  const error = params.get('error');
  if (error === 'invalid_token') return { error };
  const scope = Number(params.get('scope'));
  if (error === 'insufficient_scope' && Number.isInteger(scope) && scope > 0) return { error, scope };
  return undefined;
}

/** An HTTP error answer as a JourneyError: the body's code (doc 1 §8), else `http_<status>`; see toJourneyError. */
export function answerError(
  source: string,
  status: number,
  data: unknown,
  wwwAuthenticate: unknown = undefined,
): JourneyError {
  const code = codeFromBody(data) ?? `http_${status}`;
  const failure = journeyError(source, code, status, messageFromBody(data));
  const authenticate = status === 401 ? authenticateOf(wwwAuthenticate) : undefined;
  // doc 1 §8 324 joint bank mismatch: the bank the other applicant chose (doc 2 §3.1 jointMismatchBankId).
  const mismatch = jointMismatchBankOf(data);
  const withBank = mismatch ? { ...failure, jointMismatchBankId: mismatch } : failure;
  const missingFields = missingFieldsOf(data);
  const withFields = missingFields ? { ...withBank, missingFields } : withBank;
  return authenticate ? { ...withFields, authenticate } : withFields;
}

function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** axios's cancel (its CanceledError, or a legacy Cancel) carries `__CANCEL__`. */
function isCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
}

/**
 * Any failure of the call named `source` as a JourneyError:
 * - already a JourneyError: kept as it is (its own source wins);
 * - HTTP error whose body has a code: `{ source, code, status }` (doc 1 §8);
 * - HTTP error without one: code `http_<status>`;
 * - no answer within the timeout: code `timeout`, status 0;
 * - no response at all (network, DNS): code `network`, status 0;
 * - an answer that is not JSON: code `invalid_response` with its status (`http_<status>` when that is an error);
 * - cancelled by the chart leaving the state: code `cancelled`, status 0;
 * - anything else (a bug): code `unexpected`, status 0. Never a crash, never a raw error object.
 * Request configs, headers and bodies are never copied in, so a token or a secret cannot leak into a log.
 */
export function toJourneyError(source: string, error: unknown): JourneyError {
  if (isJourneyError(error)) return error;
  if (isCancel(error)) return journeyError(source, 'cancelled', 0);
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) return journeyError(source, error.code === 'ETIMEDOUT' ? 'timeout' : 'network', 0, error.code);
    // axios's strict JSON parsing (services/http.ts): the body is text that does not parse, never copied in.
    if (error.code === 'ERR_BAD_RESPONSE' && error.cause instanceof SyntaxError && response.status < 400) {
      return journeyError(source, 'invalid_response', response.status, 'the answer is not JSON');
    }
    return answerError(source, response.status, response.data, response.headers?.['www-authenticate']);
  }
  if (error instanceof Error && error.name === 'AbortError') return journeyError(source, 'cancelled', 0);
  return journeyError(source, 'unexpected', 0, error instanceof Error ? error.message : undefined);
}

/**
 * A response that does not match its schema (ARCHITECTURE "Services": "a clear { source, code, status }
 * error, never a crash"). The message names the path and the expected type, never the value received,
 * which could be personal data.
 */
export function invalidResponse(source: string, status: number, failure: StructError): JourneyError {
  return journeyError(source, 'invalid_response', status, describeFailure(failure));
}

/** A request body that does not match its schema: caught here rather than refused by the platform. */
export function invalidRequest(source: string, failure: StructError): JourneyError {
  return journeyError(source, 'invalid_request', 0, describeFailure(failure));
}

function describeFailure(failure: StructError): string {
  const path = failure.path.length > 0 ? failure.path.join('.') : '(root)';
  const expected = failure.refinement ? `${failure.type} (${failure.refinement})` : failure.type;
  return `at ${path}: expected ${expected}`;
}
