// The next step rendered ahead (issue 16: React's mount of the next step was 90-180 ms of its Continue at 4x CPU):
// out of the document while the applicant is on the step before it, put in the page by the Continue that shows it.
// Loaded with the steps that have a next one rendered ahead, which hand it to the app (src/aheadRegistry.ts).
import { memo, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { preloadScreen, SCREENS } from '../screens';
import { LoadingScreen } from '../screens/LoadingScreen';
import { type ScreenSlotProps, screenAhead } from './aheadRegistry';
import { ScreenShownContext } from './screenShown';

/**
 * The screen rendered ahead of a screen's Continue: only the steps whose Continue always leads there and which take
 * the answers as they are when shown (src/screenShown.ts useFormAsShown).
 */
const AHEAD_OF: Record<string, string> = {
  personalDetails: 'employmentDetails',
  employmentDetails: 'review',
};

/**
 * Calls `render` with the screen to render ahead of `screen`, once its chunk is there (it renders without
 * suspending) and the browser is idle. Returns the cancel.
 */
export function prepareAhead(screen: string, render: (next: string) => void): () => void {
  const next = AHEAD_OF[screen];
  const preload = next ? preloadScreen(next) : undefined;
  if (!next || !preload) return () => undefined;
  let cancelled = false;
  let cancel = () => {
    cancelled = true;
  };
  // its chunk, which the app fetches with the first interaction on this screen (it renders then without suspending)
  preload().then(
    () => {
      if (cancelled) return;
      const idle = window as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
      const go = () => render(next);
      if (idle.requestIdleCallback && idle.cancelIdleCallback) {
        const id = idle.requestIdleCallback(go, { timeout: 2000 });
        cancel = () => idle.cancelIdleCallback?.(id);
      } else {
        const timer = window.setTimeout(go, 200);
        cancel = () => window.clearTimeout(timer);
      }
    },
    () => undefined,
  );
  return () => cancel();
}

/**
 * A screen rendered into an element of its own: in the page (in `host`) when shown, out of the document when rendered
 * ahead (no one sees it, reads it, tabs to it nor lays it out). Showing one rendered ahead is putting its element in
 * the page: nothing to mount then.
 */
export const ScreenSlot = memo(function ScreenSlot({ name, shown, leaving, host }: ScreenSlotProps) {
  const [element] = useState(() => {
    const div = document.createElement('div');
    // no box of its own: the screen lays out as if it were the page's child
    div.style.display = 'contents';
    return div;
  });
  useLayoutEffect(() => {
    if (!shown) return;
    // first in the host: a step left behind, hidden there until it unmounts, comes after it (the page's h1 is the
    // shown screen's for the focus after the paint, src/Layout.tsx)
    host.current?.prepend(element);
    return () => element.remove();
  }, [shown, element, host]);
  // The step the chart left (src/App.tsx): hidden now, taken out of the document when it unmounts after the next
  // screen's paint. Taking step 2's 815 elements out of the page took 21-85 ms at 4x CPU, hiding them 2-18 with the
  // layout that follows (6 tries each, bench/results/web-2026-11-28-cont4.md; issue 16).
  useLayoutEffect(() => {
    if (!leaving) return;
    // (its field keeps the focus until the new heading takes it after the paint, src/Layout.tsx focusAfterPaint: a
    // blur() here made the browser work out review's style and layout within the press, 57 ms at 4x in one trace)
    element.style.display = 'none';
    // (src/Layout.tsx's heading to focus is not one of a step left behind)
    element.hidden = true;
  }, [leaving, element]);
  // a user timing mark: a screen rendered ahead can be told from one mounted by its Continue (e2e/continueAhead.spec.ts)
  useEffect(() => {
    if (!shown) performance.mark(`screen rendered ahead: ${name}`);
  }, [shown, name]);
  // the same element while the screen is the same and as shown: hiding a step left behind does not render it again
  return useMemo(() => {
    const Screen = SCREENS[name] ?? LoadingScreen;
    return createPortal(
      <ScreenShownContext.Provider value={shown}>
        <Suspense fallback={shown ? <LoadingScreen /> : null}>
          <Screen />
        </Suspense>
      </ScreenShownContext.Provider>,
      element,
    );
  }, [name, shown, element]);
});

screenAhead.ScreenSlot = ScreenSlot;
screenAhead.prepareAhead = prepareAhead;
