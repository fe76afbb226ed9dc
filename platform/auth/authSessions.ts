// Challenge sessions and the token exchange (doc 1 §4 "Authentication and session", doc 1 §7
// "Authentication", doc 2 §3.5 challenge types). A session is created for a user identity and a scope;
// it holds the challenges asked and the key their answers must be encrypted with. One token call spends
// a session: after a wrong answer the app creates a new challenge (doc 1 §4 "A token error resets the
// challenge"). Wrong answers count per customer across sessions; after MAX_LOGIN_ATTEMPTS the customer's
// online login is locked for LOCKOUT_MS (retry_allowed 0).
import { randomInt, randomUUID } from 'node:crypto';
import { seededDob } from '../../content/seededCustomers';
import type { AuthScheme, Challenge } from '../../services/authSchemas';
import {
  type AlternativeIdentity,
  type CredentialsRecord,
  type CustomerRecord,
  credentialsOf,
  customerByAlternative,
  customerByLogin,
  customerByNumber,
} from '../customers/customerStore';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { currentKey, decryptWithKey } from './rsaKeys';
import { normalise, verifySecret } from './secretHash';

/** Wrong token calls before the customer's login is locked (retry_allowed counts down from it). */
export const MAX_LOGIN_ATTEMPTS = 3;
export const LOCKOUT_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 10 * 60 * 1000;
/** Characters of the password asked (partial password, doc 2 §3.5 "positions"). */
export const PASSWORD_POSITIONS = 3;
/** doc 2 §5.6: "passcode length taken from the challenge (default 10)". */
export const OTP_LENGTH = 10;

/** doc 1 §8 "Challenge creation: 1013 missing details leads to contact-bank". */
export const MISSING_DETAILS = '1013';

export interface SessionIdentity {
  username?: string | undefined;
  customerNumber?: string | undefined;
  alternative?: AlternativeIdentity | undefined;
}

export interface ChallengeSession {
  id: string;
  publicKey: string;
  scope: number;
  schemes: AuthScheme[];
}

function missingDetails(message: string): ApiError {
  return new ApiError(401, MISSING_DETAILS, message);
}

function choosePositions(length: number, count: number): number[] {
  const all = Array.from({ length }, (_, index) => index + 1);
  const chosen: number[] = [];
  while (chosen.length < Math.min(count, length)) {
    const [position] = all.splice(randomInt(0, all.length), 1);
    if (position !== undefined) chosen.push(position);
  }
  return chosen.sort((a, b) => a - b);
}

/** The schemes a customer can answer, internet banking first (doc 1 §4: the first challenge tells the type). */
function schemesFor(customer: CustomerRecord, credentials: CredentialsRecord): AuthScheme[] {
  const schemes: AuthScheme[] = [];
  const { passwordHashes, securityQuestions, accessCodeHash, cards } = credentials;
  const internetBanking = passwordHashes.length >= PASSWORD_POSITIONS && securityQuestions.length > 0;
  if (internetBanking) {
    const question = securityQuestions[randomInt(0, securityQuestions.length)];
    schemes.push({
      id: 'password',
      challenges: [
        { type: 'partial_password', positions: choosePositions(passwordHashes.length, PASSWORD_POSITIONS) },
        { type: 'security_questions', questions: question ? [{ id: question.id, question: question.question }] : [] },
      ],
    });
  }
  if (accessCodeHash) {
    schemes.push({ id: 'acn', challenges: [{ type: 'acn', fields: ['access_code', 'sort_code', 'account_number'] }] });
  }
  if (cards.some((card) => card.kind === 'debit')) {
    schemes.push({
      id: 'debit_card',
      challenges: [{ type: 'debit_card', fields: ['pan', 'sort_code', 'account_number'] }],
    });
  }
  if (cards.some((card) => card.kind === 'credit')) {
    schemes.push({
      id: 'credit_card',
      challenges: [{ type: 'credit_card', fields: ['pan', 'credit_limit'] }, { type: 'date_of_birth' }],
    });
  }
  if (customer.mobile && schemes.length > 0) {
    schemes.push({ id: 'otp', challenges: [{ type: 'otp', length: OTP_LENGTH }, { type: 'date_of_birth' }] });
  }
  return schemes;
}

/** What an unknown user is asked, so that a challenge never tells whether a user exists. */
function decoySchemes(): AuthScheme[] {
  return [
    {
      id: 'password',
      challenges: [
        { type: 'partial_password', positions: choosePositions(8 + randomInt(0, 5), PASSWORD_POSITIONS) },
        {
          type: 'security_questions',
          questions: [{ id: 'SQ01', question: 'What was the name of your first pet?' }],
        },
      ],
    },
    { id: 'otp', challenges: [{ type: 'otp', length: OTP_LENGTH }, { type: 'date_of_birth' }] },
  ];
}

async function findCustomer(db: Db, bankId: string, identity: SessionIdentity, now: Date) {
  const { username, customerNumber, alternative } = identity;
  const given = [username, customerNumber, alternative].filter((value) => value !== undefined && value !== '');
  if (given.length !== 1) {
    throw missingDetails('Give a username, a customer number or the alternative identification details');
  }
  let customer: CustomerRecord | undefined;
  if (username) customer = await customerByLogin(db, username);
  else if (customerNumber)
    customer = /^10\d{8}$/.test(customerNumber) ? await customerByNumber(db, customerNumber) : undefined;
  else if (alternative) customer = await customerByAlternative(db, alternative, now);
  return customer && customer.bankId === bankId ? customer : undefined;
}

/** POST .../oauth2/token/challenges: a new session with the challenges to answer. */
export async function createChallengeSession(
  db: Db,
  input: { bankId: string; identity: SessionIdentity; scope: number; now: Date },
): Promise<ChallengeSession> {
  const { bankId, identity, scope, now } = input;
  const customer = await findCustomer(db, bankId, identity, now);
  let schemes: AuthScheme[];
  if (customer) {
    schemes = schemesFor(customer, await credentialsOf(db, customer.customerNumber));
    if (schemes.length === 0) {
      throw missingDetails('We do not hold the details needed to log you in online: contact the bank');
    }
  } else {
    schemes = decoySchemes();
  }
  const key = await currentKey(db, now);
  const id = randomUUID();
  await db.query(
    `INSERT INTO auth_sessions (id, bank_id, customer_number, scope, key_id, schemes, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
    [
      id,
      bankId,
      customer?.customerNumber ?? null,
      scope,
      key.id,
      JSON.stringify(schemes),
      now.toISOString(),
      new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    ],
  );
  return { id, publicKey: key.publicKey, scope, schemes };
}

export interface SessionRow {
  id: string;
  bank_id: string;
  customer_number: string | null;
  scope: number;
  key_id: string;
  schemes: AuthScheme[];
  otps_sent: number;
}

/** A live session (not spent, not expired) of this bank. */
export async function liveSession(
  db: Db,
  bankId: string,
  sessionId: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>(
    `SELECT id, bank_id, customer_number, scope, key_id, schemes, otps_sent FROM auth_sessions
     WHERE id = $1 AND bank_id = $2 AND completed_at IS NULL AND expires_at > $3`,
    [sessionId, bankId, now.toISOString()],
  );
  return row;
}

export interface AnswerItem {
  authType: string;
  authIndex: number;
  authData: string;
}

export type ExchangeResult =
  | { ok: true; customerNumber: string; scope: number; retryAllowed: number }
  | { ok: false; code: 'invalid_credentials' | 'retries_exceeded' | 'invalid_session'; retryAllowed: number };

/** How many inputs each challenge has, in authIndex order. */
function inputCount(challenge: Challenge): number {
  switch (challenge.type) {
    case 'partial_password':
      return challenge.positions.length;
    case 'security_questions':
      return challenge.questions.length;
    case 'acn':
    case 'debit_card':
    case 'credit_card':
      return challenge.fields.length;
    case 'otp':
    case 'date_of_birth':
      return 1;
  }
}

const digits = normalise.digits;

async function latestOtpMatches(db: Db, sessionId: string, answer: string, now: Date): Promise<boolean> {
  const [otp] = await db.query<{ id: string; code_hash: string }>(
    `SELECT id, code_hash FROM auth_otps WHERE session_id = $1 AND used_at IS NULL AND expires_at > $2
     ORDER BY id DESC LIMIT 1`,
    [sessionId, now.toISOString()],
  );
  if (!otp || !/^\d+$/.test(answer)) return false;
  const ok = await verifySecret(answer, otp.code_hash);
  if (ok) await db.query('UPDATE auth_otps SET used_at = $2 WHERE id = $1', [otp.id, now.toISOString()]);
  return ok;
}

/** Checks every input of one challenge; `answer(i)` is the decrypted answer of input i. */
async function challengeAnswered(
  db: Db,
  challenge: Challenge,
  answer: (index: number) => string,
  context: { customer: CustomerRecord; credentials: CredentialsRecord; sessionId: string; now: Date },
): Promise<boolean> {
  const { customer, credentials, sessionId, now } = context;
  const accountMatches = (sortCode: string, accountNumber: string) =>
    customer.accounts.some(
      (account) => account.sortCode === digits(sortCode) && account.accountNumber === digits(accountNumber),
    );
  switch (challenge.type) {
    case 'partial_password': {
      const checks = challenge.positions.map((position, index) => {
        const character = answer(index);
        return [...character].length === 1
          ? verifySecret(normalise.passwordCharacter(position, character), credentials.passwordHashes[position - 1])
          : Promise.resolve(false);
      });
      return (await Promise.all(checks)).every(Boolean);
    }
    case 'security_questions': {
      const checks = challenge.questions.map((question, index) => {
        const stored = credentials.securityQuestions.find((candidate) => candidate.id === question.id);
        return verifySecret(normalise.securityAnswer(answer(index)), stored?.hash);
      });
      return (await Promise.all(checks)).every(Boolean);
    }
    case 'acn':
      return (
        accountMatches(answer(1), answer(2)) &&
        /^\d{4}$/.test(answer(0)) &&
        verifySecret(answer(0), credentials.accessCodeHash)
      );
    case 'debit_card': {
      const card = credentials.cards.find((candidate) => candidate.kind === 'debit');
      return Boolean(
        card &&
          card.sortCode === digits(answer(1)) &&
          card.accountNumber === digits(answer(2)) &&
          (await verifySecret(digits(answer(0)), card.panHash)),
      );
    }
    case 'credit_card': {
      const card = credentials.cards.find((candidate) => candidate.kind === 'credit');
      return Boolean(
        card &&
          card.creditLimit !== null &&
          Number(answer(1).replace(/[£,\s]/g, '')) === card.creditLimit &&
          (await verifySecret(digits(answer(0)), card.panHash)),
      );
    }
    case 'date_of_birth':
      return answer(0) === seededDob(customer.dob, now);
    case 'otp':
      return latestOtpMatches(db, sessionId, digits(answer(0)), now);
  }
}

async function recordFailure(db: Db, customerNumber: string, now: Date): Promise<number> {
  const [row] = await db.query<{ failed_attempts: number }>(
    `UPDATE customer_credentials SET failed_attempts = failed_attempts + 1,
       locked_until = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz ELSE locked_until END
     WHERE customer_number = $1 RETURNING failed_attempts`,
    [customerNumber, MAX_LOGIN_ATTEMPTS, new Date(now.getTime() + LOCKOUT_MS).toISOString()],
  );
  return Math.max(0, MAX_LOGIN_ATTEMPTS - (row?.failed_attempts ?? MAX_LOGIN_ATTEMPTS));
}

/**
 * POST .../oauth2/token: spends the session, decrypts the answers (each `sessionId:answer`, doc 2 §7.3)
 * and checks them. Decryption happens only here; answers are never logged or stored.
 */
export async function exchangeAnswers(
  db: Db,
  input: { bankId: string; sessionId: string; schemeId: string; answers: readonly AnswerItem[]; now: Date },
): Promise<ExchangeResult> {
  const { bankId, sessionId, schemeId, answers, now } = input;
  const session = await liveSession(db, bankId, sessionId, now);
  const scheme = session?.schemes.find((candidate) => candidate.id === schemeId);
  if (session && !scheme)
    throw new ApiError(400, 'invalid_request', 'The auth scheme is not one of the session', 'auth_scheme');
  // One attempt per session: claim it before checking anything.
  const claimed = session
    ? await db.query('UPDATE auth_sessions SET completed_at = $2 WHERE id = $1 AND completed_at IS NULL RETURNING id', [
        sessionId,
        now.toISOString(),
      ])
    : [];
  if (!session || !scheme || claimed.length === 0)
    return { ok: false, code: 'invalid_session', retryAllowed: MAX_LOGIN_ATTEMPTS };

  if (!session.customer_number) return { ok: false, code: 'invalid_credentials', retryAllowed: MAX_LOGIN_ATTEMPTS - 1 };
  const customer = await customerByNumber(db, session.customer_number);
  if (!customer) return { ok: false, code: 'invalid_session', retryAllowed: MAX_LOGIN_ATTEMPTS };
  let credentials = await credentialsOf(db, customer.customerNumber);
  if (credentials.lockedUntil && credentials.lockedUntil > now) {
    return { ok: false, code: 'retries_exceeded', retryAllowed: 0 };
  }
  if (credentials.lockedUntil) {
    await db.query(
      'UPDATE customer_credentials SET failed_attempts = 0, locked_until = NULL WHERE customer_number = $1',
      [customer.customerNumber],
    );
    credentials = { ...credentials, failedAttempts: 0, lockedUntil: null };
  }

  const decrypted = new Map<string, string>();
  for (const item of answers) {
    const plain = await decryptWithKey(db, session.key_id, item.authData);
    const prefix = `${sessionId}:`;
    // An answer encrypted for another session (a replay) is a wrong answer.
    if (plain?.startsWith(prefix)) decrypted.set(`${item.authType}:${item.authIndex}`, plain.slice(prefix.length));
  }
  let allRight = true;
  for (const challenge of scheme.challenges) {
    const count = inputCount(challenge);
    const complete = Array.from({ length: count }, (_, index) => decrypted.has(`${challenge.type}:${index}`)).every(
      Boolean,
    );
    const answer = (index: number) => decrypted.get(`${challenge.type}:${index}`) ?? '';
    const right =
      complete && (await challengeAnswered(db, challenge, answer, { customer, credentials, sessionId, now }));
    allRight &&= right;
  }
  if (!allRight) {
    const retryAllowed = await recordFailure(db, customer.customerNumber, now);
    return { ok: false, code: retryAllowed === 0 ? 'retries_exceeded' : 'invalid_credentials', retryAllowed };
  }
  await db.query(
    'UPDATE customer_credentials SET failed_attempts = 0, locked_until = NULL WHERE customer_number = $1',
    [customer.customerNumber],
  );
  return { ok: true, customerNumber: customer.customerNumber, scope: session.scope, retryAllowed: MAX_LOGIN_ATTEMPTS };
}
