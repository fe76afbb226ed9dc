// What runs when the applicant presses Continue (issue 16): a CPU profile (DevTools protocol Profiler, CPU slowed
// 4x) of pressing "Start your application" until "About you" is painted, its samples' self time summed by the
// source module and function they map to through the build's source maps. Run against a served build:
//
//   npx tsx bench/webProfile.ts [http://127.0.0.1:8080] [--top 40] [--load]
//
// With --load it profiles the start page's load instead: from navigation to "Start your application" shown.
//
// (`npm start`, or `node dist-platform/main.js`, serves dist/ on :8080). Prints the table; nothing is written.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { answerEligibilityQuestions } from '../e2e/support/journey';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const baseUrl = args.find((arg) => arg.startsWith('http')) ?? 'http://127.0.0.1:8080';
const top = Number(args[args.indexOf('--top') + 1] ?? 40) || 40;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const maps = new Map<string, { sources: string[]; names: string[]; lines: SourceMapSegment[][] } | null>();

/** The original module and function of a generated position, from dist/assets/<file>.map. */
function original(url: string, line: number, column: number): { module: string; name: string } | undefined {
  const path = new URL(url).pathname;
  if (!path.startsWith('/assets/')) return undefined;
  if (!maps.has(path)) {
    try {
      const map = JSON.parse(readFileSync(join(root, 'dist', `${path}.map`), 'utf8'));
      maps.set(path, { sources: map.sources, names: map.names ?? [], lines: decode(map.mappings) });
    } catch {
      maps.set(path, null);
    }
  }
  const map = maps.get(path);
  if (!map) return undefined;
  let found: SourceMapSegment | undefined;
  for (const segment of map.lines[line] ?? []) {
    if (segment[0] > column) break;
    found = segment;
  }
  if (!found || found.length < 2) return undefined;
  const source = map.sources[found[1] as number] ?? '?';
  const module = relative(root, join(root, 'dist', 'assets', source)).replace(
    /^(?:\.\.\/)*(?:[^/]+\/)*?node_modules\//,
    'node_modules/',
  );
  return { module, name: found.length === 5 ? (map.names[found[4]] ?? '') : '' };
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const session = await page.context().newCDPSession(page);
    const startProfile = async () => {
      await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 100 });
      await session.send('Profiler.start');
    };
    const startUrl = `${baseUrl}/?applyFor=IM135&brandId=CB`;
    if (args.includes('--load')) {
      await startProfile();
      await page.goto(startUrl);
      await page.getByRole('button', { name: 'Continue', exact: true }).waitFor({ timeout: 120_000 });
    } else {
      await page.goto(startUrl, { waitUntil: 'networkidle' });
      const heading = page.getByRole('heading', { level: 1 });
      const startHeading = (await heading.textContent()) ?? '';
      await answerEligibilityQuestions(page);
      await page.getByLabel('I agree to my information being used as described').check();
      await page.waitForLoadState('networkidle');
      await startProfile();
      await page.getByRole('button', { name: 'Start your application' }).click();
      await page.waitForFunction((previous) => document.querySelector('h1')?.textContent !== previous, startHeading);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    const { profile } = await session.send('Profiler.stop');
    const nodes = new Map<number, ProfileNode>(profile.nodes.map((node: ProfileNode) => [node.id, node]));
    const deltas = profile.timeDeltas ?? [];
    const selfMs = new Map<number, number>();
    profile.samples?.forEach((id: number, index: number) => {
      selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
    });
    const byModule = new Map<string, number>();
    const byFunction = new Map<string, number>();
    let total = 0;
    for (const [id, ms] of selfMs) {
      const frame = nodes.get(id)?.callFrame;
      if (!frame) continue;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
      total += ms;
      const at = frame.url ? original(frame.url, frame.lineNumber, frame.columnNumber) : undefined;
      const module = at?.module ?? (frame.url ? new URL(frame.url).pathname : frame.functionName);
      const name = `${module} ${at?.name || frame.functionName || '(anonymous)'}`;
      byModule.set(module, (byModule.get(module) ?? 0) + ms);
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    }
    const rows = (map: Map<string, number>) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, ms]) => `| ${name} | ${ms.toFixed(1)} |`);
    console.log(`Script self time (samples, not idle) at 4x: ${total.toFixed(0)} ms\n`);
    console.log(['| module | self ms |', '| --- | ---: |', ...rows(byModule)].join('\n'));
    console.log(`\n${['| module and function | self ms |', '| --- | ---: |', ...rows(byFunction)].join('\n')}`);
  } finally {
    await browser.close();
  }
}

await main();
