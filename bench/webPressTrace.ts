// One press of the journey by thread time (issue 16), for a loaded machine: bench/webTasks.ts and
// bench/webProfile.ts --trace read the trace events' wall durations, which grow with whatever else the machine runs
// (2-5x at load 25); this reads their thread durations (`tdur`), which Chromium's 4x throttle keeps busy and the OS's
// other processes do not grow. For each run, on a fresh journey: the main thread's tasks up to the paint of the next
// heading and after it (to the frame after), the self thread time by trace event (script, style, layout, paint, ...)
// up to that paint, the elements restyled and objects laid out, and React's commits and components rendered.
//
//   npx tsx bench/webPressTrace.ts [http://127.0.0.1:8080 ...] [start|step1|step2|review] [runs] [--tasks] [--rate 4] [--floor]
//
// With several URLs (builds served side by side) the runs alternate between them (A B, B A, ...) and each build gets
// its medians. --tasks lists each task of 1 thread ms or more with what it held, as bench/webTasks.ts does. --rate
// is the CPU throttle (4 by default); at 1 the thread times are the work itself, which a loaded machine swings far less
// than the 4x figures (Chromium's throttle stretches the work by its wall time, so other processes stretch it too).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { COUNT_REACT_WORK, reactWork, resetReactWork } from '../e2e/support/reactWork';
import { armFloor, fillBefore, openAt, PRESSES, type Press, tracePress } from './browser';
import { median } from './stats';
import { type TraceEvent, topLevelMainThreadTasks } from './trace';

const args = process.argv.slice(2);
const rateAt = args.indexOf('--rate');
const rate = rateAt >= 0 ? Number(args[rateAt + 1]) : 4;
const urls = args.filter((arg) => arg.startsWith('http'));
if (urls.length === 0) urls.push('http://127.0.0.1:8080');
const plain = args.filter(
  (arg, index) => !arg.startsWith('http') && !arg.startsWith('--') && args[index - 1] !== '--rate',
);
const press = (plain[0] ?? 'step2') as Press;
if (!PRESSES.includes(press)) throw new Error(`the press is one of ${PRESSES.join(', ')}`);
const runs = Number(plain[1] ?? 3);
const listTasks = args.includes('--tasks');
/** The press's floor instead (bench/browser.ts armFloor, step1 and step2): the same change to the document, none of
 * the app's script. */
const floor = args.includes('--floor');
const MARK = 'bench: next heading in';
const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface Figures {
  toPaint: number[];
  after: number[];
  selfByName: Map<string, number[]>;
}
const figures = new Map<string, Figures>(urls.map((url) => [url, { toPaint: [], after: [], selfByName: new Map() }]));
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
for (let index = 0; index < runs * urls.length; index += 1) {
  const run = Math.floor(index / urls.length);
  const order = run % 2 ? [...urls].reverse() : urls;
  const base = order[index % urls.length] as string;
  const { toPaint, after, selfByName } = figures.get(base) as Figures;
  const { page, session } = await openAt(browser, base, press, COUNT_REACT_WORK);
  const label = await fillBefore(page, press);
  if (floor) await armFloor(page, label);
  const events = await tracePress(
    browser,
    page,
    session,
    label,
    ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'],
    { rate, beforeThrottle: () => resetReactWork(page) },
  );
  const react = await reactWork(page);
  await page.close();
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  const mine = events
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const mark = events.find((e) => e.name === MARK);
  const paint = mine.find((e) => e.name === 'Paint' && mark && e.ts >= mark.ts);
  if (!paint) throw new Error('no paint after the heading went in');
  // top-level tasks only (bench/trace.ts: a RunTask nests in each ThreadControllerImpl::RunTask)
  const tasks = topLevelMainThreadTasks(events).filter((e) => e.pid === main.pid && e.tid === main.tid);
  const thread = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const upTo = tasks.filter((task) => task.ts <= paint.ts);
  const later = tasks.filter((task) => task.ts > paint.ts);
  toPaint.push(upTo.reduce((sum, task) => sum + thread(task), 0));
  after.push(later.reduce((sum, task) => sum + thread(task), 0));
  // self thread time by event name, in the tasks up to the paint (events nest by time on one thread)
  const self = new Map<string, number>();
  const paintTaskEnd = Math.max(...upTo.map((task) => task.ts + (task.dur ?? 0)));
  const stack: { event: TraceEvent; end: number; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      self.set(done.event.name, (self.get(done.event.name) ?? 0) + thread(done.event) - done.children);
    }
  };
  for (const event of mine.filter((e) => e.ts <= paintTaskEnd && e.ts >= (upTo[0]?.ts ?? 0))) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.children += thread(event);
    stack.push({ event, end: event.ts + (event.dur ?? 0), children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  for (const [name, ms] of self) selfByName.set(name, [...(selfByName.get(name) ?? []), ms]);
  const restyled = mine
    .filter((e) => e.name === 'UpdateLayoutTree' && e.ts <= paint.ts)
    .map((e) => e.args?.elementCount ?? 0);
  const laidOut = mine
    .filter((e) => e.name === 'Layout' && e.ts <= paint.ts)
    .map((e) => `${e.args?.beginData?.dirtyObjects ?? '?'}/${e.args?.beginData?.totalObjects ?? '?'}`);
  console.log(
    `${urls.length > 1 ? `${base} ` : ''}run ${run + 1}: to the paint ${toPaint.at(-1)?.toFixed(1)} thread ms in ${upTo.length} tasks, after it ${after.at(-1)?.toFixed(1)}; restyled ${restyled.join('+')} elements, laid out ${laidOut.join(' ')}; React ${react.commits} commits, rendered/mounted ${react.perCommit.join(', ')}`,
  );
  if (listTasks) {
    const t0 = tasks[0]?.ts ?? 0;
    for (const task of tasks) {
      if (thread(task) < 1) continue;
      const end = task.ts + (task.dur ?? 0);
      const held = mine
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && thread(e) >= 0.5)
        .filter((e) => !TASK.has(e.name))
        .map((e) => {
          const what = e.args?.data?.type ?? e.args?.data?.functionName;
          return `${e.name}${what ? `(${what})` : ''} ${thread(e).toFixed(1)}`;
        })
        .join(', ');
      console.log(
        `  ${task.ts > paint.ts ? 'after' : 'to paint'} +${((task.ts - t0) / 1000).toFixed(0)} ms: ${thread(task).toFixed(1)}: ${held}`,
      );
    }
  }
}
await browser.close();
const names = [...new Set([...figures.values()].flatMap(({ selfByName }) => [...selfByName.keys()]))];
const selfMedian = (url: string, name: string) => {
  const values = (figures.get(url) as Figures).selfByName.get(name) ?? [];
  return median([...values, ...Array(runs - values.length).fill(0)]);
};
for (const [url, { toPaint, after }] of figures)
  console.log(
    `${press} at ${rate}x, ${url}, ${runs} runs: to the paint median ${median(toPaint).toFixed(1)} thread ms (${toPaint.map((ms) => ms.toFixed(1)).join(', ')}), after it ${median(after).toFixed(1)} (${after.map((ms) => ms.toFixed(1)).join(', ')})`,
  );
console.log(
  [
    `| trace event (self, to the paint) | ${urls.join(' | ')} |`,
    `| --- | ${urls.map(() => '---:').join(' | ')} |`,
    ...names
      .map((name) => [name, urls.map((url) => selfMedian(url, name))] as const)
      .filter(([, values]) => values.some((ms) => ms >= 0.3))
      .sort((a, b) => (b[1][0] ?? 0) - (a[1][0] ?? 0))
      .map(([name, values]) => `| ${name} | ${values.map((ms) => ms.toFixed(1)).join(' | ')} |`),
  ].join('\n'),
);
