// The typed building blocks of a region's own guards and actions (ARCHITECTURE "The statechart"): each region of the
// chart declares its logic in `<region>.logic.ts` with these, and setup.ts composes them into the one `setup()`.
import { assign, type OutputFrom } from 'xstate';
import type { ApplicationForm } from '../contract/applicationForm';
import type { CaseRef, JourneyActors, JourneyError, SaveCaseInput } from './actorContracts';
import type { JourneyContext, JourneyEvent } from './journeyTypes';

/** What a guard or an action of the journey receives. */
export interface JourneyArgs {
  context: JourneyContext;
  event: JourneyEvent;
}

/** A named, pure guard of the journey chart. */
export type JourneyGuard<Params = undefined> = (args: JourneyArgs, params: Params) => boolean;

/** An assign action of the journey chart: what it returns is merged into the context. */
export function journeyAssign<Params = undefined>(
  update: (args: JourneyArgs, params: Params) => Partial<JourneyContext>,
) {
  return assign<JourneyContext, JourneyEvent, Params, JourneyEvent, never>(update);
}

/** The JourneyError an event carries: SAVE_FAILED's, or an actor's error event's. */
export function errorOf(event: JourneyEvent | { type: string; error?: unknown }): JourneyError | undefined {
  if (event.type === 'SAVE_FAILED' && 'error' in event) return event.error as JourneyError;
  if ('error' in event && event.error && typeof event.error === 'object' && 'code' in event.error) {
    return event.error as JourneyError;
  }
  return undefined;
}

/** The name of an actor the chart invokes; every invoke's id is its actor's name. */
export type ActorId = keyof JourneyActors;

/** What an actor returns, as its contract (machines/actorContracts.ts) declares it. */
export type ActorOutput<Id extends ActorId> = OutputFrom<JourneyActors[Id]>;

/** The output of a done event of one of the named actors (`xstate.done.actor.<id>`), else undefined. */
export function outputOf<Id extends ActorId>(event: { type: string }, ...actors: Id[]): ActorOutput<Id> | undefined {
  const done = event as { type: string; output?: ActorOutput<Id> };
  return actors.some((actor) => done.type === `xstate.done.actor.${actor}`) ? done.output : undefined;
}

/** Whatever an actor failed with, as a JourneyError. */
export function asJourneyError(error: unknown, source: string): JourneyError {
  if (error && typeof error === 'object' && 'code' in error && 'source' in error) return error as JourneyError;
  return { source, code: 'unexpected', status: 0, message: error instanceof Error ? error.message : String(error) };
}

/** The form with one more task of doc 2 §3.1 completedTasks. */
export function withTask(form: ApplicationForm, task: string): ApplicationForm {
  const tasks = form.completedTasks ?? [];
  return tasks.includes(task) ? form : { ...form, completedTasks: [...tasks, task] };
}

/** The case address every case call needs. */
export function caseRef(context: JourneyContext): CaseRef {
  return {
    bankId: context.bankId,
    productType: context.productType,
    subType: context.subType,
    caseId: context.caseId ?? '',
  };
}

export function saveInput(context: JourneyContext): SaveCaseInput {
  return {
    bankId: context.bankId,
    productType: context.productType,
    subType: context.subType,
    caseId: context.caseId,
    form: context.form,
  };
}
