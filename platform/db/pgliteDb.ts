// Embedded PostgreSQL (PGlite): in memory, or in a data folder that survives restarts.
import { spawn } from 'node:child_process';
import { existsSync, fsyncSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions, parse, protocol, type Transaction } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { bindDescribeExecuteSync } from './bindMessage';
import { type DataDirLock, lockDataDir } from './dataDirLock';
import type { Db, NamedDb, QueryOptions } from './db';
import { isWalPath, WalGroupCommit, type WalSyncFunctions } from './walGroupCommit';

export interface PgliteDbOptions {
  /** Data folder; omitted means in memory. Held with a lock file: one process per folder (dataDirLock.ts). */
  dataDir?: string;
  /** A data folder tarball (from `dumpDataDir`) to start from, e.g. a migrated test template. */
  loadDataDir?: Blob;
  /**
   * Flush each commit to the disk (fsync) before it is acknowledged, so a power loss loses no acknowledged
   * write. Default true; false is PGlite's own default (fsync off), for figures and throwaway folders.
   */
  fsync?: boolean;
  /**
   * With fsync: the WAL's fsyncs grouped and done off the thread (walGroupCommit.ts), a write still answered only once
   * it is on the disk. Default true; false fsyncs each commit on the thread as it happens. `io` replaces the fsync
   * calls (tests).
   */
  groupCommit?: boolean | { io: WalSyncFunctions };
  /**
   * How often the database is vacuumed, when anything was written since the last time (VACUUM_EVERY_MS by default; 0
   * never). PGlite runs PostgreSQL in single-user mode, where no autovacuum runs: see keepVacuumed.
   */
  vacuumEveryMs?: number;
}

type NodeFsInit = Awaited<ReturnType<NodeFS['init']>>;
type NodeFsStream = { nfd?: number; path?: string };
type StreamOps = {
  fsync?: (stream: NodeFsStream) => number;
  write: (stream: NodeFsStream, ...rest: unknown[]) => number;
  close: (stream: NodeFsStream) => void;
};
type EmscriptenModule = { NODEFS: { stream_ops: StreamOps } };

/**
 * PGlite's Node file system with a working fsync. PGlite mounts the data folder with Emscripten's NODEFS,
 * whose files have no `fsync` operation: PostgreSQL's fsync() calls succeed without reaching the disk.
 * This one passes them on to the real file (fs.fsyncSync on the host descriptor); with a `WalGroupCommit`, the WAL's
 * fsyncs are deferred to it and done off the thread, and everything that must follow them waits (walGroupCommit.ts).
 */
export class FsyncNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    /** What an fsync of a file of the folder does (tests count the calls). */
    private readonly sync: (fd: number) => void = fsyncSync,
    private readonly groupCommit?: WalGroupCommit,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]): Promise<NodeFsInit> {
    const { emscriptenOpts } = await super.init(pg, options);
    const wal = this.groupCommit;
    const preRun = [
      ...((emscriptenOpts.preRun ?? []) as ((module: EmscriptenModule) => void)[]),
      (module: EmscriptenModule) => {
        const ops = module.NODEFS.stream_ops;
        ops.fsync = (stream) => {
          if (stream.nfd === undefined) return 0;
          if (wal && isWalPath(stream.path)) {
            wal.defer(stream.nfd);
          } else {
            wal?.syncNow();
            this.sync(stream.nfd);
          }
          return 0;
        };
        if (!wal) return;
        const { write, close } = ops;
        ops.write = (stream, ...rest) => {
          if (!isWalPath(stream.path)) wal.syncNow();
          return write(stream, ...rest);
        };
        ops.close = (stream) => {
          if (stream.nfd !== undefined && isWalPath(stream.path)) wal.beforeClose(stream.nfd);
          close(stream);
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as NodeFsInit['emscriptenOpts'] };
  }
}

/**
 * PostgreSQL's start parameters with durability on. PGlite starts PostgreSQL with `-F` (fsync off).
 * Without it, and with `wal_sync_method=fsync` (the default, fdatasync, is a no-op in Emscripten's libc),
 * every commit fsyncs the WAL before it returns, and checkpoints fsync the data files.
 */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}

/**
 * PostgreSQL's memory in PGlite (issue 16). PGlite keeps PostgreSQL's default 128 MB of shared buffers, and
 * PostgreSQL touches all of it at start, inside the WebAssembly heap, which never gives memory back: that alone
 * was 120 MB of the platform's idle resident memory. The sandbox's working set is a few MB of cases and
 * reference data, and the operating system's page cache sits under PGlite's files anyway.
 */
export const PGLITE_MEMORY_SETTINGS: readonly string[] = ['shared_buffers=16MB', 'wal_buffers=1MB', 'temp_buffers=1MB'];

/**
 * V8's WebAssembly compilation in one background task at a time (issue 16). PGlite's PostgreSQL starts on Liftoff code
 * compiled lazily on the main thread, then V8 recompiles its hot functions with TurboFan on the worker threads, by
 * default several at once. Each worker thread mallocs from its own glibc arena, and a big PostgreSQL function's
 * compilation takes 25-30 MB there: freed when it ends, but glibc keeps the arena's pages (it only gives back the top
 * of an arena), so each worker that had compiled one kept ~25 MB resident for good. Two to four of them were the
 * spread of the platform's idle memory (230-290 MiB at start; 64-100 MB of arenas with 2-4 MB in use). With one
 * task, one arena holds them (~30 MB) and the idle figure is ~195-200 MiB. Tier-up is only serialised: the same
 * functions reach TurboFan, on a 2-core machine at the same pace. Read when a module is compiled, so it is set before
 * PGlite compiles its module; it applies to the whole process (bench/results/2026-11-29-mem1.md).
 */
export const WASM_COMPILATION_TASKS = 1;
let wasmCompilationLimited = false;
function limitWasmCompilationTasks(): void {
  if (wasmCompilationLimited) return;
  wasmCompilationLimited = true;
  setFlagsFromString(`--wasm-num-compilation-tasks=${WASM_COMPILATION_TASKS}`);
}

function startParams(durable: boolean): string[] {
  const base = durable ? durableStartParams() : [...PGlite.defaultStartParams];
  return [...base, ...PGLITE_MEMORY_SETTINGS.flatMap((setting) => ['-c', setting])];
}

/** Runs in a child process: PGlite's initdb on a new data folder, then closes. */
const INITDB_SCRIPT = `
const [pglite, dataDir] = process.argv.slice(-2);
const { PGlite } = await import(pglite);
await (await PGlite.create({ dataDir })).close();
`;

/**
 * Creates the database cluster of a new data folder in a child process, whose memory is all returned to the
 * system when it ends. In the platform's own process, initdb (a second WebAssembly PostgreSQL that PGlite starts
 * and closes) left about 120 MB behind (in a worker thread as well) that an idle process never gave back.
 */
export function initialiseDataDir(dataDir: string): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', INITDB_SCRIPT, pglite, dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb of ${dataDir} failed (exit code ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * PGlite's autovacuum (issue 16). PGlite runs PostgreSQL in single-user mode, where no autovacuum worker runs, so nothing
 * gave the space of dead row versions back: a row saved over and over (a joint second applicant's by login, when other
 * cases shared its page) took a new page every six saves, for good (migration 670 now keeps such a row on its page). After the bench's floors the
 * `cases` table was 39 MB for 29 rows, and every save then read its pages from the disk (the polls did not): the
 * waiting applicants' polls queued behind the saves, p99 16 s at 1,000 applicants, the platform's thread busy reading
 * its own files (bench/results/2026-11-30-vacuum.md).
 * A VACUUM every VACUUM_EVERY_MS, when the WAL moved since the last one, gives that space back to the table; it takes
 * PGlite's one connection for about 1 ms a table when there is little to do. It names the database's own tables, not
 * the system catalogs (which no request changes: the platform makes no tables after its migrations): a bare `VACUUM`
 * walked all 171 relations and held the connection 32-121 ms while applicants waited, against 7-12 ms for the tables
 * alone, and the waiting applicants' polls queued behind it (p99 107 and 142 ms at 5,000 on the 2.1 GHz EPYC host,
 * 17-45 since: bench/results/2026-12-02-vacuum-tables.md).
 */
export const VACUUM_EVERY_MS = 30_000;

/** The tables a vacuum names: every table of the database's own schemas, quoted, in one list. */
const USER_TABLES = `SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') AS tables
  FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`;

function keepVacuumed(pglite: PGlite, everyMs: number): { stop: () => Promise<void> } {
  let lastLsn = '';
  let running: Promise<void> | undefined;
  let stopped = false;
  const lsn = async () =>
    (await pglite.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0]?.lsn ?? '';
  const vacuum = async () => {
    if (stopped || pglite.closed) return;
    const now = await lsn();
    if (now === lastLsn) return;
    const [row] = (await pglite.query<{ tables: string | null }>(USER_TABLES)).rows;
    if (row?.tables) await pglite.exec(`VACUUM ${row.tables}`);
    // what the VACUUM itself wrote is not a reason for the next one
    lastLsn = await lsn();
  };
  const timer = setInterval(() => {
    if (running) return;
    running = vacuum()
      // one that failed (the database closing under it) is simply tried again at the next interval
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export async function openPgliteDb(options: PgliteDbOptions = {}): Promise<NamedDb & { pglite: PGlite }> {
  const lock: DataDirLock | undefined = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let pglite: PGlite;
  const durable = options.dataDir !== undefined && options.fsync !== false;
  const wal =
    durable && options.groupCommit !== false
      ? new WalGroupCommit(typeof options.groupCommit === 'object' ? options.groupCommit.io : undefined)
      : undefined;
  try {
    if (options.dataDir && !options.loadDataDir && !existsSync(join(options.dataDir, 'PG_VERSION'))) {
      await initialiseDataDir(options.dataDir);
    }
    const pgliteOptions: PGliteOptions = {
      ...(options.dataDir
        ? { fs: durable ? new FsyncNodeFS(options.dataDir, fsyncSync, wal) : new NodeFS(options.dataDir) }
        : {}),
      startParams: startParams(durable),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    };
    limitWasmCompilationTasks();
    pglite = await PGlite.create(pgliteOptions);
  } catch (error) {
    lock?.release();
    throw openFailure(options.dataDir, error);
  }
  const named = namedStatements(pglite, wal);
  const vacuumEveryMs = options.vacuumEveryMs ?? VACUUM_EVERY_MS;
  const vacuumed = vacuumEveryMs > 0 ? keepVacuumed(pglite, vacuumEveryMs) : undefined;
  /**
   * Group commit: a statement or transaction that asked for a WAL fsync is answered once it is on the disk. Counted
   * around PGlite's queue, so a read queued behind a write may wait for that write's fsync too (never less durable);
   * the named statements (the poll) count inside PGlite's lock and wait only for their own.
   */
  const durably = async <T>(run: () => Promise<T>): Promise<T> => {
    if (!wal) return run();
    const before = wal.requests;
    const result = await run();
    const after = wal.requests;
    if (after !== before) await wal.flushed(after);
    return result;
  };
  return {
    kind: 'pglite',
    pglite,
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]> {
      await turnEnd();
      if (options?.name) return named.run<T>(options.name, sql, params ?? []);
      return durably(async () => (await pglite.query<T>(sql, params)).rows);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      await turnEnd();
      return durably(() => pglite.transaction((tx) => fn(transactionDb(tx))));
    },
    async close(): Promise<void> {
      try {
        await vacuumed?.stop();
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Resolves at the end of this turn of the event loop (setImmediate: once the turn's I/O callbacks and the promises
 * they started have run). Every statement and transaction waits for it before it goes to PGlite, in the order they
 * were asked for, so requests that arrive together each run their JavaScript (parse, token, rules) before any of
 * their statements runs, and the statements then run one after another. PGlite's WebAssembly shares this thread: run
 * between its statements, the same JavaScript costs twice as much (bench/pgliteInterleave.ts). Measured on the
 * autosave: bench/results/2026-12-03-pglite-turn.md.
 */
const turnEnd = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const concatMessages = (parts: Uint8Array[]): Uint8Array => {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
};

/**
 * Named prepared statements on PGlite (Db QueryOptions.name; issue 16). PGlite's `query` sends Parse, Describe, Bind,
 * Describe, Execute and Sync as six calls into PostgreSQL for every statement, and PostgreSQL parses and plans it
 * each time: for the poll's case + token join that was 450 of its 600 µs of CPU in process, against 130 µs bound to a
 * statement prepared once (bench/results/profile.md). Here a statement is parsed once per database (PGlite is one
 * session), then each call is one message: Bind, Describe, Execute, Sync. Run under PGlite's own locks, as `query` is,
 * so it never runs inside another caller's transaction.
 */
function namedStatements(pglite: PGlite, wal: WalGroupCommit | undefined) {
  const { serialize } = protocol;
  const prepared = new Map<string, { sql: string; paramTypes: number[] }>();
  const prepare = async (name: string, sql: string) => {
    const known = prepared.get(name);
    if (known) {
      if (known.sql !== sql) throw new Error(`Two statements named ${name}: a name is for one statement text`);
      return known;
    }
    const { messages } = await pglite.execProtocol(
      concatMessages([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const statement = { sql, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(name, statement);
    return statement;
  };
  return {
    async run<T>(name: string, sql: string, params: unknown[]): Promise<T[]> {
      let asked: number | undefined;
      const rows = await pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const requestsBefore = wal?.requests ?? 0;
          const { paramTypes } = await prepare(name, sql);
          let text = true;
          const values = params.map((param, index) => {
            if (param === null || param === undefined) return null;
            const serializer = pglite.serializers[paramTypes[index] ?? 0];
            const value = serializer ? serializer(param) : String(param);
            if (typeof value !== 'string') text = false;
            return value as string;
          });
          // Every value in text (all the platform's statements): one buffer (bindMessage.ts); else pg-protocol's.
          const message = text
            ? bindDescribeExecuteSync(name, values)
            : concatMessages([
                serialize.bind({ statement: name, values }),
                serialize.describe({ type: 'P' }),
                serialize.execute({}),
                serialize.sync(),
              ]);
          const { messages } = await pglite.execProtocol(message);
          if (wal && wal.requests !== requestsBefore) asked = wal.requests;
          return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as T[];
        }),
      );
      if (wal && asked !== undefined) await wal.flushed(asked);
      return rows;
    },
  };
}

/**
 * PGlite reports a folder PostgreSQL cannot start on (e.g. "PANIC: could not locate a valid checkpoint
 * record" after two processes wrote to it) only as the WebAssembly abort "Aborted()": say what it means.
 */
function openFailure(dataDir: string | undefined, error: unknown): unknown {
  if (!dataDir || !(error instanceof Error) || !error.message.startsWith('Aborted(')) return error;
  return new Error(
    `PostgreSQL (PGlite) could not start on the data folder ${dataDir} (${error.message}): the folder is damaged ` +
      'or was written by two processes at once. See "Data folder and durability" in platform/README.md.',
    { cause: error },
  );
}

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    // A statement name is ignored here: the transaction's own connection runs it as it is.
    async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
      const result = await tx.query<T>(sql, params);
      return result.rows;
    },
    // One level of transactions is enough: a nested call joins the outer one.
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}
