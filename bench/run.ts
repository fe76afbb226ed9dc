// `npm run bench`: two figures that regress quietly.
//  (a) the JavaScript the start page loads: every script response of `/?applyFor=IM135&brandId=CB` in real
//      Chromium, gzipped (zlib level 9) from the response bodies, summed;
//  (b) platform throughput: autocannon (10 connections, 10 s) against `GET tasks/next` and `PUT update` of
//      the real platform, and against a bare Fastify route as the floor of what this machine can do. The case
//      calls send the case token the create returned (issue 10), as the app does, so the figures include its check;
//  (c) the cost of durability: `PUT update` on PGlite with fsync at every commit (the default) and without.
// Every server is a child process on 127.0.0.1 with a fresh PGlite folder; results go to bench/results/.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';

const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'bench', 'results');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const startPath = '/?applyFor=IM135&brandId=CB';
const caseBase = '/banks/CB/cases/csapcurrent/ntb';
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const warmupSeconds = 2;
const connections = 10;
/** How long a server may take to start (a fresh PGlite folder takes seconds; far more on a busy machine). */
const startSeconds = Number(process.env.BENCH_START_TIMEOUT ?? 90);

// ---------------------------------------------------------------- child servers

interface Server {
  url: string;
  stop(): Promise<void>;
}

/** Starts a server script that prints `listening <port>`; fails after startSeconds or when the child exits first. */
function startServer(name: string, script: string, env: Record<string, string> = {}): Promise<Server> {
  const child: ChildProcess = spawn(tsx, [script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolveServer, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name} did not start within ${startSeconds} s\n${stderr}`));
    }, startSeconds * 1000);
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening (\d+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolveServer({ url: `http://127.0.0.1:${match[1]}`, stop });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before listening (${signal ?? `exit ${code}`})\n${stderr}`));
    });
  });
}

// ---------------------------------------------------------------- (a) JavaScript of the start page

interface ScriptSizes {
  page: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  files: { url: string; rawBytes: number; gzipBytes: number }[];
}

async function measureStartPageScripts(baseUrl: string): Promise<ScriptSizes> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const bodies = new Map<string, Promise<Buffer | undefined>>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      const isScript = type === 'script' || /javascript/.test(contentType);
      if (!isScript || bodies.has(response.url())) return;
      bodies.set(
        response.url(),
        response.body().catch(() => undefined),
      );
    });
    await page.goto(`${baseUrl}${startPath}`, { waitUntil: 'networkidle', timeout: 60_000 });
    const files: ScriptSizes['files'] = [];
    for (const [url, body] of bodies) {
      const bytes = await body;
      if (!bytes) continue;
      files.push({
        url: new URL(url).pathname,
        rawBytes: bytes.length,
        gzipBytes: gzipSync(bytes, { level: 9 }).length,
      });
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      page: startPath,
      scripts: files.length,
      rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      files,
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- (b) throughput

interface Throughput {
  name: string;
  method: string;
  path: string;
  requestsPerSecond: number;
  /** autocannon measures whole milliseconds: 0 means under 1 ms. */
  p99Ms: number;
  meanLatencyMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const jsonHeaders = { accept: 'application/json', 'content-type': 'application/json' };

/** A step-1 enquiry (doc 2 §7.1): personal details, address, contact details and marketing choices. Fictional. */
const stepOneEnquiry = {
  product: { code: '135' },
  application_type: 'sole',
  applicants: [
    {
      personal_details: {
        name: { title: 'Ms', first: 'Ada', last: 'Lovelace' },
        sex: 'FEMALE',
        dob: '1985-12-10',
        marital_status: 'SINGLE',
        residential_status: 'Owner',
        addresses: [
          {
            uk_address: {
              house_number: '12',
              street_name: 'Analytical Street',
              city: 'London',
              postcode: 'SW1A 1ZZ',
              country: 'GB',
            },
            effective_period: { from: '2015-06-01' },
            residential_status: 'Owner',
          },
        ],
      },
      contact_details: {
        email: 'ada.lovelace@example.com',
        phone: { mobile: '07700900123' },
        preferences: {
          contact_method: ['EMAIL'],
          marketing: { email: 'N', internet_banking: 'Y', messaging: 'N', voice: 'N', post: 'N' },
        },
      },
      additional_cardholder: 'N',
      bank_id: 'CB',
    },
  ],
};

async function request(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method,
    headers: { ...jsonHeaders, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, json };
}

async function load(
  name: string,
  url: string,
  method: 'GET' | 'PUT',
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  const options: autocannon.Options = {
    url,
    method,
    connections,
    headers: { ...jsonHeaders, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    timeout: 10,
  };
  // A short run first so the figures are of a warm JIT and warm caches.
  await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: durationSeconds });
  return {
    name,
    method,
    path: new URL(url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    meanLatencyMs: Math.round(result.latency.average * 100) / 100,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function measureThroughput(platformUrl: string, bareUrl: string): Promise<Throughput[]> {
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
  const caseUrl = `${platformUrl}${caseBase}/${encodeURIComponent(caseId)}`;
  const authorization = { authorization: `Bearer ${token}` };
  // Each call once by hand: a benchmark of error answers would measure the wrong thing.
  for (const [method, url, body] of [
    ['GET', `${caseUrl}/tasks/next`, undefined],
    ['PUT', `${caseUrl}/tasks/capture/actions/update`, stepOneEnquiry],
  ] as const) {
    const answer = await request(method, url, body, authorization);
    if (answer.status >= 300)
      throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  }
  return [
    await load('GET tasks/next (case token)', `${caseUrl}/tasks/next`, 'GET', undefined, authorization),
    await load(
      'PUT capture update (step 1, case token)',
      `${caseUrl}/tasks/capture/actions/update`,
      'PUT',
      stepOneEnquiry,
      authorization,
    ),
    await load('bare Fastify GET /bare', `${bareUrl}/bare`, 'GET'),
  ];
}

// ---------------------------------------------------------------- (c) the cost of fsync (PGlite)

interface FsyncCost {
  fsyncOn: Throughput;
  fsyncOff: Throughput;
}

/** The autosave (PUT update) with fsync at commit (the platform measured above) and on a second one without. */
async function measureFsyncCost(platformUrl: string, fsyncOffUrl: string): Promise<FsyncCost> {
  const updateUrl = async (base: string) => {
    const created = await request('POST', `${base}${caseBase}`, stepOneEnquiry);
    const caseId = (created.json as { reference_id?: string }).reference_id;
    if (created.status !== 201 || !caseId) throw new Error(`creating a case answered ${created.status}`);
    return `${base}${caseBase}/${encodeURIComponent(caseId)}/tasks/capture/actions/update`;
  };
  return {
    fsyncOn: await load('PUT update, fsync on (default)', await updateUrl(platformUrl), 'PUT', stepOneEnquiry),
    fsyncOff: await load('PUT update, fsync off', await updateUrl(fsyncOffUrl), 'PUT', stepOneEnquiry),
  };
}

function fsyncSection(cost: FsyncCost): string[] {
  const rows = [cost.fsyncOn, cost.fsyncOff];
  const share = Math.round((1 - cost.fsyncOn.requestsPerSecond / Math.max(1, cost.fsyncOff.requestsPerSecond)) * 100);
  return [
    '## Durability: autosave on PGlite with and without fsync at commit',
    '',
    ...table(
      ['route', 'requests/s (mean)', 'p99 latency (ms)', 'mean latency (ms)', 'non-2xx'],
      rows.map((row) => [
        row.name,
        row.requestsPerSecond,
        row.p99Ms < 1 ? '< 1' : row.p99Ms,
        row.meanLatencyMs,
        row.non2xx,
      ]),
      [false, true, true, true, true],
    ),
    '',
    `fsync at commit costs ${share}% of autosave throughput here.`,
    '',
  ];
}

// ---------------------------------------------------------------- report

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

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

function markdown(results: {
  machine: Record<string, unknown>;
  startPageScripts: ScriptSizes;
  throughput: Throughput[];
  fsyncCost: FsyncCost;
}): string {
  const { machine, startPageScripts: js, throughput, fsyncCost } = results;
  const lines = [
    '# Bench results',
    '',
    `${machine.date} on ${machine.cpuModel} (${machine.cores} cores), Node ${machine.node}. Command: \`npm run bench\`.`,
    '',
    '## JavaScript loaded by the start page',
    '',
    ...table(
      ['page', 'scripts', 'raw', 'gzip (level 9)'],
      [[`\`${js.page}\``, js.scripts, kib(js.rawBytes), `${kib(js.gzipBytes)} (${js.gzipBytes} B)`]],
      [false, true, true, true],
    ),
    '',
    ...table(
      ['script', 'raw', 'gzip'],
      js.files.map((file) => [`\`${file.url}\``, kib(file.rawBytes), kib(file.gzipBytes)]),
      [false, true, true],
    ),
    '',
    `## Platform throughput (autocannon, ${connections} connections, ${durationSeconds} s after ${warmupSeconds} s warm-up)`,
    '',
    ...table(
      ['route', 'requests/s (mean)', 'p99 latency (ms)', 'mean latency (ms)', 'requests', 'non-2xx', 'errors'],
      throughput.map((row) => [
        row.name,
        row.requestsPerSecond,
        row.p99Ms < 1 ? '< 1' : row.p99Ms,
        row.meanLatencyMs,
        row.requests,
        row.non2xx,
        row.errors + row.timeouts,
      ]),
      [false, true, true, true, true, true, true],
    ),
    '',
    ...fsyncSection(fsyncCost),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.log('bench: dist/ is missing, running npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'account-opening-bench-'));
  const dataDirOff = mkdtempSync(join(tmpdir(), 'account-opening-bench-nofsync-'));
  const servers: Server[] = [];
  try {
    const started = await Promise.allSettled([
      startServer('platform', 'bench/platform-server.ts', { BENCH_DATA_DIR: dataDir }),
      startServer('bare Fastify', 'bench/bare-server.ts'),
      startServer('platform (fsync off)', 'bench/platform-server.ts', {
        BENCH_DATA_DIR: dataDirOff,
        BENCH_FSYNC: 'off',
      }),
    ]);
    for (const server of started) if (server.status === 'fulfilled') servers.push(server.value);
    const [platform, bare, fsyncOff] = started.map((server) => {
      if (server.status === 'rejected') throw server.reason;
      return server.value;
    }) as [Server, Server, Server];
    console.log(`bench: platform on ${platform.url}, bare Fastify on ${bare.url}`);

    const startPageScripts = await measureStartPageScripts(platform.url);
    console.log(
      `bench: start page loads ${startPageScripts.scripts} scripts, ${kib(startPageScripts.gzipBytes)} gzipped`,
    );
    const throughput = await measureThroughput(platform.url, bare.url);
    const fsyncCost = await measureFsyncCost(platform.url, fsyncOff.url);

    const cpuList = cpus();
    const results = {
      machine: {
        cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
        cores: cpuList.length,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
        date: new Date().toISOString(),
      },
      startPageScripts,
      throughput,
      fsyncCost,
      durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    const report = markdown(results);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(join(resultsDir, 'latest.md'), report);
    console.log(`\n${report}`);
    console.log(`bench: wrote bench/results/latest.json and latest.md in ${results.durationSeconds} s`);
    const failing = [...throughput, fsyncCost.fsyncOn, fsyncCost.fsyncOff].filter(
      (row) => row.non2xx > 0 || row.errors > 0,
    );
    if (failing.length > 0) {
      console.error(
        `bench: some requests failed (${failing.map((row) => row.name).join(', ')}): the figures are suspect`,
      );
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dataDirOff, { recursive: true, force: true });
  }
}

await main();
// autocannon and Playwright can leave handles behind; the servers are stopped, so leave.
process.exit();
