// The next step rendered ahead (issue 16: React's mount of the next step was 90-180 ms of its Continue at 4x CPU):
// in the page but hidden, with no height, while the applicant is on the step before it; shown by the Continue.
// Loaded with the steps that have a next one rendered ahead, which hand it to the app (src/aheadRegistry.ts).
import { memo, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { preloadScreen, SCREENS } from '../screens';
import { LoadingScreen } from '../screens/LoadingScreen';
import { type ScreenSlotProps, screenAhead } from './aheadRegistry';
import { SlotScreenContext } from './journeyActor';
import { createShownStore, ScreenShownContext, useScreenShown } from './screenShown';
import { whenIdle } from './whenIdle';

/**
 * The screen rendered ahead of a screen's Continue: only the steps whose Continue always leads there and which take
 * the answers as they are when shown (src/screenShown.ts useFormAsShown).
 */
const AHEAD_OF: Record<string, string> = {
  eligibilityTerms: 'personalDetails',
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
      cancel = whenIdle(() => render(next), 2000);
    },
    () => undefined,
  );
  return () => cancel();
}

/** The inline style of a slot's element rendered ahead: no height in the flow, nothing drawn, read or tabbed to. */
const AHEAD_STYLE = { height: '0', overflow: 'clip', visibility: 'hidden' } as const;

/**
 * A screen rendered into an element of its own, in the page's host from its first render. Rendered ahead, the element
 * is hidden (`visibility: hidden`, out of the accessibility tree and the tab order) with no height: the browser works
 * out its style and layout while the applicant is still on the step before, so showing it is dropping three inline
 * properties, not the style and layout of a whole page inside the Continue (issue 16: review's were 40-47 ms of step
 * 2's Continue at 4x CPU when its element was put in the page then). The `hidden` attribute marks it for the
 * selectors that want the page's own heading (src/Layout.tsx); the inline `display: block` keeps it in the layout.
 */
export const ScreenSlot = memo(function ScreenSlot({ name, shown, leaving, host }: ScreenSlotProps) {
  const [element] = useState(() => {
    const div = document.createElement('div');
    div.style.display = 'block';
    Object.assign(div.style, AHEAD_STYLE);
    div.hidden = true;
    return div;
  });
  useLayoutEffect(() => {
    host.current?.append(element);
    return () => element.remove();
  }, [element, host]);
  // whether the screen is shown, for the components that read it (src/screenShown.ts): flipped once, by the Continue
  const [shownStore] = useState(createShownStore);
  useLayoutEffect(() => {
    if (!shown || leaving) return;
    element.hidden = false;
    for (const property of Object.keys(AHEAD_STYLE)) element.style.removeProperty(property);
    shownStore.show();
  }, [shown, leaving, element, shownStore]);
  // The step the chart left (src/App.tsx): hidden now, taken out of the document when it unmounts after the next
  // screen's paint. Taking step 2's 815 elements out of the page took 21-85 ms at 4x CPU, hiding them with
  // `display: none` 2-18 with the layout that follows (6 tries each, bench/results/web-2026-11-28-cont4.md; issue 16).
  // `content-visibility: hidden` keeps its boxes and skips them: no style for its elements, its height none, and
  // nothing of it read, drawn or focused.
  useLayoutEffect(() => {
    if (!leaving) return;
    // (its field keeps the focus until the new heading takes it after the paint, src/Layout.tsx focusAfterPaint: a
    // blur() here made the browser work out review's style and layout within the press, 57 ms at 4x in one trace)
    element.style.setProperty('content-visibility', 'hidden');
    // (src/Layout.tsx's heading to focus is not one of a step left behind)
    element.hidden = true;
  }, [leaving, element]);
  // a user timing mark: a screen rendered ahead can be told from one mounted by its Continue (e2e/continueAhead.spec.ts)
  useEffect(() => {
    if (!shown) performance.mark(`screen rendered ahead: ${name}`);
  }, [shown, name]);
  // the same element while the screen is the same: showing it, or hiding it once left behind, does not render it
  // again (what reads whether it is shown renders again through the store)
  return useMemo(() => {
    const Screen = SCREENS[name] ?? LoadingScreen;
    return createPortal(
      <SlotScreenContext.Provider value={name}>
        <ScreenShownContext.Provider value={shownStore}>
          <Suspense fallback={<LoadingWhenShown />}>
            <Screen />
          </Suspense>
        </ScreenShownContext.Provider>
      </SlotScreenContext.Provider>,
      element,
    );
  }, [name, element, shownStore]);
});

/** A screen rendered ahead suspends unseen; once shown, it shows the loading screen until it is there. */
function LoadingWhenShown() {
  return useScreenShown() ? <LoadingScreen /> : null;
}

screenAhead.ScreenSlot = ScreenSlot;
screenAhead.prepareAhead = prepareAhead;
