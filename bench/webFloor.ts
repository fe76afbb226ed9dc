// The floor of a Continue (issue 16), as the platform's figures have theirs: the same press on the same page, but the
// next screen shown by the browser alone, with none of the app's script. The page is walked to the press and filled
// as bench/browser.ts does, the step rendered ahead is there (src/screenAhead.tsx), then a click listener put before
// React's makes the change a Continue makes to the document and nothing else: the step left hidden the way
// ScreenSlot hides it (`content-visibility: hidden`, `hidden`), the step ahead shown (its `hidden` and three inline
// properties dropped). Measured as bench/browser.ts timePress measures the app's own press (top-level main-thread
// tasks at 4x from the click to the next heading's paint), alternating with the app's press on fresh pages, so the
// two are side by side in one run:
//
//   npx tsx bench/webFloor.ts [http://127.0.0.1:8080] [step1|step2] [--runs 3]
//
// A third column, `bare`, is the same press on the least a page can be (timeBarePress: a heading and a button): what
// this host and browser pay for any press, whatever the page.
//
// Only the presses whose next screen is rendered ahead (step 1 and step 2) have this floor. It is what the browser
// pays for the pointer's events, the hit test, the style, layout and paint of the change: what no script of the app
// can take away.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { type Press, timeBarePress, timeFreshPress } from './browser';
import { median } from './stats';

const args = process.argv.slice(2);
const base = args.find((arg) => arg.startsWith('http')) ?? 'http://127.0.0.1:8080';
const press = (args.find((arg) => arg === 'step1' || arg === 'step2') ?? 'step1') as Press;
const runs = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 3) || 3;

const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
const figures: Record<'app' | 'floor' | 'bare', number[]> = { app: [], floor: [], bare: [] };
try {
  for (let round = 0; round < runs; round += 1) {
    for (const which of round % 2 ? (['bare', 'floor', 'app'] as const) : (['app', 'floor', 'bare'] as const)) {
      figures[which].push(
        which === 'bare' ? await timeBarePress(browser) : await timeFreshPress(browser, base, press, which === 'floor'),
      );
    }
  }
} finally {
  await browser.close();
}
for (const which of ['app', 'floor', 'bare'] as const)
  console.log(
    `${press} ${which}: median ${median(figures[which])} ms to the heading's paint at 4x (${figures[which].join(', ')})`,
  );
