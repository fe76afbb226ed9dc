// The browser figures alone, for builds side by side (issue 16): each build (a folder holding dist/ and
// dist-platform/, as `npm run build` writes them) is served by its own compiled platform on a fresh PGlite folder,
// and the rounds alternate between them, so a before and an after are measured in one run on one loaded machine.
// Each round measures, per build: the start page's bytes over the wire (HTML, CSS, JS, fonts), Continue from
// "Start your application" to "About you" painted at 4x CPU throttle (main-thread and script time), each later
// press of the journey likewise (step 1 to step 2, step 2 to review, review to submission), and, with
// --lighthouse, a Lighthouse mobile run of the start page. Medians (with their range) go to bench/results/web.md, or
// to the file --out names (relative to the current folder; its folder is made when missing), so a run does not
// overwrite the last one's.
//
//   npx tsx bench/web.ts [--rounds 5] [--lighthouse] [--floor] [--calibrated] [--files] [--start-only] [--out file.md] [label=folder ...]
//   # default: this=. and --out bench/results/web.md
//
// --calibrated also times every press (and with --floor the floors) at the CPU rate that makes this host a mid-tier
// phone, found at each round's start (bench/cpuCalibration.ts, as Chrome DevTools' calibrated presets find it): the
// fixed 4x emulates a device as fast as the host is, and the hosts of this machine kind differ by two times, so those
// figures are what an applicant on a Pixel 5 class phone gets, whichever host measured them. The report gives the
// host's BenchmarkIndex at 1x and at 4x beside them.
//
// --floor adds the floor of step 1's and step 2's Continue (bench/browser.ts armFloor): the same press on a new journey
// with the next screen shown by the browser alone, none of the app's script run, what no change to the app's script
// can take away. --start-only measures the start page alone (bytes, CPU, Lighthouse), without the two Continue runs: quicker rounds
// when the start page is what changed. The start page's main-thread CPU comes from a Chromium trace (thread time of
// the top-level tasks, bench/browser.ts measureStartCpu), with Lighthouse's blocking time worked out on it at 4x:
// unlike Lighthouse's own TBT (wall time), it holds when other processes load the machine.
//
// To compare with a former build: `git stash; npm run build; cp -r dist dist-platform /tmp/before/` (with a
// node_modules link beside them), then `npx tsx bench/web.ts before=/tmp/before after=.`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import {
  type ContinueFigures,
  FLOOR_PRESSES,
  measureContinues,
  measureFloor,
  measureStartCpu,
  PRESSES,
  type Press,
  runLighthouse,
} from './browser';
import { calibrateHost, calibrationText, DEVICE_SCORES } from './cpuCalibration';
import { median } from './stats';
import { recordWire } from './wire';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const rounds = Number(option('--rounds') ?? 5);
/** Where the report goes: --out's file, else bench/results/web.md as before. */
const out = option('--out');
const outFile = out ? resolve(out) : join(root, 'bench', 'results', 'web.md');
const OPTIONS_WITH_VALUES = ['--rounds', '--out'];
const builds = args
  .filter((arg, index) => arg.includes('=') && !OPTIONS_WITH_VALUES.includes(args[index - 1] ?? ''))
  .map((arg) => {
    const [label, folder] = arg.split('=') as [string, string];
    return { label, folder: resolve(folder) };
  });
if (builds.length === 0) builds.push({ label: 'this', folder: root });

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

interface Served {
  label: string;
  url: string;
  child: ChildProcess;
  dataDir: string;
}

async function serve(label: string, folder: string): Promise<Served> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'account-opening-web-bench-'));
  const child = spawn(process.execPath, [join(folder, 'dist-platform', 'main.js')], {
    cwd: folder,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label}: the platform exited (${child.exitCode})`);
    const answered = await fetch(`${url}/config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { label, url, child, dataDir };
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`${label}: the platform did not answer within 10 minutes`);
}

async function startPageBytes(baseUrl: string): Promise<{ assetBytes: number; files: number; list: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const wire = await recordWire(page);
    await page.goto(`${baseUrl}/?applyFor=IM135&brandId=CB`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.getByRole('button', { name: 'Continue', exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const assetTypes = new Set(['Document', 'Stylesheet', 'Script', 'Font']);
    const assets = wire.mark().resources.filter((file) => assetTypes.has(file.type));
    return {
      assetBytes: assets.reduce((sum, file) => sum + file.bytes, 0),
      files: assets.length,
      list: assets
        .sort((a, b) => b.bytes - a.bytes)
        .map((file) => `${new URL(file.url).pathname} ${file.encoding} ${(file.bytes / 1024).toFixed(1)} KiB`),
    };
  } finally {
    await browser.close();
  }
}

/** A figure as the tables show it: to the hundredth at most (a CLS of 0.04 stays 0.04; 52.5 ms stays 52.5). */
const shown = (value: number) => Math.round(value * 100) / 100;
const PRESS_NAMES: Record<Press, string> = {
  start: 'Continue to "About you"',
  step1: 'step 1 Continue to step 2',
  step2: 'step 2 Continue to review',
  review: 'review "Accept and apply" to submission',
};
const spread = (values: number[]) =>
  values.length ? `${shown(median(values))} (${Math.min(...values)}-${Math.max(...values)})` : 'not measured';
/** A spread of rates, to the hundredth. */
const spread100 = (values: number[]) =>
  values.length
    ? `${shown(median(values))} (${Math.min(...values)}-${Math.max(...values)})`
    : 'not found (the host slower than the device)';

async function main(): Promise<void> {
  const load = loadavg()[0]?.toFixed(1);
  const served = await Promise.all(builds.map((build) => serve(build.label, build.folder)));
  const figures = new Map(
    served.map((server) => [
      server.label,
      {
        bytes: [] as number[],
        files: 0,
        cpu: [] as number[],
        cpuBlocking: [] as number[],
        /** Per press: main-thread and script ms at 4x. */
        presses: Object.fromEntries(
          PRESSES.map((press) => [
            press,
            { thread: [] as number[], toPaint: [] as number[], main: [] as number[], script: [] as number[] },
          ]),
        ),
        /** Per press rendered ahead: its floor's ms to the paint at 4x (--floor). */
        floors: Object.fromEntries(FLOOR_PRESSES.map((press) => [press, [] as number[]])),
        /** --calibrated: per press, ms to the paint at the mid-tier phone's rate; per press rendered ahead, its floor's. */
        calibrated: Object.fromEntries(PRESSES.map((press) => [press, [] as number[]])),
        calibratedFloors: Object.fromEntries(FLOOR_PRESSES.map((press) => [press, [] as number[]])),
        lighthouse: [] as number[],
        cls: [] as number[],
        lcp: [] as number[],
        tbt: [] as number[],
      },
    ]),
  );
  /** --calibrated: each round's calibration (the mid-tier rate, the host's index at 1x and at 4x). */
  const calibration = { rate: [] as number[], indexAt1x: [] as number[], indexAt4x: [] as number[] };
  try {
    for (let round = 1; round <= rounds; round += 1) {
      // Alternate the order too, so neither build always runs first.
      const order = round % 2 ? served : [...served].reverse();
      let midRate: number | undefined;
      if (flag('--calibrated')) {
        const calibrated = await calibrateHost();
        midRate = calibrated.rates.mid;
        if (midRate !== undefined) calibration.rate.push(midRate);
        calibration.indexAt1x.push(calibrated.indexAt1x);
        calibration.indexAt4x.push(calibrated.indexAt4x);
        console.log(`round ${round}: ${calibrationText(calibrated)}`);
      }
      for (const server of order) {
        const row = figures.get(server.label);
        if (!row) continue;
        const wire = await startPageBytes(server.url);
        row.bytes.push(wire.assetBytes);
        row.files = wire.files;
        if (round === 1 && flag('--files')) console.log(`${server.label}:\n  ${wire.list.join('\n  ')}`);
        const cpu = await measureStartCpu(server.url);
        row.cpu.push(cpu.cpuMs);
        row.cpuBlocking.push(cpu.blockingMsAt4x);
        let line = `round ${round} ${server.label}: start page ${(wire.assetBytes / 1024).toFixed(1)} KiB, main-thread CPU ${cpu.cpuMs} ms (blocking at 4x ${cpu.blockingMsAt4x} ms, longest task ${cpu.longestTaskMsAt4x} ms)`;
        if (!flag('--start-only')) {
          // every press of the journey on one journey through it
          const continued = await measureContinues(server.url);
          const pressed = (press: Press, figures: ContinueFigures | undefined) => {
            if (!figures) return `${press} not measured`;
            row.presses[press]?.thread.push(figures.threadMs);
            if (figures.threadMsToPaint !== undefined) row.presses[press]?.toPaint.push(figures.threadMsToPaint);
            row.presses[press]?.main.push(figures.mainThreadMs);
            row.presses[press]?.script.push(figures.scriptMs);
            return `${press} ${figures.threadMs} ms CPU at 4x (${figures.threadMsToPaint ?? '?'} to the paint), ${figures.mainThreadMs} ms (${figures.scriptMs} script, ${figures.styleLayoutMs} style and layout) to "${figures.nextScreenHeading}" adding ${(figures.nextScreenBytes / 1024).toFixed(1)} KiB`;
          };
          line += `; at 4x main thread: ${PRESSES.map((press) => pressed(press, continued[press])).join(', ')}`;
          if (flag('--floor'))
            for (const press of FLOOR_PRESSES) {
              const floor = await measureFloor(server.url, press);
              row.floors[press]?.push(floor);
              line += `; ${press} floor ${floor} ms to the paint`;
            }
          if (midRate !== undefined) {
            // the same presses on a journey of their own, at the mid-tier phone's rate
            const atRate = await measureContinues(server.url, PRESSES, midRate);
            const toPaint = PRESSES.map((press) => {
              const ms = atRate[press]?.threadMsToPaint;
              if (ms !== undefined) row.calibrated[press]?.push(ms);
              return `${press} ${ms ?? '?'}`;
            });
            line += `; at the mid-tier rate ${midRate}x, ms to the paint: ${toPaint.join(', ')}`;
            if (flag('--floor'))
              for (const press of FLOOR_PRESSES) {
                const floor = await measureFloor(server.url, press, midRate);
                row.calibratedFloors[press]?.push(floor);
                line += `; ${press} floor ${floor}`;
              }
          }
        }
        if (flag('--lighthouse')) {
          const lighthouse = await runLighthouse(server.url);
          // A run that measured nothing (no paint within Lighthouse's limits on a loaded machine) is not a score.
          if (lighthouse.metrics.largestContentfulPaintMs === undefined) {
            console.log(`${line}, Lighthouse measured no paint (run not counted)`);
            continue;
          }
          row.lighthouse.push(lighthouse.performance);
          row.cls.push(lighthouse.metrics.cumulativeLayoutShiftx1000 ?? 0);
          row.lcp.push(lighthouse.metrics.largestContentfulPaintMs ?? 0);
          row.tbt.push(lighthouse.metrics.totalBlockingTimeMs ?? 0);
          if (round === 1 && flag('--files')) console.log(JSON.stringify(lighthouse.findings, null, 1));
          line += `, Lighthouse ${lighthouse.performance} (LCP ${lighthouse.metrics.largestContentfulPaintMs} ms, TBT ${lighthouse.metrics.totalBlockingTimeMs} ms, CLS ${(lighthouse.metrics.cumulativeLayoutShiftx1000 ?? 0) / 1000})`;
        }
        console.log(line);
      }
    }
  } finally {
    for (const server of served) {
      server.child.kill('SIGTERM');
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  const floorColumns = flag('--floor') ? FLOOR_PRESSES : [];
  const calibratedSection = flag('--calibrated')
    ? [
        '',
        `**At a mid-tier phone's CPU** (Lighthouse BenchmarkIndex ${DEVICE_SCORES.mid}, a Pixel 5; bench/cpuCalibration.ts, calibrated at each round's start as Chrome DevTools' calibrated presets are): the rate ${spread100(calibration.rate)}x; this host's index ${spread(calibration.indexAt1x)} unthrottled and ${spread(calibration.indexAt4x)} at 4x (the device the fixed 4x emulates here). Main thread ms from the press to the next heading's paint at that rate, median (range):`,
        '',
        `| build | ${PRESSES.map((press) => PRESS_NAMES[press]).join(' | ')}${floorColumns.map((press) => ` | ${PRESS_NAMES[press]}: its floor`).join('')} |`,
        `| --- | ${PRESSES.map(() => '---:').join(' | ')}${floorColumns.map(() => ' | ---:').join('')} |`,
        ...[...figures].map(
          ([label, row]) =>
            `| ${label} | ${PRESSES.map((press) => spread(row.calibrated[press] ?? [])).join(' | ')}${floorColumns.map((press) => ` | ${spread(row.calibratedFloors[press] ?? [])}`).join('')} |`,
        ),
      ]
    : [];
  const lines = [
    '# The browser figures, builds side by side',
    '',
    `${new Date().toISOString()} on ${cpus()[0]?.model.trim()} (${cpus().length} cores, shared with other engineers' builds and tests; load average ${load} at the start), Node ${process.version}. Command: \`npx tsx bench/web.ts ${args.join(' ')}\`. ${rounds} rounds alternating between the builds; median (range).`,
    '',
    `| build | start page over the wire (HTML, CSS, JS, fonts) | start page main-thread CPU ms | its blocking time at 4x, ms | ${PRESSES.map((press) => `${PRESS_NAMES[press]}: main-thread CPU ms at 4x | of it until the heading's paint | main thread ms at 4x (wall) | of it script ms`).join(' | ')} | ${floorColumns.map((press) => `${PRESS_NAMES[press]}: its floor, no app script, ms to the paint at 4x`).join(' | ')}${floorColumns.length ? ' | ' : ''}Lighthouse mobile | LCP ms | TBT ms | CLS x1000 |`,
    `| --- | ---: | ---: | ---: | ${PRESSES.map(() => '---: | ---: | ---: | ---:').join(' | ')} | ${floorColumns.map(() => '---: | ').join('')}---: | ---: | ---: | ---: |`,
    ...[...figures].map(
      ([label, row]) =>
        `| ${label} | ${(median(row.bytes) / 1024).toFixed(1)} KiB (${Math.round(median(row.bytes))} B, ${row.files} files) | ${spread(row.cpu)} | ${spread(row.cpuBlocking)} | ${PRESSES.map((press) => `${spread(row.presses[press]?.thread ?? [])} | ${spread(row.presses[press]?.toPaint ?? [])} | ${spread(row.presses[press]?.main ?? [])} | ${spread(row.presses[press]?.script ?? [])}`).join(' | ')} | ${floorColumns.map((press) => `${spread(row.floors[press] ?? [])} | `).join('')}${spread(row.lighthouse)} | ${spread(row.lcp)} | ${spread(row.tbt)} | ${spread(row.cls)} |`,
    ),
    ...calibratedSection,
    '',
  ];
  const report = lines.join('\n');
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, report);
  console.log(`\n${report}\nwritten to ${outFile}`);
}

await main();
process.exit();
