// The offer region (doc 1 §4 "Offer"): fetch with the 401 retry (every offerRetryInterval ms, up to
// offerRetryMaxTries tries, then the central error handler), then accept, decline, amend the credit limit (then
// fetch again), refuse the overdraft (limit 0, screenshot, update, then on) or cancel through a confirmation.
// Every decision goes on to WEB-SUBMIT-FORM, the submission page, which polls where the case went.
import type { JourneyContext } from './journeyTypes';
import { caseRef, journeySetup } from './setup';

/** The decision call's input: the chosen offer, with its consent records when it is accepted (doc 1 §7). */
const decisionInput =
  (decision: 'ACCEPT' | 'REJECT') =>
  ({ context }: { context: JourneyContext }) => ({
    ...caseRef(context),
    offers: [{ id: context.decision?.offerId ?? '', decision }],
    ...(decision === 'ACCEPT' && context.decision?.documents ? { documents: context.decision.documents } : {}),
  });

export const offerState = journeySetup.createStateConfig({
  meta: { screen: 'offer', route: '/offer' },
  initial: 'loading',
  entry: 'resetOfferTries',
  states: {
    loading: {
      invoke: {
        id: 'fetchOffers',
        src: 'fetchOffers',
        input: ({ context }) => caseRef(context),
        onDone: [
          { guard: 'hasOffers', target: 'choosing', actions: 'storeOffers' },
          { target: '#journey.main.error', actions: 'storeNoOffer' },
        ],
        onError: [
          { guard: 'isUnauthorised', target: 'waiting', actions: 'countOfferTry' },
          { target: '#journey.main.error', actions: 'storeError' },
        ],
      },
    },
    waiting: {
      after: {
        offerRetry: [
          { guard: 'offerTriesLeft', target: 'loading' },
          { target: '#journey.main.error', actions: 'storeOfferTriesExhausted' },
        ],
      },
    },
    choosing: {
      on: {
        ACCEPT_OFFER: { target: 'accepting', actions: 'storeDecision' },
        DECLINE_OFFER: { target: 'declining', actions: 'storeDecision' },
        REFUSE_OVERDRAFT: { target: 'refusingOverdraft', actions: 'storeDecision' },
        ADJUST_CREDIT_LIMIT: 'adjusting',
        CANCEL_APPLICATION: 'confirmingCancel',
      },
    },
    // The credit-limit adjust page, preset to the offer limit (doc 3 §2).
    adjusting: {
      on: {
        AMEND_CREDIT_LIMIT: { target: 'amending', actions: 'storeDecision' },
        BACK: 'choosing',
      },
    },
    amending: {
      invoke: {
        id: 'updateOffer',
        src: 'updateOffer',
        input: ({ context }) => ({
          ...caseRef(context),
          offerId: context.decision?.offerId ?? '',
          offerLimit: context.decision?.limit ?? 0,
        }),
        onDone: { target: 'loading' },
        onError: { target: '#journey.main.error', actions: 'storeError' },
      },
    },
    // In the alternative-offer list, cancel opens a confirmation; confirming declines the first offer (doc 1 §4).
    confirmingCancel: {
      on: {
        CANCEL_CONFIRMED: { target: 'declining', actions: 'declineFirstOffer' },
        CANCEL_DISMISSED: 'choosing',
      },
    },
    accepting: {
      invoke: {
        id: 'decideOffer',
        src: 'decideOffer',
        input: decisionInput('ACCEPT'),
        onDone: { target: '#journey.main.submission' },
        onError: { target: '#journey.main.error', actions: 'storeError' },
      },
    },
    declining: {
      invoke: {
        id: 'decideOffer',
        src: 'decideOffer',
        input: decisionInput('REJECT'),
        onDone: { target: '#journey.main.submission' },
        onError: { target: '#journey.main.error', actions: 'storeError' },
      },
    },
    // Refusing the overdraft: limit 0, a screenshot for evidence, the offer updated, then the account accepted
    // without it (doc 1 §4 "responds as not accepted": the overdraft, not the account, is what is refused).
    refusingOverdraft: {
      initial: 'evidence',
      states: {
        evidence: {
          invoke: {
            id: 'sendEvidence',
            src: 'sendEvidence',
            input: ({ context }) => ({ ...caseRef(context), context: 'OVERDRAFT_REFUSED' }),
            // Evidence is best effort: a failed screenshot does not stop the applicant.
            onDone: 'updating',
            onError: 'updating',
          },
        },
        updating: {
          invoke: {
            id: 'updateOffer',
            src: 'updateOffer',
            input: ({ context }) => ({ ...caseRef(context), offerId: context.decision?.offerId ?? '', offerLimit: 0 }),
            onDone: 'responding',
            onError: { target: '#journey.main.error', actions: 'storeError' },
          },
        },
        responding: {
          invoke: {
            id: 'decideOffer',
            src: 'decideOffer',
            input: decisionInput('ACCEPT'),
            onDone: { target: '#journey.main.submission' },
            onError: { target: '#journey.main.error', actions: 'storeError' },
          },
        },
      },
    },
  },
});
