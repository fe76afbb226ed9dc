// One-time passcodes (doc 1 §7 "POST .../auth/provider/otp/otps"; doc 2 §5.6 "exactly 10 digits"; doc 1 §8
// "one-time-passcode limit shows a limit error"). The sandbox has no phone: the text message is written to
// the sandbox outbox, read through GET /sandbox/outbox/sms/{customerNumber}.
// Two send limits, each one atomic database step taken before anything is sent: per challenge session
// (auth_sessions.otps_sent) and per customer over a window (limit_counters), so that opening many sessions
// cannot text a customer without end (issue 10). Unknown users' decoy sessions are limited the same way.
import { randomInt } from 'node:crypto';
import type { Db } from '../db/db';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { hitWindow } from './attemptCounters';
import { customerSubject, decoyMobile, liveSession, OTP_LENGTH } from './authSessions';
import { hashSecret } from './secretHash';

/** Passcodes one session may ask for: the first and two resends. */
export const MAX_OTPS_PER_SESSION = 3;
/** Passcodes one customer (or one unknown identity) may be sent in OTP_CUSTOMER_WINDOW_MS, across sessions. */
export const MAX_OTPS_PER_CUSTOMER = 10;
export const OTP_CUSTOMER_WINDOW_MS = 60 * 60 * 1000;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_LIMIT_REACHED = 'otp_limit_reached';

const maskMobile = (mobile: string): string => `${'*'.repeat(Math.max(0, mobile.length - 3))}${mobile.slice(-3)}`;

export interface SentOtp {
  sentTo: string;
  length: number;
  remaining: number;
  expiresAt: Date;
}

export async function sendOtp(db: Db, input: { bankId: string; sessionId: string; now: Date }): Promise<SentOtp> {
  const { bankId, sessionId, now } = input;
  const session = await liveSession(db, bankId, sessionId, now);
  if (!session?.schemes.some((scheme) => scheme.id === 'otp')) {
    throw new ApiError(404, 'invalid_session', 'There is no challenge session with a one-time passcode to send');
  }
  if (session.customer_number && (await takeSmsFailure(db, session.customer_number))) {
    // the sandbox's switch (setSmsFailing): the text cannot be sent, and the challenge's passcodes are not spent
    throw new ApiError(503, ERROR_CODES.smsUnavailable, 'The passcode could not be sent: try again');
  }
  const [counted] = await db.query<{ otps_sent: number }>(
    'UPDATE auth_sessions SET otps_sent = otps_sent + 1 WHERE id = $1 AND otps_sent < $2 RETURNING otps_sent',
    [sessionId, MAX_OTPS_PER_SESSION],
  );
  if (!counted) {
    throw new ApiError(409, OTP_LIMIT_REACHED, 'No more passcodes can be sent: phone the bank');
  }
  const subject = session.identity_subject ?? customerSubject(session.customer_number ?? '');
  const perCustomer = await hitWindow(db, {
    name: 'otp_sends',
    subject,
    windowMs: OTP_CUSTOMER_WINDOW_MS,
    now,
  });
  if (perCustomer.hits > MAX_OTPS_PER_CUSTOMER) {
    // doc 1 §8 "one-time-passcode limit shows a limit error": the same answer as the per-session limit.
    throw new ApiError(409, OTP_LIMIT_REACHED, 'No more passcodes can be sent: phone the bank');
  }
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  const passcode = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  // A decoy session (unknown user) is answered like a real one: a masked mobile fixed per identity, a
  // hashed passcode; only nothing is texted.
  let mobile = decoyMobile(subject);
  await db.query('INSERT INTO auth_otps (session_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sessionId,
    await hashSecret(passcode),
    now.toISOString(),
    expiresAt.toISOString(),
  ]);
  if (session.customer_number) {
    const [customer] = await db.query<{ mobile: string | null }>(
      'SELECT mobile FROM customers WHERE customer_number = $1',
      [session.customer_number],
    );
    mobile = customer?.mobile ?? mobile;
    await db.query(
      `INSERT INTO sandbox_outbox (channel, recipient, kind, body, created_at) VALUES ('sms', $1, 'otp', $2, $3)`,
      [session.customer_number, passcode, now.toISOString()],
    );
  }
  return {
    sentTo: maskMobile(mobile),
    length: OTP_LENGTH,
    remaining: Math.max(
      0,
      Math.min(MAX_OTPS_PER_SESSION - counted.otps_sent, MAX_OTPS_PER_CUSTOMER - perCustomer.hits),
    ),
    expiresAt,
  };
}

/**
 * The sandbox's switch for a text that cannot be sent (POST /sandbox/customers/{number}/sms-failing): the next
 * `times` passcode sends to the customer answer 503 `sms_unavailable` (0 clears it). Not served in production.
 */
export async function setSmsFailing(db: Db, customerNumber: string, times: number): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_sms_failing (customer_number, remaining) VALUES ($1, $2)
     ON CONFLICT (customer_number) DO UPDATE SET remaining = EXCLUDED.remaining`,
    [customerNumber, times],
  );
}

/** Uses up one failing text if any is left; answers whether this send must fail. Atomic under concurrency. */
async function takeSmsFailure(db: Db, customerNumber: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sandbox_sms_failing SET remaining = remaining - 1
     WHERE customer_number = $1 AND remaining > 0 RETURNING remaining`,
    [customerNumber],
  );
  return rows.length > 0;
}

/** The sandbox outbox: what a phone or the post would have delivered (sandbox routes only). */
export async function latestOutboxMessage(
  db: Db,
  recipient: string,
  kind: 'otp' | 'lettercode',
): Promise<{ body: string; sentAt: Date } | undefined> {
  const [row] = await db.query<{ body: string; created_at: Date | string }>(
    'SELECT body, created_at FROM sandbox_outbox WHERE recipient = $1 AND kind = $2 ORDER BY id DESC LIMIT 1',
    [recipient, kind],
  );
  return row ? { body: row.body, sentAt: new Date(row.created_at) } : undefined;
}
