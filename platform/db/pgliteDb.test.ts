// PGlite on a data folder: the lock (dataDirLock.ts: one process per folder, stale locks taken over) and
// durability (pgliteDb.ts: fsync on, and the fsync calls reach the files).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  fsyncSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPgliteDataDir, pgliteTemplate } from '../test-support/testing';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './dataDirLock';
import { durableStartParams, FsyncNodeFS, openPgliteDb } from './pgliteDb';

const MiB = 1024 * 1024;

const folders: string[] = [];
function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'platform-lock-'));
  folders.push(path);
  return path;
}
/** A folder holding a copy of the migrated template, shut down cleanly (test-support/testing.ts). */
async function templateFolder(): Promise<string> {
  const path = await createPgliteDataDir();
  folders.push(path);
  return path;
}
afterEach(() => {
  for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function lockText(owner: Record<string, unknown>): string {
  return JSON.stringify({ token: 'other-process', since: '2030-01-15T09:00:00.000Z', hostname: 'host', ...owner });
}

describe('the data folder lock', { timeout: 120_000 }, () => {
  it('refuses a second holder while the first holds it, and is free again once released', () => {
    const dir = folder();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another platform process (pid ${process.pid}`);
    first.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    const second = lockDataDir(dir);
    second.release();
    first.release(); // a second release removes nothing that is not its own
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names its owner in the lock file', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    const owner = JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')) as { pid: number; token: string };
    expect(owner.pid).toBe(process.pid);
    expect(owner.token).toMatch(/^[0-9a-f]{24}$/);
    lock.release();
  });

  it('takes over the lock of a process that is gone (SIGKILL)', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE_NAME), lockText({ pid: deadPid() }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock of our own pid that this process does not hold (a restarted container reuses pids)', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE_NAME), lockText({ pid: process.pid }));
    lockDataDir(dir).release();
  });

  it('takes over a lock from before a reboot, and a damaged lock file', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE_NAME), lockText({ pid: process.ppid, bootId: 'a-boot-before-this-one' }));
    lockDataDir(dir).release();
    writeFileSync(join(dir, LOCK_FILE_NAME), '\0\0\0');
    lockDataDir(dir).release();
  });

  it('refuses while a live process holds it, and tells a reused pid from its owner by start time', async () => {
    const dir = folder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const pid = other.pid ?? 0;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
      writeFileSync(join(dir, LOCK_FILE_NAME), lockText({ pid, startTicks }));
      expect(() => lockDataDir(dir)).toThrow(`pid ${pid} on host`);
      writeFileSync(join(dir, LOCK_FILE_NAME), lockText({ pid, startTicks: startTicks - 1 }));
      lockDataDir(dir).release();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('lets only one of many openers racing on a stale lock take it', async () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE_NAME), lockText({ pid: deadPid() }));
    // Each child loads, says `ready`, and on `go` (sent to all at once) tries the lock, says what happened,
    // and holds it until its stdin ends: a real race, whatever the machine's load.
    const script = `
      import { lockDataDir } from ${JSON.stringify(join(import.meta.dirname, 'dataDirLock.ts'))};
      process.stdout.write('ready;');
      process.stdin.once('data', () => {
        try { lockDataDir(process.argv[1]); process.stdout.write('held'); }
        catch (error) { process.stdout.write(error.name); }
      });
      process.stdin.on('end', () => process.exit(0));`;
    const children = Array.from({ length: 3 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir]);
      let out = '';
      const waiting: (() => void)[] = [];
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        for (const check of waiting) check();
      });
      const said = (text: RegExp) =>
        new Promise<string>((resolve) => {
          const check = () => {
            const match = text.exec(out);
            if (match) resolve(match[1] ?? '');
          };
          waiting.push(check);
          check();
        });
      return { child, ready: said(/^(ready);/), outcome: said(/^ready;(\w+)$/) };
    });
    await Promise.all(children.map((child) => child.ready));
    for (const { child } of children) child.stdin.write('go\n');
    const outcomes = await Promise.all(children.map((child) => child.outcome));
    for (const { child } of children) child.stdin.end();
    expect(outcomes.filter((out) => out === 'held')).toHaveLength(1);
    expect(outcomes.filter((out) => out === 'DataDirInUseError')).toHaveLength(2);
  });
});

// Each PGlite start costs about a second on an idle machine (far more on a busy one): seven in all here, and an initdb.
// The folders are copies of a cleanly shut-down template (templateFolder): one loaded from the template tarball ran
// crash recovery at its first durable open, about 2,500 fsyncs (9-36 s a test under load on 28 November).
describe('openPgliteDb on a data folder', { timeout: 180_000 }, () => {
  const settingsQuery =
    "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method') ORDER BY name";

  it('refuses a second open of the same folder, keeps serving the first, and runs it with fsync on', async () => {
    const dir = await templateFolder();
    const first = await openPgliteDb({ dataDir: dir });
    try {
      await expect(openPgliteDb({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
      expect(await first.query(settingsQuery)).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('runs PostgreSQL with fsync off only when asked', async () => {
    const db = await openPgliteDb({ dataDir: await templateFolder(), fsync: false });
    try {
      expect((await db.query(settingsQuery))[0]).toEqual({ name: 'fsync', setting: 'off' });
    } finally {
      await db.close();
    }
  });

  it('fsyncs the WAL file on the disk at every commit, before the commit returns', async () => {
    const synced: string[] = [];
    const pglite = await PGlite.create({
      fs: new FsyncNodeFS(await templateFolder(), (fd) => synced.push(readlinkSync(`/proc/self/fd/${fd}`))),
      startParams: durableStartParams(),
    });
    try {
      await pglite.query('CREATE TABLE acknowledged (n int)');
      for (let n = 1; n <= 3; n += 1) {
        const before = synced.length;
        await pglite.query('INSERT INTO acknowledged VALUES ($1)', [n]);
        expect(synced.slice(before).filter((path) => path.includes('/pg_wal/'))).not.toEqual([]);
      }
    } finally {
      await pglite.close();
    }
  });

  it('groups WAL fsyncs off the thread: a write answers once its fsync is done, reads answer meanwhile, WAL before data', async () => {
    const fileOf = (fd: number) => readlinkSync(`/proc/self/fd/${fd}`);
    let gate: Promise<void> | undefined;
    let openGate = () => {};
    const onThread: string[] = [];
    const offThreadStarted: string[] = [];
    const offThread: string[] = [];
    const db = await openPgliteDb({
      dataDir: await templateFolder(),
      groupCommit: {
        io: {
          sync: (fd) => {
            onThread.push(fileOf(fd));
            fsyncSync(fd);
          },
          syncAsync: async (fd) => {
            const file = fileOf(fd);
            offThreadStarted.push(file);
            await gate;
            fsyncSync(fd);
            offThread.push(file);
          },
        },
      },
    });
    try {
      await db.query('CREATE TABLE acknowledged (n int)');
      expect(offThread.filter((file) => file.includes('/pg_wal/'))).not.toEqual([]);
      gate = new Promise((open) => {
        openGate = open;
      });
      offThread.length = 0;
      offThreadStarted.length = 0;
      let answered = false;
      const insert = db.query('INSERT INTO acknowledged VALUES ($1)', [1]).then(() => {
        answered = true;
      });
      // The commit is done and its fsync waits: reads answer (the plain path and a named statement), the write does not.
      await vi.waitFor(() => expect(offThreadStarted.at(-1)).toContain('/pg_wal/'));
      expect(await db.query('SELECT count(*)::int AS n FROM acknowledged')).toEqual([{ n: 1 }]);
      expect(await db.query('SELECT count(*)::int AS n FROM acknowledged', [], { name: 'probe_count' })).toEqual([
        { n: 1 },
      ]);
      expect(answered).toBe(false);
      // A checkpoint writes data files: the WAL is flushed on the thread first (WAL before data).
      onThread.length = 0;
      const checkpoint = db.query('CHECKPOINT');
      await vi.waitFor(() => expect(onThread[0]).toContain('/pg_wal/'));
      openGate();
      await Promise.all([insert, checkpoint]);
      expect(answered).toBe(true);
    } finally {
      openGate();
      await db.close();
    }
  });

  it('keeps PostgreSQL to 16 MB of shared buffers, so the idle platform stays small (issue 16)', async () => {
    const db = await openPgliteDb({ dataDir: await templateFolder() });
    try {
      const settings = await db.query<{ name: string; setting: string }>(
        "SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name IN ('shared_buffers', 'temp_buffers', 'wal_buffers') ORDER BY name",
      );
      expect(settings).toEqual([
        { name: 'shared_buffers', setting: '16MB' },
        { name: 'temp_buffers', setting: '1MB' },
        { name: 'wal_buffers', setting: '1MB' },
      ]);
    } finally {
      await db.close();
    }
  });

  it('creates a new folder with initdb in a child process, leaving this process one PostgreSQL heap (issue 16)', async () => {
    const dir = folder();
    const externalBefore = process.memoryUsage().external;
    const db = await openPgliteDb({ dataDir: dir });
    try {
      expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      // One PGlite heap is 128-150 MB; initdb in this process left two more (about 600 MB in all).
      expect(process.memoryUsage().external - externalBefore).toBeLessThan(300 * MiB);
    } finally {
      await db.close();
    }
    // The folder resumes: no second initdb, the same cluster.
    const again = await openPgliteDb({ dataDir: dir });
    await again.close();
  });
});

describe('openPgliteDb vacuums the database (PGlite runs no autovacuum)', { timeout: 120_000 }, () => {
  /**
   * A table filled to the brim (fillfactor 100) with 26 rows of 1,180 bytes, one of them then updated `updates` times:
   * six of its versions leave a page more than the 10 % free at which PostgreSQL prunes a page it reads and too little
   * for a seventh, so the row moves to a new page every seventh update and the page it left is pruned only by a vacuum
   * (the cases table's case before migration 670: casesTableSize.test.ts). Its size in pages at the end.
   */
  async function pagesAfterUpdates(vacuumEveryMs: number, updates: number): Promise<number> {
    // In memory from the template (about 0.4 s), not a new cluster (initdb: 3 s, 76-140 s in a loaded CI run).
    const db = await openPgliteDb({ vacuumEveryMs, loadDataDir: await pgliteTemplate() });
    try {
      await db.query('CREATE TABLE churn (id int PRIMARY KEY, v text NOT NULL) WITH (fillfactor = 100)');
      await db.query("INSERT INTO churn SELECT g, repeat('x', 1150) FROM generate_series(1, 26) g");
      for (let update = 1; update <= updates; update += 1) {
        await db.query('UPDATE churn SET v = repeat($2, 1150) WHERE id = $1', [26, String(update % 10)]);
        // a pause now and then lets a vacuum that is due run
        if (update % 100 === 0) await new Promise((resolve) => setTimeout(resolve, 40));
      }
      const [row] = await db.query<{ pages: number }>("SELECT pg_relation_size('churn') / 8192 AS pages");
      return Number(row?.pages);
    } finally {
      await db.close();
    }
  }

  it("gives dead row versions' space back, so a row updated over and over no longer grows its table", async () => {
    const unvacuumed = await pagesAfterUpdates(0, 600);
    const vacuumed = await pagesAfterUpdates(20, 600);
    expect(unvacuumed).toBeGreaterThan(60);
    expect(vacuumed).toBeLessThan(unvacuumed / 4);
  });

  it('vacuums once something was written, not again while nothing is, and never after it closed', async () => {
    const db = await openPgliteDb({ vacuumEveryMs: 10, loadDataDir: await pgliteTemplate() });
    const exec = vi.spyOn(db.pglite, 'exec');
    const vacuums = () => exec.mock.calls.filter(([sql]) => sql.startsWith('VACUUM')).length;
    // the count once it has stayed the same for twenty intervals (5 s at most: one that never settles fails below):
    // a vacuum due (the first one, or one for a write that came while another ran) has run by then, even on a loaded
    // machine whose timers fire late
    const settledVacuums = async () => {
      let count = vacuums();
      for (let same = 0, waited = 0; same < 20 && waited < 500; waited += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        same = vacuums() === count ? same + 1 : 0;
        count = vacuums();
      }
      return count;
    };
    try {
      await db.query('CREATE TABLE t (id int)');
      await db.query('INSERT INTO t VALUES (1)');
      await vi.waitFor(() => expect(vacuums()).toBeGreaterThanOrEqual(1), { timeout: 5000 });
      const settled = await settledVacuums();
      // ten intervals more with nothing written: no vacuum (the WAL did not move)
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(vacuums()).toBe(settled);
      await db.query('UPDATE t SET id = 2');
      await vi.waitFor(() => expect(vacuums()).toBe(settled + 1), { timeout: 5000 });
    } finally {
      await db.close();
    }
    const atClose = vacuums();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vacuums()).toBe(atClose);
    expect(db.pglite.closed).toBe(true);
  });

  it("names the database's own tables, not the system catalogs, which a bare VACUUM walks too", async () => {
    const db = await openPgliteDb({ vacuumEveryMs: 10, loadDataDir: await pgliteTemplate() });
    const exec = vi.spyOn(db.pglite, 'exec');
    try {
      await db.query('CREATE SCHEMA "Other"');
      await db.query('CREATE TABLE "Other"."Mixed case" (id int)');
      await db.query('CREATE TABLE t (id int)');
      await db.query('INSERT INTO t VALUES (1)');
      // each vacuum names the tables there are when it runs (one may run between the statements above): the one
      // after the last of them names them all
      const vacuumed = () =>
        exec.mock.calls
          .map(([sql]) => sql)
          .filter((sql) => sql.startsWith('VACUUM'))
          .map((sql) => sql.slice('VACUUM '.length).split(', '));
      await vi.waitFor(() => expect(vacuumed().some((named) => named.includes('public.t'))).toBe(true), {
        timeout: 5000,
      });
      const named = vacuumed().find((tables) => tables.includes('public.t')) ?? [];
      expect(named).toContain('"Other"."Mixed case"');
      expect(named).toContain('public.schema_migrations');
      expect(
        vacuumed()
          .flat()
          .some((table) => table.startsWith('pg_catalog.') || table.startsWith('information_schema.')),
      ).toBe(false);
    } finally {
      await db.close();
    }
  });
});

describe('openPgliteDb runs the statements asked for in a turn of the event loop after it (issue 16)', () => {
  it('lets every request that arrived in the turn run its JavaScript first, then runs their statements in order', async () => {
    const db = await openPgliteDb({ vacuumEveryMs: 0, loadDataDir: await pgliteTemplate() });
    try {
      const one = () => db.query<{ n: number }>('SELECT 1 AS n', [], { name: 'turn_one' });
      const two = () => db.query<{ n: number }>('SELECT 2 AS n', [], { name: 'turn_two' });
      const three = () => db.query<{ n: number }>('SELECT 3 AS n');
      await Promise.all([one(), two(), three()]); // named statements prepared, so each call below is one message
      const order: string[] = [];
      // a named statement's call is one protocol message naming it (Bind); the third's goes through PGlite's query
      const execProtocol = db.pglite.execProtocol.bind(db.pglite);
      vi.spyOn(db.pglite, 'execProtocol').mockImplementation((message, options) => {
        const named = /turn_(one|two)/.exec(new TextDecoder().decode(message))?.[1];
        if (named) order.push(named === 'one' ? 'statement 1' : 'statement 2');
        return execProtocol(message, options);
      });
      const query = db.pglite.query.bind(db.pglite);
      vi.spyOn(db.pglite, 'query').mockImplementation((sql, params, options) => {
        order.push(`statement ${/SELECT (\d)/.exec(sql)?.[1]}`);
        return query(sql, params, options);
      });
      // one request's statement, asked for first; another request's JavaScript in the same turn (a handler's awaits:
      // the parse, the token, the rules) and then its statement; a third's asked for from a promise meanwhile
      const first = one();
      const second = (async () => {
        for (let step = 0; step < 200; step += 1) await null;
        order.push('the second request');
        return two();
      })();
      const third = Promise.resolve().then(three);
      const answers = await Promise.all([first, second, third]);
      expect(answers.map(([row]) => row?.n)).toEqual([1, 2, 3]);
      expect(order).toEqual(['the second request', 'statement 1', 'statement 3', 'statement 2']);
    } finally {
      await db.close();
    }
  });
});
