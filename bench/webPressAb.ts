// One press of the journey timed on two served builds, alternating fresh pages (issue 16, wt-cont4): quicker than
// bench/web.ts when one press is what changed, and the rounds pair up (A then B, B then A) so a loaded machine's
// swings fall on both. Prints each round's main-thread CPU ms at 4x to the heading's paint and to the frame after.
//
//   npx tsx bench/webPressAb.ts <url A> <url B> [start|step1|step2|review] [rounds]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { fillBefore, PRESSES, type Press, pressThrough, timePress } from './browser';
import { median } from './stats';

const [urlA, urlB, pressArg, roundsArg] = process.argv.slice(2);
if (!urlA || !urlB) throw new Error('two URLs: npx tsx bench/webPressAb.ts <url A> <url B> [press] [rounds]');
const press = (pressArg ?? 'step2') as Press;
if (!PRESSES.includes(press)) throw new Error(`the press is one of ${PRESSES.join(', ')}`);
const rounds = Number(roundsArg ?? 4);
const toPaint: Record<'A' | 'B', number[]> = { A: [], B: [] };
const toFrameAfter: Record<'A' | 'B', number[]> = { A: [], B: [] };
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
for (let round = 0; round < rounds; round += 1)
  for (const build of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
    const page = await browser.newPage();
    const session = await page.context().newCDPSession(page);
    await page.goto(`${build === 'A' ? urlA : urlB}/?applyFor=IM135&brandId=CB`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const before of PRESSES.slice(0, PRESSES.indexOf(press)))
      await pressThrough(page, before, await fillBefore(page, before));
    const figures = await timePress(page, session, await fillBefore(page, press));
    toPaint[build].push(figures.threadMsToPaint ?? Number.NaN);
    toFrameAfter[build].push(figures.threadMs);
    await page.close();
  }
await browser.close();
for (const build of ['A', 'B'] as const)
  console.log(
    `${build}: ${press} to the paint ${toPaint[build].join(', ')} (median ${median(toPaint[build])}); to the frame after ${toFrameAfter[build].join(', ')} (median ${median(toFrameAfter[build])})`,
  );
