// The generated paths the browser suite drives (issue 14, "Generated paths in the browser"): the paths of the
// browser's model of the chart (browserModel.ts: only the applicant's events the UI sends and the outcomes the real
// sandbox gives a persona), cut into browser steps (a UI action, the platform's answers, the view it ends on), and of
// them a set chosen by greedy set cover over the chart's transitions, the most new transitions per second first.
// `npm run coverage:paths` writes the ranking to e2e/generatedPaths.json with how many fit the time budget;
// e2e/generatedPaths.spec.ts runs them; browserPaths.test.ts checks that the file is what the chart gives today.
import {
  type DrivableEvent,
  LOGIN_APP_ENTRIES,
  PERSONAS,
  type Persona,
  SEEDED_JOINT_ENTRY,
  SEEDED_REVIEW_ENTRY,
  WAIT_SECONDS,
} from '../e2e/support/pathEvents';
import { INACTIVITY_ACTION_SECONDS } from '../e2e/support/pathEvents/entry';
import type { ArmedFault } from '../e2e/support/pathEvents/faults';
import { JOINT_AUTHENTICATION_BROWSER_EVENTS } from '../e2e/support/pathEvents/jointAuthentication';
import { SEEDED_JOINT_SECOND_ENTRY } from '../e2e/support/pathEvents/jointPaths';
import { LOGIN_APP_REDIRECT_BROWSER_EVENTS } from '../e2e/support/pathEvents/loginAppRedirect';
import { REGISTRATION_APP_RETURN } from '../e2e/support/pathEvents/registration';
import { SEEDED_REVIEW_WITHOUT_LETTER_CODE_ENTRY } from '../e2e/support/pathEvents/returns';
import { SEEDED_CASH_ISA_ENTRY, TRANSFER_APP_RETURN } from '../e2e/support/pathEvents/transfer';
import type { JourneyInput } from '../machines/journeyTypes';
import {
  actsWhileSaving,
  type BrowserEvent,
  type BrowserModel,
  type BrowserModelPath,
  type ExpectedView,
  entryBrowserModel,
  generateBrowserModel,
  isHeldPage,
  isOtherDevice,
  isRestart,
  type LazyBrowserModel,
  settled,
  stepLabel,
  viewOf,
} from './browserModel';
import type { Entry, JourneySnapshot, ModelEvent } from './journeyModel';
import { type Coverage, emptyCoverage, runEvents } from './pathRunner';

export type { ExpectedView };
export { viewOf };

/** One browser step: the UI action (none for the page load), the platform's answers that follow, what it shows. */
export interface BrowserStep {
  /** The model event's label (browserModel.ts stepLabel), e.g. `ELIGIBLE`, `NAVIGATE /nope`; `open` for the load. */
  label: string;
  action?: DrivableEvent;
  /** The event's payload where the UI needs it (the path of a NAVIGATE, the section of an EDIT_SECTION). */
  payload?: Record<string, string>;
  /** The screen the action is taken on. */
  on?: string;
  /** The outcomes that follow on their own, from the real platform and the timers (labels). */
  outcomes: string[];
  expect: ExpectedView;
}

export interface BrowserPath {
  name: string;
  entry: string;
  url: string;
  steps: BrowserStep[];
  /** The persona the browser plays (e2e/support/pathEvents.ts PERSONAS). */
  persona: string;
  /** The last name of a sandbox scenario (content/scenarios.ts) typed on step 1, when the persona has one. */
  lastName?: string;
  /** The seeded customer who logs in, when the persona is one. */
  username?: string;
  /** The case seeded at review asks for no overdraft (Persona noOverdraft). */
  noOverdraft?: true;
  /** How many offer reads of the seeded case the sandbox refuses first (Persona offerUnauthorised). */
  offerUnauthorised?: number;
  /** How many passcode texts to the customer the sandbox fails first (Persona smsFailing). */
  smsFailing?: number;
  /** The page's clock before the app loads (Persona clock). */
  clock?: string;
  /** The sandbox serves the browser autosave off (Persona autosaveOff). */
  autosaveOff?: true;
  /** The fault switch armed on the seeded case before the first action (Persona faults). */
  faults?: readonly ArmedFault[];
  /** The task the seeded case's next polls answer, one the app does not know (Persona unknownTask). */
  unknownTask?: { task: string; times: number };
  /**
   * `loginApp`: the URL opens the sandbox's login app, where the customer logs in before the app starts.
   * `seededReview`: the platform's own calls put the case at review, then the tab opens there (e2e/support/seededCase.ts).
   * `seededJointWaiting`: they create and submit a joint case's first part, the tab opens on /joint/next.
   * `seededCashIsa`: a cash ISA's case put at review, the tab opened with the transfer feature on (its link's).
   * `seededJointSecondWaiting`: a joint case's second part submitted, its first not, the second's tab on /joint/next.
   */
  through?: 'loginApp' | 'seededReview' | 'seededJointWaiting' | 'seededCashIsa' | 'seededJointSecondWaiting';
  /** The model events, for the report. */
  events: string[];
  /** transitionIds and state node ids the path takes on the chart. */
  transitions: string[];
  states: string[];
  /** Estimated seconds in the browser (the greedy choice's cost). */
  cost: number;
}

/**
 * The browser suite's time budget (issue 14: the generated spec runs in 4 minutes with 2 workers, beside the other
 * specs in CI): the ranked paths run while their estimated seconds add up to no more than this. Measured on the
 * shared 2-core machine, a path takes about 1.6 times its estimate (more under heavy load), so 240 estimated seconds
 * are about 400 s of test time, 2 workers, under 4 minutes.
 */
export const BUDGET_SECONDS = 240;

/** GENERATED_PATHS_MAX, when set, picks how many of the ranked paths run instead of the budget. */
export function maxPaths(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = Number(env.GENERATED_PATHS_MAX);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Capabilities the budgeted suite always drives, whatever the ranking finds cheaper for their transitions: the hand-off
 * to the transfer app and the return through /continue with every page asserted (model-tests/browserTransfer.test.ts).
 * Each takes its cheapest path without a fault, ranked ahead of the greedy choice. (A path that covers the same
 * transitions with a refusal on top ranks higher and would leave the plain round trip past the budget.)
 */
const PINNED: readonly ((path: BrowserPath) => boolean)[] = [
  (path) => path.through === 'seededCashIsa' && path.events.includes(TRANSFER_APP_RETURN) && !path.faults?.length,
];

/** How many of the ranked paths fit the budget. */
export function withinBudget(ranked: readonly BrowserPath[], budget = BUDGET_SECONDS): number {
  let total = 0;
  let count = 0;
  for (const path of ranked) {
    total += path.cost;
    if (total > budget) break;
    count += 1;
  }
  return count;
}

const isUserEvent = (event: BrowserEvent) => !event.type.startsWith('xstate.');

/** What the UI needs of an event besides its type: which path to go to, which section to change. */
function payloadOf(event: BrowserEvent): Record<string, string> | undefined {
  if (event.type === 'NAVIGATE') return { path: event.path };
  if (event.type === 'EDIT_SECTION') return { link: event.link };
  if (event.type === 'JOINT_OTHER_PERSON_PRESENT_ANSWERED' || event.type === 'JOINT_EXISTING_CUSTOMER_ANSWERED')
    return { answer: event.answer };
  if (event.type === 'TRANSFER_ANSWERED') return { answer: event.answer };
  // the registration app's return address (pathEvents/registration.ts), the case id the browser's own
  if (event.type === REGISTRATION_APP_RETURN && 'input' in event)
    return { path: `${event.input.location.pathname}${event.input.location.search}` };
  return undefined;
}

const SCREEN_WORDS: Record<string, string> = {
  personalDetails: 'step 1',
  employmentDetails: 'step 2',
  notFound: 'not found',
  notAvailable: 'not available',
  callUs: 'call us',
  accountOpened: 'account opened',
  letterCode: 'letter code',
  jointWaiting: 'joint waiting',
};

const JOINT_LOGIN_APP_RETURNS: readonly string[] = [
  ...Object.keys(JOINT_AUTHENTICATION_BROWSER_EVENTS),
  ...Object.keys(LOGIN_APP_REDIRECT_BROWSER_EVENTS),
];

/** Seconds a step takes in the browser on a quiet 2-core machine (measured on the e2e specs), timers included. */
function costOf(steps: BrowserStep[], through: BrowserPath['through']): number {
  // the login app's pages: the username, then the challenges; the seeded case: two platform calls, two page loads
  let seconds = through === 'loginApp' ? 4.5 : through?.startsWith('seeded') ? 3 : 1.5;
  for (const step of steps) {
    if (step.action === 'FORM_CHANGED' || step.action === 'CONTINUE' || step.action === 'SUBMIT') seconds += 2.5;
    // the login app's pages (the username, then the challenges), as a path through the login app starts
    else if (JOINT_LOGIN_APP_RETURNS.includes(step.action ?? '')) seconds += 4.5;
    else if (step.action) seconds += INACTIVITY_ACTION_SECONDS[step.action] ?? 0.8;
    for (const outcome of step.outcomes) seconds += WAIT_SECONDS[outcome] ?? 0.3;
  }
  return seconds;
}

/**
 * A model path as browser steps: cut at each applicant's event; each step ends on the settled page before the next
 * event (or, for the last, on the last page the path settles on). Undefined when no page is shown at all.
 */
export function browserStepsOf(path: BrowserModelPath): { steps: BrowserStep[]; events: BrowserEvent[] } | undefined {
  const states = path.steps.map((step) => step.state);
  let end = states.length - 1;
  while (end >= 0 && !settled(states[end] as JourneySnapshot)) end -= 1;
  if (end < 0) return undefined;
  const events = path.steps.slice(1, end + 1).map((step) => step.event);
  const steps: BrowserStep[] = [];
  let current: BrowserStep = { label: 'open', outcomes: [], expect: { route: '', screen: '' } };
  let lastView: ExpectedView | undefined;
  // a persona whose saves the platform holds acts on a page whose save is out (browserModel.ts isHeldPage)
  const holds = actsWhileSaving(path.personas);
  const close = (index: number, beforeAction = false) => {
    const state = states[index] as JourneySnapshot;
    const view = viewOf(state);
    if (!view || !(settled(state) || (beforeAction && holds && isHeldPage(state)))) return false;
    current.expect = view;
    steps.push(current);
    lastView = view;
    return true;
  };
  for (let index = 1; index <= end; index += 1) {
    const event = path.steps[index]?.event as BrowserEvent;
    if (isUserEvent(event)) {
      // the page before an applicant's event is settled (browserModel.ts takes them only there), or its save is held
      // for the persona, which the action waits to see go out (payload `whileSaving`)
      if (!close(index - 1, true)) return undefined;
      const held = !settled(states[index - 1] as JourneySnapshot);
      const payload = { ...payloadOf(event), ...(held ? { whileSaving: 'save' } : {}) };
      current = {
        label: stepLabel(event),
        action: event.type as DrivableEvent,
        ...(Object.keys(payload).length > 0 ? { payload } : {}),
        on: lastView?.screen,
        outcomes: [],
        expect: { route: '', screen: '' },
      };
    } else current.outcomes.push(stepLabel(event));
  }
  if (!close(end)) return undefined;
  return { steps, events };
}

/** Runs a browser path's events on the chart: a reload starts the chart again with what the tab kept. */
export function runBrowserEvents(input: JourneyInput, events: readonly BrowserEvent[], coverage: Coverage) {
  let current = input;
  let segment: ModelEvent[] = [];
  for (const event of events) {
    // another device's action is no event of this tab's chart
    if (isOtherDevice(event)) continue;
    if (!isRestart(event)) segment.push(event);
    else {
      runEvents(current, segment, coverage);
      current = event.input;
      segment = [];
    }
  }
  runEvents(current, segment, coverage);
}

function browserUrl(path: BrowserModelPath, persona: Persona): string {
  const viaLoginApp = LOGIN_APP_ENTRIES[path.entry.name];
  if (viaLoginApp) return persona.loginAppScope ? `${viaLoginApp}&scope=${persona.loginAppScope}` : viaLoginApp;
  const { pathname, search, hash } = path.entry.input.location;
  return `${pathname}${search}${hash}`;
}

/** The browser paths of a model's paths, by key (URL, persona, events), the first path of each key kept. */
function candidatesOf(paths: readonly BrowserModelPath[]): Map<string, BrowserPath> {
  const candidates = new Map<string, BrowserPath>();
  for (const path of paths) {
    const cut = browserStepsOf(path);
    if (!cut) continue;
    const persona = PERSONAS[path.personas[0] ?? 0];
    if (!persona) continue;
    const url = browserUrl(path, persona);
    const labels = cut.events.map(stepLabel);
    const key = `${url}\n${persona.name}\n${labels.join('\n')}`;
    if (candidates.has(key)) continue;
    const through = Object.hasOwn(LOGIN_APP_ENTRIES, path.entry.name)
      ? ('loginApp' as const)
      : path.entry.name === SEEDED_REVIEW_ENTRY || path.entry.name === SEEDED_REVIEW_WITHOUT_LETTER_CODE_ENTRY
        ? ('seededReview' as const)
        : path.entry.name === SEEDED_JOINT_ENTRY
          ? ('seededJointWaiting' as const)
          : path.entry.name === SEEDED_CASH_ISA_ENTRY
            ? ('seededCashIsa' as const)
            : path.entry.name === SEEDED_JOINT_SECOND_ENTRY
              ? ('seededJointSecondWaiting' as const)
              : undefined;
    const coverage: Coverage = emptyCoverage();
    runBrowserEvents(path.entry.input, cut.events, coverage);
    candidates.set(key, {
      name: '',
      entry: path.entry.name,
      url,
      steps: cut.steps,
      persona: persona.name,
      ...(persona.lastName ? { lastName: persona.lastName } : {}),
      ...(persona.username ? { username: persona.username } : {}),
      ...(persona.noOverdraft ? { noOverdraft: true as const } : {}),
      ...(persona.offerUnauthorised ? { offerUnauthorised: persona.offerUnauthorised } : {}),
      ...(persona.smsFailing ? { smsFailing: persona.smsFailing } : {}),
      ...(persona.faults ? { faults: persona.faults } : {}),
      ...(persona.unknownTask ? { unknownTask: persona.unknownTask } : {}),
      ...(persona.clock ? { clock: persona.clock } : {}),
      ...(persona.autosaveOff ? { autosaveOff: true as const } : {}),
      ...(through ? { through } : {}),
      events: labels,
      transitions: [...coverage.transitions].sort(),
      states: [...coverage.states].sort(),
      cost: costOf(cut.steps, through),
    });
  }
  return candidates;
}

/** An entry's browser paths and model states, for selectBrowserPaths. */
interface EntryCandidates {
  candidates: Map<string, BrowserPath>;
  states: number;
}

/**
 * Each entry's browser paths, kept for the process: the model tests rank the same entries again and again (the area
 * files each rank a few of them, browserPaths.test.ts all of them), and an entry's paths are its own (its model is
 * explored apart, browserModel.ts entryBrowserModel), so they are built once per entry and process (the model
 * project shares one process between its files, vitest.config.ts). Keyed by the whole entry, its input included.
 */
const entryCandidates = new Map<string, EntryCandidates>();
function candidatesOfEntry(entry: Entry): EntryCandidates {
  const key = `${entry.name}\n${JSON.stringify(entry.input)}`;
  let found = entryCandidates.get(key);
  if (!found) {
    const model = entryBrowserModel(entry);
    found = { candidates: candidatesOf(model.paths), states: model.states };
    entryCandidates.set(key, found);
  }
  return found;
}

/**
 * Every path of the browser model as browser steps (one per distinct URL, persona and event sequence), with the
 * transitions and states it takes on the chart, then a greedy set cover: each round takes the path with the most
 * transitions not yet taken per estimated second (ties: the first in entry and event order), until nothing new;
 * then the paths made redundant by later picks are dropped, the costliest first.
 */
export function selectBrowserPaths(model: BrowserModel | LazyBrowserModel = generateBrowserModel()): {
  ranked: BrowserPath[];
  eligible: number;
  modelStates: number;
  /** Every transition some browser path takes. */
  reachable: string[];
} {
  // a model of entries is ranked from their kept browser paths (without building it); any other from its own paths
  const parts =
    'entries' in model
      ? model.entries.map(candidatesOfEntry)
      : [{ candidates: candidatesOf(model.paths), states: model.states }];
  const candidates = new Map<string, BrowserPath>();
  for (const part of parts)
    for (const [key, path] of part.candidates) if (!candidates.has(key)) candidates.set(key, path);
  const modelStates = parts.reduce((sum, part) => sum + part.states, 0);
  const keys = new Map<BrowserPath, string>([...candidates.values()].map((path) => [path, keyOf(path)]));
  const poolKey = (path: BrowserPath) => keys.get(path) as string;
  const pool = [...candidates.values()].sort((a, b) => poolKey(a).localeCompare(poolKey(b)));
  // each path's transitions not yet covered, counted down as they are (which paths take a transition: `takenBy`)
  const gains = pool.map((path) => path.transitions.length);
  const takenBy = new Map<string, number[]>();
  pool.forEach((path, index) => {
    for (const id of path.transitions) {
      const takers = takenBy.get(id);
      if (takers) takers.push(index);
      else takenBy.set(id, [index]);
    }
  });
  const covered = new Set<string>();
  const cover = (path: BrowserPath) => {
    for (const id of path.transitions) {
      if (covered.has(id)) continue;
      covered.add(id);
      for (const index of takenBy.get(id) ?? []) gains[index] = (gains[index] as number) - 1;
    }
  };
  const ranked: BrowserPath[] = [];
  // each pinned capability's cheapest path first, so the budgeted suite drives it however the greedy ranks the rest
  const pinned = new Set<BrowserPath>();
  for (const capability of PINNED) {
    const cheapest = pool.filter(capability).sort((a, b) => a.cost - b.cost || poolKey(a).localeCompare(poolKey(b)))[0];
    if (!cheapest || pinned.has(cheapest)) continue;
    pinned.add(cheapest);
    cover(cheapest);
    ranked.push(cheapest);
  }
  while (true) {
    let best: { path: BrowserPath; gain: number } | undefined;
    pool.forEach((path, index) => {
      const gain = gains[index] as number;
      if (gain === 0) return;
      if (!best || gain / path.cost > best.gain / best.path.cost + 1e-9) best = { path, gain };
    });
    if (!best) break;
    cover(best.path);
    ranked.push(best.path);
  }
  // Greedy picks can be made redundant by later ones: the costliest path whose every transition another chosen path
  // also takes is dropped, until none is (the cover stays whole, with fewer browser seconds).
  const takers = new Map<string, number>();
  for (const path of ranked) for (const id of path.transitions) takers.set(id, (takers.get(id) ?? 0) + 1);
  for (const path of [...ranked].sort((a, b) => b.cost - a.cost || poolKey(a).localeCompare(poolKey(b)))) {
    if (pinned.has(path) || !path.transitions.every((id) => (takers.get(id) ?? 0) > 1)) continue;
    for (const id of path.transitions) takers.set(id, (takers.get(id) ?? 0) - 1);
    ranked.splice(ranked.indexOf(path), 1);
  }
  // named on copies: the kept browser paths are ranked again by the next call
  const named = ranked.map((path, index) => {
    const screens: string[] = [];
    for (const step of path.steps) {
      const word = SCREEN_WORDS[step.expect.screen] ?? step.expect.screen;
      if (screens[screens.length - 1] !== word) screens.push(word);
    }
    const who = path.lastName ? ` (last name ${path.lastName})` : path.username ? ` (${path.username})` : '';
    return { ...structuredClone(path), name: `generated path ${index + 1}: ${screens.join(' → ')}${who}` };
  });
  const reachable = [...new Set(pool.flatMap((path) => path.transitions))].sort();
  return { ranked: named, eligible: pool.length, modelStates, reachable };
}

function keyOf(path: BrowserPath): string {
  return `${path.entry}\n${path.persona}\n${path.events.join('\n')}`;
}

/** What e2e/generatedPaths.spec.ts reads: the ranking, without the chart-side bookkeeping. */
export interface BrowserPathFile {
  comment: string;
  /** How many of `paths` (ranked best first) the spec runs unless GENERATED_PATHS_MAX says otherwise. */
  max: number;
  paths: Pick<
    BrowserPath,
    | 'name'
    | 'entry'
    | 'url'
    | 'persona'
    | 'events'
    | 'steps'
    | 'lastName'
    | 'username'
    | 'noOverdraft'
    | 'offerUnauthorised'
    | 'smsFailing'
    | 'faults'
    | 'unknownTask'
    | 'clock'
    | 'autosaveOff'
    | 'through'
  >[];
}

export const BROWSER_PATH_FILE = 'e2e/generatedPaths.json';

export function browserPathFile(ranked: BrowserPath[], max: number): BrowserPathFile {
  return {
    comment:
      'Written by `npm run coverage:paths` (model-tests/browserPaths.ts) from the production chart; run by e2e/generatedPaths.spec.ts. Do not edit.',
    max,
    paths: ranked.map((path) => {
      const { name, entry, url, persona, events, steps, lastName, username, noOverdraft, offerUnauthorised } = path;
      return {
        name,
        entry,
        url,
        persona,
        events,
        steps,
        ...(lastName ? { lastName } : {}),
        ...(username ? { username } : {}),
        ...(noOverdraft ? { noOverdraft } : {}),
        ...(offerUnauthorised ? { offerUnauthorised } : {}),
        ...(path.smsFailing ? { smsFailing: path.smsFailing } : {}),
        ...(path.faults ? { faults: path.faults } : {}),
        ...(path.unknownTask ? { unknownTask: path.unknownTask } : {}),
        ...(path.clock ? { clock: path.clock } : {}),
        ...(path.autosaveOff ? { autosaveOff: path.autosaveOff } : {}),
        ...(path.through ? { through: path.through } : {}),
      };
    }),
  };
}
