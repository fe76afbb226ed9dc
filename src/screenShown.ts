// Whether the screen a component belongs to is shown, or rendered ahead out of the document (src/screenAhead.tsx,
// issue 16), and the answers as the screen shows them.
import { createContext, useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { ApplicationForm } from '../contract/applicationForm';
import { afterNextPaint } from '../services/afterPaint';
import { useJourneyActor } from './journeyActor';
import { whenIdle } from './whenIdle';

/**
 * Whether a screen is shown: false while it is rendered ahead of the Continue that will show it, true once shown
 * (and everywhere else). A store the screen's slot flips once, not a context value: a context's new value renders
 * every component that reads it again, and showing a step rendered ahead rendered its whole page again (issue 16:
 * 49 components for About you, and as many again when react-final-form took the answers as shown). Through the
 * store a component renders again only when what it reads of it changes.
 */
export interface ShownStore {
  readonly shown: boolean;
  subscribe(listener: () => void): () => void;
  /**
   * Tells its readers now when the screen is in view and they are still to be told (`showAfterPaint`): what hands a
   * form's values on (a Continue, a field left, the page going away) calls it first, so that what it hands on is what
   * the screen was shown with.
   */
  settle(): void;
}

const ALWAYS_SHOWN: ShownStore = { shown: true, subscribe: () => () => undefined, settle: () => undefined };

export const ScreenShownContext = createContext<ShownStore>(ALWAYS_SHOWN);

/** The store of the screen a component belongs to. */
export function useShownStore(): ShownStore {
  return useContext(ScreenShownContext);
}

/**
 * A store for a screen rendered ahead: `show()` flips it to shown, once, and tells its readers; `showAfterPaint()`
 * flips it once the frame that shows the screen is painted (issue 16: telling a step's readers inside the Continue
 * that shows it was a second commit of React's there, 19 components, 0.7 thread ms at 1x of step 1's Continue), or
 * sooner should it be settled first.
 */
export function createShownStore(): ShownStore & { show(): void; showAfterPaint(): void } {
  const listeners = new Set<() => void>();
  let due = false;
  const store = {
    shown: false,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show() {
      if (store.shown) return;
      store.shown = true;
      for (const listener of listeners) listener();
    },
    showAfterPaint() {
      if (store.shown || due) return;
      due = true;
      void afterNextPaint().then(() => store.show());
    },
    settle() {
      if (due && !store.shown) flushSync(() => store.show());
    },
  };
  return store;
}

/** Whether the screen is shown. `needed` false reads it as shown and never renders again when it flips. */
export function useScreenShown(needed = true): boolean {
  const store = useContext(ScreenShownContext);
  return useSyncExternalStore(store.subscribe, () => !needed || store.shown);
}

/** How long a value followed ahead (useTakenWhenShown `follow`) may wait for the browser to be idle. */
const FOLLOW_WITHIN_MS = 1000;

/**
 * A value of the screen's, taken once when the screen is shown: at its mount when it mounts shown, or again when a
 * screen rendered ahead is shown (what was taken ahead is the value as it was then); the value taken ahead is kept
 * when `same` finds the one at the show the same, and the component does not render again for it. The same value for
 * the rest of the screen's life. `take` reads the journey as it is (the actor's snapshot), not a value of a render: it
 * is called when the screen is shown, before the component renders again.
 *
 * With `follow` (a subscription to what `take` reads), a screen rendered ahead takes the value again when it changes,
 * once the browser is idle, so that at the show the value taken ahead is already the one the screen shows (issue 16:
 * review rendered ahead with step 1's answers only put step 2's rows in the page inside step 2's Continue).
 */
export function useTakenWhenShown<T>(
  take: () => T,
  same: (ahead: T, now: T) => boolean = Object.is,
  follow?: (changed: () => void) => () => void,
): T {
  const store = useContext(ScreenShownContext);
  const taken = useRef<{ shown: boolean; value: T }>();
  taken.current ??= { shown: store.shown, value: take() };
  const latest = useRef({ take, same });
  latest.current = { take, same };
  const current = () => {
    const was = taken.current as { shown: boolean; value: T };
    if (was.shown === store.shown) return was.value;
    const now = store.shown ? take() : was.value;
    taken.current = { shown: store.shown, value: same(was.value, now) ? was.value : now };
    return taken.current.value;
  };
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribe = store.subscribe(listener);
      if (!follow || store.shown) return unsubscribe;
      let waiting: (() => void) | undefined;
      const retake = () => {
        waiting = undefined;
        const was = taken.current;
        if (!was || was.shown || store.shown) return;
        const now = latest.current.take();
        if (latest.current.same(was.value, now)) return;
        taken.current = { shown: false, value: now };
        listener();
      };
      const unfollow = follow(() => {
        if (!waiting && !store.shown) waiting = whenIdle(retake, FOLLOW_WITHIN_MS);
      });
      return () => {
        unsubscribe();
        unfollow();
        waiting?.();
      };
    },
    [store, follow],
  );
  return useSyncExternalStore(subscribe, current);
}

/**
 * The form's keys that are the chart's own record of the journey, not answers a screen shows or checks: the web tasks
 * done (`completedTasks`), whether the applicant came from review (`isReviewing`), and the terms page's consent
 * (`dataProtection`, set by its Continue). No field, rule or screen body reads them from a page's values; the chart
 * keeps them, and a page hands on its answers without them (src/forms/JourneyForm.tsx answersOf).
 */
export const CHART_RECORD_KEYS: readonly string[] = ['completedTasks', 'isReviewing', 'dataProtection'];

/** Two JSON-like values alike: the same primitives, arrays alike item by item, objects alike key by key. */
function alike(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => alike((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The same answers: every key alike but the chart's record of the journey (CHART_RECORD_KEYS). */
export function sameAnswers(a: ApplicationForm, b: ApplicationForm): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (CHART_RECORD_KEYS.includes(key)) continue;
    if (!alike(a[key as keyof ApplicationForm], b[key as keyof ApplicationForm])) return false;
  }
  return true;
}

/**
 * The application's answers as the screen showed them first (the page's form is the applicant's from then on): the
 * form taken ahead stays when the one at the show has the same answers (sameAnswers), so the page is not rendered
 * again nor its form started again (issue 16). With `follow`, a screen rendered ahead takes the chart's answers again
 * as they change (each field left, the form's save), in the browser's idle time (useTakenWhenShown).
 */
export function useFormAsShown({ follow = false }: { follow?: boolean } = {}): ApplicationForm {
  const actor = useJourneyActor();
  const followChart = useMemo(
    () =>
      follow
        ? (changed: () => void) => {
            const subscription = actor.subscribe(changed);
            return () => subscription.unsubscribe();
          }
        : undefined,
    [actor, follow],
  );
  return useTakenWhenShown(() => actor.getSnapshot().context.form, sameAnswers, followChart);
}
