// The start page's weight as the applicant's browser receives it (issue 16: "start page ≤ 100 KB over the wire in
// total, served compressed"): every document, style sheet, script and font Chromium loads for the start page, counted
// by the DevTools protocol's encodedDataLength (headers and the compressed body), the bench's own count
// (bench/wire.ts, bench/web.ts). `src/startChunk.test.ts` guards which modules reach the start chunk; this guards the
// bytes, so a change that keeps the modules but grows them (a new screen's copy in the start chunk, a font, a
// dependency's new version) is caught by `npm test`, not by the next bench run.

import type { Browser, Page } from '@playwright/test';
import { type TraceEvent, topLevelMainThreadTasks } from '../bench/trace';
import { recordWire } from '../bench/wire';
import { START_MARKS } from '../src/startMarks';
import { expect, gotoStart, test } from './support/fixtures';

const START_PAGE_BUDGET_BYTES = 100_000;
const ASSET_TYPES = new Set(['Document', 'Stylesheet', 'Script', 'Font']);

test('performance: the start page crosses the wire compressed, in at most 100,000 bytes', async ({ page }) => {
  const wire = await recordWire(page);
  await gotoStart(page);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const assets = wire.mark().resources.filter((resource) => ASSET_TYPES.has(resource.type));
  const list = assets.map((asset) => `${new URL(asset.url).pathname} ${asset.encoding} ${asset.bytes} B`).join('\n');
  // the document, the start chunk and its style sheet, at least
  expect(assets.map((asset) => asset.type)).toEqual(expect.arrayContaining(['Document', 'Script', 'Stylesheet']));
  for (const asset of assets) expect(asset.encoding, `served compressed:\n${list}`).toMatch(/^(br|gzip)$/);
  const total = assets.reduce((sum, asset) => sum + asset.bytes, 0);
  expect(total, `the start page's files over the wire:\n${list}`).toBeLessThanOrEqual(START_PAGE_BUDGET_BYTES);
});

// The start page's script in three main-thread tasks, not one long one (src/main.tsx: the modules, the chart built, the
// journey started): a browser can take the applicant's input and paint between them. What is checked is where the
// work runs, read from a Chromium trace of the page's load (each mark inside a top-level task of the renderer's main
// thread, bench/trace.ts), not how long it takes: the milliseconds are the bench's (bench/web.ts, Lighthouse).
async function expectStartInThreeTasks(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  await gotoStart(page);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;

  const tasks = topLevelMainThreadTasks(events);
  const taskOf = (name: string) => {
    const marks = events.filter((event) => event.name === name && event.cat === 'blink.user_timing');
    expect(marks, `one "${name}" mark in the trace`).toHaveLength(1);
    const [mark] = marks as [TraceEvent];
    const task = tasks.findIndex(
      (candidate) =>
        candidate.pid === mark.pid &&
        candidate.tid === mark.tid &&
        candidate.ts <= mark.ts &&
        mark.ts <= candidate.ts + (candidate.dur ?? 0),
    );
    expect(task, `"${name}" made inside a task of the renderer's main thread`).toBeGreaterThanOrEqual(0);
    return task;
  };
  const modules = taskOf(START_MARKS.modules);
  const chart = taskOf(START_MARKS.chart);
  const started = taskOf(START_MARKS.started);
  // in order, each in a later task than the one before
  expect(chart).toBeGreaterThan(modules);
  expect(started).toBeGreaterThan(chart);
}

test('performance: the start page builds its chart and starts the journey in tasks of their own, after its modules run', async ({
  browser,
  page,
}) => {
  // (Chromium has the task scheduler: the tasks are posted to it, at its highest priority)
  expect(await page.evaluate(() => typeof (globalThis as { scheduler?: object }).scheduler)).toBe('object');
  await expectStartInThreeTasks(browser, page);
});

test('performance: in a browser without the task scheduler, the start page takes its three tasks by messages', async ({
  browser,
  page,
}) => {
  // Safari and Firefox before 142 have no `scheduler.postTask`: src/main.tsx posts a message to itself instead
  await page.addInitScript(() => {
    delete (globalThis as { scheduler?: object }).scheduler;
  });
  await expectStartInThreeTasks(browser, page);
  expect(await page.evaluate(() => typeof (globalThis as { scheduler?: object }).scheduler)).toBe('undefined');
});
