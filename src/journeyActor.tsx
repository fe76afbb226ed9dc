// The journey actor for React: one provider at the root, hooks for screens to read the snapshot and send events.
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { JourneyMachine } from '../machines/journey';
import type { ScreenMeta, StateMeta } from '../machines/journeyTypes';

export type JourneyActor = ActorRefFrom<JourneyMachine>;
export type JourneySnapshot = SnapshotFrom<JourneyMachine>;

const JourneyActorContext = createContext<JourneyActor | null>(null);

export function JourneyProvider({ actor, children }: { actor: JourneyActor; children: ReactNode }) {
  return <JourneyActorContext.Provider value={actor}>{children}</JourneyActorContext.Provider>;
}

export function useJourneyActor(): JourneyActor {
  const actor = useContext(JourneyActorContext);
  if (!actor) throw new Error('useJourneyActor needs a JourneyProvider above it');
  return actor;
}

/**
 * The screen of the slot a component is rendered in (src/screenAhead.tsx): a step rendered ahead, hidden until its
 * Continue shows it, or left behind, hidden until it unmounts after the next screen's paint. Undefined elsewhere.
 */
export const SlotScreenContext = createContext<string | undefined>(undefined);

/**
 * Read part of the journey's snapshot; re-renders only when that part changes. In a screen rendered ahead or left
 * behind (SlotScreenContext), only while the chart names that screen: the step left behind is not rendered again by
 * the snapshot that moves on from it (issue 16: step 1, 51 components, in the answer that shows step 2), nor the step
 * ahead by the answers of the one before it; what it reads is read again when the chart names it.
 */
export function useJourney<T>(selector: (snapshot: JourneySnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  const slotScreen = useContext(SlotScreenContext);
  const read = useRef<{ value: T }>();
  return useSelector(
    useJourneyActor(),
    slotScreen === undefined
      ? selector
      : (snapshot) => {
          if (read.current && selectScreen(snapshot) !== slotScreen) return read.current.value;
          read.current = { value: selector(snapshot) };
          return read.current.value;
        },
    compare,
  );
}

/**
 * The active states' metas of a snapshot, worked out once per snapshot: the layout, the URL binding, the tab session,
 * analytics and the app each read them on every snapshot (issue 16).
 */
const metasOfSnapshot = new WeakMap<JourneySnapshot, StateMeta[]>();
function metasOf(snapshot: JourneySnapshot): StateMeta[] {
  let metas = metasOfSnapshot.get(snapshot);
  if (!metas) {
    metas = Object.values(snapshot.getMeta()) as StateMeta[];
    metasOfSnapshot.set(snapshot, metas);
  }
  return metas;
}

/** The meta of the deepest active state that names a screen. */
export function screenMetaOf(snapshot: JourneySnapshot): ScreenMeta | undefined {
  let found: ScreenMeta | undefined;
  for (const meta of metasOf(snapshot)) {
    // The same object each time (the layout compares metas by identity).
    if (meta && typeof meta.screen === 'string' && typeof meta.route === 'string') found = meta as ScreenMeta;
  }
  return found;
}

/** The modal an active state opens over its screen (doc 1 "Step-up modal"), if any. */
export const selectModal = (snapshot: JourneySnapshot): string | undefined => {
  for (const meta of metasOf(snapshot)) if (meta && 'modal' in meta) return meta.modal;
  return undefined;
};

export const selectScreen = (snapshot: JourneySnapshot) => screenMetaOf(snapshot)?.screen ?? 'loading';
export const selectRoute = (snapshot: JourneySnapshot) => screenMetaOf(snapshot)?.route ?? '';
