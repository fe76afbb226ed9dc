// Chromium's CPU for what every browser test does (bench/results/test-times.md "Sixth pass"): a context, a page, the
// start page, then by MODE: `fixed` axe injected and run once; `injectNow` / `injectEval` axe injected three times
// (a script tag first, as e2e/support/axe.ts did, or evaluated at once, as it does now); `axe` three axe runs; `spin`
// 5 s on a page with the app's spinner; `none` the context and the page alone. BENCH_URL opens another page than the
// start page (a data: URL: the cost of a context and a blank page). VARIANTS names Chromium flag sets
// ('{"base":[],"x":["--flag"]}'); a variant whose name holds "reduce" opens its contexts with reduced motion. Each
// variant runs twice in a fresh browser, the second round printed. CPU is user + system of every Chromium process
// under this one, renderers counted through the zygote that reaps them (and counted by a sampling). Needs
// `npm run build` (it starts dist-platform/main.js on a fresh PGlite folder, unless BENCH_EXTERNAL).
//
//   MODE=spin N=3 VARIANTS='{"base":[],"reduce":[]}' npx tsx bench/browserCpu.ts
//   BENCH_EXTERNAL=1 BENCH_PORT=18600 MODE=none N=6 BENCH_URL='data:text/html,<h1>x</h1>' npx tsx bench/browserCpu.ts
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { chromiumCpu, startBenchPlatform } from './chromiumCpu';

const port = Number(process.env.BENCH_PORT ?? 18556);
await startBenchPlatform(port, 'etime-');
// renderers' CPU comes through the zygote that reaps them
const { sample, seen } = chromiumCpu({ reaped: true });
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const axeSource = readFileSync(axePath, 'utf8');
async function injectNow(page: Page) {
  if (await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined')) return;
  try {
    await page.addScriptTag({ path: axePath });
  } catch {}
  if (await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'undefined'))
    await page.evaluate(readFileSync(axePath, 'utf8'));
}
async function injectEval(page: Page) {
  if (await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined')) return;
  await page.evaluate(axeSource);
}
// AXE_OPTIONS (JSON) is merged into axe.run's options, e.g. '{"selectors":false}'.
const axeOptions: object = JSON.parse(process.env.AXE_OPTIONS ?? '{}');
const runAxe = (page: Page) =>
  page.evaluate(async (extra) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: [] }> } })
      .axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      resultTypes: ['violations'],
      ...extra,
    });
    return r.violations.length;
  }, axeOptions);
const N = Number(process.env.N ?? 8);
const variants: Record<string, string[]> = JSON.parse(process.env.VARIANTS ?? '{"base":[]}');
const mode = process.env.MODE ?? 'fixed';
for (const round of [0, 1])
  for (const [name, extra] of Object.entries(variants)) {
    seen.clear();
    const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, ...extra] });
    const b0 = sample();
    // renderers are counted by a sampling every 200 ms (their CPU comes through the zygote's reaped children)
    const counting = setInterval(sample, 200);
    const s0 = process.cpuUsage();
    const t0 = Date.now();
    const url = process.env.BENCH_URL ?? `http://127.0.0.1:${port}/?applyFor=IM135&brandId=CB`;
    for (let i = 0; i < N; i++) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 720 },
        reducedMotion: name.includes('reduce') ? 'reduce' : 'no-preference',
      });
      const page = await context.newPage();
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (mode === 'fixed') {
        await injectNow(page);
        await runAxe(page);
      }
      if (mode === 'injectNow')
        for (let k = 0; k < 3; k++) {
          await page.reload();
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await injectNow(page);
        }
      if (mode === 'injectEval')
        for (let k = 0; k < 3; k++) {
          await page.reload();
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await injectEval(page);
        }
      if (mode === 'spin') {
        await page.evaluate(() => {
          const span = document.createElement('span');
          span.className = 'spinner__icon';
          document.body.prepend(span);
        });
        await page.waitForTimeout(5000);
      }
      if (mode === 'axe') {
        await injectEval(page);
        for (let k = 0; k < 3; k++) await runAxe(page);
      }
      await context.close();
    }
    const b1 = sample();
    clearInterval(counting);
    const renderers = [...seen.values()].filter(({ kind }) => kind === 'renderer').length;
    const s1 = process.cpuUsage(s0);
    await browser.close();
    const per = (x: number) => (x / N).toFixed(3);
    const spent = Object.entries(b1).map(([kind, t]) => [kind, t - (b0[kind] ?? 0)] as const);
    const kinds = spent.map(([kind, t]) => `${kind} ${per(t)}`).join(', ');
    const total = spent.reduce((sum, [, t]) => sum + t, 0);
    if (round)
      console.log(
        `${mode} ${name}: chromium ${per(total)} CPU s per iteration (${kinds}); runner ${per((s1.user + s1.system) / 1e6)}; wall ${per((Date.now() - t0) / 1000)} s; ${renderers} renderers seen`,
      );
  }
// The platform started above keeps the event loop alive: exit, which stops it (the 'exit' handler).
process.exit(0);
