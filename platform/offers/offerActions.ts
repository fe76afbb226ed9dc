// What the offer calls do to a case (doc 1 §4 "Offer", §7; doc 2 §3.4, §5.5; doc 3 §4), as pure
// functions of the case: the offers still open, a limit update, and the applicant's decision with the
// lifecycle event it leads to. The routes (routes/offerRoutes.ts) lock, save and answer.
import type { ConsentRecord, OfferDecisionRequest, OfferUpdateRequest } from '../../contract/offerSchemas';
import type { CaseRecord } from '../cases/caseRecord';
import { CREDIT_LIMIT_RULES, OVERDRAFT_RULES } from '../decision/affordability';
import type { CaseDecision, CaseOffer } from '../decision/caseDecision';
import { ApiError } from '../http/apiError';
import type { OfferEvent } from '../lifecycle/caseTransitions';
import { offerDocuments } from './offerResponses';

export const OFFER_ERROR_CODES = {
  caseNotInOffer: 'case_not_in_offer',
  offerNotFound: 'offer_not_found',
  offerAlreadyDecided: 'offer_already_decided',
  offerNotUpdatable: 'offer_not_updatable',
  invalidOfferLimit: 'invalid_offer_limit',
  consentRequired: 'consent_required',
  unauthorised: 'unauthorised',
} as const;

const LIMIT_FIELD = 'features.credit_limit.offer_limit';

/** Offer calls need a case in `offer` (409 otherwise) with its decision. */
export function requireOfferState(record: CaseRecord): CaseDecision {
  if (record.state !== 'offer' || !record.decision) {
    throw new ApiError(
      409,
      OFFER_ERROR_CODES.caseNotInOffer,
      `Case ${record.id} is in ${record.state}: offers can be read and decided only in offer`,
    );
  }
  return record.decision;
}

/** The offers not decided yet, in order: after the first of several is declined, the next comes first (doc 3 §4). */
export function openOffers(decision: CaseDecision): CaseOffer[] {
  return decision.offers.filter((offer) => offer.decision === null);
}

function findOpenOffer(decision: CaseDecision, offerId: string, field?: string): CaseOffer {
  const offer = decision.offers.find((candidate) => candidate.id === offerId);
  if (!offer) throw new ApiError(404, OFFER_ERROR_CODES.offerNotFound, 'There is no such offer on this case', field);
  if (offer.decision) {
    throw new ApiError(409, OFFER_ERROR_CODES.offerAlreadyDecided, 'This offer has already been decided', field);
  }
  return offer;
}

/** Why a new limit is refused, or undefined when it is allowed (doc 2 §5.5). */
export function offerLimitProblem(offer: CaseOffer, limit: number): string | undefined {
  const terms = offer.creditLimit;
  if (!terms) return 'this offer has no limit to change';
  if (offer.kind === 'credit') {
    // doc 2 §5.5 creditLimit: whole, multiple of 100, at least 500, between the offer minimum and offer_limit.
    if (limit % CREDIT_LIMIT_RULES.step !== 0)
      return `the credit limit must be a multiple of ${CREDIT_LIMIT_RULES.step}`;
    if (limit < terms.minimum || limit > terms.maxLimit) {
      return `the credit limit must be between ${terms.minimum} and ${terms.maxLimit}`;
    }
    return undefined;
  }
  // Overdraft: 0 refuses it (doc 1 §4 "Refusing the overdraft sets limit 0"); otherwise doc 2 §5.5
  // overdraftLimit, a multiple of 50 from 50, and never above the limit the bank offered.
  if (limit === 0) return undefined;
  if (limit % OVERDRAFT_RULES.step !== 0) return `the overdraft limit must be a multiple of ${OVERDRAFT_RULES.step}`;
  if (limit < terms.minimum || limit > terms.maxLimit) {
    return terms.maxLimit < terms.minimum
      ? 'no overdraft was offered: the limit can only be 0'
      : `the overdraft limit must be 0, or between ${terms.minimum} and ${terms.maxLimit}`;
  }
  return undefined;
}

/** PUT .../tasks/offers/{offer-id}: the case with the offer's new limit, and the updated offer. */
export function updateOfferLimit(
  record: CaseRecord,
  offerId: string,
  request: OfferUpdateRequest,
): { record: CaseRecord; offer: CaseOffer } {
  const decision = requireOfferState(record);
  if (request.id !== offerId) {
    throw new ApiError(400, 'invalid_request', 'The offer id in the body must be the one in the path', 'id');
  }
  const offer = findOpenOffer(decision, offerId);
  if (!offer.creditLimit?.updateOffer) {
    throw new ApiError(409, OFFER_ERROR_CODES.offerNotUpdatable, 'The limit of this offer cannot be changed');
  }
  const limit = request.features.credit_limit.offer_limit;
  const problem = offerLimitProblem(offer, limit);
  if (problem) throw new ApiError(400, OFFER_ERROR_CODES.invalidOfferLimit, `Refused: ${problem}`, LIMIT_FIELD);
  const updated: CaseOffer = { ...offer, creditLimit: { ...offer.creditLimit, offerLimit: limit } };
  const offers = decision.offers.map((candidate) => (candidate.id === offerId ? updated : candidate));
  return { record: { ...record, decision: { ...decision, offers } }, offer: updated };
}

/**
 * An overdraft offer at limit 0 (refused by the applicant, or declined by the bank) still opens the account:
 * doc 3 §4 "without overdraft (refuses the overdraft and sets the limit to 0)" and "open account (declined)".
 * doc 1 §4 says the client then "responds as not accepted": one reading is a REJECT, the other an ACCEPT of
 * the account without overdraft. Both open the account without an overdraft here, so that the submission
 * page the client goes to (WEB-SUBMIT-FORM) finds the account opening, not a cancelled application.
 */
function opensWithoutOverdraft(offer: CaseOffer): boolean {
  return offer.kind === 'overdraft' && offer.creditLimit?.offerLimit === 0;
}

function missingConsents(offer: CaseOffer, consents: readonly ConsentRecord[], productType: string): string[] {
  const consented = new Set(consents.map((consent) => consent.name));
  return offerDocuments(offer, productType)
    .map((document) => document.name)
    .filter((name) => !consented.has(name));
}

export interface OfferDecisionOutcome {
  record: CaseRecord;
  /** The lifecycle event to apply, or undefined when offers remain open (the case stays in offer). */
  event: OfferEvent | undefined;
}

/** PUT .../tasks/offers/actions/decision. */
export function decideOffers(record: CaseRecord, request: OfferDecisionRequest, at: Date): OfferDecisionOutcome {
  const decision = requireOfferState(record);
  const ids = request.offers.map((item) => item.id);
  if (new Set(ids).size !== ids.length) {
    throw new ApiError(400, 'invalid_request', 'Each offer can be decided once per request', 'offers');
  }
  const chosen = request.offers.map((item, index) => ({
    offer: findOpenOffer(decision, item.id, `offers.${index}.id`),
    decision: item.decision,
  }));
  const accepted = chosen.filter((item) => item.decision === 'ACCEPT');
  if (accepted.length > 1) {
    throw new ApiError(400, 'invalid_request', 'Only one offer can be accepted', 'offers');
  }
  const consents = request.audit_info?.documents ?? [];
  const acceptedOffer = accepted[0]?.offer;
  // doc 1 §4: a credit offer is accepted with the consent records of its three documents. Two readings: the
  // client attaches them (so the platform may ignore their absence), or the platform requires them. We require them.
  if (acceptedOffer?.kind === 'credit') {
    const missing = missingConsents(acceptedOffer, consents, record.productType);
    if (missing.length > 0) {
      throw new ApiError(
        422,
        OFFER_ERROR_CODES.consentRequired,
        `Accepting this offer needs the consent record of: ${missing.join(', ')}`,
        'audit_info.documents',
      );
    }
  }
  const decidedAt = at.toISOString();
  const decisions = new Map(chosen.map((item) => [item.offer.id, item.decision]));
  const offers = decision.offers.map((offer) => {
    const value = decisions.get(offer.id);
    return value ? { ...offer, decision: value, decidedAt } : offer;
  });
  const opening = acceptedOffer ?? chosen.map((item) => item.offer).find(opensWithoutOverdraft);
  const next: CaseDecision = { ...decision, offers, consents: opening ? [...consents] : decision.consents };

  if (opening) {
    const accounts = record.accounts.map((account) => ({ ...account, product_code: opening.productCode }));
    return {
      record: { ...record, decision: next, productCode: opening.productCode, accounts },
      event: decision.setupPending ? 'OFFER_ACCEPTED_SETUP_PENDING' : 'OFFER_ACCEPTED',
    };
  }
  if (offers.some((offer) => offer.decision === null))
    return { record: { ...record, decision: next }, event: undefined };
  // Every offer declined: of alternatives, a declined outcome (doc 3 §4); of the only offer, the application is cancelled.
  const alternatives = offers.some((offer) => offer.kind === 'alternative');
  return { record: { ...record, decision: next }, event: alternatives ? 'ALTERNATIVES_DECLINED' : 'OFFER_REJECTED' };
}
