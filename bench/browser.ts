// The browser figures of `npm run bench` (issue 16) beside the start page's bytes (wire.ts):
//  - Continue on the start page (the eligibility questions) to the next screen painted, in Chromium with the CPU
//    slowed 4x: the main thread's busy time (DevTools Performance metrics, TaskDuration) and the wall time, and
//    the bytes that screen adds over the wire;
//  - a Lighthouse 12 mobile run of the start page (its default mobile form factor and simulated throttling), in
//    Debian's Chromium through chrome-launcher.
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { COPY } from '../content/copy';
import { JOURNEY_COPY } from '../content/journeyCopy';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { field } from '../e2e/support/fixtures';
import { answerEligibilityQuestions, fillReview, fillStep1, fillStep2 } from '../e2e/support/journey';
import { type TraceEvent, topLevelMainThreadTasks } from './trace';
import { recordWire } from './wire';

export interface ContinueFigures {
  cpuThrottling: number;
  /** Main-thread busy time from the press to the next screen's heading, throttled (DevTools TaskDuration: wall time
   * of the main thread's tasks, so it grows with whatever else the machine runs). */
  mainThreadMs: number;
  /** The main thread's tasks' thread (CPU) time from a Chromium trace over the same press, throttled `cpuThrottling`
   * times (4 unless a device's calibrated rate was asked for): Chromium's throttling keeps the thread busy, so this
   * is the work at that rate without the time the OS gave other processes, which on this shared machine swings the
   * wall figures 2-3x (the trace spans a little more than TaskDuration: from its start to its stop). */
  threadMs: number;
  /** Of threadMs, the tasks up to the one that paints the next heading (its frame's Paint): threadMs runs on
   * to the frame after it (two animation frames), so it also counts work the app does once the screen is painted
   * (the URL push, a save that no screen waits for). Undefined when the trace has no such mark or paint. At 4x, the
   * budget's figure. */
  threadMsToPaint: number | undefined;
  scriptMs: number;
  /** Of the main thread: style recalculation and layout (DevTools Performance metrics, RecalcStyle and Layout). */
  styleLayoutMs: number;
  wallMs: number;
  nextScreenHeading: string;
  /** What the next screen added over the wire: its lazy chunk (fetched at the first answer on the screen before),
   * and from step 1 on the calls its answers and Continue make. */
  nextScreenBytes: number;
}

const startPath = '/?applyFor=IM135&brandId=CB';

/** The presses of the journey that are measured, in journey order: "Start your application" (to "About you"),
 * step 1's Continue (to step 2, after the case is created), step 2's Continue (to review, after a save) and review's
 * "Accept and apply" (to the submission page, after the submit). */
export const PRESSES = ['start', 'step1', 'step2', 'review'] as const;
export type Press = (typeof PRESSES)[number];

/** The heading each press leads to. */
const NEXT_HEADING: Record<Press, string> = {
  start: JOURNEY_COPY.personalDetails.title,
  step1: JOURNEY_COPY.employmentDetails.title,
  step2: JOURNEY_COPY.review.title,
  review: JOURNEY_COPY.submission.title,
};

/**
 * Answers the screen of a press as the browser tests do (e2e/support/journey.ts), unthrottled, and returns the
 * press's button label; the page must show that screen.
 */
export async function fillBefore(page: Page, press: Press): Promise<string> {
  switch (press) {
    case 'start':
      // the questions, then the terms page (doc 3 §2, the same screen), agreed
      await answerEligibilityQuestions(page);
      await page.getByLabel('I agree to my information being used as described').check();
      return COPY.eligibility.start;
    case 'step1':
      await fillStep1(page);
      return COPY.continue;
    case 'step2':
      await fillStep2(page);
      return COPY.continue;
    case 'review':
      await fillReview(page);
      return JOURNEY_COPY.review.submit;
  }
}

/** Presses the button of a filled screen, unthrottled, and waits for the next screen and the calls it makes. */
export async function pressThrough(page: Page, press: Press, label: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: NEXT_HEADING[press] }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * A new page of the browser at `press`'s screen of the Current Account Plus under CB, unthrottled: the start page
 * loaded and every press before `press` answered and pressed through; with the DevTools session that slows its CPU
 * later. `initScript` runs in the page before the app (a bench's counters).
 */
export async function openAt(
  browser: Browser,
  base: string,
  press: Press,
  initScript?: string,
): Promise<{ page: Page; session: CDPSession }> {
  const page = await browser.newPage();
  const session = await page.context().newCDPSession(page);
  if (initScript) await page.addInitScript({ content: initScript });
  await page.goto(`${base}${startPath}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  for (const before of PRESSES.slice(0, PRESSES.indexOf(press)))
    await pressThrough(page, before, await fillBefore(page, before));
  return { page, session };
}

/** The keys the keystroke benches type into step 2's income field (bench/webKeystroke.ts, webProfile.ts --keys). */
export const TYPED_KEYS = '42000';

/** Step 2's income field focused and the page left to settle: what the keystroke benches type into. */
export async function focusStep2Income(page: Page): Promise<void> {
  await field(page, 'grossAnnualIncome').focus();
  await page.waitForTimeout(1500);
}

/** TYPED_KEYS typed one at a time into the focused field, each given 400 ms. */
export async function typeKeysSlowly(page: Page): Promise<void> {
  for (const key of TYPED_KEYS) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
  }
}

/** A new page on step 2, unthrottled (openAt). */
export function openAtStep2(browser: Browser, base: string): Promise<{ page: Page; session: CDPSession }> {
  return openAt(browser, base, 'step2');
}

/**
 * One press in a trace: the page left to settle and the press armed unthrottled (armPress), `beforeThrottle` (a
 * bench's counters reset), the CPU slowed `rate` times, the trace started with `categories`, the press, the trace's
 * events read and the CPU back to normal.
 */
export async function tracePress<Event = TraceEvent>(
  browser: Browser,
  page: Page,
  session: CDPSession,
  label: string,
  categories: string[],
  options: { rate?: number; beforeThrottle?: () => Promise<void> } = {},
): Promise<Event[]> {
  await page.waitForLoadState('networkidle');
  const pressed = await armPress(page, label);
  await options.beforeThrottle?.();
  await session.send('Emulation.setCPUThrottlingRate', { rate: options.rate ?? 4 });
  await browser.startTracing(page, { categories });
  await pressed();
  const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: Event[] }).traceEvents;
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return events;
}

/**
 * `BENCH_PRESS_WITH_ARRIVAL=1`: a press is timed with the pointer's arrival on the button (its move, from where the
 * last press left it, and the hover it paints), as every figure before 2026-11-30 06:00 was; by default the pointer
 * is on the button first and the press alone is timed (armPress).
 */
const PRESS_WITH_ARRIVAL = process.env.BENCH_PRESS_WITH_ARRIVAL === '1';

/** The user timing mark armPress leaves when the next heading is put in the page. */
const NEXT_HEADING_MARK = 'bench: next heading in';

/**
 * Makes a press ready to time, unthrottled: the button scrolled into view and its centre found, and in the page a
 * promise that settles once another heading is painted (a MutationObserver, then two frames). Returns `press`, which
 * clicks there with the mouse (a real input event) and waits for that promise: nothing of Playwright's own (a role
 * query, an accessible name worked out, hit tests, polling, its listeners: detachPlaywrightListeners) runs on the
 * page's main thread while it is timed.
 */
export async function armPress(page: Page, label: string): Promise<() => Promise<void>> {
  // An applicant pauses before pressing: the app's idle work (the next step rendered ahead, src/screenAhead.tsx, and
  // a step's long option lists, src/components/FormField.tsx) is done by then, as it is for a person. Without this
  // wait a loaded machine sometimes timed the press before it (step 1's Continue at 809-884 ms against 300-490).
  await page.evaluate(
    () =>
      new Promise<void>((idle) =>
        requestIdleCallback(() => requestIdleCallback(() => idle(), { timeout: 5000 }), { timeout: 5000 }),
      ),
  );
  const button = page.getByRole('button', { name: label, exact: true });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`no "${label}" button to press`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (!PRESS_WITH_ARRIVAL) {
    // The pointer is on the button before it is pressed, as a person's is: its arrival (the pointer's move events,
    // their hit tests, the button's hover style painted) happens before the press and is not timed, as the Event
    // Timing API's interactions (INP) leave it out; the press is the pointer's down and up and what they do.
    await page.mouse.move(x, y);
    await page.evaluate(
      () =>
        new Promise<void>((painted) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => painted()))),
        ),
    );
  }
  await page.evaluate((NEXT_HEADING_MARK) => {
    // the page's heading: not one in a screen rendered ahead or left behind, which the app marks `hidden`
    // (src/screenAhead.tsx), and the shown screen's from when its slot drops that mark (no named function here:
    // tsx would wrap it in a helper the page does not have)
    const from = document.querySelector('h1:not([hidden] h1)')?.textContent;
    (window as unknown as { __nextScreenPainted: Promise<void> }).__nextScreenPainted = new Promise((painted) => {
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('h1:not([hidden] h1)');
        if (!h1 || h1.textContent === from) return;
        observer.disconnect();
        // in the trace: the task that put the heading in; the next Paint after it is the heading's
        performance.mark(NEXT_HEADING_MARK);
        requestAnimationFrame(() => requestAnimationFrame(() => painted()));
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['hidden'],
      });
    });
  }, NEXT_HEADING_MARK);
  const restore = await detachPlaywrightListeners(page);
  return async () => {
    if (PRESS_WITH_ARRIVAL) await page.mouse.click(x, y);
    else {
      await page.mouse.down();
      await page.mouse.up();
    }
    await page.evaluate(() => (window as unknown as { __nextScreenPainted: Promise<void> }).__nextScreenPainted);
    await restore();
  };
}

/**
 * Takes Playwright's own listeners off the page's window until the returned function puts them back. Once a locator
 * has been used in a document (a field filled, a button found), Playwright's injected script keeps capture listeners
 * on the window for twelve pointer, mouse and touch events (its hit-target interceptor), in the page's world and in
 * its utility world, which an applicant's browser does not have: every event of a press called them (a bare page's
 * press, 16 alternating runs each: 51 ms at 4x with them, 34 without; bench/results/2026-11-29-press-listeners.md).
 * The press is timed without them, and with no session of the bench's attached; Playwright's actions after it have
 * them again.
 */
export async function detachPlaywrightListeners(page: Page): Promise<() => Promise<void>> {
  // Each world keeps its own, and the protocol lists a window's listeners of one world at a time: every execution
  // context of the page, as Runtime.enable reports them. Those taken off are kept on the window of their own world
  // (an expando of that world's alone) for putting back.
  const inEveryWorld = async (work: (session: CDPSession, contextId: number) => Promise<void>) => {
    const session = await page.context().newCDPSession(page);
    const contexts: number[] = [];
    session.on('Runtime.executionContextCreated', (event) => contexts.push(event.context.id));
    await session.send('Runtime.enable');
    await session.send('Runtime.disable');
    for (const contextId of contexts) await work(session, contextId);
    await session.detach();
  };
  let taken = 0;
  await inEveryWorld(async (session, contextId) => {
    const objectGroup = 'bench-playwright-listeners';
    const { result } = await session.send('Runtime.evaluate', { expression: 'window', objectGroup, contextId });
    if (!result.objectId) return;
    const { listeners } = await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId, depth: 0 });
    for (const listener of listeners) {
      const objectId = listener.handler?.objectId;
      if (!listener.useCapture || !objectId || !listener.handler?.description?.includes('_hitTargetInterceptor'))
        continue;
      await session.send('Runtime.callFunctionOn', {
        objectId,
        // run in the listener's own world: `this` is the very function the window holds
        functionDeclaration: `function (type) {
          (window.__benchTakenListeners ??= []).push([type, this]);
          window.removeEventListener(type, this, { capture: true, passive: false });
        }`,
        arguments: [{ value: listener.type }],
      });
      taken += 1;
    }
    await session.send('Runtime.releaseObjectGroup', { objectGroup });
  });
  // armPress has just used a locator, so Playwright's script is in the page: none found means Playwright changed them,
  // and the press would be timed with them again.
  if (taken === 0) throw new Error("Playwright's hit-target listeners were not found on the window");
  return () =>
    inEveryWorld(async (session, contextId) => {
      await session.send('Runtime.evaluate', {
        contextId,
        expression: `for (const [type, listener] of window.__benchTakenListeners ?? [])
          window.addEventListener(type, listener, { capture: true, passive: false });
        delete window.__benchTakenListeners;`,
      });
    });
}

/** Ways of keeping the step ahead out of view until its Continue (bench/webAheadHiding.ts). */
export const AHEAD_HIDINGS = ['visibility', 'skipped', 'inert', 'aria-hidden'] as const;
export type AheadHiding = (typeof AHEAD_HIDINGS)[number];

/**
 * The floor of a press (bench/webFloor.ts): once the step ahead is rendered (src/screenAhead.tsx), listeners at the
 * window, before React's on the root, stop the pointer's events and make the click do only what a Continue does to
 * the document: the step left hidden as ScreenSlot hides it (`content-visibility: hidden`, `hidden`), the step ahead
 * shown (its `hidden` and inline properties dropped). None of the app's script runs in the press. With `hiding`, the
 * step ahead is first turned to that way of keeping it out of view, worked out (bench/webAheadHiding.ts).
 */
export async function armFloor(page: Page, label: string, hiding?: AheadHiding): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[hidden] h1').length > 0, undefined, {
    timeout: 30_000,
  });
  await page.evaluate(
    ({ label, hiding }) => {
      const button = [...document.querySelectorAll('button')].find((each) => each.textContent?.trim() === label);
      if (!button) throw new Error(`no "${label}" button`);
      // (the step shown: a slot's element when it was rendered ahead, else the element it was mounted in, src/App.tsx
      // KeptScreen, as when the terms page's Continue came before step 1 was rendered ahead)
      const shown = document
        .querySelector('h1:not([hidden] h1)')
        ?.closest('div[style*="display: block"], div.kept-screen');
      const ahead = document.querySelector('[hidden] h1')?.closest('div[hidden]');
      if (!(shown instanceof HTMLElement) || !(ahead instanceof HTMLElement)) throw new Error('no screen slots');
      if (hiding) {
        // each way from the step ahead worked out, in the flow with no height; aria-hidden beside `inert` for
        // Playwright's role queries, which count an inert button
        ahead.style.removeProperty('content-visibility');
        ahead.style.removeProperty('visibility');
        if (hiding === 'visibility') ahead.style.setProperty('visibility', 'hidden');
        if (hiding === 'inert') ahead.inert = true;
        if (hiding === 'inert' || hiding === 'aria-hidden') ahead.setAttribute('aria-hidden', 'true');
        void ahead.offsetHeight;
        if (hiding === 'skipped') ahead.style.setProperty('content-visibility', 'hidden');
      }
      const pointer = ['pointerover', 'pointerout', 'pointermove', 'pointerdown', 'pointerup', 'mouseover', 'mouseout'];
      for (const type of [...pointer, 'mousemove', 'mousedown', 'mouseup', 'focusin', 'focusout'])
        window.addEventListener(type, (event) => event.stopPropagation(), { capture: true });
      // the focus stays in the field left, as the app's Continue keeps it (its button's mousedown is cancelled,
      // src/forms/JourneyForm.tsx): the field's blur, its restyle and paint are no part of the app's press either
      button.addEventListener('mousedown', (event) => event.preventDefault());
      window.addEventListener(
        'click',
        (event) => {
          if (!(event.target instanceof Node) || !button.contains(event.target)) return;
          event.preventDefault();
          event.stopPropagation();
          shown.style.setProperty('content-visibility', 'hidden');
          shown.hidden = true;
          ahead.hidden = false;
          if (hiding) {
            ahead.inert = false;
            ahead.removeAttribute('aria-hidden');
          }
          for (const property of ['height', 'overflow', 'visibility', 'content-visibility'])
            ahead.style.removeProperty(property);
        },
        { capture: true, once: true },
      );
    },
    { label, hiding },
  );
}

/**
 * Presses `label` with the CPU slowed `cpuThrottling` times (the issue's 4 by default; a device's calibrated rate,
 * bench/cpuCalibration.ts) and measures the main thread until the next screen's heading is painted; leaves the page
 * there, unthrottled.
 */
export async function timePress(
  page: Page,
  session: CDPSession,
  label: string,
  cpuThrottling = 4,
): Promise<Omit<ContinueFigures, 'nextScreenBytes'>> {
  await page.waitForLoadState('networkidle');
  const press = await armPress(page, label);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
  await session.send('Performance.enable');
  const metrics = async () => {
    const { metrics: list } = await session.send('Performance.getMetrics');
    return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
  };
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  await browser.startTracing(page, {
    // (devtools.timeline for the Paint events, blink.user_timing for armPress's mark: threadMsToPaint)
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  const before = await metrics();
  const pressedAt = performance.now();
  await press();
  const wallMs = Math.round(performance.now() - pressedAt);
  const after = await metrics();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const delta = (name: string) => Math.round(((after[name] ?? 0) - (before[name] ?? 0)) * 1000);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.waitForLoadState('networkidle');
  return {
    cpuThrottling,
    mainThreadMs: delta('TaskDuration'),
    threadMs: Math.round(mainThreadTasksMs(trace.traceEvents).reduce((sum, ms) => sum + ms, 0)),
    threadMsToPaint: threadMsToPaint(trace.traceEvents),
    scriptMs: delta('ScriptDuration'),
    styleLayoutMs: delta('RecalcStyleDuration') + delta('LayoutDuration'),
    wallMs,
    nextScreenHeading: (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
  };
}

/**
 * The presses asked for timed on one journey through the app (a new applicant of IM135 under CB), the other presses
 * walked unthrottled. For each, the wire counts what the next screen added from its screen's first answer on (its
 * chunk is fetched then, preloadNextScreens; from step 1 on, the calls its answers and the press make).
 */
export async function measureContinues(
  baseUrl: string,
  presses: readonly Press[] = PRESSES,
  cpuThrottling = 4,
): Promise<Partial<Record<Press, ContinueFigures>>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const wire = await recordWire(page);
    await page.goto(`${baseUrl}${startPath}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    const figures: Partial<Record<Press, ContinueFigures>> = {};
    const last = Math.max(...presses.map((press) => PRESSES.indexOf(press)));
    for (const press of PRESSES.slice(0, last + 1)) {
      wire.mark();
      const label = await fillBefore(page, press);
      if (presses.includes(press)) {
        figures[press] = {
          ...(await timePress(page, wire.session, label, cpuThrottling)),
          nextScreenBytes: wire.mark().bytes,
        };
      } else {
        await pressThrough(page, press, label);
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** The presses whose next screen is rendered ahead, which have a floor (armFloor). */
export const FLOOR_PRESSES = ['step1', 'step2'] as const satisfies readonly Press[];

/**
 * One press on a new page of `browser` walked to it and filled (openAt, fillBefore), the app's own or, with `floor`,
 * its floor (armFloor): ms of the main thread at `cpuThrottling` (4x by default) to the next heading's paint, as
 * timePress measures them.
 */
export async function timeFreshPress(
  browser: Browser,
  baseUrl: string,
  press: Press,
  floor: boolean,
  cpuThrottling = 4,
): Promise<number> {
  const { page, session } = await openAt(browser, baseUrl, press);
  try {
    const label = await fillBefore(page, press);
    if (floor) await armFloor(page, label);
    const figures = await timePress(page, session, label, cpuThrottling);
    if (figures.threadMsToPaint === undefined) throw new Error(`${press}: no paint of the next heading`);
    return figures.threadMsToPaint;
  } finally {
    await page.close();
  }
}

/**
 * The press of the least a page can be, on this host and browser: a heading and a button, whose click shows a second
 * heading the page holds hidden (no stylesheet, no script but the click's). What no page, however small, can take
 * away from a press timed as timePress times it: the pointer's events, their hit tests, the style, layout and paint.
 */
export async function timeBarePress(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  const session = await page.context().newCDPSession(page);
  try {
    await page.setContent(
      '<main><h1>Step 1</h1><button type="button">Continue</button></main><main hidden><h1>Step 2</h1></main>' +
        "<script>document.querySelector('button').addEventListener('click', () => {" +
        "const [shown, ahead] = document.querySelectorAll('main'); shown.hidden = true; ahead.hidden = false; });" +
        '</script>',
    );
    const figures = await timePress(page, session, 'Continue');
    if (figures.threadMsToPaint === undefined) throw new Error('bare page: no paint of the next heading');
    return figures.threadMsToPaint;
  } finally {
    await page.close();
  }
}

/** The floor of one press (armFloor) on a new journey in a browser of its own (timeFreshPress). */
export async function measureFloor(
  baseUrl: string,
  press: (typeof FLOOR_PRESSES)[number],
  cpuThrottling = 4,
): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    return await timeFreshPress(browser, baseUrl, press, true, cpuThrottling);
  } finally {
    await browser.close();
  }
}

/** One press timed (bench/run.ts): `start` by default. */
export async function measureContinue(baseUrl: string, press: Press = 'start'): Promise<ContinueFigures> {
  const figures = (await measureContinues(baseUrl, [press]))[press];
  if (!figures) throw new Error(`${press} was not measured`);
  return figures;
}

export interface LighthouseFigures {
  performance: number;
  metrics: Record<string, number | undefined>;
  /** What the metrics point at: the LCP element, the elements that shifted (with their score), the render-blocking
   * requests; each as a short description from the audit's details. */
  findings: Record<string, string[]>;
}

/** Node snippets, selectors and URLs of an audit's details, with a score or wasted time when it has one. */
function describeDetails(details: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const item = value as Record<string, unknown>;
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    // the LCP element's phases (TTFB, load delay, load time, render delay) are rows with a phase and a timing
    const label =
      node?.snippet ??
      (typeof item.url === 'string' ? item.url : typeof item.phase === 'string' ? item.phase : undefined);
    if (label) {
      const extra =
        typeof item.score === 'number'
          ? ` (shift ${item.score.toFixed(3)})`
          : typeof item.wastedMs === 'number'
            ? ` (${Math.round(item.wastedMs)} ms)`
            : typeof item.timing === 'number'
              ? ` (${Math.round(item.timing)} ms)`
              : typeof item.duration === 'number'
                ? ` (task ${Math.round(item.duration)} ms at ${Math.round(Number(item.startTime ?? 0))} ms)`
                : typeof item.scripting === 'number'
                  ? ` (script ${Math.round(item.scripting)} ms, parse ${Math.round(Number(item.scriptParseCompile ?? 0))} ms)`
                  : '';
      found.push(`${label.slice(0, 160)}${node?.selector ? ` [${node.selector}]` : ''}${extra}`);
    }
    for (const [key, child] of Object.entries(item)) if (key !== 'node') visit(child);
  };
  visit((details as { items?: unknown } | undefined)?.items);
  return found;
}

export async function runLighthouse(baseUrl: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_EXECUTABLE,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(`${baseUrl}${startPath}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      return value === undefined ? undefined : Math.round(value);
    };
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      metrics: {
        firstContentfulPaintMs: metric('first-contentful-paint'),
        largestContentfulPaintMs: metric('largest-contentful-paint'),
        totalBlockingTimeMs: metric('total-blocking-time'),
        speedIndexMs: metric('speed-index'),
        cumulativeLayoutShiftx1000: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000),
      },
      findings: Object.fromEntries(
        [
          'largest-contentful-paint-element',
          'layout-shifts',
          'render-blocking-resources',
          'font-display',
          'long-tasks',
          'bootup-time',
        ].map((id) => [id, describeDetails(lhr.audits[id]?.details)]),
      ),
    };
  } finally {
    chrome.kill();
  }
}

export interface StartCpuFigures {
  /** Thread (CPU) time of the renderer's main-thread tasks from navigation to the start page's Continue shown. */
  cpuMs: number;
  /** Lighthouse's blocking time worked out on that CPU time at its mobile 4x slowdown: each task's 4 x CPU ms past
   * 50 ms, summed. Thread time leaves out the time the OS gave other processes, so it holds on a loaded machine,
   * where the wall times Lighthouse reads swing several times. */
  blockingMsAt4x: number;
  longestTaskMsAt4x: number;
}

/** Thread (CPU) ms of each top-level task on the renderers' main threads in a trace. */
function mainThreadTasksMs(events: TraceEvent[]): number[] {
  return topLevelMainThreadTasks(events).map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
}

/** Thread (CPU) ms of the main thread's tasks from the trace's start to the one painting the next heading: the first
 * Paint on that thread after armPress's mark (the heading put in), its task included. */
function threadMsToPaint(events: TraceEvent[]): number | undefined {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = (event: TraceEvent) => mainThreads.has(`${event.pid}:${event.tid}`);
  const mark = events.find((event) => event.name === NEXT_HEADING_MARK);
  if (!mark) return undefined;
  const paint = events
    .filter((event) => event.name === 'Paint' && onMain(event) && event.ts >= mark.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!paint) return undefined;
  const ms = topLevelMainThreadTasks(events)
    .filter((event) => event.ts <= paint.ts)
    .reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0) / 1000, 0);
  return Math.round(ms);
}

/** The start page's main-thread CPU, from a Chromium trace (top-level tasks' thread durations). */
export async function measureStartCpu(baseUrl: string): Promise<StartCpuFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
    await page.goto(`${baseUrl}${startPath}`, { timeout: 120_000 });
    await page.getByRole('button', { name: 'Continue', exact: true }).waitFor({ timeout: 60_000 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const tasksMs = mainThreadTasksMs(trace.traceEvents);
    return {
      cpuMs: Math.round(tasksMs.reduce((sum, ms) => sum + ms, 0)),
      blockingMsAt4x: Math.round(tasksMs.reduce((sum, ms) => sum + Math.max(0, ms * 4 - 50), 0)),
      longestTaskMsAt4x: Math.round(Math.max(0, ...tasksMs) * 4),
    };
  } finally {
    await browser.close();
  }
}
