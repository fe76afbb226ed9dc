// One press of the journey as the main thread's tasks (issue 16): a Chromium trace at 4x CPU throttling from the
// click to the next screen painted, each top-level task of 1.5 ms or more with the events it held (the click and the
// submit, the XHR answer, microtasks, style, layout, paint). Where bench/webProfile.ts says which functions take the
// time, this says in which task: the click's, the answer's (the chart moves and React renders the next screen), or
// the paint's. Against a served build:
//
//   npx tsx bench/webTasks.ts [http://127.0.0.1:8080] [start|step1|step2|review] [--floor]
//
// --floor: the press's floor instead (bench/browser.ts armFloor, step1 and step2): the same change to the document
// with none of the app's script.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { armFloor, fillBefore, openAt, PRESSES, type Press, tracePress } from './browser';
import { topLevelMainThreadTasks } from './trace';

const base = process.argv.slice(2).find((arg) => arg.startsWith('http')) ?? 'http://127.0.0.1:8080';
const press = (process.argv.slice(2).find((arg) => !arg.startsWith('http') && !arg.startsWith('--')) ??
  'step2') as Press;
const floor = process.argv.includes('--floor');
if (!PRESSES.includes(press)) throw new Error(`the press is one of ${PRESSES.join(', ')}`);
/** The events worth naming inside a task. */
const SHOWN = new Set([
  'FunctionCall',
  'EventDispatch',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'Commit',
  'Layerize',
  'HitTest',
  'TimerFire',
  'FireAnimationFrame',
  'XHRLoad',
  'XHRReadyStateChange',
  'RunMicrotasks',
  'MajorGC',
  'MinorGC',
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'v8.evaluateModule',
  'v8.callFunction',
]);
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
const { page, session } = await openAt(browser, base, press);
const label = await fillBefore(page, press);
if (floor) await armFloor(page, label);
const events = await tracePress(browser, page, session, label, [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
]);
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
if (!main) throw new Error('no renderer main thread in the trace');
const mine = events.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts);
// top-level tasks only (bench/trace.ts: a RunTask nests in each ThreadControllerImpl::RunTask)
const tasks = topLevelMainThreadTasks(events).filter((e) => e.pid === main.pid && e.tid === main.tid);
const t0 = tasks[0]?.ts ?? 0;
let total = 0;
for (const task of tasks) {
  const ms = (task.dur ?? 0) / 1000;
  total += ms;
  if (ms < 1.5) continue;
  const end = task.ts + (task.dur ?? 0);
  const desc = mine
    .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 1000)
    .filter((e) => SHOWN.has(e.name))
    .map((e) => {
      const what = e.args?.data?.type ?? e.args?.data?.functionName;
      return `${e.name}${what ? `(${what})` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`;
    })
    .join(', ');
  console.log(`+${((task.ts - t0) / 1000).toFixed(0)} ms: task ${ms.toFixed(1)} ms: ${desc}`);
}
console.log(`press ${press} at 4x: ${total.toFixed(0)} ms in ${tasks.length} main-thread tasks`);
await browser.close();
