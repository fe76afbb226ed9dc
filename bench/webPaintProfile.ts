// What runs on the main thread from a press of the journey up to the next heading's paint, by function (issue 16):
// bench/webProfile.ts profiles on to two frames past the heading, so it also counts what the app puts off until after
// the paint (the URL push, a save, the submit). This takes V8's samples from a Chromium trace (its cpu_profiler
// category) at 4x CPU throttling and keeps those up to the paint of the next heading, the window that
// bench/browser.ts threadMsToPaint measures; each sample's self time is summed by the source module and function it
// maps to through the build's source maps (dist/assets/*.map of the folder it is run from). Against a served build:
//
//   npx tsx bench/webPaintProfile.ts [http://127.0.0.1:8080] [--press start|step1|step2|review] [--runs 1] [--top 30] [--rate 4]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { fillBefore, openAt, PRESSES, type Press, tracePress } from './browser';
import { original } from './sourceMaps';

const args = process.argv.slice(2);
const baseUrl = args.find((arg) => arg.startsWith('http')) ?? 'http://127.0.0.1:8080';
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const top = Number(option('--top') ?? 30) || 30;
const runs = Number(option('--runs') ?? 1) || 1;
const press = (option('--press') ?? 'review') as Press;
/** The CPU throttle (4 by default, as the budget's); at 1 the samples are the work itself, not the throttle's waits. */
const rate = Number(option('--rate') ?? 4) || 4;
if (!PRESSES.includes(press)) throw new Error(`--press is one of ${PRESSES.join(', ')}`);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  id?: string;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: CallFrame }[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

const MARK = 'bench: next heading in';
const byFunction = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;

for (let run = 0; run < runs; run += 1) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const { page, session } = await openAt(browser, baseUrl, press);
    const events = await tracePress<TraceEvent>(
      browser,
      page,
      session,
      await fillBefore(page, press),
      ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'],
      { rate },
    );
    const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
    const mark = events.find((event) => event.name === MARK);
    const paint = events
      .filter((event) => event.name === 'Paint' && event.pid === main?.pid && event.tid === main?.tid)
      .filter((event) => mark && event.ts >= mark.ts)
      .sort((a, b) => a.ts - b.ts)[0];
    if (!paint) throw new Error('no paint after the heading');
    // the main thread's profile: its Profile event and the chunks with the same id
    const profile = events.find(
      (event) => event.name === 'Profile' && event.pid === main?.pid && event.tid === main?.tid,
    );
    if (!profile) throw new Error('no V8 profile of the main thread in the trace');
    const nodes = new Map<number, { parent?: number; callFrame: CallFrame }>();
    let at = profile.args?.data?.startTime ?? 0;
    let previous: { node: number; ts: number } | undefined;
    const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms / runs);
    const nameOf = (frame: CallFrame) => {
      const found = frame.url ? original(frame.url, frame.lineNumber, frame.columnNumber) : undefined;
      const module = found?.module ?? (frame.url ? new URL(frame.url).pathname : '');
      return `${module} ${found?.name || frame.functionName || '(anonymous)'}`.trim();
    };
    const count = (node: number, ms: number) => {
      const frame = nodes.get(node)?.callFrame;
      if (!frame || frame.functionName === '(idle)') return;
      total += ms / runs;
      add(byFunction, nameOf(frame), ms);
      const seen = new Set<string>();
      for (let id: number | undefined = node; id !== undefined; id = nodes.get(id)?.parent) {
        const own = nodes.get(id)?.callFrame;
        if (!own?.url) continue;
        const name = nameOf(own);
        if (name.startsWith('node_modules/') || seen.has(name)) continue;
        seen.add(name);
        add(inclusive, name, ms);
      }
    };
    for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id)) {
      for (const node of chunk.args?.data?.cpuProfile?.nodes ?? [])
        nodes.set(node.id, { parent: node.parent, callFrame: node.callFrame });
      const samples = chunk.args?.data?.cpuProfile?.samples ?? [];
      const deltas = chunk.args?.data?.timeDeltas ?? [];
      samples.forEach((node, index) => {
        at += deltas[index] ?? 0;
        // a sample's time is the time to the next one; only those up to the paint count
        if (previous && previous.ts <= paint.ts) count(previous.node, (Math.min(at, paint.ts) - previous.ts) / 1000);
        previous = { node, ts: at };
      });
    }
  } finally {
    await browser.close();
  }
}

const rows = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `| ${name} | ${ms.toFixed(1)} |`);
console.log(
  `Press ${press}, ${runs} run(s), mean per run at ${rate}x up to the heading's paint: ${total.toFixed(0)} ms sampled\n`,
);
console.log(['| module and function | self ms |', '| --- | ---: |', ...rows(byFunction)].join('\n'));
console.log(
  `\n${["| this repository's function, with what it calls | inclusive ms |", '| --- | ---: |', ...rows(inclusive)].join('\n')}`,
);
