// Chromium's CPU for a browser test's documents, by how they are opened (bench/results/test-times.md "Ninth pass"):
// MODES (comma-separated), each N iterations in a fresh browser, twice, the second round printed:
//   context  a new context and page per iteration, the start page (what every test's `page` fixture costs)
//   page     one context, a new page per iteration, the start page (a context reused, its pages not)
//   hop      one page: /config.json, the tab's stored journey set there, then the start page (openWithStoredJourney)
//   direct   one page: the stored journey set in the app's own document, then the start page (no /config.json)
//   init     one page: the stored journey set by an init script, once, in the start page's document
//   reuse    one page: storage cleared and history reset, then the start page (a page handed from test to test)
//   goto     one page: the start page again (a new document in the same process)
//   inject   one page: the start page, axe injected, not run
//   axe      one page: the start page, axe injected and run once (its first run in each document)
// The stored journey is step 1 before any case (no platform call to resume it). CPU is user + system of every
// Chromium process under this one, sampled every 200 ms (own user + system: a process's last 200 ms missed). Needs `npm run build`; BENCH_EXTERNAL=1
// uses a platform already listening on BENCH_PORT.
//
//   BENCH_EXTERNAL=1 BENCH_PORT=8189 MODES=hop,direct N=10 npx tsx bench/reuseCpu.ts
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { chromiumCpu, startBenchPlatform } from './chromiumCpu';

const port = Number(process.env.BENCH_PORT ?? 18557);
await startBenchPlatform(port, 'join1-reuse-');
// renderers' CPU is their own reading, kept once they end
const { sample, seen } = chromiumCpu({ reaped: false });

const base = `http://127.0.0.1:${port}`;
const start = `${base}/?applyFor=IM135&brandId=CB`;
const stored = JSON.stringify({
  version: 1,
  brandId: 'CB',
  bankId: 'CB',
  productCode: 'IM135',
  subType: 'ntb',
  screen: 'personalDetails',
  form: { productCode: 'IM135', isExistingCustomer: 'No', completedTasks: [], firstName: 'Ada' },
});
const KEY = 'account-opening.journey';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

async function iterations(browser: Browser, mode: string, n: number) {
  const options = { viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' as const };
  const shared = await browser.newContext(options);
  const one = await shared.newPage();
  if (mode === 'direct' || mode === 'hop' || mode === 'init') {
    await one.goto(start);
    await heading(one);
  }
  for (let i = 0; i < n; i++) {
    if (mode === 'context') {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(start);
      await heading(page);
      await context.close();
    } else if (mode === 'reuse') {
      // a worker's page handed to the next test: storage cleared, history reset, then the start page
      if (i > 0) {
        await one.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        await shared.clearCookies();
        const cdp = await shared.newCDPSession(one);
        await cdp.send('Page.resetNavigationHistory');
        await cdp.detach();
      }
      await one.goto(start);
      await heading(one);
    } else if (mode === 'page') {
      const page = await shared.newPage();
      await page.goto(start);
      await heading(page);
      await page.close();
    } else if (mode === 'hop') {
      await one.goto(`${base}/config.json`);
      await one.evaluate(({ key, value }) => sessionStorage.setItem(key, value), { key: KEY, value: stored });
      await one.goto(start);
      await one.waitForURL(/\/step-1\?/);
      await heading(one);
    } else if (mode === 'direct') {
      await one.evaluate(({ key, value }) => sessionStorage.setItem(key, value), { key: KEY, value: stored });
      await one.goto(start);
      await one.waitForURL(/\/step-1\?/);
      await heading(one);
    } else if (mode === 'init') {
      const seeding = await one.addInitScript(
        ({ key, value, seed }) => {
          if (sessionStorage.getItem('e2e.seeded') === seed) return;
          sessionStorage.setItem(key, value);
          sessionStorage.setItem('e2e.seeded', seed);
        },
        { key: KEY, value: stored, seed: `seed-${i}` },
      );
      await one.goto(start);
      await seeding.dispose();
      await one.waitForURL(/\/step-1\?/);
      await heading(one);
    } else if (mode === 'goto') {
      await one.goto(start);
      await heading(one);
    } else if (mode === 'inject') {
      await one.goto(start);
      await heading(one);
      await one.evaluate(axeSource);
    } else if (mode === 'axe') {
      await one.goto(start);
      await heading(one);
      await one.evaluate(axeSource);
      await one.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<unknown> } }).axe;
        await axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
          resultTypes: ['violations'],
        });
      });
    }
  }
  await shared.close();
}

const N = Number(process.env.N ?? 8);
const modes = (process.env.MODES ?? 'context,page').split(',');
for (const round of [0, 1])
  for (const mode of modes) {
    seen.clear();
    const extra = process.env.EXTRA_ARGS ? process.env.EXTRA_ARGS.split(' ') : [];
    const browser = await chromium.launch({
      executablePath: TEST_CHROMIUM_EXECUTABLE,
      args: [...CHROMIUM_ARGS, ...extra],
    });
    const b0 = sample();
    const counting = setInterval(sample, 200);
    const s0 = process.cpuUsage();
    const t0 = Date.now();
    await iterations(browser, mode, N);
    const b1 = sample();
    clearInterval(counting);
    const renderers = [...seen.values()].filter(({ kind }) => kind === 'renderer').length;
    const s1 = process.cpuUsage(s0);
    await browser.close();
    const per = (x: number) => (x / N).toFixed(3);
    const spent = Object.entries(b1).map(([kind, t]) => [kind, t - (b0[kind] ?? 0)] as const);
    const total = spent.reduce((sum, [, t]) => sum + t, 0);
    if (round)
      console.log(
        `${mode}: chromium ${per(total)} CPU s per iteration (${spent.map(([k, t]) => `${k} ${per(t)}`).join(', ')}); runner ${per((s1.user + s1.system) / 1e6)}; wall ${per((Date.now() - t0) / 1000)} s; ${renderers} renderers; load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
      );
  }
process.exit(0);
