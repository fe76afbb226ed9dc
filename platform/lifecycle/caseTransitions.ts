// The case lifecycle as data: which event moves a case from which state to which, which timer a
// transition starts, and what a timer fires when it is due. Every state of doc 1 "Case state to
// screen map" is the target of at least one row (a test checks), so every screen can be reached.
import type { CaseState } from '../../contract/caseStates';

/** Outcomes of the decision engine (platform/decision/), each leading out of applicationprocessing. */
export type DecisionEvent =
  | 'OFFERED'
  | 'ID_FAILED'
  | 'ID_CANNOT_BE_DONE'
  | 'CHALLENGE_REQUIRED'
  | 'CREDIT_DECLINED'
  | 'CREDIT_REFERRED'
  | 'REJECTED'
  | 'EXPIRED'
  | 'CANCELLED'
  | 'LETTER_CODE_REQUIRED'
  | 'AUTH_LETTER_CODE_REQUIRED'
  | 'OTHER_APPLICANT_AWAITED'
  | 'CARD_EXISTS'
  | 'TAC_REFERRED'
  | 'CREDIT_TAC_REFERRED'
  | 'INCOME_PROOF_REFERRED'
  | 'NO_MATCH_REFERRED'
  | 'INCOME_PROOF_NO_MATCH_REFERRED'
  | 'PROVIDER_A_VERIFICATION_PENDING'
  | 'PROVIDER_B_INVITED'
  | 'PROVIDER_B_INVITE_SENT'
  | 'PROVIDER_B_CASE_PENDING'
  | 'PROVIDER_B_REFERRED';

/** What the applicant does with the offers (doc 1 §7 offer decision, doc 3 §4). */
export type OfferEvent = 'OFFER_ACCEPTED' | 'OFFER_ACCEPTED_SETUP_PENDING' | 'OFFER_REJECTED' | 'ALTERNATIVES_DECLINED';

/**
 * What the applicant does to confirm who they are (doc 1 §4 "Joint" letter-code paragraph, "Call validation (3D)"):
 * the right letter code, or the call-validation answers (PASS or FAIL).
 */
export type ConfirmationEvent = 'LETTER_CODE_CONFIRMED' | 'CALL_VALIDATION_PASSED' | 'CALL_VALIDATION_FAILED';

/** doc 1 §4 "Joint": the first applicant submits before the second has completed their part, then the second does. */
export type JointEvent = 'SUBMITTED_AWAITING_APPLICANT' | 'OTHER_APPLICANT_COMPLETED';

export type CaseEvent =
  | 'SUBMITTED'
  | JointEvent
  | DecisionEvent
  | OfferEvent
  | ConfirmationEvent
  | 'SETUP_COMPLETED'
  | 'ACCOUNTS_OPENED';

/** How long a case waits in a state, from the platform's `lifecycle` option. */
export interface LifecycleTimings {
  /** Time in applicationprocessing before the decision. */
  processingMs: number;
  /** Time in fulfillmentinprogress before the accounts are opened. */
  fulfilmentMs: number;
  /** Time in productsetupinprogress before fulfilment starts (doc 3 §2: "opens the next working day"). */
  setupMs: number;
  /** Time an offer or a referral waiting for documents stays open (doc 3 §4: documents within 28 days). */
  expiryMs: number;
}

const DAY_MS = 24 * 3600 * 1000;

export const DEFAULT_LIFECYCLE_TIMINGS: LifecycleTimings = {
  processingMs: 6000,
  fulfilmentMs: 4000,
  setupMs: DAY_MS,
  expiryMs: 28 * DAY_MS,
};

export type CaseTimer = 'processing' | 'fulfilment' | 'setup' | 'expiry';

export interface TimerDefinition {
  delay: keyof LifecycleTimings;
  /** The event fired when due; `decision` asks the decision engine which one. */
  fires: CaseEvent | 'decision';
}

export const CASE_TIMERS: Record<CaseTimer, TimerDefinition> = {
  processing: { delay: 'processingMs', fires: 'decision' },
  fulfilment: { delay: 'fulfilmentMs', fires: 'ACCOUNTS_OPENED' },
  setup: { delay: 'setupMs', fires: 'SETUP_COMPLETED' },
  expiry: { delay: 'expiryMs', fires: 'EXPIRED' },
};

export type CaseEffect = 'openAccounts';

export interface CaseTransition {
  from: CaseState;
  event: CaseEvent;
  to: CaseState;
  /** The timer entering `to` starts; without one the case waits for the applicant (or the bank). */
  startsTimer?: CaseTimer;
  effect?: CaseEffect;
}

/** One row per outcome of the decision engine (doc 1 "Case state to screen map"). */
const DECISIONS: readonly [DecisionEvent, CaseState, CaseTimer?][] = [
  ['OFFERED', 'offer', 'expiry'],
  ['ID_FAILED', 'idcheckfail'],
  ['ID_CANNOT_BE_DONE', 'idcheckcannotbedone'],
  ['CHALLENGE_REQUIRED', 'challenge'],
  ['CREDIT_DECLINED', 'creditcheckdeclined'],
  ['CREDIT_REFERRED', 'creditcheckreferred'],
  ['REJECTED', 'applicationrejected'],
  ['EXPIRED', 'applicationexpired'],
  ['CANCELLED', 'cancelled'],
  ['LETTER_CODE_REQUIRED', 'confirmcode'],
  ['AUTH_LETTER_CODE_REQUIRED', 'confirmauthcode'],
  ['OTHER_APPLICANT_AWAITED', 'awaitapplicant'],
  ['CARD_EXISTS', 'cardexistsreferred'],
  // doc 3 §4: referred for proof of income / ID plus income / ID no match; documents within 28 days.
  ['TAC_REFERRED', 'tacreferred', 'expiry'],
  ['CREDIT_TAC_REFERRED', 'creditchecktacreferred', 'expiry'],
  ['INCOME_PROOF_REFERRED', 'creditcheckreferredpoi', 'expiry'],
  ['NO_MATCH_REFERRED', 'creditcheckreferrednomatch', 'expiry'],
  ['INCOME_PROOF_NO_MATCH_REFERRED', 'creditcheckreferredpoinomatch', 'expiry'],
  ['PROVIDER_A_VERIFICATION_PENDING', 'pendingprovideraverification'],
  ['PROVIDER_B_INVITED', 'providerbinvite'],
  ['PROVIDER_B_INVITE_SENT', 'providerbinvitesent'],
  ['PROVIDER_B_CASE_PENDING', 'pendingproviderbcase'],
  ['PROVIDER_B_REFERRED', 'pendingproviderbrefer'],
];

/** States that wait for the applicant's documents or decision, and expire after expiryMs. */
export const EXPIRING_STATES: readonly CaseState[] = DECISIONS.filter(([, , timer]) => timer === 'expiry').map(
  ([, state]) => state,
);

export const CASE_TRANSITIONS: readonly CaseTransition[] = [
  // doc 1 §4 "Form save and submit": a completed form is submitted.
  { from: 'capture', event: 'SUBMITTED', to: 'applicationprocessing', startsTimer: 'processing' },
  // doc 1 §4 "Joint" (issue 12): a joint case waits in awaitapplicant (Joint/next) until the second applicant has
  // completed their part; then it is processed and decided for both.
  { from: 'capture', event: 'SUBMITTED_AWAITING_APPLICANT', to: 'awaitapplicant' },
  {
    from: 'awaitapplicant',
    event: 'OTHER_APPLICANT_COMPLETED',
    to: 'applicationprocessing',
    startsTimer: 'processing',
  },
  // The decision engine's outcomes, after the processing time.
  ...DECISIONS.map(
    ([event, to, startsTimer]): CaseTransition => ({
      from: 'applicationprocessing',
      event,
      to,
      ...(startsTimer ? { startsTimer } : {}),
    }),
  ),
  // doc 1 §4 "Offer", doc 3 §4: accepting opens the account; the bank may need a working day to set it up.
  { from: 'offer', event: 'OFFER_ACCEPTED', to: 'fulfillmentinprogress', startsTimer: 'fulfilment' },
  { from: 'offer', event: 'OFFER_ACCEPTED_SETUP_PENDING', to: 'productsetupinprogress', startsTimer: 'setup' },
  // Declining the only offer cancels the application; declining every alternative is a declined outcome (doc 3 §4).
  { from: 'offer', event: 'OFFER_REJECTED', to: 'cancelled' },
  { from: 'offer', event: 'ALTERNATIVES_DECLINED', to: 'applicationrejected' },
  // doc 1 §4 "Joint": a right letter code moves the case on (WEB-SUBMIT-FORM): it is processed and decided again,
  // on its merits this time (lifecycle/decision.ts: a scenario that asked for a confirmation applies once).
  { from: 'confirmcode', event: 'LETTER_CODE_CONFIRMED', to: 'applicationprocessing', startsTimer: 'processing' },
  { from: 'confirmauthcode', event: 'LETTER_CODE_CONFIRMED', to: 'applicationprocessing', startsTimer: 'processing' },
  // doc 1 §4 "Call validation (3D)": success goes to WEB-SUBMIT-CALL3D, the case processed and decided again.
  { from: 'challenge', event: 'CALL_VALIDATION_PASSED', to: 'applicationprocessing', startsTimer: 'processing' },
  // doc 1 is silent on a FAIL. Two readings: the case stays in challenge (the applicant may try again), or the
  // identity is not confirmed. Stricter one: answers about one's own details that are wrong fail the identity
  // check, idcheckfail, whose page is /sorry (doc 1 "Case state to screen map"; web task WEB-DECLINE-ID -> sorry).
  { from: 'challenge', event: 'CALL_VALIDATION_FAILED', to: 'idcheckfail' },
  // An offer or referral left alone expires (doc 3 §4, §9: 28 days).
  ...EXPIRING_STATES.map((from): CaseTransition => ({ from, event: 'EXPIRED', to: 'applicationexpired' })),
  { from: 'productsetupinprogress', event: 'SETUP_COMPLETED', to: 'fulfillmentinprogress', startsTimer: 'fulfilment' },
  // doc 1 "Completed case retrieval": the state stays; the accounts get their ids and numbers.
  { from: 'fulfillmentinprogress', event: 'ACCOUNTS_OPENED', to: 'fulfillmentinprogress', effect: 'openAccounts' },
];

export function findTransition(from: CaseState, event: CaseEvent): CaseTransition | undefined {
  return CASE_TRANSITIONS.find((transition) => transition.from === from && transition.event === event);
}

/** Events a case in a state accepts. */
export function eventsAccepted(from: CaseState): CaseEvent[] {
  return CASE_TRANSITIONS.filter((transition) => transition.from === from).map((transition) => transition.event);
}

/** The decision event that leads from applicationprocessing to a state (scenarios name states). */
export function decisionEventFor(state: CaseState): DecisionEvent | undefined {
  return DECISIONS.find(([, to]) => to === state)?.[0];
}
