// What taking a step out of the page costs at 4x CPU (issue 16, wt-cont4): on step 2, answered, its slot element
// (src/screenAhead.tsx) removed from the document, hidden (display none) or skipped (content-visibility: hidden, what
// the app does since wt-cont5), each followed by a forced layout, in rotating fresh pages. Prints each try's ms (performance.now in the page, layout included) and step 2's
// element count.
//
//   npx tsx bench/webLeave.ts [http://127.0.0.1:8080] [tries]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { fillBefore, openAtStep2 } from './browser';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const tries = Number(process.argv[3] ?? 6);
const HOWS = ['remove', 'hide', 'skip'] as const;
const ms: Record<(typeof HOWS)[number], number[]> = { remove: [], hide: [], skip: [] };
let elements = 0;
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
for (let round = 0; round < tries; round += 1)
  for (const how of [...HOWS.slice(round % 3), ...HOWS.slice(0, round % 3)]) {
    const { page, session } = await openAtStep2(browser, base);
    await fillBefore(page, 'step2');
    // step 2's field focused, as when its Continue is pressed (the button keeps the focus where it is)
    await page.locator('input').first().focus();
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const measured = await page.evaluate((how) => {
      const slot = [...document.querySelectorAll('div')].find(
        // (display contents before wt-cont5, block since; the step shown is not marked hidden)
        (div) =>
          (div.style.display === 'contents' || div.style.display === 'block') && !div.hidden && div.querySelector('h1'),
      );
      if (!slot) throw new Error('no step 2 slot in the page');
      void document.body.offsetHeight;
      const at = performance.now();
      if (how === 'remove') slot.remove();
      else if (how === 'hide') slot.style.display = 'none';
      else slot.style.setProperty('content-visibility', 'hidden');
      void document.body.offsetHeight;
      return { ms: performance.now() - at, elements: slot.querySelectorAll('*').length };
    }, how);
    ms[how].push(Math.round(measured.ms));
    elements = measured.elements;
    await page.close();
  }
await browser.close();
console.log(
  `step 2's ${elements} elements at 4x, ms per try: removed ${ms.remove.join(', ')}; hidden ${ms.hide.join(', ')}; skipped ${ms.skip.join(', ')}`,
);
