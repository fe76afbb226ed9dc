// What a keystroke in a field costs the browser, on two served builds side by side (issue 16): on step 2, the income
// field focused, keys typed one at a time at 4x CPU, each given 400 ms. Prints each round's main-thread tasks of 1 ms
// or more per key (CPU ms at 4x, summed over the keys and divided by them), the longest task (what an applicant waits
// for before the character shows: Interaction to Next Paint's processing), and, with React's work counted
// (e2e/support/reactWork.ts), the components rendered per key.
//
//   npx tsx bench/webKeystroke.ts <url A> <url B> [rounds]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { field } from '../e2e/support/fixtures';
import { COUNT_REACT_WORK, reactWork, resetReactWork } from '../e2e/support/reactWork';
import { focusStep2Income, openAt, TYPED_KEYS, typeKeysSlowly } from './browser';
import { median } from './stats';
import { type TraceEvent, topLevelMainThreadTasks } from './trace';

const [urlA, urlB, roundsArg] = process.argv.slice(2);
if (!urlA || !urlB) throw new Error('two URLs: npx tsx bench/webKeystroke.ts <url A> <url B> [rounds]');
const rounds = Number(roundsArg ?? 4);
const perKey: Record<'A' | 'B', number[]> = { A: [], B: [] };
const longest: Record<'A' | 'B', number[]> = { A: [], B: [] };
const rendered: Record<'A' | 'B', number[]> = { A: [], B: [] };
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
for (let round = 0; round < rounds; round += 1)
  for (const build of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
    const { page, session } = await openAt(browser, build === 'A' ? urlA : urlB, 'step2', COUNT_REACT_WORK);
    const income = field(page, 'grossAnnualIncome');
    // the page settled: review rendered ahead after the first answer is not in the window (it waits for a field left)
    await focusStep2Income(page);
    await resetReactWork(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    await typeKeysSlowly(page);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const react = await reactWork(page);
    if ((await income.inputValue()).replace(/\D/g, '') !== TYPED_KEYS)
      throw new Error(`${build}: the keys did not land`);
    const tasks = topLevelMainThreadTasks(trace.traceEvents)
      .map((task) => (task.tdur ?? task.dur ?? 0) / 1000)
      .filter((ms) => ms >= 1);
    const sum = tasks.reduce((total, ms) => total + ms, 0);
    perKey[build].push(sum / TYPED_KEYS.length);
    longest[build].push(Math.max(0, ...tasks));
    rendered[build].push(react.rendered / TYPED_KEYS.length);
    console.log(
      `round ${round + 1} ${build}: ${(sum / TYPED_KEYS.length).toFixed(1)} CPU ms a key at 4x, longest task ${Math.max(0, ...tasks).toFixed(1)}, ${react.rendered / TYPED_KEYS.length} components rendered a key (${react.commits} commits)`,
    );
    await page.close();
  }
await browser.close();
for (const build of ['A', 'B'] as const)
  console.log(
    `${build}: ${median(perKey[build]).toFixed(1)} CPU ms a key at 4x (median of ${rounds}), longest task ${median(longest[build]).toFixed(1)}, ${median(rendered[build])} components rendered a key`,
  );
