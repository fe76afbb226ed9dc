// The inspector page (issue 14): the journey chart as ELK laid it out (saved in chartLayout.json), with the active
// states of either a live applicant's tab (its masked inspection events arrive on the BroadcastChannel) or a generated
// path stepped through by hand: the chart's paths (model-tests/) and the browser's (e2e/generatedPaths.json, what the
// testers run), both in generatedPaths.json (pathFile.ts).
import type { StatelyInspectionEvent } from '@statelyai/inspect';
import { useEffect, useMemo, useState } from 'react';
import { createJourneyMachine } from '../../machines/journey';
import { ChartView } from './ChartView';
import { activeIds, chartGraph } from './chartGraph';
import { type ChartLayout, layOut, type SavedChartLayout, savedLayoutFor } from './chartLayout';
import savedLayout from './chartLayout.json';
import generated from './generatedPaths.json';
import { type InspectorPathFile, pathsOf } from './pathFile';
import { type ChildrenSummary, INSPECTOR_CHANNEL } from './protocol';

/** The chart as the inspector draws it (the start page never builds machines/journey.ts's placeholder chart). */
const journeyMachine = createJourneyMachine({});

interface LoggedEvent {
  at: number;
  type: string;
  actor: string;
  source: string | undefined;
}

interface ActorInfo {
  sessionId: string;
  name: string;
  parentId: string | undefined;
  status: string;
}

interface LiveState {
  rootSessionId: string | undefined;
  value: unknown;
  context: unknown;
  children: ChildrenSummary;
  events: LoggedEvent[];
  actors: Map<string, ActorInfo>;
  received: number;
}

const EMPTY_LIVE: LiveState = {
  rootSessionId: undefined,
  value: undefined,
  context: undefined,
  children: {},
  events: [],
  actors: new Map(),
  received: 0,
};

const PATHS = pathsOf(generated as unknown as InspectorPathFile);
/** The select's groups: the browser paths first (what the testers run), then the chart's. */
const PATH_GROUPS = [
  { kind: 'browser', label: 'Browser paths (e2e/generatedPaths.json, run in Chromium)' },
  { kind: 'chart', label: 'Chart paths (model-tests/)' },
] as const;

function time(at: number): string {
  return new Date(at).toISOString().slice(11, 23);
}

/** Folds one inspection event into the live view. The journey actor is the actor without a parent. */
function reduceLive(state: LiveState, message: StatelyInspectionEvent): LiveState {
  const at = Number(message.createdAt) || Date.now();
  const next: LiveState = { ...state, received: state.received + 1 };
  if (message.type === '@xstate.actor') {
    const actors = new Map(state.actors);
    actors.set(message.sessionId, {
      sessionId: message.sessionId,
      name: message.name,
      parentId: message.parentId,
      status: message.snapshot?.status ?? 'active',
    });
    next.actors = actors;
    if (!message.parentId) {
      // A new journey actor (the tab reloaded): start again from it.
      return { ...EMPTY_LIVE, actors, received: next.received, rootSessionId: message.sessionId };
    }
    return next;
  }
  const actorName = state.actors.get(message.sessionId)?.name ?? message.sessionId;
  if (message.type === '@xstate.event') {
    next.events = [
      ...state.events,
      {
        at,
        type: message.event.type,
        actor: actorName,
        source: message.sourceId && state.actors.get(message.sourceId)?.name,
      },
    ];
    return next;
  }
  // @xstate.snapshot
  const snapshot = message.snapshot as {
    status?: string;
    value?: unknown;
    context?: unknown;
    children?: ChildrenSummary;
  };
  const known = state.actors.get(message.sessionId);
  if (known && snapshot.status && snapshot.status !== known.status) {
    const actors = new Map(state.actors);
    actors.set(message.sessionId, { ...known, status: snapshot.status });
    next.actors = actors;
  }
  if (message.sessionId === state.rootSessionId) {
    next.value = snapshot.value;
    next.context = snapshot.context;
    next.children = snapshot.children ?? {};
  }
  return next;
}

/** The active leaves as dotted paths ("main.capture.screens.step1"): what a reader looks for first. */
function leavesOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leavesOf(child, `${prefix}${key}.`));
  }
  return [];
}

export function InspectorApp() {
  const graph = useMemo(() => chartGraph(journeyMachine), []);
  // the saved drawing when it is of this chart; otherwise (the chart changed since) ELK lays it out here
  const saved = useMemo(() => savedLayoutFor(graph.elk, savedLayout as SavedChartLayout), [graph]);
  const stale = saved === undefined;
  const [layout, setLayout] = useState<ChartLayout | undefined>(saved);
  const [layoutError, setLayoutError] = useState<string | undefined>();
  const [mode, setMode] = useState<'live' | 'path'>('live');
  const [live, setLive] = useState<LiveState>(EMPTY_LIVE);
  const [pathIndex, setPathIndex] = useState(0);
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!stale) return;
    let current = true;
    const started = performance.now();
    layOut(graph.elk)
      .then((laidOut) => {
        if (!current) return;
        setLayout(laidOut);
        console.info(`inspector: chart laid out in ${Math.round(performance.now() - started)} ms`);
      })
      .catch((error: unknown) => {
        if (current) setLayoutError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      current = false;
    };
  }, [graph, stale]);

  useEffect(() => {
    const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
    channel.onmessage = (message: MessageEvent<StatelyInspectionEvent>) => {
      if (message.data && typeof message.data === 'object' && typeof message.data.type === 'string') {
        setLive((state) => reduceLive(state, message.data));
        setMode('live');
      }
    };
    return () => channel.close();
  }, []);

  const path = PATHS[pathIndex];
  const pathStep = path?.steps[Math.min(step, path.steps.length - 1)];
  const value = mode === 'live' ? live.value : pathStep?.value;
  const active = useMemo(() => activeIds(journeyMachine.root, value), [value]);
  const leaves = leavesOf(value);

  // The chart is far larger than the window: keep the first active leaf state in view as the journey moves.
  useEffect(() => {
    if (!layout || active.size === 0) return;
    const leaf = document.querySelector('rect.state-atomic.active, rect.state-final.active');
    if (leaf && 'scrollIntoView' in leaf) leaf.scrollIntoView({ block: 'center', inline: 'center', behavior: 'auto' });
  }, [layout, active]);

  const events: LoggedEvent[] =
    mode === 'live'
      ? live.events
      : (path?.steps.slice(0, step + 1).map((entry, index) => ({
          at: index,
          type: entry.event.type,
          actor: journeyMachine.id,
          source: undefined,
        })) ?? []);

  const children = Object.entries(live.children);

  return (
    <div className="inspector">
      <header className="inspector-header">
        <h1>Journey inspector</h1>
        <p className="status" data-testid="inspector-status">
          {mode === 'live'
            ? live.rootSessionId
              ? `Live: applicant tab ${live.rootSessionId}, ${live.received} messages`
              : 'Waiting for an applicant tab opened with ?inspect=1'
            : `Generated path: ${path?.name ?? 'none'}, step ${step} of ${(path?.steps.length ?? 1) - 1}`}
        </p>
        <div className="modes">
          <button type="button" aria-pressed={mode === 'live'} onClick={() => setMode('live')}>
            Live tab
          </button>
          <button type="button" aria-pressed={mode === 'path'} onClick={() => setMode('path')}>
            Generated paths
          </button>
        </div>
      </header>
      <main className="inspector-main">
        <section className="chart-pane" aria-label="Chart">
          {layoutError ? <p role="alert">The chart could not be laid out: {layoutError}</p> : null}
          {stale ? (
            <p className="notice" data-testid="layout-notice">
              The chart has changed since its layout was saved, so this page lays it out itself (slower). Run{' '}
              <code>npm run inspector:layout</code> to save the new one.
            </p>
          ) : null}
          {layout ? (
            <ChartView layout={layout} nodes={graph.nodes} active={active} />
          ) : (
            <p>
              Laying out {graph.nodes.size} states and {graph.edges.length} transitions…
            </p>
          )}
        </section>
        <aside className="side-pane">
          {mode === 'path' ? (
            <section aria-label="Path">
              <h2>Path</h2>
              <label htmlFor="path-select">Generated path</label>
              <select
                id="path-select"
                value={pathIndex}
                onChange={(event) => {
                  setPathIndex(Number(event.target.value));
                  setStep(0);
                }}
              >
                {PATH_GROUPS.map((group) => (
                  <optgroup key={group.kind} label={group.label}>
                    {PATHS.map((entry, index) =>
                      entry.kind === group.kind ? (
                        <option key={entry.name} value={index}>
                          {entry.name}
                        </option>
                      ) : null,
                    )}
                  </optgroup>
                ))}
              </select>
              <div className="stepper">
                <button
                  type="button"
                  onClick={() => setStep((current) => Math.max(0, current - 1))}
                  disabled={step === 0}
                >
                  Previous step
                </button>
                <button
                  type="button"
                  onClick={() => setStep((current) => Math.min((path?.steps.length ?? 1) - 1, current + 1))}
                  disabled={!path || step >= path.steps.length - 1}
                >
                  Next step
                </button>
              </div>
            </section>
          ) : null}
          <section aria-label="Active states">
            <h2>Active states</h2>
            <ul data-testid="active-states">
              {leaves.map((leaf) => (
                <li key={leaf}>{leaf}</li>
              ))}
            </ul>
          </section>
          {mode === 'live' ? (
            <section aria-label="Children">
              <h2>Invoked children</h2>
              <ul data-testid="children">
                {children.map(([id, child]) => (
                  <li key={id}>
                    {id} <span className="muted">({child.status})</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-label="Events">
            <h2>Events</h2>
            <ol data-testid="events" className="events">
              {events.map((event, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows; an event has no id of its own
                <li key={index}>
                  <span className="muted">{mode === 'live' ? time(event.at) : `#${event.at}`}</span>{' '}
                  <code>{event.type}</code>
                  {event.actor !== journeyMachine.id ? <span className="muted"> → {event.actor}</span> : null}
                </li>
              ))}
            </ol>
          </section>
          {mode === 'live' ? (
            <section aria-label="Context">
              <h2>Context (masked)</h2>
              <pre data-testid="context">{JSON.stringify(live.context ?? null, null, 1)}</pre>
            </section>
          ) : null}
        </aside>
      </main>
    </div>
  );
}
