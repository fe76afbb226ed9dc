// Streams the journey actor's inspection events to the inspector page through @statelyai/inspect
// (createInspector with a BroadcastChannel adapter). Each event is turned into a small one first (state value,
// masked context, masked event, the children by id) and every payload goes through the one sanitiser
// (./sanitise.ts): personal data never leaves the tab unmasked (doc 2 §3.1).
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import type { AnyActorRef, AnyEventObject, InspectionEvent } from 'xstate';
import { type ChildrenSummary, INSPECTOR_CHANNEL } from './protocol';
import { maskEvent, maskOutput, maskPersonalData } from './sanitise';

interface SnapshotLike {
  status?: string;
  value?: unknown;
  context?: unknown;
  output?: unknown;
  error?: unknown;
  children?: Record<string, AnyActorRef | undefined>;
}

function childrenOf(snapshot: SnapshotLike): ChildrenSummary | undefined {
  if (!snapshot.children) return undefined;
  const summary: ChildrenSummary = {};
  for (const [id, child] of Object.entries(snapshot.children)) {
    if (child) summary[id] = { sessionId: child.sessionId, status: child.getSnapshot()?.status ?? 'active' };
  }
  return summary;
}

/** The part of a snapshot the inspector shows, masked; never the refs, the input or the machine's internals. */
export function inspectedSnapshot(snapshot: SnapshotLike) {
  return {
    status: snapshot.status as 'active' | 'done' | 'error' | 'stopped' | undefined,
    value: snapshot.value,
    context: snapshot.context === undefined ? undefined : maskPersonalData(snapshot.context),
    output: snapshot.output === undefined ? undefined : maskOutput(snapshot.output),
    children: childrenOf(snapshot),
  };
}

function masked(event: AnyEventObject): AnyEventObject {
  return maskEvent(event as AnyEventObject & Record<string, unknown>);
}

/** The adapter: posts each (already masked) inspection event on the channel as plain data. */
class BroadcastChannelAdapter {
  private channel: BroadcastChannel | undefined;
  start(): void {
    this.channel = new BroadcastChannel(INSPECTOR_CHANNEL);
  }
  stop(): void {
    this.channel?.close();
    this.channel = undefined;
  }
  send(event: StatelyInspectionEvent): void {
    this.channel?.postMessage(event);
  }
}

/** Starts the inspector and returns the function that forwards one xstate inspection event. */
export function startLiveInspection(): (event: InspectionEvent) => void {
  const names = new Map<string, string>();
  const inspector = createInspector(new BroadcastChannelAdapter(), {
    // The final gate: the machine definition is not sent (the inspector page draws the chart it was built with),
    // actors are named by their invoke id, and the whole event goes through structured-clone-safe JSON.
    serialize: (event) => {
      const out =
        event.type === '@xstate.actor'
          ? { ...event, definition: undefined, name: names.get(event.sessionId) ?? event.name }
          : event;
      return JSON.parse(JSON.stringify(out)) as StatelyInspectionEvent;
    },
  });
  // createInspector leaves starting to its caller (autoStart is the browser inspector's): open the channel.
  inspector.start();
  return (event) => {
    switch (event.type) {
      case '@xstate.actor': {
        // An invoked child is named by its invoke id; the journey actor (id = its session id) by its machine id.
        const { id, sessionId } = event.actorRef as AnyActorRef;
        if (id !== sessionId) names.set(sessionId, id);
        const snapshot = event.actorRef.getSnapshot() as SnapshotLike | undefined;
        inspector.actor(event.actorRef, snapshot ? inspectedSnapshot(snapshot) : { status: 'active' });
        return;
      }
      case '@xstate.event':
        inspector.event(event.actorRef, masked(event.event), event.sourceRef ? { source: event.sourceRef } : undefined);
        return;
      case '@xstate.snapshot':
        inspector.snapshot(event.actorRef, inspectedSnapshot(event.snapshot as SnapshotLike), {
          event: masked(event.event),
        });
        return;
      default:
        return;
    }
  };
}
