// What leaving a field costs the browser after it, on two served builds side by side (issue 16): on step 2, with
// review rendered ahead, a field answered and left by Tab at 4x CPU, then three seconds for what the app does in the
// idle time after (review rendered ahead takes the answers again since src/screenShown.ts useFormAsShown `follow`).
// Prints each round's top-level main-thread tasks of 2 ms or more (CPU ms at 4x), their sum, and whether the hidden
// review already shows the answer.
//
//   npx tsx bench/webFieldLeft.ts <url A> <url B> [rounds]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { field } from '../e2e/support/fixtures';
import { openAt } from './browser';
import { median } from './stats';
import { type TraceEvent, topLevelMainThreadTasks } from './trace';

const [urlA, urlB, roundsArg] = process.argv.slice(2);
if (!urlA || !urlB) throw new Error('two URLs: npx tsx bench/webFieldLeft.ts <url A> <url B> [rounds]');
const rounds = Number(roundsArg ?? 4);
const sums: Record<'A' | 'B', number[]> = { A: [], B: [] };
const longest: Record<'A' | 'B', number[]> = { A: [], B: [] };
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
for (let round = 0; round < rounds; round += 1)
  for (const build of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
    const { page, session } = await openAt(browser, build === 'A' ? urlA : urlB, 'step2');
    // the first answer on step 2 starts review's render ahead (src/screenAhead.tsx)
    await field(page, 'grossAnnualIncome').fill('1');
    await page.waitForFunction(() => performance.getEntriesByName('screen rendered ahead: review').length > 0);
    await page.waitForTimeout(1500);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    await field(page, 'grossAnnualIncome').fill('42000');
    await page.keyboard.press('Tab');
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const tasks = topLevelMainThreadTasks(trace.traceEvents)
      .map((task) => (task.tdur ?? task.dur ?? 0) / 1000)
      .filter((ms) => ms >= 2)
      .sort((a, b) => b - a);
    const sum = tasks.reduce((total, ms) => total + ms, 0);
    sums[build].push(sum);
    longest[build].push(tasks[0] ?? 0);
    const inReview = await page.locator('[hidden] .summary-list__value', { hasText: '£42,000' }).count();
    console.log(
      `round ${round + 1} ${build}: tasks ${tasks.map(Math.round).join(', ')} (sum ${Math.round(sum)}); hidden review shows the answer: ${inReview > 0}`,
    );
    await page.close();
  }
await browser.close();
for (const build of ['A', 'B'] as const)
  console.log(
    `${build}: sum of tasks ${Math.round(median(sums[build]))} CPU ms at 4x (median), longest task ${Math.round(median(longest[build]))}`,
  );
