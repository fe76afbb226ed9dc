// One press of the journey on two served builds, alternating fresh pages as bench/webPressAb.ts does, with the main
// thread's CPU up to the next heading's paint split by what the browser did (issue 16): script, style, layout, paint
// and the rest, each the self thread time (trace `tdur`, not wall time: it holds on a loaded machine) of the trace
// events inside the tasks that bench/browser.ts threadMsToPaint counts. With --tasks, each round's tasks of 1 ms or
// more too, with the events they held.
//
//   npx tsx bench/webPressSplit.ts <url A> <url B> [start|step1|step2|review] [rounds] [--tasks]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { fillBefore, openAt, PRESSES, type Press, tracePress } from './browser';
import { median } from './stats';
import { type TraceEvent, topLevelMainThreadTasks } from './trace';

const args = process.argv.slice(2);
const showTasks = args.includes('--tasks');
const [urlA, urlB, pressArg, roundsArg] = args.filter((arg) => !arg.startsWith('--'));
if (!urlA || !urlB) throw new Error('two URLs: npx tsx bench/webPressSplit.ts <url A> <url B> [press] [rounds]');
const press = (pressArg ?? 'review') as Press;
if (!PRESSES.includes(press)) throw new Error(`the press is one of ${PRESSES.join(', ')}`);
const rounds = Number(roundsArg ?? 4);

/** What each trace event's self time counts as. */
function kindOf(name: string): string {
  if (name === 'UpdateLayoutTree' || name === 'ParseAuthorStyleSheet') return 'style';
  if (name === 'Layout') return 'layout';
  if (['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer', 'ScrollLayer', 'PaintImage'].includes(name))
    return 'paint';
  if (name === 'RunTask' || name === 'ThreadControllerImpl::RunTask') return 'other';
  if (name.startsWith('V8.GC') || name.endsWith('GC')) return 'gc';
  if (name === 'HitTest') return 'hit test';
  return 'script';
}
const KINDS = ['script', 'style', 'layout', 'paint', 'gc', 'hit test', 'other'] as const;

const MARK = 'bench: next heading in';

interface Split {
  /** CPU ms of the top-level tasks up to the paint. */
  total: number;
  /** Every RunTask and ThreadControllerImpl::RunTask summed, nested ones too: bench/browser.ts's count before bench/trace.ts. */
  asBench: number;
  byKind: Record<string, number>;
  tasks: string[];
}

function split(events: TraceEvent[]): Split {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread');
  const mine = events
    .filter((event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const mark = events.find((event) => event.name === MARK);
  const paint = mine.find((event) => event.name === 'Paint' && mark && event.ts >= mark.ts);
  if (!paint) throw new Error('no paint after the heading');
  const isTask = (event: TraceEvent) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';
  const allTasks = mine.filter(isTask);
  // top-level tasks only (bench/trace.ts: this Chromium nests RunTask in ThreadControllerImpl::RunTask)
  const tasks = topLevelMainThreadTasks(events).filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ts <= paint.ts,
  );
  const asBench =
    allTasks.filter((event) => event.ts <= paint.ts).reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0), 0) /
    1000;
  const byKind: Record<string, number> = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  const lines: string[] = [];
  let total = 0;
  const t0 = tasks[0]?.ts ?? 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = mine.filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    // self thread time: each event's less its children's (events nest by time on one thread)
    const stack: { event: TraceEvent; end: number; children: number }[] = [];
    const close = (until: number) => {
      while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
        const done = stack.pop();
        if (!done) break;
        const own = Math.max(0, (done.event.tdur ?? done.event.dur ?? 0) - done.children) / 1000;
        byKind[kindOf(done.event.name)] = (byKind[kindOf(done.event.name)] ?? 0) + own;
      }
    };
    for (const event of inside) {
      close(event.ts);
      const parent = stack.at(-1);
      if (parent) parent.children += event.tdur ?? event.dur ?? 0;
      stack.push({ event, end: event.ts + (event.dur ?? 0), children: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    const ms = (task.tdur ?? task.dur ?? 0) / 1000;
    total += ms;
    if (showTasks && ms >= 1) {
      const held = inside
        .filter(
          (event) =>
            event !== task &&
            ((event.tdur ?? 0) >= 500 ||
              ((event.name === 'Layout' || event.name === 'UpdateLayoutTree') && (event.tdur ?? 0) >= 100)) &&
            !isTask(event),
        )
        .map((event) => {
          // how much a restyle and a layout had to do: elements restyled, objects laid out of all
          const begin = event.args?.beginData;
          const what =
            event.args?.data?.type ??
            event.args?.data?.functionName ??
            (event.args?.elementCount !== undefined ? `${event.args.elementCount} elements` : undefined) ??
            (begin?.totalObjects !== undefined ? `${begin.dirtyObjects}/${begin.totalObjects} objects` : undefined);
          return `${event.name}${what ? `(${what})` : ''} ${((event.tdur ?? 0) / 1000).toFixed(1)}`;
        })
        .join(', ');
      lines.push(`  +${((task.ts - t0) / 1000).toFixed(0)} ms wall: task ${ms.toFixed(1)} CPU ms: ${held}`);
    }
  }
  return { total, asBench, byKind, tasks: lines };
}

const results: Record<'A' | 'B', Split[]> = { A: [], B: [] };
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
for (let round = 0; round < rounds; round += 1)
  for (const build of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
    const { page, session } = await openAt(browser, build === 'A' ? urlA : urlB, press);
    const figures = split(
      await tracePress(browser, page, session, await fillBefore(page, press), [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
      ]),
    );
    results[build].push(figures);
    console.log(
      `round ${round + 1} ${build}: ${figures.total.toFixed(0)} CPU ms to the paint (${figures.asBench.toFixed(0)} both task names summed, as browser.ts counted until bench/trace.ts; ${KINDS.map((kind) => `${kind} ${(figures.byKind[kind] ?? 0).toFixed(1)}`).join(', ')})`,
    );
    for (const line of figures.tasks) console.log(line);
    await page.close();
  }
await browser.close();
const range = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
console.log(
  `\n| build | ${press} to the paint, CPU ms at 4x | both task names summed (the old count) | ${KINDS.join(' | ')} |`,
);
console.log(`| --- | ---: | ---: | ${KINDS.map(() => '---:').join(' | ')} |`);
for (const build of ['A', 'B'] as const) {
  const list = results[build];
  const totals = list.map((figures) => figures.total);
  console.log(
    `| ${build} | ${median(totals).toFixed(0)} (${range(totals)}) | ${median(list.map((figures) => figures.asBench)).toFixed(0)} | ${KINDS.map((kind) => median(list.map((figures) => figures.byKind[kind] ?? 0)).toFixed(1)).join(' | ')} |`,
  );
}
