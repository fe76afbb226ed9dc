// Embedded PostgreSQL (PGlite): in memory, or in a data folder that survives restarts.
import { spawn } from 'node:child_process';
import { existsSync, fsyncSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { type DataDirLock, lockDataDir } from './dataDirLock';
import { type Db, type NamedDb, type QueryOptions, STATEMENT_NAME } from './db';

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
}

type NodeFsInit = Awaited<ReturnType<NodeFS['init']>>;
type EmscriptenModule = { NODEFS: { stream_ops: { fsync?: (stream: { nfd?: number }) => number } } };

/**
 * PGlite's Node file system with a working fsync. PGlite mounts the data folder with Emscripten's NODEFS,
 * whose files have no `fsync` operation: PostgreSQL's fsync() calls succeed without reaching the disk.
 * This one passes them on to the real file (fs.fsyncSync on the host descriptor).
 */
export class FsyncNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    /** What an fsync of a file of the folder does (tests count the calls). */
    private readonly sync: (fd: number) => void = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]): Promise<NodeFsInit> {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [
      ...((emscriptenOpts.preRun ?? []) as ((module: EmscriptenModule) => void)[]),
      (module: EmscriptenModule) => {
        module.NODEFS.stream_ops.fsync = (stream) => {
          if (stream.nfd !== undefined) this.sync(stream.nfd);
          return 0;
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

export async function openPgliteDb(options: PgliteDbOptions = {}): Promise<NamedDb & { pglite: PGlite }> {
  const lock: DataDirLock | undefined = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let pglite: PGlite;
  try {
    const durable = options.dataDir !== undefined && options.fsync !== false;
    if (options.dataDir && !options.loadDataDir && !existsSync(join(options.dataDir, 'PG_VERSION'))) {
      await initialiseDataDir(options.dataDir);
    }
    const pgliteOptions: PGliteOptions = {
      ...(options.dataDir ? { fs: durable ? new FsyncNodeFS(options.dataDir) : new NodeFS(options.dataDir) } : {}),
      startParams: startParams(durable),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    };
    pglite = await PGlite.create(pgliteOptions);
  } catch (error) {
    lock?.release();
    throw openFailure(options.dataDir, error);
  }
  // Named statements (QueryOptions): PGlite has one session, so SQL PREPARE once, then EXECUTE with the values as
  // literals (EXECUTE takes no bind parameters).
  const prepared = new Set<string>();
  return {
    kind: 'pglite',
    pglite,
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]> {
      const name = options?.name;
      if (!name) return (await pglite.query<T>(sql, params)).rows;
      if (!STATEMENT_NAME.test(name)) throw new Error(`Not a statement name: ${name}`);
      if (!prepared.has(name)) {
        // the literals below are quoted for standard strings (a backslash is itself)
        const [setting] = (await pglite.query<{ on: string }>('SHOW standard_conforming_strings')).rows;
        if (Object.values(setting ?? {})[0] !== 'on') throw new Error('standard_conforming_strings is not on');
        await pglite.exec(`PREPARE ${name} AS ${sql}`);
        prepared.add(name);
      }
      const args = (params ?? []).map(sqlLiteral).join(', ');
      return (await pglite.query<T>(`EXECUTE ${name}${args ? `(${args})` : ''}`)).rows;
    },
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) => fn(transactionDb(tx)));
    },
    async close(): Promise<void> {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** A parameter as a quoted SQL literal (standard_conforming_strings on: only the quote is doubled). */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = value instanceof Date ? value.toISOString() : value;
  if (typeof text !== 'string' && typeof text !== 'number' && typeof text !== 'boolean') {
    throw new Error(`A named statement takes text, numbers, booleans and dates, not ${typeof text}`);
  }
  return `'${String(text).replaceAll("'", "''")}'`;
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
