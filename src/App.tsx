// The app: the layout around the screen the chart names, and the URL kept in step with the chart.
import { memo, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { MODALS, preloadNextScreens, SCREENS } from '../screens';
import { LoadingScreen } from '../screens/LoadingScreen';
import { preloadPlatformClients } from '../services/actors';
import { afterNextPaint } from '../services/afterPaint';
import { screenAhead } from './aheadRegistry';
import { SlotScreenContext, selectModal, selectScreen, useJourney } from './journeyActor';
import { Layout } from './Layout';
import { UrlSync } from './UrlSync';

/** A screen's mount: its name and React key; `ahead` when it was rendered ahead (src/screenAhead.tsx). */
interface Mount {
  name: string;
  key: number;
  ahead?: true;
}

let mounts = 0;
const mountOf = (name: string): Mount => ({ name, key: ++mounts });

/** The screen the chart names, mounted by the Continue that shows it (not rendered again when the app is). */
const ShownScreen = memo(function ShownScreen({ name }: { name: string }) {
  const Screen = SCREENS[name] ?? LoadingScreen;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  );
});

/**
 * A screen mounted on its own (not rendered ahead). When the chart leaves it for a step rendered ahead (the terms
 * page's Continue; a step loaded by a reload or Back), it is hidden at once and unmounted after the next screen's
 * paint, as a step shown from a slot is (src/screenAhead.tsx), not taken out of the page inside that Continue (issue
 * 16: React's deletion of the terms page was 1.6 thread ms at 1x of the start page's Continue,
 * bench/results/web-2026-11-30-evening.md). Every screen mounted on its own has the wrapper (a mount keeps its element
 * type for its life, or React would mount it again); the wrapper takes no box of its own (`display: contents`), and
 * the snapshot that leaves the screen does not render it again (SlotScreenContext: what it reads is read while the
 * chart names it).
 */
const KeptScreen = memo(function KeptScreen({ name, leaving }: { name: string; leaving: boolean }) {
  return (
    <div className="kept-screen" hidden={leaving}>
      <SlotScreenContext.Provider value={name}>
        <ShownScreen name={name} />
      </SlotScreenContext.Provider>
    </div>
  );
});

export function App() {
  const screen = useJourney(selectScreen);
  const modal = useJourney(selectModal);
  const Modal = modal ? MODALS[modal] : undefined;
  const host = useRef<HTMLDivElement>(null);
  // The screen rendered ahead of this one's Continue, with the screen it is ahead of (issue 16).
  const [ahead, setAhead] = useState<Mount & { of: string }>();
  const shownRef = useRef<Mount>();
  // Steps left behind (shown from a slot): hidden at once, unmounted after the next screen's paint (issue 16).
  const leavingRef = useRef<Mount[]>([]);
  const [, dropLeft] = useState(0);
  if (shownRef.current?.name !== screen) {
    const left = shownRef.current;
    // the chart moved on: to the screen rendered ahead (its mount is kept, put in the page), or to a new mount
    // (once shown, a mount rendered ahead is no longer ahead: the next one is rendered ahead afresh)
    shownRef.current = ahead && ahead.name === screen && ahead.of === left?.name ? ahead : mountOf(screen);
    if (ahead) ahead.of = '';
    if (left && (left.ahead || shownRef.current.ahead) && !leavingRef.current.includes(left))
      leavingRef.current = [...leavingRef.current, left];
  }
  const shown = shownRef.current;
  const leaving = leavingRef.current;
  useEffect(() => {
    if (leaving.length === 0) return;
    void afterNextPaint().then(() => {
      leavingRef.current = leavingRef.current.filter((mount) => !leaving.includes(mount));
      startTransition(() => dropLeft((drops) => drops + 1));
    });
  }, [leaving]);
  const hidden = ahead && ahead.of === screen && ahead.name !== screen ? ahead : undefined;
  const Slot = screenAhead.ScreenSlot;

  // Issue 16: the next screen's chunk is fetched once the applicant starts on this one (their first key, pointer or
  // focus), so Continue does not wait for it and the start page's own bytes stay what the start page needs; then,
  // when the browser is idle, the next step is rendered ahead (src/screenAhead.tsx), so its Continue only shows it.
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    let stop: (() => void) | undefined;
    const preload = (event: Event) => {
      // The focus the layout moves to a new screen's heading is not the applicant's: preloading then would fetch and
      // evaluate the next chunks inside the Continue that showed this screen.
      if (event.type === 'focusin' && event.target instanceof HTMLHeadingElement) return;
      for (const type of events) document.removeEventListener(type, preload, true);
      preloadNextScreens(screen);
      // Past the start page and its terms, the platform's call modules too: step 1's Continue makes the first call.
      // (Not on the terms page, whose Continue comes seconds later: the chunk's compile, evaluation and the clients
      // built from it are work to keep away from that press.)
      if (!screen.startsWith('eligibility')) preloadPlatformClients();
      stop = screenAhead.prepareAhead?.(screen, (next) =>
        startTransition(() => setAhead({ ...mountOf(next), ahead: true, of: screen })),
      );
    };
    for (const type of events) document.addEventListener(type, preload, { capture: true, passive: true });
    return () => {
      stop?.();
      for (const type of events) document.removeEventListener(type, preload, true);
    };
  }, [screen]);

  return (
    <Layout>
      <UrlSync />
      {/* the screens left behind first: a screen kept until the paint (KeptScreen) is where it was in the page, and
          is not moved there (React moving the terms page after the step shown was 2.2 thread ms at 1x of its
          Continue); the order of the screens shown from a slot is their host's (src/screenAhead.tsx) */}
      {[...leaving, shown, hidden].map((mount) =>
        !mount ? null : mount.ahead && Slot ? (
          <Slot
            key={mount.key}
            name={mount.name}
            shown={mount === shown || leaving.includes(mount)}
            leaving={leaving.includes(mount)}
            host={host}
          />
        ) : mount === shown || leaving.includes(mount) ? (
          <KeptScreen key={mount.key} name={mount.name} leaving={mount !== shown} />
        ) : null,
      )}
      {/* after the screen mounted here: the screens shown from a slot (src/screenAhead.tsx), in the order they were
          rendered ahead (a step left behind, hidden until it unmounts, before the one shown; the next one after) */}
      <div ref={host} />
      {Modal ? (
        <Suspense fallback={null}>
          <Modal />
        </Suspense>
      ) : null}
    </Layout>
  );
}
