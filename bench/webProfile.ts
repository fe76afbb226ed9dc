// What runs when the applicant presses Continue (issue 16): a CPU profile (DevTools protocol Profiler, CPU slowed
// 4x) of a press of the journey until the next screen is painted, its samples' self time summed by the source module
// and function they map to through the build's source maps. Run against a served build:
//
//   npx tsx bench/webProfile.ts [http://127.0.0.1:8080] [--press start|step1|step2|review] [--runs 1] [--top 40] [--trace] [--load] [--rate 4]
//
// --press: which press (bench/browser.ts PRESSES; default start, "Start your application" to "About you"); the journey
// before it is walked unthrottled. --trace: instead of the CPU profile, a Chromium trace of the press, its main-thread
// time by what the browser did (script, style, layout, paint, ...: the trace events' self time) and the DOM size of
// the next screen, and React's commits and components rendered. --runs: the CPU profile's mean of that many presses,
// each on a fresh journey. With --load it profiles the start page's load instead: from navigation to its Continue shown.
// --rate: the CPU throttle (4 by default); at 1 the samples are the work itself, which a loaded machine swings less.
//
// (`npm start`, or `node dist-platform/main.js`, serves dist/ on :8080). Prints the tables; nothing is written.
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { COUNT_REACT_WORK, reactWork, resetReactWork } from '../e2e/support/reactWork';
import { armPress, fillBefore, focusStep2Income, PRESSES, type Press, pressThrough, typeKeysSlowly } from './browser';
import { original } from './sourceMaps';

const args = process.argv.slice(2);
const baseUrl = args.find((arg) => arg.startsWith('http')) ?? 'http://127.0.0.1:8080';
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const top = Number(option('--top') ?? 40) || 40;
const press = (option('--press') ?? 'start') as Press;
const rate = Number(option('--rate') ?? 4) || 4;
if (!PRESSES.includes(press)) throw new Error(`--press is one of ${PRESSES.join(', ')}`);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** The journey walked unthrottled to the press profiled, its screen answered; returns the press's label. */
async function walkTo(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  for (const before of PRESSES.slice(0, PRESSES.indexOf(press)))
    await pressThrough(page, before, await fillBefore(page, before));
  const label = await fillBefore(page, press);
  await page.waitForLoadState('networkidle');
  return label;
}

/** --keys: the journey walked to step 2, its income field focused and the page settled. */
async function atStep2Income(page: Page): Promise<void> {
  for (const before of PRESSES.slice(0, PRESSES.indexOf('step2')))
    await pressThrough(page, before, await fillBefore(page, before));
  await focusStep2Income(page);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** What the browser did on the page's main thread during the press, at 4x: self time by trace event name. */
async function traceBreakdown(
  page: Page,
  session: CDPSession,
  label: string,
  act?: () => Promise<void>,
): Promise<void> {
  const pressed = act ?? (await armPress(page, label));
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  await resetReactWork(page);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'],
  });
  await pressed();
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const complete = events
    .filter((event) => event.ph === 'X' && event.pid === main?.pid && event.tid === main?.tid && event.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // self time: each event's duration less its children's (events nest by time on one thread)
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; end: number; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      self.set(done.event.name, (self.get(done.event.name) ?? 0) + ((done.event.dur ?? 0) - done.children) / 1000);
    }
  };
  let busy = 0;
  for (const event of complete) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.children += event.dur ?? 0;
    else if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
      busy += (event.dur ?? 0) / 1000;
    stack.push({ event, end: event.ts + (event.dur ?? 0), children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const react = await reactWork(page);
  const dom = await page.evaluate(() => ({
    elements: document.querySelectorAll('*').length,
    inputs: document.querySelectorAll('input, select, textarea').length,
    rules: [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
  }));
  console.log(
    `${act ? label : `Press "${label}" (${press})`} at ${rate}x: main thread busy ${busy.toFixed(0)} ms (top-level tasks)`,
  );
  console.log(`Next screen: ${dom.elements} elements, ${dom.inputs} controls, ${dom.rules} CSS rules`);
  console.log(
    `React: ${react.commits} commits, ${react.rendered} components rendered (${react.mounted} of them mounted; rendered/mounted by commit: ${react.perCommit.join(', ')})\n`,
  );
  console.log(
    [
      '| trace event | self ms |',
      '| --- | ---: |',
      ...[...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, ms]) => `| ${name} | ${ms.toFixed(1)} |`),
    ].join('\n'),
  );
}

/** One profile at 4x: of the start page's load (--load), or of the press after the journey walked to it. */
async function profileOnce(): Promise<{ nodes: Map<number, ProfileNode>; selfMs: Map<number, number> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const session = await page.context().newCDPSession(page);
    const startProfile = async () => {
      await session.send('Emulation.setCPUThrottlingRate', { rate });
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 100 });
      await session.send('Profiler.start');
    };
    const startUrl = `${baseUrl}/?applyFor=IM135&brandId=CB`;
    if (args.includes('--load')) {
      await startProfile();
      await page.goto(startUrl);
      await page.getByRole('button', { name: 'Continue', exact: true }).waitFor({ timeout: 120_000 });
    } else if (args.includes('--keys')) {
      await page.goto(startUrl, { waitUntil: 'networkidle' });
      await atStep2Income(page);
      await startProfile();
      await typeKeysSlowly(page);
    } else {
      await page.goto(startUrl, { waitUntil: 'networkidle' });
      const label = await walkTo(page);
      const pressed = await armPress(page, label);
      await startProfile();
      await pressed();
    }
    const { profile } = await session.send('Profiler.stop');
    const nodes = new Map<number, ProfileNode>(profile.nodes.map((node: ProfileNode) => [node.id, node]));
    const deltas = profile.timeDeltas ?? [];
    const selfMs = new Map<number, number>();
    profile.samples?.forEach((id: number, index: number) => {
      selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
    });
    return { nodes, selfMs };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (args.includes('--trace')) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const session = await page.context().newCDPSession(page);
      await page.addInitScript({ content: COUNT_REACT_WORK });
      await page.goto(`${baseUrl}/?applyFor=IM135&brandId=CB`, { waitUntil: 'networkidle' });
      if (args.includes('--keys')) {
        await atStep2Income(page);
        await traceBreakdown(page, session, 'Keys typed on step 2 (5)', () => typeKeysSlowly(page));
      } else await traceBreakdown(page, session, await walkTo(page));
    } finally {
      await browser.close();
    }
    return;
  }
  const runs = Number(option('--runs') ?? 1) || 1;
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  // inclusive: a sample counts once for every function of this repository on its stack
  const ownInclusive = new Map<string, number>();
  let total = 0;
  let native = 0;
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms / runs);
  for (let run = 0; run < runs; run += 1) {
    const { nodes, selfMs } = await profileOnce();
    const parents = new Map<number, number>();
    for (const node of nodes.values()) for (const child of node.children ?? []) parents.set(child, node.id);
    const nameOf = (frame: ProfileNode['callFrame']) => {
      const at = frame.url ? original(frame.url, frame.lineNumber, frame.columnNumber) : undefined;
      const module = at?.module ?? (frame.url ? new URL(frame.url).pathname : frame.functionName);
      return { module, name: `${module} ${at?.name || frame.functionName || '(anonymous)'}` };
    };
    for (const [id, ms] of selfMs) {
      const frame = nodes.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)') continue;
      if (frame.functionName === '(program)') {
        native += ms / runs;
        continue;
      }
      total += ms / runs;
      const { module, name } = nameOf(frame);
      add(byModule, module, ms);
      add(byFunction, name, ms);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
        const callFrame = nodes.get(at)?.callFrame;
        if (!callFrame?.url) continue;
        const own = nameOf(callFrame);
        if (own.module.startsWith('node_modules/') || own.module.startsWith('/') || seen.has(own.name)) continue;
        seen.add(own.name);
        add(ownInclusive, own.name, ms);
      }
    }
  }
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `| ${name} | ${ms.toFixed(1)} |`);
  console.log(
    `${args.includes('--keys') ? 'Keys typed on step 2 (5)' : `Press ${args.includes('--load') ? '(the load)' : press}`}, ${runs} run(s), mean per run at ${rate}x: script and native functions ${total.toFixed(0)} ms, (program) ${native.toFixed(0)} ms\n`,
  );
  console.log(['| module | self ms |', '| --- | ---: |', ...rows(byModule)].join('\n'));
  console.log(`\n${['| module and function | self ms |', '| --- | ---: |', ...rows(byFunction)].join('\n')}`);
  console.log(
    `\n${["| this repository's function, with what it calls | inclusive ms |", '| --- | ---: |', ...rows(ownInclusive)].join('\n')}`,
  );
}

await main();
