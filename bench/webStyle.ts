// What a page's option lists cost when the page is put in the document (issue 16): on step 2 ("Your money", its two
// country lists 499 of its 695 elements), with the CPU slowed 4x, the style and layout forced by putting a copy of
// <main> in the page, alternately whole and without the options of its selects (but the chosen and the placeholder).
// Against a served build (`node dist-platform/main.js`):
//
//   npx tsx bench/webStyle.ts [http://127.0.0.1:8080]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { openAtStep2 } from './browser';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
const { page, session } = await openAtStep2(browser, base);
console.log(
  'elements',
  await page.evaluate(() => document.querySelectorAll('*').length),
  'options',
  await page.evaluate(() => document.querySelectorAll('option').length),
);
await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
for (let i = 0; i < 4; i++) {
  for (const strip of [false, true]) {
    const ms = await page.evaluate((strip) => {
      const main = document.querySelector('main') as HTMLElement;
      const clone = main.cloneNode(true) as HTMLElement;
      if (strip) for (const o of clone.querySelectorAll('option')) if (!o.selected && o.value) o.remove();
      const parent = main.parentElement as HTMLElement;
      const next = main.nextSibling;
      main.remove();
      void document.body.offsetHeight;
      const t0 = performance.now();
      parent.insertBefore(clone, next);
      void document.body.offsetHeight;
      const t1 = performance.now();
      clone.remove();
      parent.insertBefore(main, next);
      void document.body.offsetHeight;
      return t1 - t0;
    }, strip);
    console.log(`${strip ? 'without its options' : 'whole'}: ${ms.toFixed(1)} ms of style and layout at 4x`);
  }
}
await browser.close();
