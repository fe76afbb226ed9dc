// The browser's own model of the journey chart (issue 14, "Generated paths in the browser"): a breadth-first
// traversal of the production chart, like journeyModel.ts, but with only what a tester's browser can make happen:
// the applicant's events the UI sends (e2e/support/pathEvents.ts DRIVABLE_EVENTS), taken on a settled page, and the
// outcomes the real sandbox platform gives a persona (a documented scenario, a seeded customer). Each model state is
// a chart state with the personas still able to give the path so far, so a path never mixes two scenarios.
import './browserBuildConstants';
import type { AnyStateNode } from 'xstate';
import { findBrand } from '../content/brands';
import {
  BROWSER_ENTRIES,
  DRIVABLE_EVENTS,
  LOGIN_APP_ENTRIES,
  LONG_RUNNING_ACTORS,
  matchesLabel,
  OTP_LIMIT,
  OTP_SENT,
  OTPS_PER_CHALLENGE,
  OWN_PERSONA_ENTRIES,
  offeredOn,
  PASSING_STATES,
  PERSONAS,
  type Persona,
  SEEDED_JOINT_ENTRY,
  SEEDED_REVIEW_ENTRY,
  SETTLED_ONLY_OUTCOMES,
} from '../e2e/support/pathEvents';
import {
  BANK_CHOICE_ENTRY,
  BANK_CHOICE_LOCATION,
  holdsTheSave,
  WHILE_SAVING_EVENTS,
} from '../e2e/support/pathEvents/capture';
import {
  CARD_ELIGIBLE,
  CREDIT_CARD_ENTRY,
  CREDIT_CARD_URL,
  cardEligibilityAnswers,
} from '../e2e/support/pathEvents/creditCard';
import {
  TIMEOUT_WARNING,
  UNKNOWN_DIP_ENTRY,
  UNKNOWN_DIP_LOCATION,
  WRONG_CLOCK_ENTRY,
  WRONG_CLOCK_LOCATION,
} from '../e2e/support/pathEvents/entry';
import {
  JOINT_LOGIN_APP_CANCELLED,
  JOINT_LOGIN_APP_MISSING_DETAILS,
  JOINT_LOGIN_APP_RETURN,
  JOINT_LOGIN_APP_RETURN_AT_SCOPE_10,
  type JointLoginAppReturnType,
  jointLoginAppReturns,
  jointLoginAppView,
} from '../e2e/support/pathEvents/jointAuthentication';
import {
  JOINT_DISABLED_ENTRY,
  JOINT_DISABLED_LOCATION,
  OTHER_DEVICE_EVENTS,
  type OtherDeviceEventType,
  SEEDED_JOINT_SECOND_ENTRY,
} from '../e2e/support/pathEvents/jointPaths';
import {
  LOGIN_APP_RETURNS,
  loginAppRedirectReturns,
  loginAppRedirectView,
} from '../e2e/support/pathEvents/loginAppRedirect';
import { REGISTRATION_APP_RETURN, registrationAppReturn } from '../e2e/support/pathEvents/registration';
import { registrationAppView } from '../e2e/support/pathEvents/registrationApp';
import {
  RETURN_IN_A_NEW_TAB_ENTRIES,
  RETURN_WITH_A_TOKEN_ENTRIES,
  SEEDED_REVIEW_WITHOUT_LETTER_CODE_ENTRY,
  WITHOUT_LETTER_CODE,
} from '../e2e/support/pathEvents/returns';
import {
  awayView,
  SEEDED_CASH_ISA,
  SEEDED_CASH_ISA_ENTRY,
  TRANSFER_APP_RETURN,
  transferAppReturn,
} from '../e2e/support/pathEvents/transfer';
import { type EntryLocation, withoutHashTokens } from '../machines/entry';
import type { JourneyInput, PersistedJourney, StateMeta } from '../machines/journeyTypes';
import { persistedJourneyOf } from '../src/sessionStore';
import { queryFor } from '../src/UrlSync';
import {
  asChartEvent,
  type Edge,
  ENTRIES,
  type Entry,
  eventsOf,
  type JourneySnapshot,
  type ModelEvent,
  recordingLogic,
  serializeState,
  TRAVERSAL_LIMIT,
} from './journeyModel';
import { eventLabel } from './pathRunner';

/** What the browser must show in a state (its meta, machines/): the URL path, the screen (its heading), the modal. */
export interface ExpectedView {
  route: string;
  screen: string;
  modal?: string;
}

/** The view of a snapshot as the app picks it (src/journeyActor.tsx screenMetaOf, selectModal). */
export function viewOf(snapshot: JourneySnapshot): ExpectedView | undefined {
  // the tab has left the app for another service's page (the transfer app, the login app, the registration app)
  const away =
    awayView(stateIdsOf(snapshot), snapshot.context) ??
    jointLoginAppView(stateIdsOf(snapshot), snapshot.context) ??
    loginAppRedirectView(stateIdsOf(snapshot), snapshot.context) ??
    registrationAppView(stateIdsOf(snapshot), snapshot.context);
  if (away) return away;
  let view: ExpectedView | undefined;
  let modal: string | undefined;
  for (const meta of Object.values(snapshot.getMeta()) as StateMeta[]) {
    if (meta && typeof meta.screen === 'string' && typeof meta.route === 'string')
      view = { route: meta.route, screen: meta.screen };
    if (meta && 'modal' in meta) modal = meta.modal;
  }
  // the inactivity warning (src/components/TimeoutWarning.tsx) shows over any page while the timer warns
  if (!modal && snapshot.context.sessionTimeout === 'warning') modal = TIMEOUT_WARNING;
  return view && (modal ? { ...view, modal } : view);
}

/**
 * A reload (F5) of the tab (README "A reload"): the page starts again on the address it shows, with what the tab's
 * session storage kept (src/sessionStore.ts). Not a chart event: a new journey actor starts with this input.
 */
export interface ReloadEvent {
  type: 'RELOAD';
  input: JourneyInput;
}

/**
 * Back from another service's page (the transfer app's return, the registration app's, the login app's to
 * /joint/authentication): like a reload, the app starts again with this input.
 */
export interface ReturnEvent {
  type:
    | typeof TRANSFER_APP_RETURN
    | typeof REGISTRATION_APP_RETURN
    | JointLoginAppReturnType
    | (typeof LOGIN_APP_RETURNS)[number];
  input: JourneyInput;
}

const RESTARTS: readonly string[] = [
  'RELOAD',
  TRANSFER_APP_RETURN,
  REGISTRATION_APP_RETURN,
  JOINT_LOGIN_APP_RETURN,
  JOINT_LOGIN_APP_RETURN_AT_SCOPE_10,
  JOINT_LOGIN_APP_CANCELLED,
  JOINT_LOGIN_APP_MISSING_DETAILS,
  ...LOGIN_APP_RETURNS,
];

/** The browser events that start the app again (a new journey actor) rather than send a chart event. */
export const isRestart = (event: BrowserEvent): event is ReloadEvent | ReturnEvent => RESTARTS.includes(event.type);

const stateIdsOf = (snapshot: JourneySnapshot): string[] => snapshot._nodes.map((node: AnyStateNode) => node.id);

/**
 * What another device does meanwhile (pathEvents/jointPaths.ts OTHER_DEVICE_EVENTS): no event of this tab's chart,
 * a milestone of the persona's (its outcomes that follow).
 */
export interface OtherDeviceEvent {
  type: OtherDeviceEventType;
  otherDevice: true;
}
export const isOtherDevice = (event: BrowserEvent): event is OtherDeviceEvent => 'otherDevice' in event;

/** What a browser path does: a chart event (the applicant's, or a platform answer or timer), or a reload. */
export type BrowserEvent = ModelEvent | ReloadEvent | ReturnEvent | OtherDeviceEvent;

/** The label of a step: eventLabel's, with the error code of a failed call (the browser provokes each apart). */
export function stepLabel(event: BrowserEvent): string {
  if (isRestart(event) || isOtherDevice(event)) return event.type;
  if (event.type.startsWith('xstate.error.actor.') && 'error' in event)
    return `${event.type.slice('xstate.error.actor.'.length)}✗(${event.error.code})`;
  // the joint pages' Yes and No lead apart, and the browser answers each
  if (event.type === 'JOINT_OTHER_PERSON_PRESENT_ANSWERED' || event.type === 'JOINT_EXISTING_CUSTOMER_ANSWERED')
    return `${event.type} ${event.answer}`;
  if (event.type === 'TRANSFER_ANSWERED') return `${event.type} ${event.answer}`;
  if (event.type === 'ELIGIBILITY_ANSWERED' && 'countyCourtJudgement' in event.answers) return CARD_ELIGIBLE;
  return eventLabel(event);
}

/** When the card's eligibility is answered (any instant: the guards read the answers, not the time). */
const ANSWERED_AT = '2025-01-06T09:00:00.000Z';

const isOutcome = (event: BrowserEvent) => event.type.startsWith('xstate.');
const isDrivable = (type: string): type is keyof typeof DRIVABLE_EVENTS => Object.hasOwn(DRIVABLE_EVENTS, type);

/**
 * A page the applicant can act on, and a step can end on: a view is shown, no call is in flight and no passing state
 * is active (the page would move on by itself).
 */
export function settled(snapshot: JourneySnapshot, allowed: readonly string[] = LONG_RUNNING_ACTORS): boolean {
  if (snapshot.status !== 'active' || !viewOf(snapshot)) return false;
  if (snapshot._nodes.some((node: AnyStateNode) => PASSING_STATES.includes(node.id))) return false;
  const running = snapshot._nodes.flatMap((node: AnyStateNode) => node.invoke.map((invoke) => invoke.id));
  return running.every((id: string) => allowed.includes(id));
}

/**
 * A page whose save's call (an autosave's, or the one an earlier Continue sent) is out and held by the platform (a
 * persona with the switch's `delay_ms`, pathEvents/capture.ts): settled but for that call, the form's screen editing
 * (or review shown by step 2's Continue while its save is out, review.confirming).
 * The browser sees the call go out and acts before its answer (WHILE_SAVING_EVENTS), which a settled page alone would
 * never let a path do.
 */
export function isHeldPage(snapshot: JourneySnapshot): boolean {
  if (!settled(snapshot, [...LONG_RUNNING_ACTORS, 'updateCase'])) return false;
  const ids = stateIdsOf(snapshot);
  return (
    ids.includes('journey.main.capture.sync.saving.updating') &&
    ids.some((id) => /^journey\.main\.capture\.screen\.\w+\.(editing|confirming)$/.test(id))
  );
}

/** Whether a browser path's persona (its first) acts on held pages. */
export const actsWhileSaving = (personas: readonly number[]) => holdsTheSave(PERSONAS[personas[0] ?? -1]);

/** The outcomes whose order a persona keeps (Persona after and before): a path remembers whether it took them. */
const MILESTONES = new Set(
  PERSONAS.flatMap((persona) => [
    ...Object.values(persona.after ?? {}),
    ...Object.values(persona.before ?? {}),
    ...Object.values(persona.again ?? {}),
  ]),
);

/** The personas (indexes into PERSONAS) that allow a step, after the milestones `taken`. */
function personasAllowing(
  event: BrowserEvent,
  label: string,
  personas: readonly number[],
  taken: readonly string[],
): number[] {
  const inOrder = (persona: Persona) => {
    const after = persona.after?.[label];
    const before = persona.before?.[label];
    const again = persona.again?.[label];
    return (
      (!after || taken.includes(after)) && (!before || !taken.includes(before) || (!!again && taken.includes(again)))
    );
  };
  const allows = (persona: Persona) =>
    isOutcome(event)
      ? persona.outcomes.some((pattern) => matchesLabel(pattern, label)) && inOrder(persona)
      : persona.events.some((pattern) => pattern === event.type || matchesLabel(pattern, label));
  return personas.filter((index) => {
    const persona = PERSONAS[index];
    return persona !== undefined && allows(persona);
  });
}

export interface BrowserModelPath {
  entry: Entry;
  steps: { event: BrowserEvent; state: JourneySnapshot }[];
  /** The personas that can take the whole path; the first is the one the browser plays. */
  personas: number[];
  /** transitionIds the path takes on the chart, the entry's included. */
  transitions: string[];
}

interface Node {
  state: JourneySnapshot;
  personas: number[];
  /** The milestones the path took (MILESTONES). */
  taken: string[];
  /** What the tab's session storage holds (the last resumable screen's journey), and the address the tab shows. */
  stored: PersistedJourney | null;
  url: EntryLocation;
  /** Whether the path reloaded the tab already (once is enough: a reload restores what the storage says). */
  reloaded: boolean;
  /** Passcodes the sandbox texted for the step-up's current challenge (it sends OTPS_PER_CHALLENGE, then refuses). */
  otpSends: number;
  /** The node it was reached from (undefined for the start), the event and the transitions of that edge. */
  from?: { key: string; event: BrowserEvent; transitions: string[] };
}

export interface BrowserModel {
  /** For every entry, the shortest path to every model state, and one through every edge. */
  paths: BrowserModelPath[];
  states: number;
  edges: number;
}

/** What of the tab's storage and address a reload reads: the screen, the case, the resume token, the tasks done. */
function restoreKey(stored: PersistedJourney | null, url: EntryLocation, reloaded: boolean): string {
  // once reloaded, no path reloads again: what a reload would read no longer tells states apart
  if (reloaded) return 'reloaded';
  const tasks = stored?.form.completedTasks?.join('+') ?? '';
  const kept = stored ? `${stored.screen},${stored.caseId ?? ''},${stored.resumeToken ? 'token' : ''},${tasks}` : '';
  return `${kept}|${url.pathname}${url.search}`;
}

/**
 * What the page shows beyond the chart state that decides what the browser can send: a switch refusal on the switch
 * page (it alone sends SWITCH_DATE_CHANGED, pathEvents.ts offeredOn) and the inactivity warning (only its own events
 * then), which serializeState leaves out.
 */
const shownKey = (state: JourneySnapshot) =>
  `${state.context.switching?.errorCode === undefined ? '' : 'refused'}${state.context.sessionTimeout === 'warning' ? '|warning' : ''}`;

/**
 * What a page load read from the address's hash (the login app's token or error), while the app starts: the shown
 * address has it taken out (src/main.tsx), so a return from the login app to a typed address with nothing stored
 * (pathEvents/jointPaths.ts) is not the typed address's own start.
 */
const startingKey = (state: JourneySnapshot) =>
  state.matches('booting') ? JSON.stringify(state.context.entry.hash) : '';

const nodeKey = (node: Omit<Node, 'from'>) =>
  `${serializeState(node.state)}|${node.personas.join(',')}|${node.taken.join(',')}|${restoreKey(node.stored, node.url, node.reloaded)}|${shownKey(node.state)}|${node.otpSends}|${startingKey(node.state)}`;

/**
 * The passcodes texted for the current challenge after a step: a new challenge (a first one, or the one a wrong
 * answer sets) starts again, and a page no longer stepping up forgets them, so paths past a step-up are not told apart.
 */
function otpSendsAfter(sends: number, label: string, next: JourneySnapshot): number {
  if (!next._nodes.some((node: AnyStateNode) => node.path.includes('steppingUp'))) return 0;
  if (label.startsWith('createChallenge✓')) return 0;
  return label === OTP_SENT ? sends + 1 : sends;
}

/**
 * The sandbox gives a new applicant's tab a one-time resume token with every create, save and submit (platform
 * README "Case tokens"; services/actors.ts reads it): the chart model's outputs leave it out, the browser's do not.
 */
const RESUME_TOKEN_CALLS = ['createCase', 'updateCase', 'submitCase'].map((id) => `xstate.done.actor.${id}`);
function asPlatformAnswers(event: ModelEvent): ModelEvent {
  if (!RESUME_TOKEN_CALLS.includes(event.type) || !('output' in event)) return event;
  return { ...event, output: { ...(event.output as object), resumeToken: 'resume-token' } } as ModelEvent;
}

/**
 * The address the tab shows after a snapshot (src/UrlSync.tsx): a screen's route with its query (queryFor) once
 * the route differs from the address; a NAVIGATE first puts its path in the address (Back, Forward, typed).
 */
function addressAfter(url: EntryLocation, event: BrowserEvent, next: JourneySnapshot): EntryLocation {
  const shown = event.type === 'NAVIGATE' ? { ...url, pathname: event.path } : url;
  const route = viewOf(next)?.route;
  if (!route || route === shown.pathname) return shown;
  return { pathname: route, search: queryFor(next, route), hash: '' };
}

/** The address a page load leaves in the address bar: the login app's tokens taken out of the hash (src/main.tsx). */
const shownAddress = (location: EntryLocation): EntryLocation => ({
  ...location,
  hash: withoutHashTokens(location.hash),
});

/** Breadth-first from an entry: the browser's events on settled pages, the personas' outcomes anywhere. */
function exploreEntry(entry: Entry) {
  const recorded: Edge[] = [];
  const { logic, initial } = recordingLogic(recorded);
  const start = initial(entry.input);
  // through the login app only a persona with a customer to log in as; a case seeded at review is a new applicant's
  // whose case the platform creates
  const all = PERSONAS.flatMap((persona, index) =>
    (!Object.hasOwn(LOGIN_APP_ENTRIES, entry.name) || persona.username) &&
    (entry.name !== SEEDED_REVIEW_ENTRY || (!persona.username && persona.outcomes.includes('createCase✓'))) &&
    (!persona.entry || persona.entry === entry.name) &&
    (!OWN_PERSONA_ENTRIES.includes(entry.name) || persona.entry === entry.name)
      ? [index]
      : [],
  );
  const first: Node = {
    state: start.snapshot,
    personas: all,
    taken: [],
    stored: persistedJourneyOf(start.snapshot) ?? entry.input.persisted ?? null,
    url: addressAfter(
      shownAddress(entry.input.location),
      { type: 'xstate.init' } as unknown as ModelEvent,
      start.snapshot,
    ),
    reloaded: false,
    otpSends: 0,
  };
  const startKey = nodeKey(first);
  const nodes = new Map<string, Node>([[startKey, first]]);
  const edges: { from: string; to: string; event: BrowserEvent; transitions: string[] }[] = [];
  const queue = [startKey];
  for (let head = 0; head < queue.length; head += 1) {
    if (head > TRAVERSAL_LIMIT) throw new Error(`the browser model of ${entry.name} passed ${TRAVERSAL_LIMIT} states`);
    const key = queue[head] as string;
    const node = nodes.get(key) as Node;
    const { state } = node;
    if (state.status !== 'active') continue;
    const onPage = settled(state);
    // After a reload the page it restores is where the path ends: onward, the chart's states and transitions are the
    // ones the paths without a reload take (exploring them again would quadruple the model for nothing new).
    if (node.reloaded && onPage) continue;
    const route = viewOf(state)?.route ?? '';
    const add = (event: BrowserEvent, next: JourneySnapshot, transitions: string[], from = node.personas) => {
      const label = stepLabel(event);
      // the sandbox texts a challenge's passcodes up to its limit, then refuses every further one
      if (label === OTP_SENT && node.otpSends >= OTPS_PER_CHALLENGE) return;
      if (label === OTP_LIMIT && node.otpSends < OTPS_PER_CHALLENGE) return;
      const personas = personasAllowing(event, label, from, node.taken);
      if (personas.length === 0) return;
      const taken = MILESTONES.has(label) && !node.taken.includes(label) ? [...node.taken, label].sort() : node.taken;
      const reloaded = node.reloaded || event.type === 'RELOAD';
      const to: Node = {
        state: next,
        personas,
        taken,
        stored: persistedJourneyOf(next) ?? (isRestart(event) ? event.input.persisted : node.stored) ?? null,
        url: addressAfter(isRestart(event) ? shownAddress(event.input.location) : node.url, event, next),
        reloaded,
        otpSends: otpSendsAfter(node.otpSends, label, next),
        from: { key, event, transitions },
      };
      const toKey = nodeKey(to);
      edges.push({ from: key, to: toKey, event, transitions });
      if (!nodes.has(toKey)) {
        nodes.set(toKey, to);
        queue.push(toKey);
      }
    };
    // on another service's page (the transfer app, the login app) the tab's ways on are that page's returns to the app
    const transferBack = onPage ? transferAppReturn(stateIdsOf(state), state.context, node.stored) : undefined;
    const backs = [
      ...(transferBack ? [transferBack] : []),
      ...(onPage ? jointLoginAppReturns(stateIdsOf(state), state.context, node.stored) : []),
      ...(onPage ? loginAppRedirectReturns(stateIdsOf(state), state.context) : []),
    ];
    if (backs.length > 0) {
      for (const back of backs) {
        const returned = initial(back.input);
        add(back, returned.snapshot, returned.transitions);
      }
      continue;
    }
    // the credit card's entry answers the card's own eligibility questions (pathEvents/creditCard.ts)
    // (instead of the chart model's, which answer the current account's three questions only)
    let chartEvents = eventsOf(state);
    if (entry.name === CREDIT_CARD_ENTRY && chartEvents.some((event) => event.type === 'ELIGIBILITY_ANSWERED'))
      chartEvents = [
        ...chartEvents.filter((event) => event.type !== 'ELIGIBILITY_ANSWERED'),
        { type: 'ELIGIBILITY_ANSWERED', answers: { ...cardEligibilityAnswers }, answeredAt: ANSWERED_AT } as ModelEvent,
      ];
    // a page whose save is held by the platform: only the personas whose saves it holds act on it
    const holders = !onPage && isHeldPage(state) ? node.personas.filter((index) => holdsTheSave(PERSONAS[index])) : [];
    for (const modelEvent of chartEvents) {
      const event = asPlatformAnswers(modelEvent);
      const whileSaving = holders.length > 0 && WHILE_SAVING_EVENTS.includes(event.type);
      if (
        !isOutcome(event) &&
        ((!onPage && !whileSaving) || !isDrivable(event.type) || !offeredOn(event, route, state.context))
      )
        continue;
      if (isOutcome(event) && !onPage && SETTLED_ONLY_OUTCOMES.includes(stepLabel(event))) continue;
      if (!state.can(asChartEvent(event))) continue;
      const next = logic.transition(state, event, undefined as never);
      add(event, next, recorded[recorded.length - 1]?.transitions ?? [], whileSaving ? holders : node.personas);
    }
    // from the account-opened page to the bank's registration app and back to /hasDigitalRegDone (the personas that
    // go there: pathEvents/registration.ts)
    const registrationBack = onPage
      ? registrationAppReturn(
          stateIdsOf(state),
          state.context,
          node.stored,
          findBrand(state.context.brandId)?.registrationBankId ?? 'VM',
        )
      : undefined;
    if (registrationBack) {
      const returned = initial(registrationBack.input);
      add(registrationBack, returned.snapshot, returned.transitions);
    }
    // another device acts (the joint first applicant submits): the tab's chart is as it was, the persona's next
    // outcomes follow it
    if (onPage) for (const type of OTHER_DEVICE_EVENTS) add({ type, otherDevice: true }, state, []);
    // F5 on a settled page where the tab's storage holds a journey: the app starts again on the address shown, with
    // it (src/main.tsx); with nothing stored, a reload is the address's entry again, which the entries explore
    if (onPage && !node.reloaded && node.stored) {
      const reload: ReloadEvent = { type: 'RELOAD', input: { location: node.url, persisted: node.stored } };
      const restarted = initial(reload.input);
      add(reload, restarted.snapshot, restarted.transitions);
    }
  }
  return { entry, nodes, edges, initialTransitions: start.transitions };
}

function pathTo(
  model: ReturnType<typeof exploreEntry>,
  key: string,
): { steps: BrowserModelPath['steps']; transitions: string[] } {
  const steps: BrowserModelPath['steps'] = [];
  const transitions: string[][] = [];
  let current = model.nodes.get(key);
  while (current?.from) {
    steps.unshift({ event: current.from.event, state: current.state });
    transitions.unshift(current.from.transitions);
    current = model.nodes.get(current.from.key);
  }
  if (current) steps.unshift({ event: { type: 'xstate.init' } as unknown as ModelEvent, state: current.state });
  return { steps, transitions: [...model.initialTransitions, ...transitions.flat()] };
}

type Explored = ReturnType<typeof exploreEntry>;

/**
 * The shortest way on from a model state to a settled one (itself when it is settled): a path that takes an edge into
 * a page the browser only passes through goes on to where it can look, else the edge would be cut off again.
 */
function onToSettled(
  model: Explored,
  from: string,
  out: Map<string, Explored['edges']>,
): Explored['edges'] | undefined {
  const back = new Map<string, Explored['edges'][number] | null>([[from, null]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head += 1) {
    const key = queue[head] as string;
    if (settled((model.nodes.get(key) as Node).state)) {
      const way: Explored['edges'] = [];
      for (let edge = back.get(key); edge; edge = back.get(edge.from)) way.unshift(edge);
      return way;
    }
    for (const edge of out.get(key) ?? []) {
      if (back.has(edge.to)) continue;
      back.set(edge.to, edge);
      queue.push(edge.to);
    }
  }
  return undefined;
}

/**
 * The entries the browser opens: by URL, through the login app, and the case seeded at review, whose tab holds the
 * resume token the platform gave with the save (the sandbox gives one with every save of a new applicant's case).
 */
export function browserEntries(): Entry[] {
  // the credit card back from the login app with a token (pathEvents/creditCard.ts): the IM135 entry's, for G99
  const creditCard: Entry = {
    name: CREDIT_CARD_ENTRY,
    input: {
      location: {
        pathname: '/authentication',
        search: CREDIT_CARD_URL.slice(CREDIT_CARD_URL.indexOf('?')),
        hash: '#access_token=T&bankId=CB',
      },
    },
  };
  // the joint routes with the joint feature removed by the URL (pathEvents/jointPaths.ts); the returns from the
  // transfer and registration apps in a new tab, naming a case (pathEvents/returns.ts); a decision-in-principle link of
  // a case the sandbox does not hold, and the start page on a device whose clock is before every document list
  // (pathEvents/entry.ts)
  const jointDisabled: Entry = { name: JOINT_DISABLED_ENTRY, input: { location: JOINT_DISABLED_LOCATION } };
  const unknownDip: Entry = { name: UNKNOWN_DIP_ENTRY, input: { location: UNKNOWN_DIP_LOCATION } };
  const wrongClock: Entry = { name: WRONG_CLOCK_ENTRY, input: { location: WRONG_CLOCK_LOCATION } };
  // a new VM applicant's start page, whose step 1 offers the bank choice (pathEvents/capture.ts)
  const bankChoice: Entry = { name: BANK_CHOICE_ENTRY, input: { location: { ...BANK_CHOICE_LOCATION } } };
  return [
    ...ENTRIES,
    creditCard,
    jointDisabled,
    ...RETURN_IN_A_NEW_TAB_ENTRIES,
    ...RETURN_WITH_A_TOKEN_ENTRIES,
    unknownDip,
    wrongClock,
    bankChoice,
  ].flatMap((entry) => {
    if (
      BROWSER_ENTRIES.includes(entry.name) ||
      Object.hasOwn(LOGIN_APP_ENTRIES, entry.name) ||
      RETURN_IN_A_NEW_TAB_ENTRIES.includes(entry) ||
      entry.name === UNKNOWN_DIP_ENTRY ||
      entry.name === WRONG_CLOCK_ENTRY ||
      entry.name === BANK_CHOICE_ENTRY
    )
      return [entry];
    const persisted = entry.input.persisted;
    if (entry.name !== SEEDED_REVIEW_ENTRY || !persisted) return [];
    const review = { ...persisted, resumeToken: 'resume-token' };
    // the joint case seeded as submitted: the tab as a reload on the waiting page leaves it, the first applicant's
    return [
      { ...entry, input: { ...entry.input, persisted: review } },
      // a cash ISA seeded at review, its link turning the transfer feature on
      {
        name: SEEDED_CASH_ISA_ENTRY,
        input: {
          location: {
            ...entry.input.location,
            search: `?applyFor=${SEEDED_CASH_ISA.productCode}&brandId=CB&${SEEDED_CASH_ISA.query}`,
          },
          persisted: {
            ...review,
            productCode: SEEDED_CASH_ISA.productCode,
            form: { ...review.form, productCode: SEEDED_CASH_ISA.productCode },
          },
        },
      },
      // the case seeded at review, its link removing the letter-code feature (pathEvents/returns.ts)
      {
        name: SEEDED_REVIEW_WITHOUT_LETTER_CODE_ENTRY,
        input: {
          ...entry.input,
          location: { ...entry.input.location, search: `${entry.input.location.search}&${WITHOUT_LETTER_CODE}` },
          persisted: review,
        },
      },
      {
        name: SEEDED_JOINT_ENTRY,
        input: {
          ...entry.input,
          persisted: {
            ...review,
            screen: 'jointWaiting',
            jointRole: 'primary',
            form: { ...review.form, subType: 'JOINT' },
          },
        },
      },
      // the second applicant's part submitted while the first applicant's is not: their tab as a reload on the
      // waiting page leaves it (pathEvents/jointPaths.ts)
      {
        name: SEEDED_JOINT_SECOND_ENTRY,
        input: {
          ...entry.input,
          persisted: {
            ...review,
            screen: 'jointWaiting',
            jointRole: 'secondary',
            form: { ...review.form, subType: 'JOINT' },
          },
        },
      },
    ];
  });
}

/**
 * The browser model of one entry: the shortest path to every model state and, for every edge, the shortest path to
 * its source extended by it and on to the next settled page (so every transition the browser can take is on some
 * path). Entries are explored apart, so a model of several entries is theirs side by side.
 */
export function entryBrowserModel(entry: Entry): BrowserModel {
  const paths: BrowserModelPath[] = [];
  const model = exploreEntry(entry);
  for (const [key, node] of model.nodes) {
    const { steps, transitions } = pathTo(model, key);
    paths.push({ entry, steps, personas: node.personas, transitions });
  }
  // a path that ends where the browser cannot look (a call in flight, a passing page) is cut back to its last
  // settled page (browserPaths.ts browserStepsOf): its last transitions count only once a path goes on to a page
  const reached = new Set(
    paths.flatMap((path) => {
      const last = path.steps[path.steps.length - 1]?.state;
      return last && settled(last) ? path.transitions : [];
    }),
  );
  const out = new Map<string, Explored['edges']>();
  for (const edge of model.edges) out.set(edge.from, [...(out.get(edge.from) ?? []), edge]);
  for (const edge of model.edges) {
    if (edge.transitions.every((id) => reached.has(id))) continue;
    for (const id of edge.transitions) reached.add(id);
    const head = pathTo(model, edge.from);
    const way = [edge, ...(onToSettled(model, edge.to, out) ?? [])];
    const last = model.nodes.get(way[way.length - 1]?.to ?? edge.to) as Node;
    paths.push({
      entry,
      steps: [
        ...head.steps,
        ...way.map((step) => ({ event: step.event, state: (model.nodes.get(step.to) as Node).state })),
      ],
      personas: last.personas,
      transitions: [...head.transitions, ...way.flatMap((step) => step.transitions)],
    });
  }
  return { paths, states: model.nodes.size, edges: model.edges.length };
}

/** The browser model of the entries (entryBrowserModel's, in entry order), built only when it is read. */
export interface LazyBrowserModel extends BrowserModel {
  /** The entries it is the model of: selectBrowserPaths ranks their paths from its per-entry memo, unbuilt. */
  readonly entries: readonly Entry[];
}

/**
 * The browser model of every entry the browser opens (entryBrowserModel's, entry by entry). Its paths and figures are
 * built on first read: selectBrowserPaths needs only the entries, whose browser paths it keeps per entry (the area
 * files of model-tests/ each rank a few entries, most of them the same ones).
 */
export function generateBrowserModel(entries: Entry[] = browserEntries()): LazyBrowserModel {
  let built: BrowserModel | undefined;
  const build = (): BrowserModel => {
    if (built) return built;
    const models = entries.map(entryBrowserModel);
    built = {
      paths: models.flatMap((model) => model.paths),
      states: models.reduce((sum, model) => sum + model.states, 0),
      edges: models.reduce((sum, model) => sum + model.edges, 0),
    };
    return built;
  };
  return {
    entries,
    get paths() {
      return build().paths;
    },
    get states() {
      return build().states;
    },
    get edges() {
      return build().edges;
    },
  };
}
