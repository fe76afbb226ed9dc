// Group commit of PGlite's WAL (issue 16, waiting applicants). PGlite runs PostgreSQL on the platform's one thread,
// and each commit's fsync of the WAL was a synchronous fs.fsyncSync there: 8 ms at the median on this machine's disk,
// over 150 ms at worst, during which no poll, no static file, nothing at all was answered. With group commit:
//   - PostgreSQL's fsync of a WAL file is recorded, not done (`defer`), and the commit returns to PGlite at once;
//   - the Db layer (pgliteDb.ts) answers a statement that asked for a WAL fsync only once an fsync that started after
//     that request has finished (`flushed`), on libuv's thread pool (fs.fsync), so the thread goes on serving reads
//     meanwhile, and the saves that commit while one fsync runs share the next one;
//   - anything that must not overtake the WAL waits for it synchronously, as PostgreSQL's own order requires: a
//     write to any file outside pg_wal (a data page, pg_control: WAL before data), an fsync of such a file (a
//     checkpoint), and the close of a WAL file with an fsync pending or running.
// So an acknowledged write is on the disk, as before. What changes: another request may read a commit in the few
// milliseconds before its fsync finishes (PostgreSQL's synchronous_commit=off shows the same); a crash then loses
// it, but its writer was never answered, and retries (the app's autosave does).
import { fsync, fsyncSync } from 'node:fs';
import { promisify } from 'node:util';

const fsyncAsync = promisify(fsync);

/** Whether a file of the data folder is a WAL segment (PostgreSQL's path inside PGlite's file system). */
export const isWalPath = (path: string | undefined): boolean => path?.includes('/pg_wal/') ?? false;

export interface WalSyncFunctions {
  /** Flushes a file now, on this thread (default fs.fsyncSync). */
  sync(fd: number): void;
  /** Flushes a file off this thread (default fs.fsync on libuv's pool). */
  syncAsync(fd: number): Promise<void>;
}

export class WalGroupCommit {
  /** WAL descriptors PostgreSQL asked to fsync and that no fsync has covered yet. */
  private readonly pending = new Set<number>();
  /** Descriptors of the fsync running now. */
  private running = new Set<number>();
  /** fsync requests made so far, and how many of the first of them are on the disk. */
  private requested = 0;
  private completed = 0;
  private flushing: Promise<void> | undefined;
  /** An fsync failed: nothing written since can be promised durable (PostgreSQL PANICs here). */
  private failure: Error | undefined;

  constructor(private readonly io: WalSyncFunctions = { sync: fsyncSync, syncAsync: fsyncAsync }) {}

  /** The number of fsync requests so far: compare before and after a statement to know if it asked for one. */
  get requests(): number {
    return this.requested;
  }

  /** PostgreSQL's fsync of a WAL file: recorded, done by the next flush. */
  defer(fd: number): void {
    this.pending.add(fd);
    this.requested += 1;
  }

  /** Before a write or fsync of a file outside pg_wal (WAL before data): every deferred fsync, now. */
  syncNow(): void {
    if (this.pending.size === 0 && this.running.size === 0) return;
    const target = this.requested;
    for (const fd of new Set([...this.pending, ...this.running])) this.io.sync(fd);
    this.pending.clear();
    // The fsync running covers nothing more now: the next data write must not sync its descriptors again.
    this.running.clear();
    this.completed = Math.max(this.completed, target);
  }

  /** Before PostgreSQL closes a WAL file: its deferred or running fsync, now (a closed descriptor is reused). */
  beforeClose(fd: number): void {
    if (!this.pending.has(fd) && !this.running.has(fd)) return;
    this.io.sync(fd);
    this.pending.delete(fd);
    this.running.delete(fd);
  }

  /** Resolves once every fsync requested up to `request` (a value of `requests`) is on the disk. */
  async flushed(request: number = this.requested): Promise<void> {
    while (this.completed < request) {
      if (this.failure) throw this.failure;
      this.flushing ??= this.flushOnce().finally(() => {
        this.flushing = undefined;
      });
      await this.flushing;
    }
    if (this.failure) throw this.failure;
  }

  private async flushOnce(): Promise<void> {
    const target = this.requested;
    const fds = [...this.pending];
    this.running = new Set(fds);
    this.pending.clear();
    const results = await Promise.allSettled(fds.map((fd) => this.io.syncAsync(fd)));
    // A descriptor closed meanwhile was flushed synchronously first (beforeClose): its EBADF tells nothing.
    const failed = results.find(
      (result, index) =>
        result.status === 'rejected' &&
        !((result.reason as NodeJS.ErrnoException).code === 'EBADF' && !this.running.has(fds[index] as number)),
    );
    this.running = new Set();
    if (failed?.status === 'rejected') {
      this.failure = new Error('fsync of the write-ahead log failed: acknowledged writes may not be durable', {
        cause: failed.reason,
      });
      return;
    }
    this.completed = Math.max(this.completed, target);
  }
}
