// The superstruct schemas of the offer, document and evidence calls (doc 1 §7, doc 2 §3.4, §7.3,
// doc 3 §7). The client checks responses against them; the sandbox platform validates requests with them.
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  min,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  union,
} from 'superstruct';
import { DocumentConsentRecord } from './schemas';

/** Base64 text (standard alphabet, optional padding). */
export const Base64 = pattern(string(), /^[A-Za-z0-9+/]*={0,2}$/);

/** An offer document (doc 2 §3.4): content is base64 of an HTML or PDF document. */
export const OfferDocument = object({
  id: string(),
  name: string(),
  format: enums(['html', 'pdf']),
  content: Base64,
});
export type OfferDocument = Infer<typeof OfferDocument>;

/** features.credit_limit (doc 1 §3, doc 2 §3.4): an overdraft on a current account, the limit of a credit card. */
export const CreditLimitFeature = object({
  minimum: min(integer(), 0),
  offer_limit: min(integer(), 0),
  income_proof_required: boolean(),
  update_offer: boolean(),
});
export type CreditLimitFeature = Infer<typeof CreditLimitFeature>;

export const Offer = object({
  id: string(),
  /** API product code, IM prefix stripped (Readycash is `800`). */
  product: object({ code: string() }),
  features: optional(object({ credit_limit: optional(CreditLimitFeature) })),
  documents: array(OfferDocument),
});
export type Offer = Infer<typeof Offer>;

/** GET .../tasks/offers: the offers still open, the first one first (doc 3 §4 multi-offer). */
export const OffersResponse = object({ offers: array(Offer) });
export type OffersResponse = Infer<typeof OffersResponse>;

/** PUT .../tasks/offers/{offer-id} (doc 1 §7, doc 2 §7.3): answers the updated Offer. */
export const OfferUpdateRequest = object({
  id: size(string(), 1, 64),
  features: object({ credit_limit: object({ offer_limit: min(integer(), 0) }) }),
});
export type OfferUpdateRequest = Infer<typeof OfferUpdateRequest>;

/** A consent record attached to an acceptance (doc 2 §3.4 audit_info.documents). */
export type ConsentRecord = Infer<typeof DocumentConsentRecord>;

export const OfferDecisionValue = enums(['ACCEPT', 'REJECT']);
export type OfferDecisionValue = Infer<typeof OfferDecisionValue>;

/** PUT .../tasks/offers/actions/decision (doc 1 §7, doc 2 §3.4, §7.3). */
export const OfferDecisionRequest = object({
  offers: size(array(object({ id: size(string(), 1, 64), decision: OfferDecisionValue })), 1, 10),
  audit_info: optional(object({ documents: optional(size(array(DocumentConsentRecord), 0, 20)) })),
});
export type OfferDecisionRequest = Infer<typeof OfferDecisionRequest>;

/** The answer to a decision: where the case is now (doc 1: accepting goes to WEB-SUBMIT-FORM, which polls). */
export const OfferDecisionResponse = object({ reference_id: string(), task_uri: string() });
export type OfferDecisionResponse = Infer<typeof OfferDecisionResponse>;

// ---------------------------------------------------------------- regulatory documents

/** GET /banks/{bank-id}/documents/{id}?product={documentKey} (doc 1 §7, doc 3 §7). */
export const RegulatoryDocumentQuery = object({ product: size(string(), 1, 40) });
export type RegulatoryDocumentQuery = Infer<typeof RegulatoryDocumentQuery>;

/** content is base64 of the PDF; name is its file name. */
export const RegulatoryDocumentResponse = object({ content: Base64, name: string() });
export type RegulatoryDocumentResponse = Infer<typeof RegulatoryDocumentResponse>;

// ---------------------------------------------------------------- evidence

const Timestamp = refine(union([size(string(), 1, 40), integer()]), 'timestamp', (value) =>
  Number.isFinite(new Date(value).getTime()),
);

/** POST .../cases/csap/{case-subtype}/{case-id}/evidence (doc 1 §7, doc 2 §7.3): the image in string chunks. */
export const EvidenceRequest = object({
  context: size(string(), 1, 200),
  /** ISO 8601 text or epoch milliseconds. */
  capture_timestamp: Timestamp,
  image: object({
    mime_type: enums(['image/jpeg', 'image/png']),
    data: size(array(string()), 1, 10_000),
  }),
});
export type EvidenceRequest = Infer<typeof EvidenceRequest>;

export const EvidenceResponse = object({ id: string(), reference_id: string(), size_bytes: integer() });
export type EvidenceResponse = Infer<typeof EvidenceResponse>;

// ---------------------------------------------------------------- sandbox control

/** POST /sandbox/cases/{case-id}/offer-unauthorised: the next `times` offer reads answer 401. */
export const OfferUnauthorisedRequest = object({ times: size(integer(), 0, 50) });
export type OfferUnauthorisedRequest = Infer<typeof OfferUnauthorisedRequest>;

export const OfferUnauthorisedResponse = object({ case_id: string(), remaining: integer() });
export type OfferUnauthorisedResponse = Infer<typeof OfferUnauthorisedResponse>;
