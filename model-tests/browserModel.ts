// The browser's own model of the journey chart (issue 14, "Generated paths in the browser"): a breadth-first
// traversal of the production chart, like journeyModel.ts, but with only what a tester's browser can make happen:
// the applicant's events the UI sends (e2e/support/pathEvents.ts DRIVABLE_EVENTS), taken on a settled page, and the
// outcomes the real sandbox platform gives a persona (a documented scenario, a seeded customer). Each model state is
// a chart state with the personas still able to give the path so far, so a path never mixes two scenarios.
import type { AnyStateNode } from 'xstate';
import {
  BROWSER_ENTRIES,
  DRIVABLE_EVENTS,
  LOGIN_APP_ENTRIES,
  LONG_RUNNING_ACTORS,
  matchesLabel,
  offeredOn,
  PASSING_STATES,
  PERSONAS,
  type Persona,
} from '../e2e/support/pathEvents';
import type { StateMeta } from '../machines/journeyTypes';
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
  let view: ExpectedView | undefined;
  let modal: string | undefined;
  for (const meta of Object.values(snapshot.getMeta()) as StateMeta[]) {
    if (meta && typeof meta.screen === 'string' && typeof meta.route === 'string')
      view = { route: meta.route, screen: meta.screen };
    if (meta && 'modal' in meta) modal = meta.modal;
  }
  return view && (modal ? { ...view, modal } : view);
}

/** The label of a step: eventLabel's, with the error code of a failed call (the browser provokes each apart). */
export function stepLabel(event: ModelEvent): string {
  if (event.type.startsWith('xstate.error.actor.') && 'error' in event)
    return `${event.type.slice('xstate.error.actor.'.length)}✗(${event.error.code})`;
  return eventLabel(event);
}

const isOutcome = (event: ModelEvent) => event.type.startsWith('xstate.');
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
  event: ModelEvent,
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
  steps: { event: ModelEvent; state: JourneySnapshot }[];
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
  /** The node it was reached from (undefined for the start), the event and the transitions of that edge. */
  from?: { key: string; event: ModelEvent; transitions: string[] };
}

export interface BrowserModel {
  /** For every entry, the shortest path to every model state, and one through every edge. */
  paths: BrowserModelPath[];
  states: number;
  edges: number;
}

const nodeKey = (state: JourneySnapshot, personas: readonly number[], taken: readonly string[]) =>
  `${serializeState(state)}|${personas.join(',')}|${taken.join(',')}`;

/** Breadth-first from an entry: the browser's events on settled pages, the personas' outcomes anywhere. */
function exploreEntry(entry: Entry) {
  const recorded: Edge[] = [];
  const { logic, initial } = recordingLogic(recorded);
  const start = initial(entry.input);
  // through the login app only a persona with a customer to log in as
  const all = PERSONAS.flatMap((persona, index) =>
    (!Object.hasOwn(LOGIN_APP_ENTRIES, entry.name) || persona.username) &&
    (!persona.entry || persona.entry === entry.name)
      ? [index]
      : [],
  );
  const startKey = nodeKey(start.snapshot, all, []);
  const nodes = new Map<string, Node>([[startKey, { state: start.snapshot, personas: all, taken: [] }]]);
  const edges: { from: string; to: string; event: ModelEvent; transitions: string[] }[] = [];
  const queue = [startKey];
  for (let head = 0; head < queue.length; head += 1) {
    if (head > TRAVERSAL_LIMIT) throw new Error(`the browser model of ${entry.name} passed ${TRAVERSAL_LIMIT} states`);
    const key = queue[head] as string;
    const node = nodes.get(key) as Node;
    const { state } = node;
    if (state.status !== 'active') continue;
    const onPage = settled(state);
    const route = viewOf(state)?.route ?? '';
    for (const event of eventsOf(state)) {
      if (!isOutcome(event) && (!onPage || !isDrivable(event.type) || !offeredOn(event, route))) continue;
      if (!state.can(asChartEvent(event))) continue;
      const label = stepLabel(event);
      const personas = personasAllowing(event, label, node.personas, node.taken);
      if (personas.length === 0) continue;
      const next = logic.transition(state, event, undefined as never);
      const transitions = recorded[recorded.length - 1]?.transitions ?? [];
      const taken = MILESTONES.has(label) && !node.taken.includes(label) ? [...node.taken, label].sort() : node.taken;
      const toKey = nodeKey(next, personas, taken);
      edges.push({ from: key, to: toKey, event, transitions });
      if (!nodes.has(toKey)) {
        nodes.set(toKey, { state: next, personas, taken, from: { key, event, transitions } });
        queue.push(toKey);
      }
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
 * The browser model of every entry the browser opens: the shortest path to every model state and, for every edge,
 * the shortest path to its source extended by it and on to the next settled page (so every transition the browser
 * can take is on some path).
 */
export function generateBrowserModel(
  entries: Entry[] = ENTRIES.filter(
    (e) => BROWSER_ENTRIES.includes(e.name) || Object.hasOwn(LOGIN_APP_ENTRIES, e.name),
  ),
) {
  const paths: BrowserModelPath[] = [];
  let states = 0;
  let edgeCount = 0;
  for (const entry of entries) {
    const model = exploreEntry(entry);
    states += model.nodes.size;
    edgeCount += model.edges.length;
    for (const [key, node] of model.nodes) {
      const { steps, transitions } = pathTo(model, key);
      paths.push({ entry, steps, personas: node.personas, transitions });
    }
    const reached = new Set(paths.flatMap((path) => (path.entry === entry ? path.transitions : [])));
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
  }
  return { paths, states, edges: edgeCount } satisfies BrowserModel;
}
