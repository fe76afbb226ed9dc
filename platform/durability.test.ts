// Durability of acknowledged writes across a crash. The production entry (platform/main.ts) runs in a child
// process on a PGlite data folder, and on a PostgreSQL schema when DATABASE_URL is set. It is killed with
// SIGKILL (no shutdown, no flush) right after an acknowledged autosave, then at a random moment during a
// burst of autosaves and creates; restarted on the same data each time, it must hold every acknowledged
// write: a case whose create was answered 201, and for each case the enquiry of its last answered autosave
// (or of the one in flight when the process died, which may or may not have been committed).
//
// Also: a second main.ts on the same DATA_DIR is refused at start (the data folder lock) while the first
// keeps serving, and after a SIGKILL the platform starts again on its folder (the stale lock is taken over).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Enquiry } from '../contract/schemas';
import { LOCK_FILE_NAME } from './db/dataDirLock';
import { openPostgresDb } from './db/postgresDb';
import { prepareDatabase } from './db/prepareDatabase';
import { type CompiledPlatform, compiledPlatform } from './test-support/compiledPlatform';
import {
  createPgliteDataDir,
  dropSchema,
  newTestSchemaName,
  type TestDatabaseKind,
  testDatabaseKinds,
} from './test-support/testing';

const root = resolve(import.meta.dirname, '..');
const caseBase = '/banks/CB/cases/csapcurrent/ntb';

// ---------------------------------------------------------------- the platform as a child process

interface Platform {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject()));
    });
  });
}

// Each of the many starts below is plain node running the compiled platform, not tsx compiling the platform again
// on every start (about 11 starts; under load each tsx start took several seconds). It is `npm run build`'s
// dist-platform/main.js when that is current (`npm test` builds before this stage), else compiled once for this
// file (test-support/compiledPlatform.ts).
let compiled: Promise<CompiledPlatform> | undefined;
async function compiledMain(): Promise<string> {
  compiled ??= compiledPlatform();
  return (await compiled).main;
}
afterAll(async () => (await compiled)?.dispose());

/**
 * Starts the compiled `platform/main.ts` with node itself (no wrapper, whose SIGKILL would leave the real
 * server running) and waits until it serves. Answers when it is up, or when it exits first.
 */
async function startPlatform(env: Record<string, string>): Promise<Platform> {
  const port = await freePort();
  const main = await compiledMain();
  // The database is the one named here only (DATA_DIR or DATABASE_URL), never one of the test runner's.
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const platform: Platform = { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  const up = new Promise<void>((ready) => {
    const timer = setInterval(() => {
      if (output.includes('Account opening is running')) {
        clearInterval(timer);
        ready();
      }
    }, 50);
    void exited.then(() => clearInterval(timer));
  });
  await Promise.race([up, exited]);
  return platform;
}

async function kill(platform: Platform): Promise<void> {
  platform.child.kill('SIGKILL');
  const { signal } = await platform.exited;
  expect(signal).toBe('SIGKILL');
}

async function stop(platform: Platform | undefined): Promise<void> {
  if (!platform || platform.child.exitCode !== null || platform.child.signalCode !== null) return;
  platform.child.kill('SIGTERM');
  await platform.exited;
}

// ---------------------------------------------------------------- the calls (one helper: headers in one place)

interface Answer {
  status: number;
  body: unknown;
}

/** A case as the client holds it: its id, and what its calls must carry (e.g. a case token). */
interface CaseHandle {
  id: string;
  headers: Record<string, string>;
}

async function call(
  platform: Platform,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  handle?: CaseHandle,
): Promise<Answer> {
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...handle?.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The handle of a case from its create answer (201). */
function caseHandle(created: Answer): CaseHandle {
  const body = created.body as { reference_id: string; access_token: string };
  // Every case call carries the token the create returned (platform/README.md "Case tokens").
  return { id: body.reference_id, headers: { authorization: `Bearer ${body.access_token}` } };
}

function enquiry(label: string, saves: number): Enquiry {
  return {
    product: { code: '135' },
    applicants: [
      {
        personal_details: { name: { first: 'Ada', last: label } },
        contact_details: { email: `ada.${saves}@example.com` },
      },
    ],
  };
}

async function create(platform: Platform, label: string): Promise<CaseHandle | undefined> {
  const created = await call(platform, 'POST', caseBase, enquiry(label, 0));
  return created.status === 201 ? caseHandle(created) : undefined;
}

function save(platform: Platform, handle: CaseHandle, body: Enquiry): Promise<Answer> {
  return call(platform, 'PUT', `${caseBase}/${handle.id}/tasks/capture/actions/update`, body, handle);
}

async function storedEnquiry(platform: Platform, handle: CaseHandle): Promise<Enquiry | undefined> {
  const answer = await call(platform, 'GET', `${caseBase}/${handle.id}/tasks/capture`, undefined, handle);
  return answer.status === 200 ? (answer.body as { enquiry: Enquiry }).enquiry : undefined;
}

/** Case surnames: letters only (doc 2 name rules), one per case. */
function label(round: number, n: number): string {
  return `Round${String.fromCharCode(97 + round)}${String.fromCharCode(97 + n)}`;
}

// ---------------------------------------------------------------- the burst

interface Tracked extends CaseHandle {
  label: string;
  /** Enquiry of the last answered autosave (200). */
  acknowledged: Enquiry;
  /** Sent and not answered when the process died: committed or not, both are right. */
  inFlight?: Enquiry;
}

/**
 * Autosaves on every case (each case one after another, as the client does) and creates new cases, until
 * the process dies; SIGKILL comes at a random moment once a few saves were answered.
 */
async function burst(platform: Platform, cases: Tracked[], round: number) {
  const created: { handle: CaseHandle; label: string }[] = [];
  let answered = 0;
  let dead = false;
  const saver = async (tracked: Tracked) => {
    for (let saves = 1; !dead; saves += 1) {
      const body = enquiry(tracked.label, saves);
      tracked.inFlight = body;
      try {
        const answer = await save(platform, tracked, body);
        if (answer.status !== 200)
          throw new Error(`autosave answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        tracked.acknowledged = body;
        tracked.inFlight = undefined;
        answered += 1;
      } catch (error) {
        if (!dead) throw error;
      }
    }
  };
  const creator = async () => {
    for (let n = 0; !dead && n < 26; n += 1) {
      try {
        const handle = await create(platform, label(round, n));
        if (handle) created.push({ handle, label: label(round, n) });
      } catch (error) {
        if (!dead) throw error;
      }
    }
  };
  const killer = async () => {
    while (answered < cases.length * 2 || created.length === 0) await new Promise((wait) => setTimeout(wait, 5));
    await new Promise((wait) => setTimeout(wait, randomInt(0, 150)));
    dead = true;
    await kill(platform);
  };
  await Promise.all([...cases.map((tracked) => saver(tracked)), creator(), killer()]);
  return created;
}

function asTracked(handle: CaseHandle, label: string, acknowledged: Enquiry): Tracked {
  return { ...handle, label, acknowledged };
}

// ---------------------------------------------------------------- the databases

interface Data {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

async function dataFor(kind: TestDatabaseKind): Promise<Data> {
  if (kind === 'pglite') {
    const dataDir = await createPgliteDataDir();
    return { env: { DATA_DIR: dataDir }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const url = process.env.DATABASE_URL ?? '';
  const schema = newTestSchemaName();
  const db = await openPostgresDb({ url, schema, maxConnections: 1 });
  await prepareDatabase(db);
  await db.close();
  const schemaUrl = new URL(url);
  schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
  return { env: { DATABASE_URL: schemaUrl.toString() }, dispose: () => dropSchema(url, schema) };
}

// Each start of main.ts is about 2 s on an idle machine (PGlite, the migration check); on a host whose cores `npm test`
// keeps saturated the four starts and bursts of the first test took more than 240 s (CI, 2026-11-29 10:12).
describe.each(testDatabaseKinds())('acknowledged writes survive SIGKILL on %s', { timeout: 600_000 }, (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('loses no acknowledged autosave or create: killed right after a save, then at random moments in a burst', async () => {
    const data = await dataFor(kind);
    cleanups.push(data.dispose);
    let platform = await startPlatform(data.env);
    cleanups.push(() => stop(platform));
    expect(platform.output()).toContain('Account opening is running');

    // Round 0: SIGKILL right after the answer of an autosave.
    const first = await create(platform, label(0, 0));
    if (!first) throw new Error('create failed');
    const saved = enquiry(label(0, 0), 1);
    expect((await save(platform, first, saved)).status).toBe(200);
    await kill(platform);
    platform = await startPlatform(data.env);
    expect(await storedEnquiry(platform, first)).toEqual(saved);

    // Rounds 1 and 2: a burst of autosaves on four cases and creates, killed at a random moment.
    const cases = [asTracked(first, label(0, 0), saved)];
    for (let n = 1; n < 4; n += 1) {
      const handle = await create(platform, label(0, n));
      if (!handle) throw new Error('create failed');
      cases.push(asTracked(handle, label(0, n), enquiry(label(0, n), 0)));
    }
    const createdCases: { handle: CaseHandle; label: string }[] = [];
    let answeredSaves = 0;
    for (const round of [1, 2]) {
      const before = cases.map((tracked) => tracked.acknowledged);
      createdCases.push(...(await burst(platform, cases, round)));
      answeredSaves += cases.filter((tracked, n) => tracked.acknowledged !== before[n]).length;
      platform = await startPlatform(data.env);
      expect(platform.output()).toContain('Account opening is running');
      for (const tracked of cases) {
        const stored = await storedEnquiry(platform, tracked);
        const allowed = [tracked.acknowledged, ...(tracked.inFlight ? [tracked.inFlight] : [])];
        expect(allowed).toContainEqual(stored);
        // From here on, what is stored is what the client last had answered.
        if (stored) tracked.acknowledged = stored;
        tracked.inFlight = undefined;
      }
      for (const { handle, label: last } of createdCases) {
        expect((await storedEnquiry(platform, handle))?.applicants?.[0]?.personal_details?.name?.last).toBe(last);
      }
    }
    expect(answeredSaves).toBeGreaterThan(0);
    expect(createdCases.length).toBeGreaterThan(0);
  });
});

describe('one platform process per PGlite data folder', { timeout: 600_000 }, () => {
  let first: Platform | undefined;
  let second: Platform | undefined;
  let dataDir = '';
  afterAll(async () => {
    await stop(first);
    await stop(second);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second main.ts on the same DATA_DIR while the first keeps serving; starts again after a SIGKILL', async () => {
    dataDir = await createPgliteDataDir();
    first = await startPlatform({ DATA_DIR: dataDir });
    const owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')) as { pid: number };
    expect(owner.pid).toBe(first.child.pid);

    second = await startPlatform({ DATA_DIR: dataDir });
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`The platform could not start: The data folder ${dataDir} is in use`);
    expect(second.output()).toContain(`pid ${first.child.pid}`);

    const handle = await create(first, 'Lockkept');
    if (!handle) throw new Error('the first process stopped serving');
    expect((await storedEnquiry(first, handle))?.applicants?.[0]?.personal_details?.name?.last).toBe('Lockkept');

    // SIGKILL leaves the lock behind; the next start takes it over.
    await kill(first);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);
    first = await startPlatform({ DATA_DIR: dataDir });
    expect(first.output()).toContain('Account opening is running');
    expect((await storedEnquiry(first, handle))?.applicants?.[0]?.personal_details?.name?.last).toBe('Lockkept');

    // A clean stop removes the lock.
    await stop(first);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
