// The typed building blocks of a region's own guards and actions (ARCHITECTURE "The statechart"): each region of the
// chart declares its logic in `<region>.logic.ts` with these, and setup.ts composes them into the one `setup()`.
import { assign } from 'xstate';
import type { JourneyError } from './actorContracts';
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
