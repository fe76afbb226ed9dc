// One typed function per platform call of doc 1 §7, each checking its response with its superstruct
// schema (ARCHITECTURE "Services"). Every failure leaves as a JourneyError (services/errors.ts).
//
// Two groups, because they are reached at two different bases:
// - start-up files (`/config.json`, the document lists, the content files) come from where the app was
//   served (doc 1 §4 "Start-up");
// - platform calls go to the API base that `/config.json` names (doc 1 §7 "Base: the platform API URL").

// The start-up files live in startupApi.ts (read with fetch), which the start page loads; this module, with the
// axios plumbing every platform call shares, loads with the first platform call (services/platformClients.ts,
// issue 16). The start-up reads are re-exported here as before.
export {
  type CallOptions,
  CONFIG_PATH,
  createStartupApi,
  DOCUMENT_LIST_LOCATOR_PATH,
  documentListPath,
  productContentPath,
  type StartupApi,
  selectDocumentListFile,
  ukCalendarDate,
} from './startupApi';

import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { is, type Struct, validate } from 'superstruct';
import type { FormAddress } from '../contract/applicationForm';
import {
  CallValidationChallengeResponse,
  CallValidationSubmitRequest,
  CallValidationSubmitResponse,
  LetterCodeRequest,
  LetterCodeResponse,
} from '../contract/authSchemas';
import { BankSearchRequest, BankSearchResponse } from '../contract/bankSchemas';
import {
  EvidenceRequest,
  EvidenceResponse,
  OfferDecisionRequest,
  OfferDecisionResponse,
  Offer as OfferSchema,
  OffersResponse,
  OfferUpdateRequest,
} from '../contract/offerSchemas';
import {
  type AddressResponse,
  AddressResponse as AddressResponseSchema,
  AddressSearchResponse,
  type AnalyticsEvent,
  ApiBankId,
  CaptureTaskResponse,
  CaseResponse,
  CaseSubtype,
  CompletedTaskResponse,
  DipCaseResponse,
  DipCaseUuid,
  Enquiry,
  EventsRequest,
  EventsResponse,
  NextTaskResponse,
  ProductTypeUrlPart,
  ResumeCaseRequest,
  ResumeCaseResponse,
  SubmitRequest,
  SubmitResponse,
} from '../contract/schemas';
import { SwitchRequest, SwitchResponse } from '../contract/switchSchemas';
import { type CaseAddress, caseAddress, parseTaskUri } from '../contract/taskUri';
import { eventsPath } from './callPolicy';
import { API_SOURCE, invalidRequest, invalidResponse, journeyError, toJourneyError } from './errors';
import { SERVICE_VERSIONS, type ServiceVersion } from './http';
import type { CallOptions } from './startupApi';

// ---------------------------------------------------------------- the plumbing every platform call shares

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

/** What a new case needs for its address: everything of a case address but the id. */
export type CaseType = Omit<CaseAddress, 'caseId'>;

/** doc 1 §6: "Bank ids DYB and VM are rejected as an invalid bank id for API calls (error thrown)". */
export function assertApiBankId(bankId: string): asserts bankId is ApiBankId {
  if (!is(bankId, ApiBankId)) {
    throw journeyError(API_SOURCE, 'invalid_bank_id', 0, `bank id ${String(bankId)} cannot be used in API calls`);
  }
}

/** Refuses a case type that is not one of doc 1 §7's before it is spliced into a path. */
function assertCaseType(caseType: CaseType): void {
  assertApiBankId(caseType.bankId);
  if (!is(caseType.productType, ProductTypeUrlPart) || !is(caseType.subType, CaseSubtype)) {
    throw journeyError(API_SOURCE, 'invalid_case_type', 0, 'product type or case subtype not known');
  }
}

function checkedCaseAddress(ref: CaseAddress): string {
  assertCaseType(ref);
  if (!ref.caseId) throw journeyError(API_SOURCE, 'missing_case_id', 0);
  return caseAddress(ref);
}

// ---------------------------------------------------------------- platform calls (doc 1 §7)

export interface NextTask {
  taskUri: string;
  /** The reason, action or task named by the task address (doc 1 "Web task names"). */
  task: string;
  waitSeconds: number;
}

export interface SubmitDetails {
  /** A device fingerprint from the device-risk script: not a secret. */
  blackbox: string;
  sortcode?: string;
}

export interface PlatformApi {
  createCase(caseType: CaseType, enquiry: Enquiry, options?: CallOptions): Promise<CaseResponse>;
  updateCase(ref: CaseAddress, enquiry: Enquiry, options?: CallOptions): Promise<CaseResponse>;
  submitCase(ref: CaseAddress, details: SubmitDetails, options?: CallOptions): Promise<SubmitResponse>;
  /**
   * A reload of the tab (platform/README.md "Case tokens"): POST …/{caseId}/resume spends the one-time resume token
   * for a fresh case token and a new resume token. Sent without a bearer token (the reload lost it).
   */
  resumeCase(ref: CaseAddress, resumeToken: string, options?: CallOptions): Promise<ResumeCaseResponse>;
  fetchCaptureTask(ref: CaseAddress, options?: CallOptions): Promise<CaptureTaskResponse>;
  fetchNextTask(ref: CaseAddress, options?: CallOptions): Promise<NextTask>;
  fetchCompletedCase(ref: CaseAddress, options?: CallOptions): Promise<CompletedTaskResponse>;
  searchAddresses(postcode: string, houseNumber: string, options?: CallOptions): Promise<AddressSearchResponse>;
  fetchAddress(addressRef: string, options?: CallOptions): Promise<FormAddress>;
  /** doc 2 §7.3: POST /ref/bank/search; a 404 leaves as a JourneyError with status 404 (details not found). */
  searchBank(sortCode: string, accountNumber: string, options?: CallOptions): Promise<BankSearchResponse>;
  sendEvents(bankId: string, events: AnalyticsEvent[], options?: CallOptions): Promise<EventsResponse>;
  /** doc 1 §7: GET /banks/{bank_id}/cases/dip/{uuid}/retrievecase, the decision-in-principle case. */
  retrieveDipCase(bankId: string, uuid: string, options?: CallOptions): Promise<DipCaseResponse>;
  fetchOffers(ref: CaseAddress, options?: CallOptions): Promise<OffersResponse>;
  updateOffer(ref: CaseAddress, offerId: string, offerLimit: number, options?: CallOptions): Promise<OfferSchema>;
  decideOffer(ref: CaseAddress, decision: OfferDecisionRequest, options?: CallOptions): Promise<OfferDecisionResponse>;
  sendEvidence(ref: CaseAddress, evidence: EvidenceRequest, options?: CallOptions): Promise<EvidenceResponse>;
  /** doc 1 §7: POST .../tasks/lettercode; 401 321 (wrong code) and 320 (limit reached) leave as JourneyErrors. */
  submitLetterCode(ref: CaseAddress, lettercode: string, options?: CallOptions): Promise<LetterCodeResponse>;
  /** Call validation (3D), doc 1 §7: PUT .../tasks/verify/actions/challenge -> the questions. */
  fetchCallValidationQuestions(ref: CaseAddress, options?: CallOptions): Promise<CallValidationChallengeResponse>;
  /** PUT .../tasks/verify/actions/submit with the answers (question_id plus answer id) -> PASS or FAIL. */
  submitCallValidation(
    ref: CaseAddress,
    request: CallValidationSubmitRequest,
    options?: CallOptions,
  ): Promise<CallValidationSubmitResponse>;
  /** doc 1 §7: POST /banks/{bank-id}/cases/cas (doc 2 §7.2); a 409 leaves as a JourneyError with the switch code. */
  submitSwitch(bankId: string, request: SwitchRequest, options?: CallOptions): Promise<SwitchResponse>;
}

/** doc 1 §7: "GET /ref/address/search/{postcode}/{houseNumber} : spaces removed, uppercase". */
export function normalisePostcode(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

/** The platform's address as the form's address (doc 2 §3.2); a looked-up address is always domestic GB. */
export function toFormAddress(address: AddressResponse): FormAddress {
  const form: FormAddress = {
    addressType: 'domestic',
    id: address.id,
    addressPrefix: address.address_prefix,
    houseName: address.house_name,
    houseNumber: address.house_number,
    streetName: address.street_name,
    addressLine1: address.address_line1,
    addressLine2: address.address_line2,
    city: address.city,
    county: address.county,
    postcode: address.postcode,
    country: 'GB',
  };
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined)) as FormAddress;
}

export function createPlatformApi(http: AxiosInstance, deps: { eventsUrl?: string } = {}): PlatformApi {
  const cases = SERVICE_VERSIONS.cases;
  const reference = SERVICE_VERSIONS.reference;

  return {
    async createCase(caseType, enquiry, options) {
      assertCaseType(caseType);
      const body = checkedBody('createCase', Enquiry, enquiry);
      // doc 1 §7: POST /banks/{bank-id}/cases/csap{product-type}/{case-subtype}; never retried (http.ts).
      const path = `/banks/${caseType.bankId}/cases/csap${caseType.productType}/${caseType.subType}`;
      return call('createCase', CaseResponse, () => http.post(path, body, requestConfig(cases, options)));
    },

    async updateCase(ref, enquiry, options) {
      const path = `${checkedCaseAddress(ref)}/tasks/capture/actions/update`;
      const body = checkedBody('updateCase', Enquiry, enquiry);
      return call('updateCase', CaseResponse, () => http.put(path, body, requestConfig(cases, options)));
    },

    async submitCase(ref, details, options) {
      const path = `${checkedCaseAddress(ref)}/tasks/capture/actions/submit`;
      // doc 1 §7: "body device_details.blackbox and optional sortcode".
      const body = checkedBody('submitCase', SubmitRequest, {
        device_details: { blackbox: details.blackbox },
        ...(details.sortcode ? { sortcode: details.sortcode } : {}),
      });
      return call('submitCase', SubmitResponse, () => http.put(path, body, requestConfig(cases, options)));
    },

    async resumeCase(ref, resumeToken, options) {
      const path = `${checkedCaseAddress(ref)}/resume`;
      const body = checkedBody('resumeCase', ResumeCaseRequest, { resume_token: resumeToken });
      return call('resumeCase', ResumeCaseResponse, () => http.post(path, body, requestConfig(cases, options)));
    },

    async fetchCaptureTask(ref, options) {
      const path = `${checkedCaseAddress(ref)}/tasks/capture`;
      return call('fetchCaptureTask', CaptureTaskResponse, () => http.get(path, requestConfig(cases, options)));
    },

    async fetchNextTask(ref, options) {
      const path = `${checkedCaseAddress(ref)}/tasks/next`;
      const { task_uri } = await call('fetchNextTask', NextTaskResponse, () =>
        http.get(path, requestConfig(cases, options)),
      );
      return { taskUri: task_uri, ...parseTaskUri(task_uri) };
    },

    async retrieveDipCase(bankId, uuid, options) {
      assertApiBankId(bankId);
      if (!is(uuid, DipCaseUuid)) throw journeyError('retrieveDipCase', 'invalid_uuid', 0);
      const path = `/banks/${bankId}/cases/dip/${uuid}/retrievecase`;
      return call('retrieveDipCase', DipCaseResponse, () => http.get(path, requestConfig(cases, options)));
    },

    async fetchCompletedCase(ref, options) {
      const path = `${checkedCaseAddress(ref)}/tasks/completed`;
      return call('fetchCompletedCase', CompletedTaskResponse, () => http.get(path, requestConfig(cases, options)));
    },

    async searchAddresses(postcode, houseNumber, options) {
      const code = normalisePostcode(postcode);
      if (code === '') throw journeyError('searchAddresses', 'invalid_postcode', 0);
      // The house number (or name) narrows the search; without one the whole postcode is listed.
      const house = houseNumber.trim();
      const path = `/ref/address/search/${encodeURIComponent(code)}${house ? `/${encodeURIComponent(house)}` : ''}`;
      return call('searchAddresses', AddressSearchResponse, () => http.get(path, requestConfig(reference, options)));
    },

    async fetchAddress(addressRef, options) {
      const path = `/ref/address/${encodeURIComponent(addressRef)}`;
      const address = await call('fetchAddress', AddressResponseSchema, () =>
        http.get(path, requestConfig(reference, options)),
      );
      return toFormAddress(address);
    },

    async searchBank(sortCode, accountNumber, options) {
      // doc 2 §7.3: "Bank lookup: POST /ref/bank/search with account_number and sort_code" (digits only, §5.5).
      const body = checkedBody('searchBank', BankSearchRequest, {
        account_number: accountNumber.replace(/[\s-]/g, ''),
        sort_code: sortCode.replace(/[\s-]/g, ''),
      });
      return call('searchBank', BankSearchResponse, () =>
        http.post('/ref/bank/search', body, requestConfig(reference, options)),
      );
    },

    async fetchOffers(ref, options) {
      // doc 1 §7: GET .../tasks/offers. A 401 is the chart's to retry (every 2000 ms, up to 9 tries), not axios's.
      const path = `${checkedCaseAddress(ref)}/tasks/offers`;
      return call('fetchOffers', OffersResponse, () => http.get(path, requestConfig(cases, options)));
    },

    async updateOffer(ref, offerId, offerLimit, options) {
      // doc 1 §7, doc 2 §7.3: PUT .../tasks/offers/{offer-id} with id and features.credit_limit.offer_limit.
      const path = `${checkedCaseAddress(ref)}/tasks/offers/${encodeURIComponent(offerId)}`;
      const body = checkedBody('updateOffer', OfferUpdateRequest, {
        id: offerId,
        features: { credit_limit: { offer_limit: offerLimit } },
      });
      return call('updateOffer', OfferSchema, () => http.put(path, body, requestConfig(cases, options)));
    },

    async decideOffer(ref, decision, options) {
      // doc 1 §7: PUT .../tasks/offers/actions/decision with offers (id, decision) and optional audit_info.documents.
      const path = `${checkedCaseAddress(ref)}/tasks/offers/actions/decision`;
      const body = checkedBody('decideOffer', OfferDecisionRequest, decision);
      return call('decideOffer', OfferDecisionResponse, () => http.put(path, body, requestConfig(cases, options)));
    },

    async sendEvidence(ref, evidence, options) {
      // doc 1 §7: POST .../cases/csap/{case-subtype}/{case-id}/evidence (the bare csap case type).
      const path = `/banks/${ref.bankId}/cases/csap/${ref.subType}/${encodeURIComponent(ref.caseId)}/evidence`;
      assertApiBankId(ref.bankId);
      const body = checkedBody('sendEvidence', EvidenceRequest, evidence);
      return call('sendEvidence', EvidenceResponse, () => http.post(path, body, requestConfig(cases, options)));
    },

    async sendEvents(bankId, events, options) {
      assertApiBankId(bankId);
      const body = checkedBody('sendEvents', EventsRequest, { events });
      // doc 1 §7 Events, a users-family call
      return call('sendEvents', EventsResponse, () =>
        http.post(eventsPath(deps.eventsUrl, bankId), body, requestConfig(SERVICE_VERSIONS.users, options)),
      );
    },

    async submitLetterCode(ref, lettercode, options) {
      const path = `${checkedCaseAddress(ref)}/tasks/lettercode`;
      const body = checkedBody('submitLetterCode', LetterCodeRequest, { lettercode });
      return call('submitLetterCode', LetterCodeResponse, () => http.post(path, body, requestConfig(cases, options)));
    },

    async fetchCallValidationQuestions(ref, options) {
      const path = `${checkedCaseAddress(ref)}/tasks/verify/actions/challenge`;
      return call('fetchCallValidationQuestions', CallValidationChallengeResponse, () =>
        http.put(path, {}, requestConfig(cases, options)),
      );
    },

    async submitSwitch(bankId, request, options) {
      assertApiBankId(bankId);
      const body = checkedBody('submitSwitch', SwitchRequest, request);
      return call('submitSwitch', SwitchResponse, () =>
        http.post(`/banks/${bankId}/cases/cas`, body, requestConfig(cases, options)),
      );
    },

    async submitCallValidation(ref, request, options) {
      const path = `${checkedCaseAddress(ref)}/tasks/verify/actions/submit`;
      const body = checkedBody('submitCallValidation', CallValidationSubmitRequest, request);
      return call('submitCallValidation', CallValidationSubmitResponse, () =>
        http.put(path, body, requestConfig(cases, options)),
      );
    },
  };
}
