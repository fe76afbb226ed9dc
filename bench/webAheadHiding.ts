// What the browser pays to show the step rendered ahead, by how it is kept hidden until then (issue 16): the floor of
// a press (bench/browser.ts armFloor: the same change to the document, none of the app's script) on fresh journeys,
// the step ahead first turned to each way of hiding it, alternating, measured as timePress measures a Continue (main
// thread at 4x to the next heading's paint). Against a served build:
//
//   npx tsx bench/webAheadHiding.ts [http://127.0.0.1:8080] [start|step1|step2] [runs] [ways]
//
// ways, comma-separated (all by default):
// - `visibility`: `visibility: hidden` (src/screenAhead.tsx until 2026-11-30): showing it changes an inherited
//   property, and the browser restyles each element of the step;
// - `skipped`: `content-visibility: hidden` once its style and layout are worked out (warmAhead, since 2026-11-30);
// - `inert`: visible but `inert` (and aria-hidden, for Playwright's role queries): `inert` is inherited too;
// - `aria-hidden`: visible, only aria-hidden: what showing costs with no hiding at all (not a way the app can use:
//   its fields could be tabbed to).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import {
  AHEAD_HIDINGS,
  type AheadHiding,
  armFloor,
  fillBefore,
  openAt,
  PRESSES,
  type Press,
  timePress,
} from './browser';
import { median } from './stats';

const args = process.argv.slice(2);
const base = args.find((arg) => arg.startsWith('http')) ?? 'http://127.0.0.1:8080';
const rest = args.filter((arg) => !arg.startsWith('http'));
const press = (rest[0] ?? 'step1') as Press;
const runs = Number(rest[1] ?? 5) || 5;
const ways = (rest[2]?.split(',') ?? [...AHEAD_HIDINGS]) as AheadHiding[];
if (!PRESSES.includes(press) || press === 'review') throw new Error('the press is start, step1 or step2');
if (ways.some((way) => !AHEAD_HIDINGS.includes(way))) throw new Error(`the ways are ${AHEAD_HIDINGS.join(', ')}`);

const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
const figures = new Map<AheadHiding, number[]>(ways.map((way) => [way, []]));
try {
  for (let round = 0; round < runs; round += 1) {
    for (const way of round % 2 ? [...ways].reverse() : ways) {
      const { page, session } = await openAt(browser, base, press);
      try {
        const label = await fillBefore(page, press);
        await armFloor(page, label, way);
        const pressed = await timePress(page, session, label);
        if (pressed.threadMsToPaint === undefined) throw new Error(`${way}: no paint of the next heading`);
        figures.get(way)?.push(pressed.threadMsToPaint);
      } finally {
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
for (const [way, values] of figures)
  console.log(
    `${press} floor, ahead hidden by ${way}: median ${median(values)} ms to the paint at 4x (${values.join(', ')})`,
  );
