// The case lifecycle as data: which event moves a case from which state to which, which timer a
// transition starts, and what a timer fires when it is due. The decision engine and the other
// states of doc 1 "Case state to screen map" slot in as more rows (and more decision events).
import type { CaseState } from './caseStates';

/** Outcomes of the decision engine (doc 1 §4). For now the engine always approves. */
export type DecisionEvent = 'APPROVED';

export type CaseEvent = 'SUBMITTED' | DecisionEvent | 'ACCOUNTS_OPENED';

/** How long a case waits in a state, from the platform's `lifecycle` option. */
export interface LifecycleTimings {
  /** Time in applicationprocessing before the decision. */
  processingMs: number;
  /** Time in fulfillmentinprogress before the accounts are opened. */
  fulfilmentMs: number;
}

export const DEFAULT_LIFECYCLE_TIMINGS: LifecycleTimings = { processingMs: 6000, fulfilmentMs: 4000 };

export type CaseTimer = 'processing' | 'fulfilment';

export interface TimerDefinition {
  delay: keyof LifecycleTimings;
  /** The event fired when due; `decision` asks the decision engine which one. */
  fires: CaseEvent | 'decision';
}

export const CASE_TIMERS: Record<CaseTimer, TimerDefinition> = {
  processing: { delay: 'processingMs', fires: 'decision' },
  fulfilment: { delay: 'fulfilmentMs', fires: 'ACCOUNTS_OPENED' },
};

export type CaseEffect = 'openAccounts';

export interface CaseTransition {
  from: CaseState;
  event: CaseEvent;
  to: CaseState;
  /** The timer entering `to` starts; without one the case waits for the applicant. */
  startsTimer?: CaseTimer;
  effect?: CaseEffect;
}

export const CASE_TRANSITIONS: readonly CaseTransition[] = [
  // doc 1 "Form save and submit": a completed form is submitted.
  { from: 'capture', event: 'SUBMITTED', to: 'applicationprocessing', startsTimer: 'processing' },
  // doc 1 map: applicationprocessing -> submission (polling), fulfillmentinprogress -> Registration.
  { from: 'applicationprocessing', event: 'APPROVED', to: 'fulfillmentinprogress', startsTimer: 'fulfilment' },
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
