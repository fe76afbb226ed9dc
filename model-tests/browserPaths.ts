// The generated paths the browser suite drives (issue 14, "Generated paths in the browser"): from the paths of
// journeyModel.ts, those (or their longest prefixes) that a tester's browser can take on the real platform, and of
// them a small set chosen by greedy set cover over the chart's transitions, the most new transitions per second
// first. `npm run coverage:paths` writes the selection to e2e/generatedPaths.json, which e2e/generatedPaths.spec.ts
// runs; generatedPaths.test.ts checks that the file is what the chart gives today.
import type { AnyStateNode } from 'xstate';
import {
  BROWSER_ENTRIES,
  DRIVABLE_EVENTS,
  type DrivableEvent,
  FINAL_POLLING_ACTORS,
  LONG_RUNNING_ACTORS,
  PLATFORM_OUTCOMES,
  SCENARIO_OUTCOMES,
} from '../e2e/support/pathEvents';
import type { StateMeta } from '../machines/journeyTypes';
import type { GeneratedModel, GeneratedPath, JourneySnapshot, ModelEvent } from './journeyModel';
import { type Coverage, emptyCoverage, eventLabel, runEvents } from './pathRunner';

/** What the browser must show in a state (its meta, machines/): the URL path, the screen (its heading), the modal. */
export interface ExpectedView {
  route: string;
  screen: string;
  modal?: string;
}

/** One browser step: the UI action (none for the page load), the platform's answers it waits for, what it shows. */
export interface BrowserStep {
  /** The model event's label (pathRunner.ts eventLabel), e.g. `ELIGIBLE`, `CONTINUE`; `open` for the page load. */
  label: string;
  action?: DrivableEvent;
  /** The screen the action is taken on (the form it fills). */
  on?: string;
  /** The actor outcomes that follow on their own, from the real platform. */
  outcomes: string[];
  expect: ExpectedView;
}

export interface BrowserPath {
  name: string;
  entry: string;
  url: string;
  steps: BrowserStep[];
  /** The last name of a sandbox scenario (content/scenarios.ts) typed on step 1, when the path needs its outcome. */
  lastName?: string;
  /** The model events, for the report. */
  events: string[];
  /** transitionIds and state node ids the path takes on the chart. */
  transitions: string[];
  states: string[];
  /** Estimated seconds in the browser (the greedy choice's cost). */
  cost: number;
}

/** Default number of browser paths; GENERATED_PATHS_MAX raises (or lowers) it. */
export const DEFAULT_MAX_PATHS = 12;

export function maxPaths(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.GENERATED_PATHS_MAX);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_PATHS;
}

const isDrivable = (type: string): type is DrivableEvent => Object.hasOwn(DRIVABLE_EVENTS, type);

/** The view of a snapshot as the app picks it (src/journeyActor.tsx screenMetaOf, selectModal). */
export function viewOf(snapshot: JourneySnapshot): ExpectedView | undefined {
  let view: ExpectedView | undefined;
  let modal: string | undefined;
  for (const meta of Object.values(snapshot.getMeta()) as StateMeta[]) {
    if (meta && typeof meta.screen === 'string' && typeof meta.route === 'string')
      view = { route: meta.route, screen: meta.screen };
    if (meta && 'modal' in meta) modal = meta.modal;
  }
  return view && (modal ? { ...view, modal } : view);
}

/** A state the browser stays in until the applicant acts: no call in flight (the page would move on by itself). */
function settled(snapshot: JourneySnapshot, allowed: readonly string[] = LONG_RUNNING_ACTORS): boolean {
  if (snapshot.status !== 'active') return false;
  const running = snapshot._nodes.flatMap((node: AnyStateNode) => node.invoke.map((invoke) => invoke.id));
  return running.every((id: string) => allowed.includes(id));
}
const FINAL_ALLOWED = [...LONG_RUNNING_ACTORS, ...FINAL_POLLING_ACTORS];

function browserUrl(path: GeneratedPath): string | undefined {
  if (!BROWSER_ENTRIES.includes(path.entry.name) || path.entry.input.persisted) return undefined;
  const { pathname, search, hash } = path.entry.input.location;
  return `${pathname}${search}${hash}`;
}

const SCREEN_WORDS: Record<string, string> = {
  personalDetails: 'step 1',
  employmentDetails: 'step 2',
  notFound: 'not found',
  notAvailable: 'not available',
  callUs: 'call us',
};

/**
 * The longest prefix of a generated path that the browser can take: from a URL entry, through drivable events and
 * the platform's ordinary outcomes, ending on a settled state with a view. Undefined when not even the page load is.
 */
export function browserPrefix(path: GeneratedPath): Omit<BrowserPath, 'name' | 'transitions' | 'states'> | undefined {
  const url = browserUrl(path);
  if (!url) return undefined;
  const steps: BrowserStep[] = [];
  let current: BrowserStep = { label: 'open', outcomes: [], expect: { route: '', screen: '' } };
  let kept: BrowserStep[] = [];
  let keptEvents = 0;
  /** Set when the last kept state is only a final one (a poll in flight): no action may follow it. */
  let finalOnly = false;
  let scenario: string | undefined;
  let keptScenario: string | undefined;
  const closeAt = (state: JourneySnapshot, index: number) => {
    const view = viewOf(state);
    if (!view || !settled(state, FINAL_ALLOWED)) return;
    current.expect = view;
    kept = [...steps, { ...current, outcomes: [...current.outcomes] }];
    keptEvents = index;
    finalOnly = !settled(state);
    keptScenario = scenario;
  };
  const first = path.steps[0];
  if (!first) return undefined;
  closeAt(first.state, 0);
  for (let index = 1; index < path.steps.length; index += 1) {
    const step = path.steps[index];
    if (!step) break;
    const label = eventLabel(step.event);
    if (step.event.type.startsWith('xstate.')) {
      const forced = SCENARIO_OUTCOMES[label];
      if (forced && (scenario ?? forced) === forced) scenario = forced;
      else if (!PLATFORM_OUTCOMES.includes(label)) break;
      current.outcomes.push(label);
    } else {
      if (!isDrivable(step.event.type)) break;
      // the action starts from the last settled view: the page must have settled before the applicant acts
      if (kept.length !== steps.length + 1 || finalOnly) break;
      steps.push(kept[kept.length - 1] as BrowserStep);
      current = { label, action: step.event.type, on: current.expect.screen, outcomes: [], expect: current.expect };
    }
    closeAt(step.state, index);
  }
  if (kept.length === 0) return undefined;
  const events = path.steps.slice(1, keptEvents + 1).map((step) => eventLabel(step.event));
  const cost = costOf(kept) + (keptScenario ? SCENARIO_SECONDS : 0);
  return {
    entry: path.entry.name,
    url,
    steps: kept,
    events,
    cost,
    ...(keptScenario ? { lastName: keptScenario } : {}),
  };
}

/** The sandbox keeps a case in processing, then the page polls (e2e/support/timings.ts): about this long. */
const SCENARIO_SECONDS = 4;

/** Seconds a step takes in the browser on a quiet 2-core machine (measured roughly on the e2e specs). */
function costOf(steps: BrowserStep[]): number {
  let seconds = 1.5;
  for (const step of steps) {
    if (step.action === 'FORM_CHANGED' || step.action === 'CONTINUE') seconds += 2.5;
    else if (step.action) seconds += 1;
    seconds += 0.3 * step.outcomes.length;
  }
  return seconds;
}

function modelEventsOf(path: GeneratedPath, count: number): ModelEvent[] {
  return path.steps.slice(1, count + 1).map((step) => step.event);
}

/**
 * Every browser-drivable prefix of the model's paths (one per distinct event sequence), with the transitions and
 * states it takes on the chart, then a greedy set cover: each round takes the path with the most transitions not yet
 * taken per estimated second (ties: the first in entry and event order), until nothing new: `ranked`; `selected`
 * is its first `max`, what the browser suite runs by default.
 */
export function selectBrowserPaths(
  model: GeneratedModel,
  max = maxPaths(),
): { selected: BrowserPath[]; ranked: BrowserPath[]; eligible: number; ineligible: number } {
  const candidates = new Map<string, BrowserPath>();
  let ineligible = 0;
  for (const path of model.paths) {
    const prefix = browserPrefix(path);
    if (!prefix) {
      ineligible += 1;
      continue;
    }
    if (prefix.events.length < path.steps.length - 1) ineligible += 1;
    const key = `${prefix.url}\n${prefix.events.join('\n')}`;
    if (candidates.has(key)) continue;
    const coverage: Coverage = emptyCoverage();
    runEvents(path.entry.input, modelEventsOf(path, prefix.events.length), coverage);
    candidates.set(key, {
      ...prefix,
      name: '',
      transitions: [...coverage.transitions].sort(),
      states: [...coverage.states].sort(),
    });
  }
  const pool = [...candidates.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  const covered = new Set<string>();
  const selected: BrowserPath[] = [];
  // ranked to the end (every path that adds a transition), so GENERATED_PATHS_MAX can raise the count at test time
  while (true) {
    let best: { path: BrowserPath; gain: number } | undefined;
    for (const path of pool) {
      const gain = path.transitions.filter((id) => !covered.has(id)).length;
      if (gain === 0) continue;
      if (!best || gain / path.cost > best.gain / best.path.cost + 1e-9) best = { path, gain };
    }
    if (!best) break;
    for (const id of best.path.transitions) covered.add(id);
    selected.push(best.path);
  }
  selected.forEach((path, index) => {
    const screens = path.steps.map((step) => SCREEN_WORDS[step.expect.screen] ?? step.expect.screen);
    path.name = `generated path ${index + 1}: ${screens.join(' → ')}${path.lastName ? ` (last name ${path.lastName})` : ''}`;
  });
  return { selected: selected.slice(0, max), ranked: selected, eligible: pool.length, ineligible };
}

function keyOf(path: BrowserPath): string {
  return `${path.entry}\n${path.events.join('\n')}`;
}

/** What e2e/generatedPaths.spec.ts reads: the selection, without the chart-side bookkeeping. */
export interface BrowserPathFile {
  comment: string;
  /** How many of `paths` (ranked best first) the spec runs unless GENERATED_PATHS_MAX says otherwise. */
  max: number;
  paths: Pick<BrowserPath, 'name' | 'entry' | 'url' | 'events' | 'steps' | 'lastName'>[];
}

export const BROWSER_PATH_FILE = 'e2e/generatedPaths.json';

export function browserPathFile(selected: BrowserPath[], max: number): BrowserPathFile {
  return {
    comment:
      'Written by `npm run coverage:paths` (model-tests/browserPaths.ts) from the production chart; run by e2e/generatedPaths.spec.ts. Do not edit.',
    max,
    paths: selected.map(({ name, entry, url, events, steps, lastName }) => ({
      name,
      entry,
      url,
      events,
      steps,
      ...(lastName ? { lastName } : {}),
    })),
  };
}
