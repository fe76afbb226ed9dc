// The browser figures of `npm run bench` (issue 16) beside the start page's bytes (wire.ts):
//  - Continue on the start page (the eligibility questions) to the next screen painted, in Chromium with the CPU
//    slowed 4x: the main thread's busy time (DevTools Performance metrics, TaskDuration) and the wall time, and
//    the bytes that screen adds over the wire;
//  - a Lighthouse 12 mobile run of the start page (its default mobile form factor and simulated throttling), in
//    Debian's Chromium through chrome-launcher.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { answerEligibilityQuestions, fillStep1 } from '../e2e/support/journey';
import { recordWire } from './wire';

export interface ContinueFigures {
  cpuThrottling: number;
  /** Main-thread busy time from the press to the next screen's heading, throttled. */
  mainThreadMs: number;
  scriptMs: number;
  wallMs: number;
  nextScreenHeading: string;
  /** What the next screen added over the wire: its lazy chunk (fetched at the first answer on the screen before),
   * and from step 1 the calls its answers and Continue make. */
  nextScreenBytes: number;
}

const startPath = '/?applyFor=IM135&brandId=CB';

/**
 * `from: 'start'` presses "Start your application" on the start page (to "About you"); `from: 'step1'` fills step 1
 * as the browser tests do (e2e/support/journey.ts) and presses its Continue (to step 2, after the case is created).
 */
export async function measureContinue(baseUrl: string, from: 'start' | 'step1' = 'start'): Promise<ContinueFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const wire = await recordWire(page);
    await page.goto(`${baseUrl}${startPath}`, { waitUntil: 'networkidle', timeout: 120_000 });
    const heading = page.getByRole('heading', { level: 1 });
    const startHeading = (await heading.textContent({ timeout: 60_000 })) ?? '';
    // From here the wire counts what the next screen adds: its chunk is fetched at the first answer
    // (preloadNextScreens), before the press.
    wire.mark();
    // the questions, then the terms page (doc 3 §2, the same screen), agreed; the press is timed below
    await answerEligibilityQuestions(page);
    await page.getByLabel('I agree to my information being used as described').check();
    let pressLabel = 'Start your application';
    let fromHeading = startHeading;
    if (from === 'step1') {
      await page.getByRole('button', { name: pressLabel }).click();
      await page.getByRole('heading', { level: 1, name: 'About you' }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      wire.mark();
      await fillStep1(page);
      await page.waitForLoadState('networkidle');
      pressLabel = 'Continue';
      fromHeading = (await heading.textContent()) ?? '';
    }
    const cpuThrottling = 4;
    await wire.session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await wire.session.send('Performance.enable');
    const metrics = async () => {
      const { metrics: list } = await wire.session.send('Performance.getMetrics');
      return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
    };
    const before = await metrics();
    const pressedAt = performance.now();
    await page.getByRole('button', { name: pressLabel, exact: true }).click();
    await page.waitForFunction(
      (previous) => {
        const h1 = document.querySelector('h1');
        return h1 !== null && h1.textContent !== previous;
      },
      fromHeading,
      { timeout: 60_000 },
    );
    // The heading is in the DOM: wait for the frame that paints it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const wallMs = Math.round(performance.now() - pressedAt);
    const after = await metrics();
    const delta = (name: string) => Math.round(((after[name] ?? 0) - (before[name] ?? 0)) * 1000);
    await wire.session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForLoadState('networkidle');
    return {
      cpuThrottling,
      mainThreadMs: delta('TaskDuration'),
      scriptMs: delta('ScriptDuration'),
      wallMs,
      nextScreenHeading: (await heading.textContent()) ?? '',
      nextScreenBytes: wire.mark().bytes,
    };
  } finally {
    await browser.close();
  }
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

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
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
    const mainThreads = new Set(
      trace.traceEvents
        .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
        .map((event) => `${event.pid}:${event.tid}`),
    );
    const tasksMs = trace.traceEvents
      .filter(
        (event) =>
          event.ph === 'X' &&
          (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
          mainThreads.has(`${event.pid}:${event.tid}`),
      )
      .map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
    return {
      cpuMs: Math.round(tasksMs.reduce((sum, ms) => sum + ms, 0)),
      blockingMsAt4x: Math.round(tasksMs.reduce((sum, ms) => sum + Math.max(0, ms * 4 - 50), 0)),
      longestTaskMsAt4x: Math.round(Math.max(0, ...tasksMs) * 4),
    };
  } finally {
    await browser.close();
  }
}
