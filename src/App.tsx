// The app: the layout around the screen the chart names, and the URL kept in step with the chart.
import { memo, type RefObject, Suspense, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MODALS, preloadNextScreens, SCREENS, screenAheadOf } from '../screens';
import { LoadingScreen } from '../screens/LoadingScreen';
import { preloadPlatformClients } from '../services/actors';
import { selectModal, selectScreen, useJourney } from './journeyActor';
import { Layout } from './Layout';
import { ScreenShownContext } from './screenShown';
import { UrlSync } from './UrlSync';

/** A screen in the app: its name and the React key of its mount. */
interface Slot {
  name: string;
  key: string;
}

let mounts = 0;
const slotOf = (name: string): Slot => {
  mounts += 1;
  return { name, key: `${name}#${mounts}` };
};

/**
 * A screen rendered into its own element: in the page where the app's screens go when shown, out of the document
 * when rendered ahead (no one sees it, reads it, tabs to it nor lays it out). Showing one rendered ahead is putting
 * its element in the page: nothing to mount then (issue 16).
 */
const ScreenSlot = memo(function ScreenSlot({
  name,
  shown,
  host,
}: {
  name: string;
  shown: boolean;
  host: RefObject<HTMLDivElement>;
}) {
  const [element] = useState(() => {
    const div = document.createElement('div');
    div.className = 'screen';
    return div;
  });
  useLayoutEffect(() => {
    if (!shown) return;
    host.current?.append(element);
    return () => element.remove();
  }, [shown, element, host]);
  // a user timing mark: a screen rendered ahead can be told from one mounted by its Continue (e2e/continueAhead.spec.ts)
  useEffect(() => {
    if (!shown) performance.mark(`screen rendered ahead: ${name}`);
  }, [shown, name]);
  const Screen = SCREENS[name] ?? LoadingScreen;
  return createPortal(
    <ScreenShownContext.Provider value={shown}>
      <Suspense fallback={shown ? <LoadingScreen /> : null}>
        <Screen />
      </Suspense>
    </ScreenShownContext.Provider>,
    element,
  );
});

/** Runs `work` when the browser is idle (after a short wait where it cannot tell); returns the cancel. */
function whenIdle(work: () => void): () => void {
  const idle = window as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const id = idle.requestIdleCallback(work, { timeout: 2000 });
    return () => idle.cancelIdleCallback?.(id);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}

export function App() {
  const screen = useJourney(selectScreen);
  const modal = useJourney(selectModal);
  const Modal = modal ? MODALS[modal] : undefined;
  const host = useRef<HTMLDivElement>(null);
  // The screen rendered ahead of this one's Continue (screens/index.ts screenAheadOf), with the screen it is ahead of.
  const [ahead, setAhead] = useState<Slot & { of: string }>();
  const shownRef = useRef<Slot>();
  if (shownRef.current?.name !== screen) {
    // the chart moved on: to the screen rendered ahead (its mount is kept, now shown), or to a new mount
    shownRef.current = ahead && ahead.name === screen && ahead.of === shownRef.current?.name ? ahead : slotOf(screen);
  }
  const shown = shownRef.current;
  const hidden = ahead && ahead.of === screen && ahead.name !== screen ? ahead : undefined;

  // Issue 16: the next screen's chunk is fetched once the applicant starts on this one (their first key, pointer or
  // focus), so Continue does not wait for it and the start page's own bytes stay what the start page needs; then,
  // when the browser is idle, the next step is rendered ahead (screenAheadOf), so its Continue only shows it.
  useEffect(() => {
    // a screen rendered ahead and since shown is this screen's now: the next one is rendered ahead afresh
    setAhead((was) => (was && was.of !== screen ? undefined : was));
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    let stopped = false;
    let idle: (() => void) | undefined;
    const preload = (event: Event) => {
      // The focus the layout moves to a new screen's heading is not the applicant's: preloading then would fetch and
      // evaluate the next chunks inside the Continue that showed this screen.
      if (event.type === 'focusin' && event.target instanceof HTMLHeadingElement) return;
      for (const type of events) document.removeEventListener(type, preload, true);
      preloadNextScreens(screen);
      // Past the start page, the platform's call modules too: step 1's Continue makes the first call.
      if (screen !== 'eligibility') preloadPlatformClients();
      screenAheadOf(screen).then(
        (next) => {
          if (!next || stopped) return;
          const render = () => {
            if (!stopped) startTransition(() => setAhead({ ...slotOf(next), of: screen }));
          };
          idle = whenIdle(render);
        },
        () => undefined,
      );
    };
    for (const type of events) document.addEventListener(type, preload, { capture: true, passive: true });
    return () => {
      stopped = true;
      idle?.();
      for (const type of events) document.removeEventListener(type, preload, true);
    };
  }, [screen]);

  return (
    <Layout>
      <UrlSync />
      <div className="screens" ref={host} />
      {[shown, hidden].map((slot) =>
        slot ? <ScreenSlot key={slot.key} name={slot.name} shown={slot === shown} host={host} /> : null,
      )}
      {Modal ? (
        <Suspense fallback={null}>
          <Modal />
        </Suspense>
      ) : null}
    </Layout>
  );
}
