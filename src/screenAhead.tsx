// The next step rendered ahead (issue 16: React's mount of the next step was 90-180 ms of its Continue at 4x CPU):
// in the page but hidden, with no height, while the applicant is on the step before it; shown by the Continue.
// Loaded with the steps that have a next one rendered ahead, which hand it to the app (src/aheadRegistry.ts).
import { memo, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

/**
 * The inline style of a slot's element rendered ahead: no height in the flow, and nothing of its contents drawn, read
 * by assistive technology, found or tabbed to. A step of fields has its contents skipped (`content-visibility:
 * hidden`, as `display: none` for all of that, but their style and layout kept: warmAhead); hidden with `visibility:
 * hidden` instead, as until 2026-11-30, showing it changed an inherited property and the browser restyled each of its
 * elements inside the Continue, 263-274 on step 2 (form controls, each with the browser's own parts inside). Review
 * keeps `visibility: hidden`: it follows step 2's answers as each field is left (src/screenShown.ts), the last one by
 * the press on Continue itself, and a skipped element whose contents changed is laid out whole when it is shown (73
 * objects against 8 in one trace), which cost review's Continue more than the restyle of its 63 elements of text.
 * Step 1's Continue at 4x CPU, main's build and this one, 10 alternating rounds on one host: 116 → 100 ms to step 2's
 * paint, its floor (no app script) 60 → 37; review's Continue skipped: 132 → 145 (issue 16,
 * bench/results/2026-11-30-ahead-style.md).
 */
const AHEAD_STYLE = { height: '0', overflow: 'clip' } as const;
const SKIPPED = 'content-visibility';
const HIDDEN_BY_VISIBILITY = new Set(['review']);
/** The screens rendered ahead whose page shows the answers, as they are when the Continue shows it. */
const SHOWS_ANSWERS = new Set(['review']);

/**
 * Whether a screen rendered ahead is kept from view by `visibility: hidden`: review, and every screen in a browser
 * that has no `content-visibility` (Safari before 18, Firefox before 125), where a skipped element's fields would be
 * in the tab order and the accessibility tree.
 */
function hiddenByVisibility(name: string): boolean {
  return HIDDEN_BY_VISIBILITY.has(name) || !globalThis.CSS?.supports?.(SKIPPED, 'hidden');
}

/**
 * Works out the style and layout of a slot's skipped element, in one task: its contents unskipped, the layout read
 * (which makes the browser do both now), skipped again. No frame and no input comes between, so nothing of it is ever
 * drawn or reachable; the browser keeps what it worked out for the contents it skips, so showing them is dropping the
 * inline properties, not the style of every element of a page.
 */
function warmAhead(element: HTMLElement): void {
  element.style.removeProperty(SKIPPED);
  void element.offsetHeight;
  element.style.setProperty(SKIPPED, 'hidden');
}

/**
 * A screen rendered into an element of its own, in the page's host from its first render. Rendered ahead, the element
 * has no height and its contents are hidden (AHEAD_STYLE), their style and layout worked out while the applicant is
 * still on the step before (in the idle time after each change to them, warmAhead, when they are skipped), so showing
 * it is dropping three inline properties, not the style and layout of a whole page inside the Continue (issue 16:
 * review's were 40-47 ms of step 2's Continue at 4x CPU when its element was put in the page then). The `hidden` attribute marks it for the
 * selectors that want the page's own heading (src/Layout.tsx); the inline `display: block` keeps it in the layout.
 */
export const ScreenSlot = memo(function ScreenSlot({ name, shown, leaving, host }: ScreenSlotProps) {
  const [element] = useState(() => {
    const div = document.createElement('div');
    div.style.display = 'block';
    for (const [property, value] of Object.entries(AHEAD_STYLE)) div.style.setProperty(property, value);
    if (hiddenByVisibility(name)) div.style.visibility = 'hidden';
    else div.style.setProperty(SKIPPED, 'hidden');
    div.hidden = true;
    return div;
  });
  useLayoutEffect(() => {
    host.current?.append(element);
    return () => element.remove();
  }, [element, host]);
  // While ahead: its style and layout worked out when the browser is idle after its render and after each change
  // (a step taking the answers of the one before, review following step 2's), never once it is shown (`ahead`, put
  // false in the layout effect that shows it, before this effect's cleanup).
  const ahead = useRef(true);
  useEffect(() => {
    if (shown || hiddenByVisibility(name)) return;
    let cancel: (() => void) | undefined;
    const warmWhenIdle = (changes: MutationRecord[] = []) => {
      // (warmAhead's own change to the element's style is not a change to its contents)
      if (changes.length > 0 && changes.every((change) => change.target === element)) return;
      cancel ??= whenIdle(() => {
        cancel = undefined;
        if (ahead.current) warmAhead(element);
      }, 2000);
    };
    const observer = new MutationObserver(warmWhenIdle);
    observer.observe(element, { subtree: true, childList: true, attributes: true, characterData: true });
    warmWhenIdle();
    return () => {
      observer.disconnect();
      cancel?.();
    };
  }, [shown, name, element]);
  // whether the screen is shown, for the components that read it (src/screenShown.ts): flipped once, after the paint
  // of the Continue that shows it. Nothing a step's readers render differs when it is shown (its form takes the
  // answers given since it was rendered ahead after that paint either way, src/forms/JourneyForm.tsx), so they are
  // told then, not in a second commit of React's inside the press; what hands its values on before then settles the
  // store first. Review is told at once: it shows the answers, and the last one typed came with the press.
  const [shownStore] = useState(createShownStore);
  useLayoutEffect(() => {
    if (!shown || leaving) return;
    ahead.current = false;
    element.hidden = false;
    for (const property of [...Object.keys(AHEAD_STYLE), 'visibility', SKIPPED]) element.style.removeProperty(property);
    if (SHOWS_ANSWERS.has(name)) shownStore.show();
    else shownStore.showAfterPaint();
  }, [shown, leaving, element, shownStore, name]);
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
