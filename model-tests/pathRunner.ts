// Runs generated paths against the real chart and collects what they reached from the inspection stream.
// Shared by journey.test.ts and coverage.ts, so the test and the report see the same runs.
import {
  type AnyActorLogic,
  type AnyTransitionDefinition,
  createActor,
  fromPromise,
  type InspectionEvent,
  isMachineSnapshot,
} from 'xstate';
import { actorContracts } from '../machines/actorContracts';
import { inactivityTimer } from '../machines/inactivity';
import { journeyMachine } from '../machines/journey';
import type { JourneyInput } from '../machines/journeyTypes';
import { stateNodesOf, transitionId, transitionsOf } from './chartInventory';
import {
  ACTOR_OUTPUTS,
  asChartEvent,
  type GeneratedPath,
  type JourneySnapshot,
  type ModelEvent,
  serializeState,
} from './journeyModel';

/** About eleven days: below setTimeout's 2^31-1 ms ceiling, so no timer fires while a path runs. */
const VERY_LONG = 1_000_000_000;

function neverSettling<T extends Record<string, AnyActorLogic>>(actors: T): T {
  const stub = () => fromPromise(() => new Promise<never>(() => {}));
  return Object.fromEntries(Object.keys(actors).map((name) => [name, stub()])) as T;
}

/**
 * The production chart with stub actors that never settle and every named delay very long: each done, error and
 * timer event of a path is sent by the runner, so nothing depends on the wall clock.
 */
export const chartUnderTest = journeyMachine.provide({
  actors: neverSettling({ ...actorContracts, inactivityTimer }),
  delays: Object.fromEntries(Object.keys(journeyMachine.implementations.delays).map((name) => [name, VERY_LONG])),
});

export interface Coverage {
  /** Ids of the state nodes that were active (or, for a history node, targeted). */
  states: Set<string>;
  /** `transitionId`s of the transitions taken. */
  transitions: Set<string>;
}

export function emptyCoverage(): Coverage {
  return { states: new Set(), transitions: new Set() };
}

function record(coverage: Coverage, event: InspectionEvent) {
  if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return;
  if (!isMachineSnapshot(event.snapshot)) return;
  // Microstep snapshots matter: transient states (those left by an `always` at once) never reach @xstate.snapshot.
  for (const node of event.snapshot._nodes) if (node.parent) coverage.states.add(node.id);
  if (event.type !== '@xstate.microstep') return;
  for (const transition of event._transitions as AnyTransitionDefinition[]) {
    coverage.transitions.add(transitionId(transition));
    for (const target of transition.target ?? []) if (target.type === 'history') coverage.states.add(target.id);
  }
}

export class PathMismatch extends Error {}

/**
 * Starts the chart under test with `input`, sends `events` one by one and returns the actor's snapshot after the
 * start and after each event; `check` sees each snapshot as it comes. Actor errors are thrown, never swallowed.
 */
export function runEvents(
  input: JourneyInput,
  events: readonly ModelEvent[],
  coverage: Coverage = emptyCoverage(),
  check: (snapshot: JourneySnapshot, index: number) => void = () => {},
): JourneySnapshot[] {
  const actor = createActor(chartUnderTest, { input, inspect: (event) => record(coverage, event) });
  let failure: unknown;
  actor.subscribe({ error: (error) => (failure = error) });
  const snapshots: JourneySnapshot[] = [];
  const observe = () => {
    if (failure !== undefined) throw new Error(`the journey actor failed: ${String(failure)}`);
    const snapshot = actor.getSnapshot();
    check(snapshot, snapshots.length);
    snapshots.push(snapshot);
  };
  try {
    actor.start();
    observe();
    for (const event of events) {
      actor.send(asChartEvent(event));
      observe();
    }
  } finally {
    actor.stop();
  }
  return snapshots;
}

/**
 * Runs one generated path against the chart and checks, after the start and after each event, that the actor's
 * model key (state value and the context the guards read) is the path's. Returns the actor's snapshots; throws a
 * `PathMismatch` naming the first step that went elsewhere.
 */
export function runPath(path: GeneratedPath, coverage: Coverage = emptyCoverage()): JourneySnapshot[] {
  const events = path.steps.slice(1).map((step) => step.event);
  return runEvents(path.entry.input, events, coverage, (snapshot, index) => {
    const step = path.steps[index];
    const expected = step ? serializeState(step.state) : '(no step)';
    const got = serializeState(snapshot);
    if (got === expected) return;
    const at = index === 0 || !step ? 'the start' : `step ${index} (${eventLabel(step.event)})`;
    throw new PathMismatch(`${pathName(path)}\nwent elsewhere at ${at}\nexpected ${expected}\ngot      ${got}`);
  });
}

// ---------------------------------------------------------------- names

export function eventLabel(event: ModelEvent): string {
  const [, kind, actorOrDelay = ''] = event.type.split('.');
  if (event.type.startsWith('xstate.done.actor.') && 'output' in event) {
    const id = event.type.slice('xstate.done.actor.'.length);
    const outputs = ACTOR_OUTPUTS[id] ?? [];
    const label = outputs.length > 1 ? outputs.find((output) => output.output === event.output)?.label : undefined;
    return `${id}✓${label ? `(${label})` : ''}`;
  }
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice('xstate.error.actor.'.length)}✗`;
  if (kind === 'after') return `⏱${actorOrDelay}`;
  switch (event.type) {
    case 'ELIGIBILITY_ANSWERED':
      if (event.isExistingCustomer === 'Yes') return 'EXISTING_CUSTOMER';
      return Object.values(event.answers).every((answer) => answer === 'Yes') ? 'ELIGIBLE' : 'NOT_ELIGIBLE';
    case 'NAVIGATE':
      return `NAVIGATE ${event.path}`;
    case 'EDIT_SECTION':
      return `EDIT_SECTION ${event.link.startsWith('WEB-PERSONAL') ? 'personal' : 'employment'}`;
    default:
      return event.type;
  }
}

/** The atomic states, without the chart's id and without idle side regions: `personalDetails.editing+sync.idle`. */
export function stateLabel(snapshot: JourneySnapshot): string {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id.replace(/^journey\.(capture\.(screen\.)?)?/, ''))
    .filter((label) => label !== 'lookup.idle')
    .join('+');
}

export function pathName(path: GeneratedPath): string {
  const last = path.steps[path.steps.length - 1];
  const events = path.steps.slice(1).map((step) => eventLabel(step.event));
  return `${last ? stateLabel(last.state) : '?'} ← ${events.join(' › ') || '(start)'}`;
}

// ---------------------------------------------------------------- the report

export interface CoverageReport {
  states: { covered: number; total: number; uncovered: string[] };
  transitions: { covered: number; total: number; uncovered: string[] };
}

/** Coverage against the chart as it stands (chartInventory.ts says how states and transitions are counted). */
export function coverageReport(coverage: Coverage): CoverageReport {
  const states = stateNodesOf(journeyMachine).map((node) => node.id);
  const transitions = transitionsOf(journeyMachine).map(transitionId);
  const uncoveredStates = states.filter((id) => !coverage.states.has(id));
  const uncoveredTransitions = transitions.filter((id) => !coverage.transitions.has(id));
  return {
    states: { covered: states.length - uncoveredStates.length, total: states.length, uncovered: uncoveredStates },
    transitions: {
      covered: transitions.length - uncoveredTransitions.length,
      total: transitions.length,
      uncovered: uncoveredTransitions,
    },
  };
}
