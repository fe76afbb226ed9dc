// `npx tsx bench/profile.ts` (issue 16): where the platform's time goes on the two routes the budgets are about.
//  (1) Statements per request: the platform in process on PGlite with a Db that counts every statement and every
//      transaction (BEGIN and COMMIT are one round trip each on PostgreSQL), for `GET tasks/next` and the autosave
//      `PUT …/capture/actions/update`.
//  (2) CPU profiles: the compiled platform (`dist-platform/main.js`, as `npm run serve` runs it) and the bare floor
//      server (bench/floor-server.ts) under `node --cpu-prof`, each loaded with autocannon (10 connections) on one
//      route at a time; each profile read back for the functions with the most self time, and the CPU time per
//      request of the route against its floor's (a ratio the machine's load distorts less than requests/s).
// PGlite always; PostgreSQL too when DATABASE_URL is set. Writes bench/results/profile-run.md and profile-run.json
// (PROFILE_SUFFIX, default and when empty `-run`, names them: bench/results/profile.md is the hand-written
// account of the profiles and is never overwritten). PROFILE_SECONDS (default 8) sets the load time; PROFILE_TOP
// (default 25) the rows per table; PROFILE_PLATFORM_JS another build of the platform; PROFILE_KEEP_DIR a folder
// to keep the .cpuprofile files in (DevTools opens them; their nodes' positionTicks give the self time by line).
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import autocannon from 'autocannon';
import { buildPlatform } from '../platform/app';
import type { Db } from '../platform/db/db';
import { openPgliteDb } from '../platform/db/pgliteDb';
import { type AutosaveCase, createOtherAutosaveCases } from './autosaveCases';
import { stepOneEnquiry } from './enquiry';
import { processCpuMs } from './processCpu';

const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'bench', 'results');
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
const top = Number(process.env.PROFILE_TOP ?? 25);
const databaseUrl = process.env.DATABASE_URL;
const caseBase = '/banks/CB/cases/csapcurrent/ntb';

const jsonHeaders = { accept: 'application/json', 'content-type': 'application/json' };

// ---------------------------------------------------------------- (1) statements per request

interface StatementCount {
  route: string;
  statements: number;
  transactions: number;
  /** Round trips on PostgreSQL: statements, plus BEGIN and COMMIT of each transaction. */
  roundTrips: number;
  sql: string[];
}

function countingDb(inner: Db, log: { sql: string[]; transactions: number }): Db {
  const wrap = (db: Db): Db => ({
    query: (sql, params) => {
      log.sql.push(sql.replace(/\s+/g, ' ').trim().slice(0, 90));
      return db.query(sql, params);
    },
    transaction: (fn) => {
      log.transactions += 1;
      return db.transaction((tx) => fn(wrap(tx)));
    },
    close: () => db.close(),
  });
  return wrap(inner);
}

async function countStatements(): Promise<StatementCount[]> {
  const inner = await openPgliteDb();
  const log = { sql: [] as string[], transactions: 0 };
  const app = await buildPlatform({ db: countingDb(inner, log) });
  try {
    const created = await app.inject({ method: 'POST', url: caseBase, headers: jsonHeaders, payload: stepOneEnquiry });
    const { reference_id: caseId, access_token: token } = created.json() as {
      reference_id: string;
      access_token: string;
    };
    const headers = { ...jsonHeaders, authorization: `Bearer ${token}` };
    const casePath = `${caseBase}/${caseId}`;
    const counts: StatementCount[] = [];
    for (const [route, method, url, payload] of [
      ['PUT capture update (autosave)', 'PUT', `${casePath}/tasks/capture/actions/update`, stepOneEnquiry],
      ['GET tasks/next', 'GET', `${casePath}/tasks/next`, undefined],
    ] as const) {
      // Once to warm, once counted.
      await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      log.sql.length = 0;
      log.transactions = 0;
      const answer = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (answer.statusCode >= 300) throw new Error(`${method} ${url} answered ${answer.statusCode}: ${answer.body}`);
      counts.push({
        route,
        statements: log.sql.length,
        transactions: log.transactions,
        roundTrips: log.sql.length + 2 * log.transactions,
        sql: [...log.sql],
      });
    }
    return counts;
  } finally {
    await app.close();
    await inner.close();
  }
}

// ---------------------------------------------------------------- (2) CPU profiles

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

interface Profiled {
  url: string;
  child: ChildProcess;
  profileDir: string;
}

/** A child under `node --cpu-prof`; ready when `readyPath` answers. */
async function startProfiled(args: string[], env: Record<string, string>, portEnv: string, readyPath: string) {
  const port = await freePort();
  const profileDir = mkdtempSync(join(tmpdir(), 'platperf-cpuprof-'));
  const childEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries({
    ...process.env,
    NODE_ENV: 'production',
    ...env,
    [portEnv]: String(port),
  })) {
    if (value !== undefined) childEnv[key] = value;
  }
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...args], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited: ${stderr}`);
    try {
      const answer = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2000) });
      if (answer.status < 500) return { url, child, profileDir } satisfies Profiled;
    } catch {}
    await new Promise((wait) => setTimeout(wait, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not start: ${stderr}`);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

let keptProfiles = 0;

/** Stops the child (SIGTERM: it closes and exits, so node writes the profile) and reads its profile. */
async function stopAndRead(profiled: Profiled): Promise<CpuProfile> {
  const exited = new Promise<void>((done) => profiled.child.once('exit', () => done()));
  profiled.child.kill('SIGTERM');
  const timer = setTimeout(() => profiled.child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
  const file = readdirSync(profiled.profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('no .cpuprofile written');
  const profile = JSON.parse(readFileSync(join(profiled.profileDir, file), 'utf8')) as CpuProfile;
  // PROFILE_KEEP_DIR: each profile kept there, for DevTools or a line-by-line read (its nodes' positionTicks).
  const keep = process.env.PROFILE_KEEP_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    copyFileSync(join(profiled.profileDir, file), join(keep, `${String(++keptProfiles).padStart(2, '0')}-${file}`));
  }
  rmSync(profiled.profileDir, { recursive: true, force: true });
  return profile;
}

interface FunctionTime {
  name: string;
  where: string;
  selfMs: number;
  /** Share of the busy (non-idle) time. */
  share: number;
}

interface ProfileSummary {
  /** CPU time in the window measured (not idle), ms. */
  busyMs: number;
  idleMs: number;
  gcMs: number;
  requests: number;
  /** CPU time per request (user + system of the process, /proc), µs. */
  cpuPerRequestUs: number;
  /**
   * CPU time per request of the process's main thread alone (/proc/{pid}/task/{pid}/schedstat, ns): the request's
   * JavaScript and PGlite's WebAssembly, without V8's background compiler threads (which tier a fresh process's
   * WebAssembly up for minutes, slower on a loaded machine) nor the thread pool's fsyncs, µs.
   */
  mainThreadPerRequestUs: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  top: FunctionTime[];
  /** Self time grouped by where the code lives (the platform's folders, node_modules packages, node, WASM). */
  byArea: { area: string; ms: number; share: number }[];
}

function shortWhere(url: string, line: number): string {
  if (!url) return '';
  const path = url.startsWith('file://') ? new URL(url).pathname : url;
  const shown = path.startsWith(root) ? relative(root, path) : path;
  return `${shown.replace(/^.*node_modules\//, '')}:${line + 1}`;
}

function areaOf(name: string, url: string): string {
  if (name === '(garbage collector)') return 'garbage collector';
  if (name === '(program)') return 'V8 / native (program)';
  if (!url) return name.startsWith('wasm-function') || name.startsWith('$') ? 'PGlite (WebAssembly)' : 'native';
  if (url.startsWith('wasm://')) return 'PGlite (WebAssembly)';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1] === '@electric-sql/pglite' ? 'PGlite (JS side)' : String(packageMatch[1]);
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('dist-platform/')) return 'platform code (dist-platform/main.js)';
  if (url.includes('/bench/') || url.includes('/platform/')) return 'platform / floor code';
  return 'other';
}

/** Self time of each function within [from, to] (µs since the profile's start), busy time and GC. */
function summarise(profile: CpuProfile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) continue;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const id = profile.samples[index] as number;
    self.set(id, (self.get(id) ?? 0) + delta);
  }
  const byFunction = new Map<string, { name: string; where: string; us: number; area: string }>();
  let idleUs = 0;
  let gcUs = 0;
  let busyUs = 0;
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idleUs += us;
      continue;
    }
    busyUs += us;
    if (functionName === '(garbage collector)') gcUs += us;
    const name = functionName || '(anonymous)';
    const key = `${name}@${url}:${lineNumber}`;
    const entry = byFunction.get(key) ?? { name, where: shortWhere(url, lineNumber), us: 0, area: areaOf(name, url) };
    entry.us += us;
    byFunction.set(key, entry);
  }
  const areas = new Map<string, number>();
  for (const entry of byFunction.values()) areas.set(entry.area, (areas.get(entry.area) ?? 0) + entry.us);
  const share = (us: number) => Math.round((us / Math.max(1, busyUs)) * 1000) / 10;
  return {
    busyUs,
    idleUs,
    gcUs,
    top: [...byFunction.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((entry) => ({
        name: entry.name,
        where: entry.where,
        selfMs: Math.round(entry.us / 1000),
        share: share(entry.us),
      })),
    byArea: [...areas.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([area, us]) => ({ area, ms: Math.round(us / 1000), share: share(us) })),
  };
}

interface LoadTarget {
  url: string;
  method: 'GET' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
}

interface LoadWindow {
  result: autocannon.Result;
  wallStart: number;
  wallEnd: number;
  /** CPU time the child used in the window (user + system, from /proc: the machine's load does not inflate it). */
  cpuMs: number;
  /** CPU time of the child's main thread in the window, ms. */
  mainThreadMs: number;
}

/** CPU time of a process's main thread so far, in ms (/proc/{pid}/task/{pid}/schedstat: ns on the CPU). */
function mainThreadMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}

/** Loads one target (after a warm-up that is not counted) and notes when, by the wall clock. */
async function loadWindow(pid: number, target: LoadTarget): Promise<LoadWindow> {
  const options = {
    url: target.url,
    method: target.method,
    connections: 10,
    headers: { ...jsonHeaders, ...target.headers },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  };
  await autocannon({ ...options, duration: 2 });
  const cpuStart = processCpuMs(pid);
  const mainStart = mainThreadMs(pid);
  const wallStart = Date.now();
  const result = await autocannon({ ...options, duration: seconds });
  return {
    result,
    wallStart,
    wallEnd: Date.now(),
    cpuMs: processCpuMs(pid) - cpuStart,
    mainThreadMs: mainThreadMs(pid) - mainStart,
  };
}

/**
 * The profile over each load window. The profile's clock is monotonic µs and ends when the process exits; the
 * windows are placed by counting back from that exit on the wall clock (a few ms of error against seconds of load).
 */
async function summariseWindows(profiled: Profiled, windows: LoadWindow[]): Promise<ProfileSummary[]> {
  const profile = await stopAndRead(profiled);
  const exitedAt = Date.now();
  return windows.map(({ result, wallStart, wallEnd, cpuMs, mainThreadMs: mainMs }) => {
    const to = profile.endTime - (exitedAt - wallEnd) * 1000;
    const summary = summarise(profile, to - (wallEnd - wallStart) * 1000, to);
    const requests = result.requests.total;
    return {
      busyMs: Math.round(summary.busyUs / 1000),
      idleMs: Math.round(summary.idleUs / 1000),
      gcMs: Math.round(summary.gcUs / 1000),
      requests,
      cpuPerRequestUs: Math.round((cpuMs * 1000) / Math.max(1, requests)),
      mainThreadPerRequestUs: Math.round((mainMs * 1000) / Math.max(1, requests)),
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      top: summary.top,
      byArea: summary.byArea,
    };
  });
}

type DatabaseKind = 'pglite' | 'postgres';

function platformArgs(database: DatabaseKind, dataDir: string) {
  return {
    // PROFILE_PLATFORM_JS: another build of the platform (e.g. a commit's, to compare before and after).
    args: [process.env.PROFILE_PLATFORM_JS ?? 'dist-platform/main.js'],
    env: {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(database === 'postgres' ? { DATABASE_URL: databaseUrl as string } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
    },
  };
}

async function createCase(url: string): Promise<{ casePath: string; authorization: string }> {
  const created = await fetch(`${url}${caseBase}`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify(stepOneEnquiry),
  });
  const body = (await created.json()) as { reference_id?: string; access_token?: string };
  if (created.status !== 201 || !body.reference_id || !body.access_token) {
    throw new Error(`create answered ${created.status}: ${JSON.stringify(body)}`);
  }
  return { casePath: `${caseBase}/${body.reference_id}`, authorization: `Bearer ${body.access_token}` };
}

interface RouteProfile {
  database: DatabaseKind;
  route: string;
  floor: string;
  platform: ProfileSummary;
  floorServer: ProfileSummary;
  /** Floor CPU per request over the route's: the share of the floor's efficiency the route reaches. */
  cpuRatio: number;
}

async function profileRoutes(database: DatabaseKind): Promise<RouteProfile[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platperf-data-'));
  const floorDir = mkdtempSync(join(tmpdir(), 'platperf-floor-'));
  try {
    const { args, env } = platformArgs(database, dataDir);
    const platform = await startProfiled(args, env, 'PORT', '/config.json');
    const { casePath, authorization } = await createCase(platform.url);
    // the autosaves of an existing customer (their login's token) and of a joint second applicant (their own case
    // token, and their login once they claimed their part), whose ratios sit nearest the budget (bench/results/platform.md)
    const others = await createOtherAutosaveCases(platform.url);
    const otherSave = (ref: AutosaveCase) =>
      loadWindow(platform.child.pid ?? 0, {
        url: `${ref.caseUrl}/tasks/capture/actions/update`,
        method: 'PUT',
        body: ref.body,
        headers: { authorization: ref.authorization.authorization ?? '' },
      });
    const platformWindows = [
      await loadWindow(platform.child.pid ?? 0, {
        url: `${platform.url}${casePath}/tasks/next`,
        method: 'GET',
        headers: { authorization },
      }),
      await loadWindow(platform.child.pid ?? 0, {
        url: `${platform.url}${casePath}/tasks/capture/actions/update`,
        method: 'PUT',
        body: stepOneEnquiry,
        headers: { authorization },
      }),
      await otherSave(others.existing),
      await otherSave(others.joint),
      await otherSave(others.jointLogin),
    ];
    const [next, update, existingUpdate, jointUpdate, jointLoginUpdate] = await summariseWindows(
      platform,
      platformWindows,
    );

    const floor = await startProfiled(
      ['--import', 'tsx', 'bench/floor-server.ts'],
      database === 'postgres'
        ? { DATABASE_URL: databaseUrl as string }
        : { BENCH_DATA_DIR: floorDir, DATABASE_URL: '' },
      'FLOOR_PORT',
      '/floor/select/floor-case',
    );
    const floorWindows = [
      await loadWindow(floor.child.pid ?? 0, { url: `${floor.url}/floor/select/floor-case`, method: 'GET' }),
      await loadWindow(floor.child.pid ?? 0, {
        url: `${floor.url}/floor/update/floor-case`,
        method: 'PUT',
        body: stepOneEnquiry,
      }),
    ];
    const [select, jsonbUpdate] = await summariseWindows(floor, floorWindows);
    const row = (route: string, floorName: string, platformSummary?: ProfileSummary, floorSummary?: ProfileSummary) => {
      if (!platformSummary || !floorSummary) throw new Error('a profile window is missing');
      console.log(
        `profile: ${database} ${route}: ${platformSummary.cpuPerRequestUs} µs CPU per request, floor ${floorSummary.cpuPerRequestUs} µs; main thread ${platformSummary.mainThreadPerRequestUs}, floor ${floorSummary.mainThreadPerRequestUs} µs`,
      );
      return {
        database,
        route,
        floor: floorName,
        platform: platformSummary,
        floorServer: floorSummary,
        cpuRatio: Math.round((floorSummary.cpuPerRequestUs / Math.max(1, platformSummary.cpuPerRequestUs)) * 100) / 100,
      };
    };
    return [
      row('GET tasks/next', 'primary-key SELECT', next, select),
      row('PUT capture update (autosave)', 'jsonb UPDATE', update, jsonbUpdate),
      row('PUT capture update (autosave), existing customer', 'jsonb UPDATE', existingUpdate, jsonbUpdate),
      row('PUT capture update (autosave), joint second applicant', 'jsonb UPDATE', jointUpdate, jsonbUpdate),
      row(
        'PUT capture update (autosave), joint second applicant by login',
        'jsonb UPDATE',
        jointLoginUpdate,
        jsonbUpdate,
      ),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- report

function markdown(counts: StatementCount[], routes: RouteProfile[], machine: string): string {
  const lines = [
    '# Platform profile',
    '',
    `${machine}. Command: \`npm run build && npx tsx bench/profile.ts\` (with \`DATABASE_URL=postgres://postgres@127.0.0.1:5432/test\` for PostgreSQL too); ${seconds} s of autocannon, 10 connections, per profile.`,
    '',
    '## Statements per request (PGlite in process, a counting Db)',
    '',
    '| route | statements | transactions | round trips on PostgreSQL (with BEGIN, COMMIT) |',
    '| --- | ---: | ---: | ---: |',
    ...counts.map((count) => `| ${count.route} | ${count.statements} | ${count.transactions} | ${count.roundTrips} |`),
    '',
    ...counts.flatMap((count) => [`${count.route}:`, '', ...count.sql.map((sql) => `- \`${sql}\``), '']),
    "## CPU time per request, route against floor (user + system CPU of the node process from /proc, which the machine's load distorts far less than requests/s; on PostgreSQL the server's own CPU is not in it)",
    '',
    '| database | route | route µs CPU/request | floor | floor µs CPU/request | floor / route | main thread µs: route, floor (floor / route) | route req/s | floor req/s | errors |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...routes.map(
      (row) =>
        `| ${row.database} | ${row.route} | ${row.platform.cpuPerRequestUs} | ${row.floor} | ${row.floorServer.cpuPerRequestUs} | ${row.cpuRatio} | ${row.platform.mainThreadPerRequestUs}, ${row.floorServer.mainThreadPerRequestUs} (${(row.floorServer.mainThreadPerRequestUs / Math.max(1, row.platform.mainThreadPerRequestUs)).toFixed(2)}) | ${row.platform.requestsPerSecond} | ${row.floorServer.requestsPerSecond} | ${row.platform.errors + row.floorServer.errors} |`,
    ),
    '',
  ];
  for (const row of routes) {
    lines.push(
      `## ${row.database}: ${row.route}`,
      '',
      `Busy ${row.platform.busyMs} ms (GC ${row.platform.gcMs} ms), idle ${row.platform.idleMs} ms, ${row.platform.requests} requests.`,
      '',
      '| where | self ms | share of busy |',
      '| --- | ---: | ---: |',
      ...row.platform.byArea.map((area) => `| ${area.area} | ${area.ms} | ${area.share}% |`),
      '',
      '| function | where | self ms | share of busy |',
      '| --- | --- | ---: | ---: |',
      ...row.platform.top.map(
        (entry) =>
          `| \`${entry.name}\` | ${entry.where ? `\`${entry.where}\`` : ''} | ${entry.selfMs} | ${entry.share}% |`,
      ),
      '',
      `Its floor (${row.floor}): busy ${row.floorServer.busyMs} ms, ${row.floorServer.requests} requests.`,
      '',
      '| where | self ms | share of busy |',
      '| --- | ---: | ---: |',
      ...row.floorServer.byArea.map((area) => `| ${area.area} | ${area.ms} | ${area.share}% |`),
      '',
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const machine = `${new Date().toISOString()} on ${cpus()[0]?.model.trim()} (${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the start), Node ${process.version}`;
  const counts = await countStatements();
  for (const count of counts)
    console.log(`profile: ${count.route}: ${count.statements} statements, ${count.transactions} transactions`);
  const only = process.env.PROFILE_DATABASES?.split(',');
  const databases: DatabaseKind[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
  const routes: RouteProfile[] = [];
  for (const database of databases.filter((kind) => !only || only.includes(kind))) {
    routes.push(...(await profileRoutes(database)));
  }
  mkdirSync(resultsDir, { recursive: true });
  const suffix = process.env.PROFILE_SUFFIX || '-run';
  writeFileSync(join(resultsDir, `profile${suffix}.json`), `${JSON.stringify({ machine, counts, routes }, null, 2)}\n`);
  writeFileSync(join(resultsDir, `profile${suffix}.md`), markdown(counts, routes, machine));
  console.log(`profile: wrote bench/results/profile${suffix}.md`);
}

await main();
process.exit();
