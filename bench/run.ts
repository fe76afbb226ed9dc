// `npm run bench` (issue 16): the figures a bank asks about, as ratios measured side by side in one run (this is
// a shared 2-core machine: absolute figures drift with its load, ratios much less).
//  (a) the start page over the wire: every response's encodedDataLength in real Chromium (DevTools protocol),
//      compressed as the platform serves it;
//  (b) the platform against its floors on the same database: `GET tasks/next` (a new applicant's, and an existing
//      customer's with their login) against a bare Fastify
//      primary-key SELECT, the autosave `PUT …/capture/actions/update` against a bare jsonb UPDATE, the servers
//      alternating over several rounds, medians with their range (autocannon, 10 connections);
//  (c) waiting applicants: N applicants polling `tasks/next` every 5 s plus a tenth of them autosaving every
//      15 s, N raised until the poll p99 passes 50 ms: the largest N held, errors counted;
//  (d) the compiled platform (`npm run serve`): start time, resident memory idle (5 s after it answered, fresh
//      PGlite folder) and after the waiting applicants;
//  (e) with DATABASE_URL: (b) and (c) on PostgreSQL too, and two platform processes on it, a journey's calls
//      alternating between them (nothing may be lost) and tasks/next on one node against both at once.
// Every server is a child process on 127.0.0.1 with a fresh PGlite folder; results go to bench/results/.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import {
  type AutosaveCase,
  type CaseRef,
  caseBase,
  createOtherAutosaveCases,
  jsonHeaders,
  request,
} from './autosaveCases';
import {
  type ContinueFigures,
  type LighthouseFigures,
  measureContinue,
  measureContinues,
  runLighthouse,
} from './browser';
import { type CpuCalibration, calibrateHost } from './cpuCalibration';
import { stepOneEnquiry } from './enquiry';
import { type LevelStalls, watchLevel } from './machineStalls';
import { openSessionCounter } from './pgSessions';
import { processCpuMs } from './processCpu';
import { calibratedContinueLine, continueLine, kib, reportNameOf } from './reportText';
import { spreadLoad } from './spreadLoad';
import { spreadOf } from './stats';
import { recordWire, type WireTotals } from './wire';

const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'bench', 'results');

/** Writes a report to bench/results/<name>.json and .md, prints it, and marks the run failed when a request failed. */
function writeResults(name: string, data: unknown, report: string, errors = 0): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  writeFileSync(join(resultsDir, `${name}.md`), report);
  console.log(`\n${report}`);
  if (errors > 0) {
    console.error('bench: some requests failed: the figures are suspect');
    process.exitCode = 1;
  }
}
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const startPath = '/?applyFor=IM135&brandId=CB';
const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmupSeconds = 2;
const connections = 10;
/** How long a server may take to start (a fresh PGlite folder: seconds alone, minutes on a loaded machine). */
const startSeconds = Number(process.env.BENCH_START_TIMEOUT ?? 900);
const databaseUrl = process.env.DATABASE_URL;
/** Waiting applicants: the app polls every 5 s (pollInterval) and autosaves every 15 s (autosaveInterval). */
const pollSeconds = 5;
const autosaveSeconds = 15;
const autosavingShare = 0.1;
const applicantLevels = (process.env.BENCH_APPLICANTS ?? '1000,2500,5000,7500,10000').split(',').map(Number);
const waitingSeconds = Number(process.env.BENCH_WAITING_DURATION ?? 10);
const p99Budget = { pglite: 50, postgres: 20 } as const;
/**
 * How the waiting applicants' requests arrive: `spread` (default), independently, a Poisson stream sent open loop
 * (bench/spreadLoad.ts), as N applicants on their own 5 s timers make them; `burst`, autocannon's overallRate, which
 * sends each second's quota at the start of the second (the figure of the bench before 2026-11-28 09:00 UTC).
 */
const waitingLoad = process.env.BENCH_WAITING_LOAD === 'burst' ? 'burst' : 'spread';
/** BENCH_NAME: the report's name for a run that is not the one the README cites (bench/reportText.ts reportNameOf). */
const benchName = process.env.BENCH_NAME;
const reportName = (plain: string, named = plain): string => reportNameOf(plain, named, benchName);
/** BENCH_ONLY=platform: the platform's figures only, no browser; written to bench/results/platform.md and .json. */
const platformOnly = process.env.BENCH_ONLY === 'platform';
/**
 * BENCH_ONLY=floors: (b) alone, the platform against its floors on PGlite and DATABASE_URL, nothing else; written to
 * bench/results/floors.md and .json. BENCH_ROUTES=autosave keeps the routes whose name has that word.
 */
const floorsOnly = process.env.BENCH_ONLY === 'floors';
const routeFilter = process.env.BENCH_ROUTES;
/**
 * BENCH_PLATFORM_JS: another compiled platform to measure (default dist-platform/main.js), e.g. main's build beside a
 * branch's, each against the same floors, for a before/after of ratios taken on the same machine.
 */
const platformJs = process.env.BENCH_PLATFORM_JS ?? 'dist-platform/main.js';
/** BENCH_DATABASES=postgres (or pglite): BENCH_ONLY=waiting on that database alone. */
const waitingDatabases = process.env.BENCH_DATABASES?.split(',');
type DatabaseKind = keyof typeof p99Budget;

// ---------------------------------------------------------------- child servers

interface Server {
  name: string;
  url: string;
  pid: number;
  /** From spawn to the first answer. */
  startMs: number;
  stop(): Promise<void>;
}

/** Every child started, ready or not, so that a failed run still stops them all. */
const children = new Set<() => Promise<void>>();

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error())));
    });
  });
}

/**
 * Starts a child server: ready when it prints `listening <port>` (the floor servers), or when `readyUrl` answers
 * (the platform, started as `npm run serve` starts it). Fails after startSeconds or when the child exits first.
 */
function startServer(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  readyUrl?: string,
): Promise<Server> {
  const startedAt = performance.now();
  const childEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, NODE_ENV: 'production', ...env })) {
    if (value !== undefined) childEnv[key] = value;
  }
  const child: ChildProcess = spawn(command, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  children.add(stop);
  return new Promise((resolveServer, reject) => {
    let settled = false;
    const ready = (url: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolveServer({ name, url, pid: child.pid ?? 0, startMs: Math.round(performance.now() - startedAt), stop });
    };
    const timer = setTimeout(() => {
      settled = true;
      void stop();
      reject(new Error(`${name} did not start within ${startSeconds} s\n${stderr}`));
    }, startSeconds * 1000);
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening (\d+)/.exec(stdout);
      if (match && !readyUrl) ready(`http://127.0.0.1:${match[1]}`);
    });
    if (readyUrl) {
      const poll = async () => {
        while (!settled) {
          try {
            const answer = await fetch(`${readyUrl}/config.json`, { signal: AbortSignal.timeout(2000) });
            if (answer.ok) return ready(readyUrl);
          } catch {}
          await new Promise((wait) => setTimeout(wait, 100));
        }
      };
      void poll();
    }
    child.once('exit', (code, signal) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`${name} exited before listening (${signal ?? `exit ${code}`})\n${stderr}`));
    });
  });
}

/** The compiled platform, as `npm run serve` runs it, on a fresh PGlite folder or on DATABASE_URL. */
async function startPlatform(
  name: string,
  database: { dataDir: string; fsync?: false } | { url: string },
  js = platformJs,
): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startServer(
    name,
    process.execPath,
    [js],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: 'dataDir' in database ? database.dataDir : undefined,
      DATABASE_URL: 'url' in database ? database.url : undefined,
      PGLITE_FSYNC: 'dataDir' in database && database.fsync === false ? 'off' : undefined,
    },
    url,
  );
}

function startFloor(name: string, database: { dataDir: string } | { url: string }): Promise<Server> {
  return startServer(name, tsx, ['bench/floor-server.ts'], {
    BENCH_DATA_DIR: 'dataDir' in database ? database.dataDir : undefined,
    DATABASE_URL: 'url' in database ? database.url : undefined,
  });
}

/**
 * CPU time of the main threads of a process and its descendants, in ms (/proc/{pid}/task/{pid}/schedstat, ns on the
 * CPU): the requests' JavaScript and PGlite's WebAssembly, without V8's background compiler threads (which tier a fresh
 * process's WebAssembly up for minutes, longer on a loaded machine) nor the thread pool's fsyncs.
 */
function treeMainThreadMs(pid: number): number {
  let total = 0;
  try {
    total += Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) total += treeMainThreadMs(Number(child));
    }
  } catch {
    // a process that ended meanwhile
  }
  return total;
}

/** CPU time of a process and its descendants (tsx runs the floor server in a child process), in ms. */
function treeCpuMs(pid: number): number {
  let total = 0;
  try {
    total += processCpuMs(pid);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) total += treeCpuMs(Number(child));
    }
  } catch {
    // a process that ended meanwhile
  }
  return total;
}

/** Resident memory of a process (VmRSS), in MiB. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

// ---------------------------------------------------------------- (a) the start page over the wire

interface StartPageWire {
  page: string;
  /** Everything the start page received: HTML, CSS, JS, fonts, images and its API calls. */
  bytes: number;
  /** HTML, CSS, JS and fonts only: the budget's total. */
  assetBytes: number;
  byType: Record<string, number>;
  files: { url: string; type: string; bytes: number; encoding: string }[];
}

async function measureStartPage(baseUrl: string): Promise<StartPageWire> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const wire = await recordWire(page);
    await page.goto(`${baseUrl}${startPath}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    const totals: WireTotals = wire.mark();
    const assetTypes = new Set(['Document', 'Stylesheet', 'Script', 'Font']);
    return {
      page: startPath,
      bytes: totals.bytes,
      assetBytes: totals.resources
        .filter((file) => assetTypes.has(file.type))
        .reduce((sum, file) => sum + file.bytes, 0),
      byType: totals.byType,
      files: totals.resources
        .map((file) => ({ ...file, url: new URL(file.url).pathname }))
        .sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- requests

interface LoadFigures {
  requestsPerSecond: number;
  /** autocannon measures whole milliseconds: 0 means under 1 ms. */
  p99Ms: number;
  meanLatencyMs: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface Target {
  url: string;
  method: 'GET' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
}

async function load(target: Target, seconds: number, extra: Partial<autocannon.Options> = {}): Promise<LoadFigures> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections,
    headers: { ...jsonHeaders, ...target.headers },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    timeout: 10,
    duration: seconds,
    ...extra,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    meanLatencyMs: Math.round(result.latency.average * 100) / 100,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A case as the app makes one: created, then step 1 saved, with the case token the create returned. */
async function createCase(platformUrl: string): Promise<CaseRef> {
  const created = await request('POST', `${platformUrl}${caseBase}`, {
    product: { code: '135' },
    applicants: [{ personal_details: { name: { first: 'Ada', last: 'Lovelace' } } }],
  });
  const { reference_id: caseId, access_token: token } = created.json as {
    reference_id?: string;
    access_token?: string;
  };
  if (created.status !== 201 || !caseId || !token) {
    throw new Error(`creating a case answered ${created.status}: ${JSON.stringify(created.json)}`);
  }
  const ref = {
    caseUrl: `${platformUrl}${caseBase}/${encodeURIComponent(caseId)}`,
    authorization: { authorization: `Bearer ${token}` },
  };
  // Each call once by hand: a benchmark of error answers would measure the wrong thing.
  for (const [method, url, body] of [
    ['PUT', `${ref.caseUrl}/tasks/capture/actions/update`, stepOneEnquiry],
    ['GET', `${ref.caseUrl}/tasks/next`, undefined],
  ] as const) {
    const answer = await request(method, url, body, ref.authorization);
    if (answer.status >= 300)
      throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  }
  return ref;
}

/** Cases one after another: a burst of creates on a loaded machine only measures the queue. */
async function createCases(platformUrl: string, count: number): Promise<CaseRef[]> {
  const cases: CaseRef[] = [];
  for (let index = 0; index < count; index += 1) cases.push(await createCase(platformUrl));
  return cases;
}

// ---------------------------------------------------------------- (b) the platform against its floors

interface Spread {
  median: number;
  min: number;
  max: number;
}

function spread(values: number[]): Spread {
  if (values.length === 0) return { median: 0, min: 0, max: 0 };
  const { median, min, max } = spreadOf(values);
  return { median: Math.round(median * 100) / 100, min, max };
}

interface FloorComparison {
  database: DatabaseKind;
  route: string;
  floor: string;
  /** requests/s of the route divided by requests/s of its floor, one per round. */
  ratios: number[];
  ratio: Spread;
  routeRps: Spread;
  floorRps: Spread;
  routeP99Ms: Spread;
  floorP99Ms: Spread;
  errors: number;
}

/**
 * BENCH_ROUTES: a word the route's name has, or `=`-prefixed exact names separated by `|`
 * (`BENCH_ROUTES='=GET tasks/next|=PUT capture update (autosave)'`: the new applicant's two routes, both floors).
 * The floors and the A/B (BENCH_ONLY=ab) alike.
 */
function wantedRoute(route: string): boolean {
  return (
    !routeFilter ||
    (routeFilter.startsWith('=')
      ? routeFilter
          .split('|')
          .map((name) => name.replace(/^=/, ''))
          .includes(route)
      : route.includes(routeFilter))
  );
}

async function compareWithFloors(
  database: DatabaseKind,
  platform: CaseRef,
  floorUrl: string,
): Promise<FloorComparison[]> {
  const other = await createOtherAutosaveCases(new URL(platform.caseUrl).origin);
  const autosaveFloor = { url: `${floorUrl}/floor/update/floor-case`, method: 'PUT', body: stepOneEnquiry } as const;
  const selectFloor = { url: `${floorUrl}/floor/select/floor-case`, method: 'GET' } as const;
  const autosaveOf = (ref: AutosaveCase): Target => ({
    url: `${ref.caseUrl}/tasks/capture/actions/update`,
    method: 'PUT',
    body: ref.body,
    headers: ref.authorization,
  });
  const allPairs: { route: string; floor: string; target: Target; floorTarget: Target }[] = [
    {
      route: 'GET tasks/next',
      floor: 'primary-key SELECT',
      target: { url: `${platform.caseUrl}/tasks/next`, method: 'GET', headers: platform.authorization },
      floorTarget: selectFloor,
    },
    {
      // The same SELECT as a named prepared statement, as the poll runs its own (platform/db/db.ts QueryOptions).
      route: 'GET tasks/next',
      floor: 'primary-key SELECT, prepared',
      target: { url: `${platform.caseUrl}/tasks/next`, method: 'GET', headers: platform.authorization },
      floorTarget: { url: `${floorUrl}/floor/select-prepared/floor-case`, method: 'GET' },
    },
    {
      // An existing customer's poll, with their login token, which the case row carries since their save
      // (createOtherAutosaveCases saves once): platform/auth/caseAccess.ts boundLoginStatus.
      route: 'GET tasks/next, existing customer',
      floor: 'primary-key SELECT',
      target: { url: `${other.existing.caseUrl}/tasks/next`, method: 'GET', headers: other.existing.authorization },
      floorTarget: selectFloor,
    },
    {
      // A joint case's second applicant, with their own case token from the link (as the new applicant's poll).
      route: 'GET tasks/next, joint second applicant',
      floor: 'primary-key SELECT',
      target: { url: `${other.joint.caseUrl}/tasks/next`, method: 'GET', headers: other.joint.authorization },
      floorTarget: selectFloor,
    },
    {
      // A joint case's second applicant who is an existing customer and claimed their part by login: their login
      // token, which their claim wrote on the case row (migration 660, platform/auth/caseAccess.ts BOUND_POLL).
      route: 'GET tasks/next, joint second applicant by login',
      floor: 'primary-key SELECT',
      target: { url: `${other.jointLogin.caseUrl}/tasks/next`, method: 'GET', headers: other.jointLogin.authorization },
      floorTarget: selectFloor,
    },
    {
      route: 'PUT capture update (autosave)',
      floor: 'jsonb UPDATE',
      target: {
        url: `${platform.caseUrl}/tasks/capture/actions/update`,
        method: 'PUT',
        body: stepOneEnquiry,
        headers: platform.authorization,
      },
      floorTarget: autosaveFloor,
    },
    {
      route: 'PUT capture update (autosave), existing customer',
      floor: 'jsonb UPDATE',
      target: autosaveOf(other.existing),
      floorTarget: autosaveFloor,
    },
    {
      route: 'PUT capture update (autosave), joint second applicant',
      floor: 'jsonb UPDATE',
      target: autosaveOf(other.joint),
      floorTarget: autosaveFloor,
    },
    {
      // The second applicant who claimed their part by login, saving with it (routes/autosaveStatement.ts: judged as
      // an existing customer, the plain UPDATE with the login on the case row, `loginSecondBound`).
      route: 'PUT capture update (autosave), joint second applicant by login',
      floor: 'jsonb UPDATE',
      target: autosaveOf(other.jointLogin),
      floorTarget: autosaveFloor,
    },
  ];
  const pairs = allPairs.filter((pair) => wantedRoute(pair.route));
  const comparisons: FloorComparison[] = [];
  for (const pair of pairs) {
    // Warm JIT and caches on both before any round counts.
    await load(pair.target, warmupSeconds);
    await load(pair.floorTarget, warmupSeconds);
    const route: LoadFigures[] = [];
    const floor: LoadFigures[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // Alternating, and in turn first, so a drift in the machine's load falls on both alike.
      if (round % 2 === 0) {
        route.push(await load(pair.target, durationSeconds));
        floor.push(await load(pair.floorTarget, durationSeconds));
      } else {
        floor.push(await load(pair.floorTarget, durationSeconds));
        route.push(await load(pair.target, durationSeconds));
      }
    }
    const ratios = route.map(
      (figures, index) =>
        Math.round((figures.requestsPerSecond / Math.max(1, floor[index]?.requestsPerSecond ?? 1)) * 100) / 100,
    );
    comparisons.push({
      database,
      route: pair.route,
      floor: pair.floor,
      ratios,
      ratio: spread(ratios),
      routeRps: spread(route.map((figures) => figures.requestsPerSecond)),
      floorRps: spread(floor.map((figures) => figures.requestsPerSecond)),
      routeP99Ms: spread(route.map((figures) => figures.p99Ms)),
      floorP99Ms: spread(floor.map((figures) => figures.p99Ms)),
      errors: [...route, ...floor].reduce((sum, figures) => sum + figures.errors + figures.non2xx, 0),
    });
    console.log(`bench: ${database} ${pair.route} / ${pair.floor}: ratio ${ratios.join(', ')}`);
  }
  return comparisons;
}

// ---------------------------------------------------------------- the cost of fsync (issue 10)

interface FsyncCost {
  /** Autosave req/s with fsync at every commit (the default) over the same without, per round. */
  ratio: Spread;
  fsyncOnRps: Spread;
  fsyncOffRps: Spread;
  fsyncOnP99Ms: Spread;
  errors: number;
}

/** The autosave on the platform as it runs (fsync at commit) against a second one without, alternating rounds. */
async function fsyncCost(fsyncOn: CaseRef, fsyncOff: CaseRef): Promise<FsyncCost> {
  const update = (ref: CaseRef): Target => ({
    url: `${ref.caseUrl}/tasks/capture/actions/update`,
    method: 'PUT',
    body: stepOneEnquiry,
    headers: ref.authorization,
  });
  await load(update(fsyncOn), warmupSeconds);
  await load(update(fsyncOff), warmupSeconds);
  const on: LoadFigures[] = [];
  const off: LoadFigures[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const pair = [
      async () => on.push(await load(update(fsyncOn), durationSeconds)),
      async () => off.push(await load(update(fsyncOff), durationSeconds)),
    ];
    for (const run of round % 2 === 0 ? pair : pair.reverse()) await run();
  }
  const ratios = on.map(
    (figures, index) =>
      Math.round((figures.requestsPerSecond / Math.max(1, off[index]?.requestsPerSecond ?? 1)) * 100) / 100,
  );
  console.log(`bench: autosave with fsync / without: ratio ${ratios.join(', ')}`);
  return {
    ratio: spread(ratios),
    fsyncOnRps: spread(on.map((figures) => figures.requestsPerSecond)),
    fsyncOffRps: spread(off.map((figures) => figures.requestsPerSecond)),
    fsyncOnP99Ms: spread(on.map((figures) => figures.p99Ms)),
    errors: [...on, ...off].reduce((sum, figures) => sum + figures.errors + figures.non2xx, 0),
  };
}

// ---------------------------------------------------------------- (c) waiting applicants

interface WaitingLevel {
  applicants: number;
  pollsPerSecond: number;
  savesPerSecond: number;
  poll: LoadFigures;
  save: LoadFigures;
  rssMiB: number;
  /** The platform process's CPU over the level, in % of one core (a figure the machine's load distorts less than p99). */
  cpuPercent: number;
  /**
   * The load generator's own CPU over the level (this process: autocannon runs in it), in % of one core. With the
   * polls sent short of those asked and this near 100, the generator, not the platform, was the limit.
   */
  generatorCpuPercent: number;
  /** Polls sent over polls asked: under 0.95 the level did not get the load it names. */
  sentShare: number;
  /** How late the machine ran an idle process, and this process's event loop, over the level (bench/machineStalls.ts). */
  stalls: LevelStalls;
  /**
   * On PostgreSQL, the connections opened to the database over the level (bench/pgSessions.ts): each one the platform's
   * pool connecting again, a backend forked and its statements prepared again while requests wait.
   */
  connectionsOpened?: number;
  held: boolean;
}

interface WaitingApplicants {
  database: DatabaseKind;
  /** How the requests arrived (waitingLoad). */
  shape: 'burst' | 'spread';
  p99BudgetMs: number;
  /** The largest N whose polls kept p99 within budget with no error; 0 when even the first level did not. */
  largestHeld: number;
  errors: number;
  /** Resident memory of the platform process before the first level (idle, its cases created). */
  idleRssMiB: number;
  levels: WaitingLevel[];
}

/** Autocannon at a fixed rate, each request on the next of the cases in turn. */
function atRate(cases: CaseRef[], path: string, method: 'GET' | 'PUT', perSecond: number, body?: unknown) {
  let next = 0;
  const first = cases[0] as CaseRef;
  return load({ url: `${first.caseUrl}${path}`, method, body }, waitingSeconds, {
    connections: Math.max(2, Math.min(100, Math.ceil(perSecond / 20))),
    overallRate: Math.max(1, Math.round(perSecond)),
    requests: [
      {
        setupRequest: (req) => {
          const ref = cases[next % cases.length] as CaseRef;
          next += 1;
          return {
            ...req,
            path: `${new URL(ref.caseUrl).pathname}${path}`,
            headers: { ...req.headers, ...ref.authorization },
          };
        },
      },
    ],
  });
}

/** The same requests as atRate, arriving as independent applicants' do (bench/spreadLoad.ts). */
function spreadAtRate(cases: CaseRef[], path: string, method: 'GET' | 'PUT', perSecond: number, body?: unknown) {
  let next = 0;
  const first = cases[0] as CaseRef;
  return spreadLoad({
    origin: new URL(first.caseUrl).origin,
    method,
    body,
    perSecond,
    seconds: waitingSeconds,
    next: () => {
      const ref = cases[next % cases.length] as CaseRef;
      next += 1;
      return { path: `${new URL(ref.caseUrl).pathname}${path}`, headers: ref.authorization };
    },
  });
}

const STALLS_EXPLAINED =
  "**An idle process's timer** (bench/machineStalls.ts, since 2026-11-30): a child process sleeping 1 ms at a time beside the level; how late its timers fire is the scheduling delay any process on the machine (the platform, PostgreSQL, the generator) met meanwhile. A level over budget while that process was as late was held up by the machine; one where it stayed on time, by the platform. The generator's event loop delay: a late generator sends and reads late, which spreadLoad counts against the platform.";

/** The waiting tables' columns of bench/machineStalls.ts: how late the machine ran an idle process, and the generator. */
const STALL_COLUMNS = [
  "an idle process's 1 ms timer, ms late: p99 / most (timers over 10 ms)",
  "load generator's event loop delay, ms: p99 / most",
] as const;

function stallCells({ stalls }: WaitingLevel): [string, string] {
  return [
    `${stalls.machine.p99Ms} / ${stalls.machine.maxMs} (${stalls.machine.over10Ms})`,
    `${stalls.generatorP99Ms} / ${stalls.generatorMaxMs}`,
  ];
}

/** For a run with levels over budget: whether the machine ran an idle process as late meanwhile (bench/machineStalls.ts). */
function stallsNote(run: WaitingApplicants): string {
  const missed = run.levels.filter((level) => !level.held);
  if (!missed.length) return '';
  const each = missed.map(
    (level) =>
      `${level.applicants} (poll p99 ${level.poll.p99Ms} ms; an idle process's timers late by up to ${level.stalls.machine.maxMs} ms, ${level.stalls.machine.over10Ms} of them over 10 ms)`,
  );
  return `; over budget at ${each.join(', ')}`;
}

async function waitingApplicants(
  database: DatabaseKind,
  platform: Server,
  cases: CaseRef[],
  shape: 'burst' | 'spread' = waitingLoad,
): Promise<WaitingApplicants> {
  const budget = p99Budget[database];
  const levels: WaitingLevel[] = [];
  let largestHeld = 0;
  const idleRssMiB = rssMiB(platform.pid);
  const sessionCounter = database === 'postgres' && databaseUrl ? await openSessionCounter(databaseUrl) : undefined;
  try {
    for (const applicants of applicantLevels) {
      const pollsPerSecond = applicants / pollSeconds;
      const savesPerSecond = (applicants * autosavingShare) / autosaveSeconds;
      const cpuBefore = processCpuMs(platform.pid);
      const generatorBefore = process.cpuUsage();
      const wallBefore = performance.now();
      const loadAt = shape === 'burst' ? atRate : spreadAtRate;
      const sessionsBefore = await sessionCounter?.sessions();
      const watch = await watchLevel();
      const [poll, save] = await Promise.all([
        loadAt(cases, '/tasks/next', 'GET', pollsPerSecond),
        loadAt(cases, '/tasks/capture/actions/update', 'PUT', savesPerSecond, stepOneEnquiry),
      ]);
      const stalls = await watch.stop();
      const cpuPercent = Math.round((processCpuMs(platform.pid) - cpuBefore) / (waitingSeconds * 10));
      const connectionsOpened =
        sessionCounter && sessionsBefore !== undefined ? (await sessionCounter.sessions()) - sessionsBefore : undefined;
      const generatorUsed = process.cpuUsage(generatorBefore);
      const generatorCpuPercent = Math.round(
        ((generatorUsed.user + generatorUsed.system) / 1000 / (performance.now() - wallBefore)) * 100,
      );
      const sentShare = Math.round((poll.requestsPerSecond / pollsPerSecond) * 100) / 100;
      const held = poll.p99Ms <= budget && poll.errors + poll.non2xx + save.errors + save.non2xx === 0;
      levels.push({
        applicants,
        pollsPerSecond,
        savesPerSecond,
        poll,
        save,
        rssMiB: rssMiB(platform.pid),
        cpuPercent,
        generatorCpuPercent,
        sentShare,
        stalls,
        ...(connectionsOpened === undefined ? {} : { connectionsOpened }),
        held,
      });
      console.log(
        `bench: ${database} ${applicants} waiting applicants (${shape}): poll p99 ${poll.p99Ms} ms, ${held ? 'held' : 'not held'}, sent ${sentShare} of the polls asked, platform ${cpuPercent}% / generator ${generatorCpuPercent}% of a core; an idle process's timers late by ${stalls.machine.p99Ms} ms at p99, ${stalls.machine.maxMs} at most (${stalls.machine.over10Ms} over 10 ms), the generator's loop ${stalls.generatorMaxMs} at most`,
      );
      // Every level is measured (its CPU and memory tell something even when the machine's load breaks the p99); the
      // largest held is the last of an unbroken run from the first level.
      if (levels.every((level) => level.held)) largestHeld = applicants;
    }
  } finally {
    await sessionCounter?.close();
  }
  return {
    database,
    shape,
    p99BudgetMs: budget,
    largestHeld,
    errors: levels.reduce(
      (sum, level) => sum + level.poll.errors + level.poll.non2xx + level.save.errors + level.save.non2xx,
      0,
    ),
    idleRssMiB,
    levels,
  };
}

// ---------------------------------------------------------------- (e) two platform nodes on one PostgreSQL

interface TwoNodes {
  /** A journey whose calls alternate between the nodes: every save read back on the other node. */
  journeyCalls: number;
  lost: number;
  /** tasks/next requests/s: one node alone, then both nodes at once (summed). */
  oneNodeRps: number;
  twoNodesRps: number;
  errors: number;
}

async function twoNodes(first: Server, second: Server): Promise<TwoNodes> {
  const nodes = [first.url, second.url];
  const created = await createCase(first.url);
  const casePath = new URL(created.caseUrl).pathname;
  let lost = 0;
  let calls = 0;
  for (let step = 0; step < 20; step += 1) {
    const writer = nodes[step % 2] as string;
    const reader = nodes[(step + 1) % 2] as string;
    const email = `ada.${step}@example.com`;
    const enquiry = structuredClone(stepOneEnquiry);
    (enquiry.applicants[0] as { contact_details: { email: string } }).contact_details.email = email;
    const saved = await request(
      'PUT',
      `${writer}${casePath}/tasks/capture/actions/update`,
      enquiry,
      created.authorization,
    );
    const polled = await request('GET', `${reader}${casePath}/tasks/next`, undefined, created.authorization);
    const read = await request('GET', `${reader}${casePath}/tasks/capture`, undefined, created.authorization);
    calls += 3;
    const readEmail = (read.json as { enquiry?: { applicants?: { contact_details?: { email?: string } }[] } }).enquiry
      ?.applicants?.[0]?.contact_details?.email;
    if (saved.status >= 300 || polled.status >= 300 || read.status >= 300 || readEmail !== email) lost += 1;
  }
  const one = await load(
    { url: `${first.url}${casePath}/tasks/next`, method: 'GET', headers: created.authorization },
    durationSeconds,
  );
  const both = await Promise.all(
    nodes.map((node) =>
      load({ url: `${node}${casePath}/tasks/next`, method: 'GET', headers: created.authorization }, durationSeconds),
    ),
  );
  return {
    journeyCalls: calls,
    lost,
    oneNodeRps: one.requestsPerSecond,
    twoNodesRps: both.reduce((sum, figures) => sum + figures.requestsPerSecond, 0),
    errors: [one, ...both].reduce((sum, figures) => sum + figures.errors + figures.non2xx, 0),
  };
}

// ---------------------------------------------------------------- report

/** A markdown table laid out the way the project's formatter (biome) lays it out: padded, numbers right-aligned. */
function table(header: string[], rows: (string | number)[][], rightAligned: boolean[]): string[] {
  const cells = rows.map((row) => row.map(String));
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...cells.map((row) => (row[column] ?? '').length)),
  );
  const pad = (text: string, column: number) =>
    rightAligned[column] ? text.padStart(widths[column] ?? 0) : text.padEnd(widths[column] ?? 0);
  const line = (row: string[]) => `| ${row.map(pad).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (rightAligned[column] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(header), rule, ...cells.map(line)];
}

const range = (value: Spread, unit = '') => `${value.median}${unit} (${value.min}-${value.max})`;

interface Results {
  machine: Record<string, unknown>;
  compiledPlatform: { startMs: number; idleRssMiB: number; database: string };
  startPage: StartPageWire;
  continueToNextScreen: ContinueFigures;
  /** The same press at the CPU rate that makes this host a mid-tier phone (bench/cpuCalibration.ts), with the
   * calibration; absent when the calibration failed or the host is slower than that phone. */
  continueAtMidTier?: { calibration: CpuCalibration; figures: ContinueFigures };
  lighthouse?: LighthouseFigures;
  floors: FloorComparison[];
  waiting: WaitingApplicants[];
  twoNodes?: TwoNodes;
  fsync?: FsyncCost;
  durationSeconds: number;
}

/** (b) in the report: each route against its floor, median and range of the alternating rounds. */
function floorsSection(floors: FloorComparison[]): string[] {
  return [
    `## The platform against its floors on the same database (${rounds} alternating rounds of ${durationSeconds} s, ${connections} connections; median (range))`,
    '',
    ...table(
      [
        'database',
        'route',
        'floor',
        'ratio to floor',
        'route req/s',
        'floor req/s',
        'route p99 ms',
        'floor p99 ms',
        'errors',
      ],
      floors.map((row) => [
        row.database,
        row.route,
        row.floor,
        range(row.ratio),
        range(row.routeRps),
        range(row.floorRps),
        range(row.routeP99Ms),
        range(row.floorP99Ms),
        row.errors,
      ]),
      [false, false, false, true, true, true, true, true, true],
    ),
  ];
}

/**
 * BENCH_ONLY=floors: (b) alone, on PGlite and (with DATABASE_URL) PostgreSQL, each platform beside its floor server;
 * bench/results/floors.md and .json.
 */
async function floorsOnlyMain(): Promise<void> {
  if (!existsSync(resolve(root, platformJs))) throw new Error('run npm run build first');
  const machine = `${new Date().toISOString()} on ${cpus()[0]?.model.trim()} (${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the start), Node ${process.version}`;
  const folders = [
    mkdtempSync(join(tmpdir(), 'account-opening-bench-')),
    mkdtempSync(join(tmpdir(), 'account-opening-bench-floor-')),
  ];
  try {
    const [platformDir, floorDir] = folders as [string, string];
    const databases: {
      kind: DatabaseKind;
      platform: Parameters<typeof startPlatform>[1];
      floor: Parameters<typeof startFloor>[1];
    }[] = [
      { kind: 'pglite', platform: { dataDir: platformDir }, floor: { dataDir: floorDir } },
      ...(databaseUrl
        ? [{ kind: 'postgres' as const, platform: { url: databaseUrl }, floor: { url: databaseUrl } }]
        : []),
    ];
    const floors: FloorComparison[] = [];
    for (const database of databases) {
      const [platform, floor] = await Promise.all([
        startPlatform(`platform (${database.kind})`, database.platform),
        startFloor(`floor (${database.kind})`, database.floor),
      ]);
      const [first] = await createCases(platform.url, 1);
      floors.push(...(await compareWithFloors(database.kind, first as CaseRef, floor.url)));
      await Promise.all([platform.stop(), floor.stop()]);
    }
    const report = [
      '# Bench results: the platform against its floors',
      '',
      `${machine}, load average ${loadavg()[0]?.toFixed(1)} at the end. Command: \`${routeFilter ? `BENCH_ROUTES=${routeFilter} ` : ''}${process.env.BENCH_ROUNDS ? `BENCH_ROUNDS=${rounds} ` : ''}${benchName ? `BENCH_NAME=${benchName} ` : ''}${platformJs === 'dist-platform/main.js' ? '' : `BENCH_PLATFORM_JS=${platformJs} `}BENCH_ONLY=floors npm run bench\` (\`npm run build\` first; with \`DATABASE_URL\` for PostgreSQL).`,
      '',
      ...floorsSection(floors),
      '',
    ].join('\n');
    writeResults(reportName('floors'), { machine, floors }, report, floors.filter((row) => row.errors > 0).length);
  } finally {
    await Promise.all([...children].map((stop) => stop()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

function markdown(results: Results): string {
  const { machine, compiledPlatform, startPage, floors, waiting } = results;
  const lines = [
    '# Bench results',
    '',
    `${machine.date} on ${machine.cpuModel} (${machine.cores} cores, load average ${machine.loadAverage} at the start), Node ${machine.node}. Command: \`npm run bench\`, ${results.durationSeconds} s from that start.`,
    '',
    'This machine is shared: absolute figures drift with its load. The ratios (measured side by side, alternating) are the figures to compare.',
    '',
    '## The compiled platform (`npm run serve`: plain node on dist-platform/main.js)',
    '',
    ...table(
      ['database', 'start (spawn to first answer)', 'resident memory idle (5 s after it answered)'],
      [
        [
          compiledPlatform.database,
          `${(compiledPlatform.startMs / 1000).toFixed(1)} s`,
          `${compiledPlatform.idleRssMiB} MiB`,
        ],
      ],
      [false, true, true],
    ),
    '',
    '## The start page over the wire (Chromium, bytes received, compressed as served)',
    '',
    ...table(
      ['page', 'HTML, CSS, JS, fonts', 'everything (with API calls)'],
      [[`\`${startPage.page}\``, `${kib(startPage.assetBytes)} (${startPage.assetBytes} B)`, kib(startPage.bytes)]],
      [false, true, true],
    ),
    '',
    ...table(
      ['file', 'type', 'encoding', 'bytes'],
      startPage.files.map((file) => [`\`${file.url}\``, file.type, file.encoding, kib(file.bytes)]),
      [false, false, false, true],
    ),
    '',
    '## Continue to the next screen (Chromium, CPU slowed 4x)',
    '',
    continueLine(results.continueToNextScreen),
    '',
    ...(results.continueAtMidTier
      ? [calibratedContinueLine(results.continueAtMidTier.calibration, results.continueAtMidTier.figures), '']
      : []),
    results.lighthouse
      ? `Lighthouse ${'12.2.3'} mobile, start page: performance **${results.lighthouse.performance}**; ${Object.entries(
          results.lighthouse.metrics,
        )
          .map(([name, value]) => `${name} ${value}`)
          .join(', ')}.`
      : 'Lighthouse: the run failed (see the console).',
    '',
    ...floorsSection(floors),
    '',
    `## Waiting applicants (each polls tasks/next every ${pollSeconds} s; ${autosavingShare * 100}% also autosave every ${autosaveSeconds} s; ${waitingSeconds} s per level; ${waitingLoad === 'burst' ? "arriving in bursts, autocannon's overallRate: each second's requests sent at its start, BENCH_WAITING_LOAD=burst" : 'arriving independently: a Poisson stream sent open loop, latency from each planned moment, bench/spreadLoad.ts'})`,
    '',
    STALLS_EXPLAINED,
    '',
    ...table(
      [
        'database',
        'applicants',
        'polls/s asked',
        'polls/s sent',
        'saves/s',
        'poll p99 ms',
        'save p99 ms',
        'errors',
        'platform CPU % of a core',
        'load generator CPU % of a core',
        STALL_COLUMNS[0],
        STALL_COLUMNS[1],
        'resident MiB',
        'held',
      ],
      waiting.flatMap((run) =>
        run.levels.map((level) => [
          run.database,
          level.applicants,
          Math.round(level.pollsPerSecond),
          level.poll.requestsPerSecond,
          Math.round(level.savesPerSecond),
          level.poll.p99Ms,
          level.save.p99Ms,
          level.poll.errors + level.poll.non2xx + level.save.errors + level.save.non2xx,
          level.cpuPercent,
          level.generatorCpuPercent,
          ...stallCells(level),
          level.rssMiB,
          level.held ? `yes (p99 <= ${run.p99BudgetMs} ms)` : 'no',
        ]),
      ),
      [false, true, true, true, true, true, true, true, true, true, true, true, true, false],
    ),
    '',
    ...waiting.map((run) => {
      const largest = run.levels.find((level) => level.applicants === run.largestHeld);
      const last = run.levels.at(-1);
      const short = run.levels.filter((level) => level.sentShare < 0.95);
      const busiest = Math.max(...run.levels.map((level) => level.generatorCpuPercent));
      // Autocannon keeps a fixed number of connections: when every one is waiting for an answer it sends less than
      // asked. With its own CPU well under a core, that is the platform's lateness, not the generator's limit.
      const generator = !short.length
        ? `the load generator sent at least 95% of the polls asked at every level (its CPU at most ${busiest}% of a core): it was not the limit`
        : busiest < 80
          ? `the load generator sent under 95% of the polls asked at ${short.map((level) => level.applicants).join(', ')} with its CPU at most ${busiest}% of a core: its connections were all waiting for the platform's answers, so the platform, not the generator, was the limit`
          : `the load generator sent under 95% of the polls asked at ${short.map((level) => level.applicants).join(', ')} and used up to ${busiest}% of a core: it may have been the limit there`;
      return `- ${run.database}: the largest N held is **${run.largestHeld}** (p99 <= ${run.p99BudgetMs} ms), errors ${run.errors}; resident memory ${run.idleRssMiB} MiB idle, ${largest ? `${largest.rssMiB} MiB at ${largest.applicants}` : `${last?.rssMiB} MiB at ${last?.applicants} (the largest measured)`}; ${generator}${stallsNote(run)}.`;
    }),
    '',
  ];
  if (results.fsync) {
    const cost = results.fsync;
    lines.push(
      '',
      '## Durability: the autosave on PGlite with fsync at every commit (the default) and without',
      '',
      `Autosave with fsync / without, per round: ${range(cost.ratio)} (with fsync ${range(cost.fsyncOnRps, ' req/s')}, p99 ${range(cost.fsyncOnP99Ms, ' ms')}; without ${range(cost.fsyncOffRps, ' req/s')}; errors ${cost.errors}).`,
    );
  }
  if (results.twoNodes) {
    const two = results.twoNodes;
    lines.push(
      '## Two platform processes on one PostgreSQL',
      '',
      `A journey alternating between the nodes: ${two.journeyCalls} calls, ${two.lost} lost. tasks/next: one node ${two.oneNodeRps} req/s, both nodes at once ${two.twoNodesRps} req/s (errors ${two.errors}).`,
      '',
    );
  } else {
    lines.push('PostgreSQL: not measured (set DATABASE_URL to include it).', '');
  }
  return lines.join('\n');
}

/**
 * The start page's Continue at the CPU rate that makes this host a mid-tier phone (bench/cpuCalibration.ts): the fixed
 * 4x emulates a device as fast as the host, and this machine kind's hosts differ by two times. Undefined (and said
 * on the console) when the calibration fails or the host is slower than that phone.
 */
async function pressAtMidTier(
  url: string,
): Promise<{ calibration: CpuCalibration; figures: ContinueFigures } | undefined> {
  try {
    const calibration = await calibrateHost();
    const rate = calibration.rates.mid;
    if (rate === undefined) {
      console.log(`bench: this host (BenchmarkIndex ${calibration.indexAt1x}) is slower than a mid-tier phone`);
      return undefined;
    }
    const figures = (await measureContinues(url, ['start'], rate)).start;
    if (!figures) return undefined;
    console.log(`bench: Continue at the mid-tier phone's rate ${rate}x: ${figures.threadMsToPaint} ms to the paint`);
    return { calibration, figures };
  } catch (error) {
    console.error(`bench: the mid-tier press failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** BENCH_ONLY=platform: what stands in for the browser's figures, cut from the report by withoutBrowserSections. */
const notMeasured: { startPage: StartPageWire; continueFigures: ContinueFigures } = {
  startPage: { page: startPath, bytes: 0, assetBytes: 0, byType: {}, files: [] },
  continueFigures: {
    cpuThrottling: 4,
    mainThreadMs: 0,
    threadMs: 0,
    threadMsToPaint: undefined,
    scriptMs: 0,
    styleLayoutMs: 0,
    wallMs: 0,
    nextScreenHeading: '',
    nextScreenBytes: 0,
  },
};

function withoutBrowserSections(report: string): string {
  const from = report.indexOf('## The start page over the wire');
  const to = report.indexOf('## The platform against its floors');
  if (from < 0 || to < 0) return report;
  const note = 'The browser figures were not measured (`BENCH_ONLY=platform`): see `latest.md`.\n\n';
  return `${report.slice(0, from)}${note}${report.slice(to)}`.replace(
    'Command: `npm run bench`',
    'Command: `BENCH_ONLY=platform npm run bench`',
  );
}

// ---------------------------------------------------------------- before and after, side by side

/**
 * BENCH_ONLY=ab with BENCH_AB_BEFORE_JS (another compiled platform, e.g. main's): the new applicant's poll and autosave
 * (and, when BENCH_ROUTES keeps them, the existing customer's and the joint second applicant's autosaves, the existing
 * customer's poll and the joint second applicant's by login)
 * on that build ("before"), on this one (dist-platform/main.js, "after") and on the floor, the three rotating in turn
 * round by round on the same machine, so a swing in its load falls on all three alike. PGlite (a folder each) and,
 * with DATABASE_URL, PostgreSQL (one database; BENCH_AB_BEFORE_DATABASE_URL another for the build before). Writes bench/results/ab.md and ab.json (BENCH_AB_NAME: ab-NAME).
 */
const abBeforeJs = process.env.BENCH_AB_BEFORE_JS;
/** The other applicants' autosaves and polls the A/B measures when BENCH_ROUTES keeps them (createOtherAutosaveCases). */
const OTHER_AUTOSAVES = [
  ['existing', 'existing customer'],
  ['joint', 'joint second applicant'],
  ['jointLogin', 'joint second applicant by login'],
] as const;
const OTHER_POLLS = [
  ['existing', 'existing customer'],
  ['jointLogin', 'joint second applicant by login'],
] as const;
const abName = reportNameOf('ab', 'ab', process.env.BENCH_AB_NAME);

interface AbRow {
  database: DatabaseKind;
  route: string;
  floor: string;
  beforeRatio: Spread;
  afterRatio: Spread;
  afterOverBefore: Spread;
  beforeRps: Spread;
  afterRps: Spread;
  floorRps: Spread;
  beforeP99Ms: Spread;
  afterP99Ms: Spread;
  floorP99Ms: Spread;
  errors: number;
  /** CPU µs per request of each server's own process (on PostgreSQL the database server's CPU is not in it). */
  beforeCpuUs: Spread;
  afterCpuUs: Spread;
  floorCpuUs: Spread;
  /** The same, of the main threads only (treeMainThreadMs). */
  beforeMainUs: Spread;
  afterMainUs: Spread;
  floorMainUs: Spread;
}

async function abMain(): Promise<void> {
  if (!abBeforeJs || !existsSync(resolve(root, abBeforeJs))) {
    throw new Error('BENCH_AB_BEFORE_JS: the compiled platform to compare with (e.g. a build of main)');
  }
  const machine = `${new Date().toISOString()} on ${cpus()[0]?.model.trim()} (${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} at the start), Node ${process.version}`;
  const folders = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), 'account-opening-bench-ab-')));
  const rows: AbRow[] = [];
  try {
    const [beforeDir, afterDir, floorDir] = folders as [string, string, string];
    const databases = [
      {
        kind: 'pglite' as DatabaseKind,
        before: { dataDir: beforeDir },
        after: { dataDir: afterDir },
        floor: { dataDir: floorDir },
      },
      ...(databaseUrl
        ? [
            {
              kind: 'postgres' as DatabaseKind,
              // BENCH_AB_BEFORE_DATABASE_URL: a database of its own for the build before, when this one's
              // migrations would change what the build before runs on (its tables, their indexes).
              before: { url: process.env.BENCH_AB_BEFORE_DATABASE_URL ?? databaseUrl },
              after: { url: databaseUrl },
              floor: { url: databaseUrl },
            },
          ]
        : []),
    ];
    for (const database of databases) {
      const before = await startPlatform(`before (${database.kind})`, database.before, abBeforeJs);
      const after = await startPlatform(`after (${database.kind})`, database.after);
      const floor = await startFloor(`floor (${database.kind})`, database.floor);
      const [beforeCase] = (await createCases(before.url, 1)) as [CaseRef];
      const [afterCase] = (await createCases(after.url, 1)) as [CaseRef];
      const poll = (ref: CaseRef): Target => ({
        url: `${ref.caseUrl}/tasks/next`,
        method: 'GET',
        headers: ref.authorization,
      });
      const save = (ref: CaseRef, body: unknown = stepOneEnquiry): Target => ({
        url: `${ref.caseUrl}/tasks/capture/actions/update`,
        method: 'PUT',
        body,
        headers: ref.authorization,
      });
      // The other applicants' autosaves (save8) and polls, as the floors run has them (createOtherAutosaveCases), only
      // when BENCH_ROUTES keeps one of them.
      const otherRoutes = [
        ...OTHER_AUTOSAVES.map(([, name]) => `PUT capture update (autosave), ${name}`),
        ...OTHER_POLLS.map(([, name]) => `GET tasks/next, ${name}`),
      ];
      const others = otherRoutes.some(wantedRoute)
        ? ([await createOtherAutosaveCases(before.url), await createOtherAutosaveCases(after.url)] as const)
        : undefined;
      const floorSave: Target = { url: `${floor.url}/floor/update/floor-case`, method: 'PUT', body: stepOneEnquiry };
      const pairs: { route: string; floor: string; targets: [Target, Target, Target] }[] = [
        {
          route: 'GET tasks/next',
          floor: 'primary-key SELECT',
          targets: [poll(beforeCase), poll(afterCase), { url: `${floor.url}/floor/select/floor-case`, method: 'GET' }],
        },
        {
          route: 'PUT capture update (autosave)',
          floor: 'jsonb UPDATE',
          targets: [save(beforeCase), save(afterCase), floorSave],
        },
        ...(others
          ? OTHER_AUTOSAVES.map(([kind, name]) => ({
              route: `PUT capture update (autosave), ${name}`,
              floor: 'jsonb UPDATE',
              targets: [
                save(others[0][kind], others[0][kind].body),
                save(others[1][kind], others[1][kind].body),
                floorSave,
              ] as [Target, Target, Target],
            }))
          : []),
        ...(others
          ? OTHER_POLLS.map(([kind, name]) => ({
              route: `GET tasks/next, ${name}`,
              floor: 'primary-key SELECT',
              targets: [
                poll(others[0][kind]),
                poll(others[1][kind]),
                { url: `${floor.url}/floor/select/floor-case`, method: 'GET' },
              ] as [Target, Target, Target],
            }))
          : []),
      ];
      for (const pair of pairs.filter((candidate) => wantedRoute(candidate.route))) {
        for (const target of pair.targets) await load(target, warmupSeconds);
        const figures: [LoadFigures[], LoadFigures[], LoadFigures[]] = [[], [], []];
        // CPU µs per request of the server's own process(es) (/proc): less swayed by the machine's load than req/s.
        const cpuPerRequest: [number[], number[], number[]] = [[], [], []];
        const mainPerRequest: [number[], number[], number[]] = [[], [], []];
        const pids = [before.pid, after.pid, floor.pid];
        for (let round = 0; round < rounds; round += 1) {
          // Each of the three first in turn.
          for (let step = 0; step < 3; step += 1) {
            const which = (round + step) % 3;
            const cpuBefore = treeCpuMs(pids[which] as number);
            const mainBefore = treeMainThreadMs(pids[which] as number);
            const measured = await load(pair.targets[which] as Target, durationSeconds);
            (figures[which] as LoadFigures[]).push(measured);
            (cpuPerRequest[which] as number[]).push(
              Math.round(((treeCpuMs(pids[which] as number) - cpuBefore) * 1000) / Math.max(1, measured.requests)),
            );
            (mainPerRequest[which] as number[]).push(
              Math.round(
                ((treeMainThreadMs(pids[which] as number) - mainBefore) * 1000) / Math.max(1, measured.requests),
              ),
            );
          }
        }
        const [b, a, f] = figures;
        const rps = (list: LoadFigures[]) => list.map((item) => item.requestsPerSecond);
        const ratio = (top: LoadFigures[], bottom: LoadFigures[]) =>
          top.map(
            (item, index) =>
              Math.round((item.requestsPerSecond / Math.max(1, bottom[index]?.requestsPerSecond ?? 1)) * 100) / 100,
          );
        rows.push({
          database: database.kind,
          route: pair.route,
          floor: pair.floor,
          beforeRatio: spread(ratio(b, f)),
          afterRatio: spread(ratio(a, f)),
          afterOverBefore: spread(ratio(a, b)),
          beforeRps: spread(rps(b)),
          afterRps: spread(rps(a)),
          floorRps: spread(rps(f)),
          beforeP99Ms: spread(b.map((item) => item.p99Ms)),
          afterP99Ms: spread(a.map((item) => item.p99Ms)),
          floorP99Ms: spread(f.map((item) => item.p99Ms)),
          errors: [...b, ...a, ...f].reduce((sum, item) => sum + item.errors + item.non2xx, 0),
          beforeCpuUs: spread(cpuPerRequest[0]),
          afterCpuUs: spread(cpuPerRequest[1]),
          floorCpuUs: spread(cpuPerRequest[2]),
          beforeMainUs: spread(mainPerRequest[0]),
          afterMainUs: spread(mainPerRequest[1]),
          floorMainUs: spread(mainPerRequest[2]),
        });
        console.log(
          `bench ab: cpu µs/request before ${cpuPerRequest[0].join(', ')}; after ${cpuPerRequest[1].join(', ')}; floor ${cpuPerRequest[2].join(', ')}`,
        );
        console.log(
          `bench ab: main thread µs/request before ${mainPerRequest[0].join(', ')}; after ${mainPerRequest[1].join(', ')}; floor ${mainPerRequest[2].join(', ')}`,
        );
        console.log(
          `bench ab: ${database.kind} ${pair.route}: before/floor ${ratio(b, f).join(', ')}; after/floor ${ratio(a, f).join(', ')}; after/before ${ratio(a, b).join(', ')}`,
        );
      }
      await Promise.all([before.stop(), after.stop(), floor.stop()]);
    }
    const cell = (value: Spread) => `${value.median} (${value.min}-${value.max})`;
    const report = [
      '# Bench results: before and after, each against the same floor',
      '',
      `${machine}, load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(
          ' ',
        )} at the end. Command: \`BENCH_ONLY=ab BENCH_AB_BEFORE_JS=${abBeforeJs} BENCH_ROUNDS=${rounds} BENCH_DURATION=${durationSeconds} npm run bench\` (\`npm run build\` first; with \`DATABASE_URL\` for PostgreSQL). Before: \`${abBeforeJs}\`; after: \`dist-platform/main.js\`.`,
      '',
      `${rounds} rounds of ${durationSeconds} s, ${connections} connections, the three servers rotating; median (range) of the per-round figures. CPU µs per request: the server process's own (and its children's), from /proc; on PostgreSQL the database server's share is not in it.`,
      '',
      ...table(
        [
          'database',
          'route',
          'floor',
          'before / floor',
          'after / floor',
          'after / before',
          'before req/s',
          'after req/s',
          'floor req/s',
          'before p99 ms',
          'after p99 ms',
          'floor p99 ms',
          'before CPU µs/req',
          'after CPU µs/req',
          'floor CPU µs/req',
          'main thread µs/req: before, after, floor',
          'errors',
        ],
        rows.map((row) => [
          row.database,
          row.route,
          row.floor,
          cell(row.beforeRatio),
          cell(row.afterRatio),
          cell(row.afterOverBefore),
          cell(row.beforeRps),
          cell(row.afterRps),
          cell(row.floorRps),
          cell(row.beforeP99Ms),
          cell(row.afterP99Ms),
          cell(row.floorP99Ms),
          cell(row.beforeCpuUs),
          cell(row.afterCpuUs),
          cell(row.floorCpuUs),
          `${cell(row.beforeMainUs)}, ${cell(row.afterMainUs)}, ${cell(row.floorMainUs)}`,
          row.errors,
        ]),
        [false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true],
      ),
      '',
    ].join('\n');
    writeResults(abName, { machine, rows }, report, rows.filter((row) => row.errors > 0).length);
  } finally {
    await Promise.all([...children].map((stop) => stop()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * BENCH_ONLY=waiting: (c) alone, on PGlite and (with DATABASE_URL) PostgreSQL, the requests arriving both ways in
 * turn (spread, burst, burst, spread) on one platform process per database (BENCH_PLATFORM_JS aware); written to
 * bench/results/waiting.md and .json (BENCH_WAITING_NAME: waiting-NAME).
 */
async function waitingOnlyMain(): Promise<void> {
  const name = reportNameOf('waiting', 'waiting', process.env.BENCH_WAITING_NAME);
  const machine = `${new Date().toISOString()} on ${cpus()[0]?.model.trim()} (${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} at the start), Node ${process.version}`;
  const folder = mkdtempSync(join(tmpdir(), 'account-opening-bench-waiting-'));
  const runs: WaitingApplicants[] = [];
  try {
    const databases = [
      { kind: 'pglite' as DatabaseKind, database: { dataDir: folder } },
      ...(databaseUrl ? [{ kind: 'postgres' as DatabaseKind, database: { url: databaseUrl } }] : []),
    ].filter(({ kind }) => !waitingDatabases || waitingDatabases.includes(kind));
    for (const { kind, database } of databases) {
      const platform = await startPlatform(`platform (${kind})`, database);
      const cases = await createCases(platform.url, 20);
      for (const shape of ['spread', 'burst', 'burst', 'spread'] as const) {
        runs.push(await waitingApplicants(kind, platform, cases, shape));
      }
      await platform.stop();
    }
    const rows = runs.flatMap((run) =>
      run.levels.map((level) => [
        run.database,
        run.shape,
        level.applicants,
        Math.round(level.pollsPerSecond),
        level.poll.requestsPerSecond,
        level.poll.p99Ms,
        'p99FromSendMs' in level.poll ? (level.poll as { p99FromSendMs: number }).p99FromSendMs : '-',
        'p50Ms' in level.poll ? (level.poll as { p50Ms: number }).p50Ms : '-',
        level.save.p99Ms,
        level.poll.errors + level.poll.non2xx + level.save.errors + level.save.non2xx,
        level.cpuPercent,
        level.generatorCpuPercent,
        ...stallCells(level),
        level.rssMiB,
        level.connectionsOpened ?? '-',
        level.held ? `yes (p99 <= ${run.p99BudgetMs} ms)` : 'no',
      ]),
    );
    const report = [
      '# Bench results: waiting applicants, the requests arriving spread and in bursts',
      '',
      `${machine}, load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(
          ' ',
        )} at the end. Command: \`BENCH_ONLY=waiting BENCH_APPLICANTS=${applicantLevels.join(',')} npm run bench\` (with \`DATABASE_URL\` for PostgreSQL), platform \`${platformJs}\`.`,
      '',
      `Each applicant polls tasks/next every ${pollSeconds} s; ${autosavingShare * 100}% also autosave every ${autosaveSeconds} s; ${waitingSeconds} s per level. **spread**: the requests arrive independently (a Poisson stream, sent open loop, latency from each planned moment: bench/spreadLoad.ts), as applicants on their own timers send them. **burst**: autocannon's overallRate, which sends each second's quota at the start of the second (the bench's figure before 2026-11-28 09:00 UTC).`,
      '',
      STALLS_EXPLAINED,
      '',
      "**PostgreSQL connections opened**: sessions established to the database over the level (`pg_stat_database.sessions`, bench/pgSessions.ts); beyond the first level's, each is the platform's pool connecting again, a backend forked and every named statement prepared again while requests wait.",
      '',
      ...table(
        [
          'database',
          'arrival',
          'applicants',
          'polls/s asked',
          'polls/s sent',
          'poll p99 ms',
          'poll p99 ms from send',
          'poll p50 ms',
          'save p99 ms',
          'errors',
          'platform CPU % of a core',
          'load generator CPU % of a core',
          STALL_COLUMNS[0],
          STALL_COLUMNS[1],
          'resident MiB',
          'PostgreSQL connections opened',
          'held',
        ],
        rows,
        [false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false],
      ),
      '',
    ].join('\n');
    writeResults(name, { machine, runs }, report);
  } finally {
    await Promise.all([...children].map((stop) => stop()));
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (floorsOnly) return floorsOnlyMain();
  if (process.env.BENCH_ONLY === 'waiting') return waitingOnlyMain();
  if (process.env.BENCH_ONLY === 'ab') return abMain();
  const startedAt = Date.now();
  if (platformOnly && !existsSync(join(root, 'dist-platform', 'main.js'))) {
    execFileSync('npx', ['vite', 'build', '--config', 'vite.platform.config.ts'], { cwd: root, stdio: 'inherit' });
  } else if (
    !platformOnly &&
    (!existsSync(join(root, 'dist', 'index.html')) || !existsSync(join(root, 'dist-platform', 'main.js')))
  ) {
    console.log('bench: dist/ or dist-platform/ is missing, running npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const machineLoad = loadavg()[0]?.toFixed(1);
  const folders = [
    mkdtempSync(join(tmpdir(), 'account-opening-bench-')),
    mkdtempSync(join(tmpdir(), 'account-opening-bench-floor-')),
  ];
  try {
    const [platformDir, floorDir] = folders as [string, string];
    const [platform, floor] = await Promise.all([
      startPlatform('platform (PGlite)', { dataDir: platformDir }),
      startFloor('floor (PGlite)', { dataDir: floorDir }),
    ]);
    await sleep(5000);
    const compiledPlatform = {
      startMs: platform.startMs,
      idleRssMiB: rssMiB(platform.pid),
      database: 'PGlite, fresh folder',
    };
    console.log(
      `bench: platform on ${platform.url} started in ${platform.startMs} ms, ${compiledPlatform.idleRssMiB} MiB idle`,
    );

    const startPage = platformOnly ? notMeasured.startPage : await measureStartPage(platform.url);
    console.log(`bench: start page ${kib(startPage.assetBytes)} over the wire`);
    const continueFigures = platformOnly ? notMeasured.continueFigures : await measureContinue(platform.url);
    console.log(`bench: Continue to the next screen: ${continueFigures.mainThreadMs} ms of main thread at 4x`);
    const continueAtMidTier = platformOnly ? undefined : await pressAtMidTier(platform.url);
    const lighthouseFigures = await (platformOnly ? Promise.resolve(undefined) : runLighthouse(platform.url)).catch(
      (error: unknown) => {
        console.error(`bench: Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      },
    );
    if (lighthouseFigures) console.log(`bench: Lighthouse mobile performance ${lighthouseFigures.performance}`);

    const cases = await createCases(platform.url, 20);
    const floors = await compareWithFloors('pglite', cases[0] as CaseRef, floor.url);
    const waiting = [await waitingApplicants('pglite', platform, cases)];
    await floor.stop();
    const noFsyncDir = mkdtempSync(join(tmpdir(), 'account-opening-bench-nofsync-'));
    folders.push(noFsyncDir);
    const noFsync = await startPlatform('platform (PGlite, fsync off)', { dataDir: noFsyncDir, fsync: false });
    const fsync = await fsyncCost(cases[1] as CaseRef, (await createCases(noFsync.url, 1))[0] as CaseRef);
    await Promise.all([platform.stop(), noFsync.stop()]);

    let two: TwoNodes | undefined;
    if (databaseUrl) {
      const [nodeA, nodeB, pgFloor] = await Promise.all([
        startPlatform('platform A (PostgreSQL)', { url: databaseUrl }),
        startPlatform('platform B (PostgreSQL)', { url: databaseUrl }),
        startFloor('floor (PostgreSQL)', { url: databaseUrl }),
      ]);
      const pgCases = await createCases(nodeA.url, 20);
      floors.push(...(await compareWithFloors('postgres', pgCases[0] as CaseRef, pgFloor.url)));
      waiting.push(await waitingApplicants('postgres', nodeA, pgCases));
      two = await twoNodes(nodeA, nodeB);
    }

    const cpuList = cpus();
    const results: Results = {
      machine: {
        cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
        cores: cpuList.length,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        loadAverage: machineLoad,
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
        // when the run started, as the load average beside it is (the report gives its length in durationSeconds)
        date: new Date(startedAt).toISOString(),
      },
      compiledPlatform,
      startPage,
      continueToNextScreen: continueFigures,
      ...(continueAtMidTier ? { continueAtMidTier } : {}),
      ...(lighthouseFigures ? { lighthouse: lighthouseFigures } : {}),
      floors,
      waiting,
      ...(two ? { twoNodes: two } : {}),
      fsync,
      durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    const report = platformOnly ? withoutBrowserSections(markdown(results)) : markdown(results);
    const name = platformOnly ? reportName('platform') : reportName('latest', 'full');
    const errors =
      floors.reduce((sum, row) => sum + row.errors, 0) +
      waiting.reduce((sum, run) => sum + run.errors, 0) +
      fsync.errors +
      (two ? two.lost + two.errors : 0);
    writeResults(name, results, report, errors);
    console.log(`bench: wrote bench/results/${name}.json and ${name}.md in ${results.durationSeconds} s`);
  } finally {
    await Promise.all([...children].map((stop) => stop()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

await main();
// autocannon and Playwright can leave handles behind; the servers are stopped, so leave.
process.exit();
