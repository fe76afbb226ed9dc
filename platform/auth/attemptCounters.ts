// Counters that must hold however many platform nodes or parallel calls there are (issue 10): each hit
// is ONE atomic statement on the database (an upsert, or an UPDATE ... WHERE count < limit RETURNING), so
// two calls can never both read "2 tries used" and both go on; the try is taken before the guess is
// evaluated, and a call that cannot take one is refused without evaluating anything.
//
// - Window counters (`limit_counters`): hits in a fixed window that starts with the first hit; used by the
//   HTTP rate limits (http/rateLimit.ts) and the per-customer passcode send limit (otp.ts).
// - Lockout counters (`lockout_counters`): wrong tries in a row; at `max` the subject is locked for `lockMs`
//   (or for good); used for logins of unknown identities (so they look like known ones) and the joint link
//   code. Known customers' login tries live in customer_credentials, letter codes in letter_codes (same rule).
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';

/** A subject (a customer number, a username, a client address) is stored only as a SHA-256 digest. */
export function counterSubject(...parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

export interface WindowHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the window ends (the count starts again from 0). */
  windowEndsAt: Date;
}

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** Counts one hit in `name`/`subject`'s window of `windowMs`: one atomic upsert. */
export async function hitWindow(
  db: Db,
  input: { name: string; subject: string; windowMs: number; now: Date },
): Promise<WindowHit> {
  const { name, subject, windowMs, now } = input;
  const [row] = await db.query<{ hits: number; window_ends_at: Date | string }>(
    `INSERT INTO limit_counters AS c (name, subject, hits, window_ends_at) VALUES ($1, $2, 1, $4)
     ON CONFLICT (name, subject) DO UPDATE SET
       hits = CASE WHEN c.window_ends_at <= $3 THEN 1 ELSE c.hits + 1 END,
       window_ends_at = CASE WHEN c.window_ends_at <= $3 THEN $4 ELSE c.window_ends_at END
     RETURNING hits, window_ends_at`,
    [name, subject, now.toISOString(), new Date(now.getTime() + windowMs).toISOString()],
  );
  if (!row) throw new Error('limit_counters upsert returned no row');
  return { hits: Number(row.hits), windowEndsAt: toDate(row.window_ends_at) };
}

/** The current window of `name`/`subject` without counting a hit (0 when none is running). */
export async function readWindow(db: Db, input: { name: string; subject: string; now: Date }): Promise<WindowHit> {
  const [row] = await db.query<{ hits: number; window_ends_at: Date | string }>(
    'SELECT hits, window_ends_at FROM limit_counters WHERE name = $1 AND subject = $2 AND window_ends_at > $3',
    [input.name, input.subject, input.now.toISOString()],
  );
  return row
    ? { hits: Number(row.hits), windowEndsAt: toDate(row.window_ends_at) }
    : { hits: 0, windowEndsAt: input.now };
}

/** Removes windows that ended before `before` (housekeeping; counters of ended windows mean nothing). */
export async function pruneWindows(db: Db, before: Date): Promise<void> {
  await db.query('DELETE FROM limit_counters WHERE window_ends_at < $1', [before.toISOString()]);
}

export interface LockoutRule {
  /** The counter's name, e.g. `login` or `link_code`. */
  name: string;
  /** Wrong tries in a row that lock the subject. */
  max: number;
  /** How long the lock lasts; null locks for good. */
  lockMs: number | null;
}

export type TakenTry =
  | {
      taken: true /** Tries used, this one included. */;
      used: number /** Tries left if this one is wrong. */;
      remaining: number;
    }
  | { taken: false; remaining: 0 };

function lockEnd(rule: LockoutRule, now: Date): string {
  return rule.lockMs === null ? 'infinity' : new Date(now.getTime() + rule.lockMs).toISOString();
}

/**
 * Takes one try before the guess is checked: one atomic upsert that counts it only while fewer than `max`
 * tries are used (or the last lock has run out, which starts a new count). Not taken: locked, refuse
 * without checking. A wrong guess leaves the try counted; a right one calls `clearTries`.
 */
export async function takeTry(db: Db, rule: LockoutRule, subject: string, now: Date): Promise<TakenTry> {
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO lockout_counters AS c (name, subject, failures, locked_until)
     VALUES ($1, $2, 1, CASE WHEN 1 >= $3 THEN $5::timestamptz END)
     ON CONFLICT (name, subject) DO UPDATE SET
       failures = CASE WHEN c.locked_until <= $4 THEN 1 ELSE c.failures + 1 END,
       locked_until = CASE
         WHEN c.locked_until <= $4 THEN CASE WHEN 1 >= $3 THEN $5::timestamptz END
         WHEN c.failures + 1 >= $3 THEN $5::timestamptz
         ELSE c.locked_until END
     WHERE c.failures < $3 OR c.locked_until <= $4
     RETURNING failures`,
    [rule.name, subject, rule.max, now.toISOString(), lockEnd(rule, now)],
  );
  if (!row) return { taken: false, remaining: 0 };
  const used = Number(row.failures);
  return { taken: true, used, remaining: Math.max(0, rule.max - used) };
}

/** A right answer: the count of wrong tries in a row starts again. */
export async function clearTries(db: Db, rule: LockoutRule, subject: string): Promise<void> {
  await db.query('DELETE FROM lockout_counters WHERE name = $1 AND subject = $2', [rule.name, subject]);
}

/** Tries used so far in the current count (0 once a lock has run out). */
export async function triesUsed(db: Db, rule: LockoutRule, subject: string, now: Date): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    `SELECT failures FROM lockout_counters
     WHERE name = $1 AND subject = $2 AND (locked_until IS NULL OR locked_until > $3)`,
    [rule.name, subject, now.toISOString()],
  );
  return Number(row?.failures ?? 0);
}
