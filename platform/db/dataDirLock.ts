// One process per PGlite data folder. PGlite is PostgreSQL in single-user mode inside one process: it keeps
// no shared buffers or WAL position across processes, and its own `postmaster.pid` holds a made-up pid
// (-42), so a second process opening the same folder is not refused by PGlite. Two processes on one folder
// both acknowledge writes and then overwrite each other's pages and WAL: acknowledged writes are lost and
// the folder can be left unreadable. This lock file in the data folder refuses the second opener.
//
// The lock is `platform.lock`, a small JSON file naming its owner (pid, the process start time and the
// boot id, so a reused pid or a reboot is not taken for the owner). It appears atomically and whole: it is
// written to a file of its own made with O_EXCL (`wx`), then hard-linked to `platform.lock` (link(2) fails
// with EEXIST like O_EXCL does, and a reader never sees a half-written lock). A lock whose owner is gone
// (SIGKILL, crash, power loss) is taken over; a takeover is itself guarded by an O_EXCL file so that two
// processes starting together on a stale lock cannot both take it.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'platform.lock';

interface LockOwner {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/{pid}/stat field 22), when known. */
  startTicks: number | null;
  /** /proc/sys/kernel/random/boot_id, when known: another boot means the owner is gone. */
  bootId: string | null;
  hostname: string;
  since: string;
  /** Tells this lock from a lock taken later by another process of the same pid. */
  token: string;
}

/** The refusal a second opener gets: main.ts prints its message and exits non-zero. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: { pid: number; since: string; hostname: string },
  ) {
    super(
      `The data folder ${dataDir} is in use by another platform process (pid ${owner.pid} on ${owner.hostname}, ` +
        `since ${owner.since}). PGlite serves one process only: stop that process, or give this one another ` +
        'DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several processes on one database.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still this process's. Safe to call twice. */
  release(): void;
}

/** Lock files held by this process (realpath of the lock): a second open in the same process is refused too. */
const heldHere = new Set<string>();

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function bootId(): string | null {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

/** Field 22 of /proc/{pid}/stat: when the process started, in clock ticks since boot. */
function startTicks(pid: number | 'self'): number | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const value = Number(fields[19]);
  return Number.isFinite(value) ? value : null;
}

function parseOwner(text: string | null): LockOwner | null {
  if (text === null) return null;
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.token !== 'string') return null;
    return {
      pid: owner.pid,
      startTicks: typeof owner.startTicks === 'number' ? owner.startTicks : null,
      bootId: typeof owner.bootId === 'string' ? owner.bootId : null,
      hostname: typeof owner.hostname === 'string' ? owner.hostname : 'unknown host',
      since: typeof owner.since === 'string' ? owner.since : 'unknown time',
      token: owner.token,
    };
  } catch {
    return null;
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote the lock is still running. */
function ownerAlive(owner: LockOwner, lockPath: string): boolean {
  const currentBoot = bootId();
  if (owner.bootId && currentBoot && owner.bootId !== currentBoot) return false; // the machine restarted since
  if (owner.pid === process.pid) {
    // Ours only if this process holds it; otherwise a process before us had our pid (a container restarted
    // with the same pid 1, say), and it is gone.
    return heldHere.has(lockPath);
  }
  if (!processExists(owner.pid)) return false;
  // The pid is in use: is it still the owner, or a new process that got the same pid?
  const ticks = startTicks(owner.pid);
  if (owner.startTicks !== null && ticks !== null && ticks !== owner.startTicks) return false;
  return true;
}

function writeWholeFile(path: string, text: string): void {
  const fd = openSync(path, 'wx', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {}
}

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === code;
}

const GUARD_STALE_MS = 10_000;

/**
 * Removes a stale lock, unless another process is doing the same: the takeover runs under
 * `platform.lock.takeover` (O_EXCL), and removes the lock only if it is still the stale one it read.
 */
function removeStaleLock(lockPath: string, staleText: string): void {
  const guard = `${lockPath}.takeover`;
  try {
    writeWholeFile(guard, JSON.stringify({ pid: process.pid }));
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
    // Another process is taking over right now; a guard left by a process killed mid-takeover is old.
    const age = (() => {
      try {
        return Date.now() - statSync(guard).mtimeMs;
      } catch {
        return 0;
      }
    })();
    if (age > GUARD_STALE_MS) unlinkQuietly(guard);
    return;
  }
  try {
    if (readText(lockPath) === staleText) unlinkSync(lockPath);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  } finally {
    unlinkQuietly(guard);
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes the lock of a PGlite data folder (creating the folder when missing), or throws DataDirInUseError
 * while another live process holds it. A lock left by a process that is gone is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const folder = realpathSync(dataDir);
  const lockPath = join(folder, LOCK_FILE_NAME);
  const owner: LockOwner = {
    pid: process.pid,
    startTicks: startTicks('self'),
    bootId: bootId(),
    hostname: hostname(),
    since: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  const text = `${JSON.stringify(owner)}\n`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const temporary = `${lockPath}.${process.pid}.${owner.token}`;
    writeWholeFile(temporary, text);
    try {
      linkSync(temporary, lockPath);
      heldHere.add(lockPath);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(lockPath);
          // Only our own lock: never remove one a later process took over.
          if (parseOwner(readText(lockPath))?.token === owner.token) unlinkQuietly(lockPath);
        },
      };
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    } finally {
      unlinkQuietly(temporary);
    }
    const currentText = readText(lockPath);
    const current = parseOwner(currentText);
    if (current !== null && ownerAlive(current, lockPath)) throw new DataDirInUseError(folder, current);
    // A lock whose owner is gone, or one that names no owner (it is always written whole, so only damage
    // makes one, e.g. a power loss): taken over. A lock that vanished meanwhile: simply try again.
    if (currentText !== null) removeStaleLock(lockPath, currentText);
    sleepSync(5 + attempt * 2);
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep taking it over`);
}
