// The offer region's own guards and actions (doc 1 §4 "Offer", §9: the offer poll retried on 401 every
// offerRetryInterval, up to offerRetryMaxTries), composed into the one setup() by setup.ts.
import type { JourneyError } from './actorContracts';
import { errorOf, type JourneyGuard, journeyAssign, outputOf } from './logic';

/** doc 1 §9: offer poll retry up to 9 tries. */
const OFFER_RETRY_MAX_TRIES = 9;

export const offerGuards = {
  hasOffers: (({ event }) => (outputOf(event, 'fetchOffers')?.length ?? 0) > 0) satisfies JourneyGuard,
  isUnauthorised: (({ event }) => errorOf(event)?.status === 401) satisfies JourneyGuard,
  offerTriesLeft: (({ context }) =>
    context.offerTries < (context.config?.offerRetryMaxTries ?? OFFER_RETRY_MAX_TRIES)) satisfies JourneyGuard,
};

export const offerActions = {
  resetOfferTries: journeyAssign(() => ({ offerTries: 0 })),
  countOfferTry: journeyAssign(({ context }) => ({ offerTries: context.offerTries + 1 })),
  storeOffers: journeyAssign(({ event }) => {
    const offers = outputOf(event, 'fetchOffers');
    return offers ? { offers } : {};
  }),
  storeNoOffer: journeyAssign(() => ({
    error: { source: 'fetchOffers', code: 'no_offer', status: 0 } as JourneyError,
  })),
  storeOfferTriesExhausted: journeyAssign(() => ({
    error: { source: 'fetchOffers', code: 'offer_retries_exhausted', status: 401 } as JourneyError,
  })),
  storeDecision: journeyAssign(({ event }) => {
    switch (event.type) {
      case 'ACCEPT_OFFER':
        return { decision: { offerId: event.offerId, documents: event.documents } };
      case 'DECLINE_OFFER':
      case 'REFUSE_OVERDRAFT':
        return { decision: { offerId: event.offerId } };
      case 'AMEND_CREDIT_LIMIT':
        return { decision: { offerId: event.offerId, limit: event.limit } };
      default:
        return {};
    }
  }),
  declineFirstOffer: journeyAssign(({ context }) => ({ decision: { offerId: context.offers[0]?.id ?? '' } })),
};
