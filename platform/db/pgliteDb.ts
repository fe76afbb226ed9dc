// Embedded PostgreSQL (PGlite): in memory, or in a data folder that survives restarts.
import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { type DataDirLock, lockDataDir } from './dataDirLock';
import type { Db, NamedDb } from './db';

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

export async function openPgliteDb(options: PgliteDbOptions = {}): Promise<NamedDb & { pglite: PGlite }> {
  const lock: DataDirLock | undefined = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let pglite: PGlite;
  try {
    const durable = options.dataDir !== undefined && options.fsync !== false;
    const pgliteOptions: PGliteOptions = {
      ...(options.dataDir ? { fs: durable ? new FsyncNodeFS(options.dataDir) : new NodeFS(options.dataDir) } : {}),
      ...(durable ? { startParams: durableStartParams() } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    };
    pglite = await PGlite.create(pgliteOptions);
  } catch (error) {
    lock?.release();
    throw openFailure(options.dataDir, error);
  }
  return {
    kind: 'pglite',
    pglite,
    async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
      const result = await pglite.query<T>(sql, params);
      return result.rows;
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
