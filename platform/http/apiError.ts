// Every error the platform answers with has a body `{ code, message, field? }` (ApiErrorBody, doc 1 §8:
// "API errors read the code from the response body").
import type { ApiErrorBody } from '../../contract/schemas';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly field: string | undefined;
  /** The WWW-Authenticate header of a refused token (RFC 6750 §3), sent with the 401. */
  wwwAuthenticate: string | undefined;
  /** doc 2 §3.1 jointMismatchBankId: the bank the other joint applicant chose (324, joint/jointRules.ts). */
  jointMismatchBankId: string | undefined;
  /**
   * 422 `incomplete_application`: every flat field (doc 2 §3.1) the decision still needs, so the missing-required-
   * fields page (doc 3 §2) lists each one, not only the first (`field`).
   */
  missingFields: readonly string[] | undefined;

  constructor(statusCode: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
    this.wwwAuthenticate = undefined;
    this.jointMismatchBankId = undefined;
    this.missingFields = undefined;
  }

  toBody(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.jointMismatchBankId ? { joint_mismatch_bank_id: this.jointMismatchBankId } : {}),
      ...(this.missingFields ? { missing_fields: [...this.missingFields] } : {}),
    };
  }
}

/** The codes the platform answers with, beyond the numeric codes of doc 1 §8. */
export const ERROR_CODES = {
  notFound: 'not_found',
  invalidRequest: 'invalid_request',
  malformedJson: 'malformed_json',
  emptyBody: 'empty_body',
  unsupportedMediaType: 'unsupported_media_type',
  bodyTooLarge: 'body_too_large',
  invalidBankId: 'invalid_bank_id',
  invalidCaseType: 'invalid_case_type',
  invalidCaseSubtype: 'invalid_case_subtype',
  invalidPostcode: 'invalid_postcode',
  invalidServiceContext: 'invalid_service_context',
  caseNotFound: 'case_not_found',
  caseNotInCapture: 'case_not_in_capture',
  incompleteApplication: 'incomplete_application',
  addressNotFound: 'address_not_found',
  documentNotFound: 'document_not_found',
  internalError: 'internal_error',
  /** The sandbox's text messages are switched off for a customer (POST /sandbox/customers/{number}/sms-failing). */
  smsUnavailable: 'sms_unavailable',
  /** A platform fault: the sandbox's fault switch failed the call (POST /sandbox/cases/{caseId}/faults). */
  serviceUnavailable: 'service_unavailable',
  /** doc 1 §8 "301 product invalid": the product does not exist or does not fit the case type. */
  productInvalid: '301',
} as const;
