// Moving a case along its lifecycle, as pure functions of the case and the time: the platform
// applies every due timer whenever it reads a case, so no background timer is needed and a case
// survives restarts (ARCHITECTURE.md "Nothing an applicant entered is lost across a restart").

import type { CaseState } from '../../contract/caseStates';
import type { CaseRecord } from '../cases/caseRecord';
import { openAccounts } from './accountOpening';
import { CASE_TIMERS, type CaseEffect, type CaseEvent, findTransition, type LifecycleTimings } from './caseTransitions';
import { type DecideCase, decideCase } from './decision';

export interface AppliedTransition {
  from: CaseState;
  event: CaseEvent;
  to: CaseState;
  at: Date;
}

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: CaseState,
    readonly event: CaseEvent,
  ) {
    super(`A case in ${from} does not accept ${event}`);
    this.name = 'IllegalTransitionError';
  }
}

const EFFECTS: Record<CaseEffect, (record: CaseRecord) => CaseRecord> = { openAccounts };

/** Applies one event at a given time; throws IllegalTransitionError when the table does not allow it. */
export function applyEvent(
  record: CaseRecord,
  event: CaseEvent,
  at: Date,
  timings: LifecycleTimings,
): { record: CaseRecord; transition: AppliedTransition } {
  const transition = findTransition(record.state, event);
  if (!transition) throw new IllegalTransitionError(record.state, event);
  const timer = transition.startsTimer;
  let next: CaseRecord = {
    ...record,
    state: transition.to,
    stateEnteredAt: transition.to === record.state ? record.stateEnteredAt : at,
    pendingTimer: timer ?? null,
    nextTransitionAt: timer ? new Date(at.getTime() + timings[CASE_TIMERS[timer].delay]) : null,
  };
  if (transition.effect) next = EFFECTS[transition.effect](next);
  return { record: next, transition: { from: record.state, event, to: transition.to, at } };
}

/** A safety net against a table whose timers loop: no real lifecycle has this many timed steps. */
const MAX_STEPS = 50;

/** Applies every timer due at `now`, each at the time it fell due. */
export function advanceDue(
  record: CaseRecord,
  now: Date,
  timings: LifecycleTimings,
  decide: DecideCase = decideCase,
): { record: CaseRecord; transitions: AppliedTransition[] } {
  const transitions: AppliedTransition[] = [];
  let current = record;
  while (current.pendingTimer && current.nextTransitionAt && current.nextTransitionAt.getTime() <= now.getTime()) {
    if (transitions.length >= MAX_STEPS) throw new Error(`Case ${record.id}: more than ${MAX_STEPS} timed steps`);
    const timer = CASE_TIMERS[current.pendingTimer];
    const dueAt = current.nextTransitionAt;
    let event: CaseEvent;
    if (timer.fires === 'decision') {
      const decision = decide(current, dueAt);
      current = { ...current, decision };
      event = decision.event;
    } else {
      event = timer.fires;
    }
    const step = applyEvent(current, event, dueAt, timings);
    current = step.record;
    transitions.push(step.transition);
  }
  return { record: current, transitions };
}

/** Seconds the client should wait before asking again (task_uri `wait`, doc 1 "Web task names"). */
export function waitSecondsFor(record: Pick<CaseRecord, 'nextTransitionAt'>, now: Date, defaultSeconds = 5): number {
  if (!record.nextTransitionAt) return defaultSeconds;
  const remaining = Math.ceil((record.nextTransitionAt.getTime() - now.getTime()) / 1000);
  return Math.min(defaultSeconds, Math.max(1, remaining));
}
