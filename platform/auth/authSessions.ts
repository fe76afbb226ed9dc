// Challenge sessions and the token exchange (doc 1 §4 "Authentication and session", doc 1 §7
// "Authentication", doc 2 §3.5 challenge types). A session is created for a user identity and a scope;
// it holds the challenges asked and the key their answers must be encrypted with. One token call spends
// a session: after a wrong answer the app creates a new challenge (doc 1 §4 "A token error resets the
// challenge"). Wrong answers count per customer across sessions; after MAX_LOGIN_ATTEMPTS the customer's
// online login is locked for LOCKOUT_MS (retry_allowed 0; doc 1 §4 "beyond the limit a 'too many retries'
// message shows"). The try is taken in one atomic database step BEFORE the answers are checked
// (auth/attemptCounters.ts), so parallel token calls can never get more than MAX_LOGIN_ATTEMPTS guesses.
// An unknown identity gets a decoy challenge of the same shape, counted and locked the same way, so neither
// the challenge nor the token answers tell whether a user exists (issue 10).
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { SEEDED_CUSTOMERS, seededDob } from '../../content/seededCustomers';
import type { AuthScheme, Challenge } from '../../contract/authSchemas';
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
import { clearTries, counterSubject, type LockoutRule, takeTry, triesUsed } from './attemptCounters';
import { currentKey, decryptWithKey } from './rsaKeys';
import { hashSecret, liveScryptCost, normalise, SEED_SCRYPT_COST, verifySecret } from './secretHash';

/** Wrong token calls before the customer's login is locked (retry_allowed counts down from it). */
export const MAX_LOGIN_ATTEMPTS = 3;
export const LOCKOUT_MS = 60 * 60 * 1000;
/** The login's lockout counter (auth/attemptCounters.ts), per customer or per unknown identity. */
export const LOGIN_LOCKOUT: LockoutRule = { name: 'login', max: MAX_LOGIN_ATTEMPTS, lockMs: LOCKOUT_MS };
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

/** The counter a known customer's tries are taken from. */
export const customerSubject = (customerNumber: string): string => counterSubject('login-customer', customerNumber);

/** The counter an unknown identity's tries are taken from: the same identity always meets the same counter. */
function identitySubject(bankId: string, identity: SessionIdentity): string {
  return counterSubject('login-identity', bankId, identityKey(identity));
}

function identityKey({ username, customerNumber, alternative }: SessionIdentity): string {
  if (username) return `u:${username}`;
  if (customerNumber) return `c:${customerNumber}`;
  const values = alternative ? Object.values(alternative).map((value) => String(value).trim().toLowerCase()) : [];
  return `a:${JSON.stringify(values)}`;
}

/** Bytes derived from an unknown identity, so that its decoy is the same on every call (issue 10). */
function decoyBytes(identity: SessionIdentity): Buffer {
  return createHash('sha256')
    .update(`account-opening-decoy:${identityKey(identity)}`)
    .digest();
}

const SEEDED_QUESTIONS = [
  ...new Map(
    SEEDED_CUSTOMERS.flatMap((customer) => customer.securityQuestions).map((item) => [item.id, item.question]),
  ),
];

/**
 * What an unknown user is asked: the shape most internet-banking customers get (password, acn, debit card,
 * passcode; content/seededCustomers.ts), with a password length and a question set derived from the
 * identity, and positions and the question drawn at random on each call as for a real customer.
 */
function decoySchemes(identity: SessionIdentity): AuthScheme[] {
  const bytes = decoyBytes(identity);
  const passwordLength = 8 + ((bytes[0] ?? 0) % 9); // doc 2 §9: passwords are 8 to 16 characters
  const [id, question] = SEEDED_QUESTIONS[randomInt(0, SEEDED_QUESTIONS.length)] ?? ['SQ01', ''];
  return [
    {
      id: 'password',
      challenges: [
        { type: 'partial_password', positions: choosePositions(passwordLength, PASSWORD_POSITIONS) },
        { type: 'security_questions', questions: [{ id, question }] },
      ],
    },
    { id: 'acn', challenges: [{ type: 'acn', fields: ['access_code', 'sort_code', 'account_number'] }] },
    { id: 'debit_card', challenges: [{ type: 'debit_card', fields: ['pan', 'sort_code', 'account_number'] }] },
    { id: 'otp', challenges: [{ type: 'otp', length: OTP_LENGTH }, { type: 'date_of_birth' }] },
  ];
}

/** The mobile a decoy session's passcodes are "sent" to (masked like a real one; nothing is sent). */
export function decoyMobile(identitySubjectValue: string): string {
  const bytes = createHash('sha256').update(`account-opening-decoy-mobile:${identitySubjectValue}`).digest();
  return `07700900${String(bytes.readUInt16BE(0) % 1000).padStart(3, '0')}`;
}

/** The bank an unknown username is said to belong to (GET /users/{username}), fixed per username. */
export function decoyBankId(username: string): 'CB' | 'YB' {
  // About one seeded customer in eight is a YB customer.
  return ((decoyBytes({ username })[1] ?? 0) & 7) === 0 ? 'YB' : 'CB';
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
    // The same reads as for a customer, so the answer takes about as long.
    await credentialsOf(db, '');
    schemes = decoySchemes(identity);
  }
  const subject = customer ? customerSubject(customer.customerNumber) : identitySubject(bankId, identity);
  const key = await currentKey(db, now);
  const id = randomUUID();
  await db.query(
    `INSERT INTO auth_sessions (id, bank_id, customer_number, scope, key_id, schemes, created_at, expires_at,
       identity_subject)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)`,
    [
      id,
      bankId,
      customer?.customerNumber ?? null,
      scope,
      key.id,
      JSON.stringify(schemes),
      now.toISOString(),
      new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      subject,
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
  /** The lockout counter of the session's customer or unknown identity (auth/attemptCounters.ts). */
  identity_subject: string | null;
}

/** A live session (not spent, not expired) of this bank. */
export async function liveSession(
  db: Db,
  bankId: string,
  sessionId: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>(
    `SELECT id, bank_id, customer_number, scope, key_id, schemes, otps_sent, identity_subject FROM auth_sessions
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
  if (!(await verifySecret(answer, otp.code_hash))) return false;
  // A passcode is spent once: the UPDATE is the atomic claim.
  const spent = await db.query('UPDATE auth_otps SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [
    otp.id,
    now.toISOString(),
  ]);
  return spent.length === 1;
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

let dummyHashes: Promise<{ seed: string; live: string }> | undefined;

/** Hashes that never match, at the cost of a seeded secret and of a passcode. */
function dummies(): Promise<{ seed: string; live: string }> {
  dummyHashes ??= Promise.all([
    hashSecret('decoy', undefined, SEED_SCRYPT_COST),
    hashSecret('decoy', undefined, liveScryptCost()),
  ]).then(([seed, live]) => ({ seed, live }));
  return dummyHashes;
}

/** A decoy's answers are checked as a customer's would be (as many hash comparisons), and never match. */
async function decoyChallengeChecked(challenge: Challenge, answer: (index: number) => string): Promise<false> {
  const { seed, live } = await dummies();
  const checks: Promise<boolean>[] = [];
  switch (challenge.type) {
    case 'partial_password':
    case 'security_questions':
      for (let index = 0; index < inputCount(challenge); index += 1) checks.push(verifySecret(answer(index), seed));
      break;
    case 'acn':
    case 'debit_card':
    case 'credit_card':
      checks.push(verifySecret(answer(0), seed));
      break;
    case 'otp':
      checks.push(verifySecret(answer(0), live));
      break;
    case 'date_of_birth':
      break;
  }
  await Promise.all(checks);
  return false;
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
  if (!session || !scheme || claimed.length === 0) {
    // Never more than the counter says is left, so the count a client sees never goes back up.
    // The session may be spent or expired: its identity still tells which counter to read.
    const [known] = await db.query<{ identity_subject: string | null }>(
      'SELECT identity_subject FROM auth_sessions WHERE id = $1 AND bank_id = $2',
      [sessionId, bankId],
    );
    const used = known?.identity_subject ? await triesUsed(db, LOGIN_LOCKOUT, known.identity_subject, now) : 0;
    return { ok: false, code: 'invalid_session', retryAllowed: Math.max(0, MAX_LOGIN_ATTEMPTS - used) };
  }

  const customer = session.customer_number ? await customerByNumber(db, session.customer_number) : undefined;
  if (session.customer_number && !customer) return { ok: false, code: 'invalid_session', retryAllowed: 0 };
  const subject = session.identity_subject ?? customerSubject(session.customer_number ?? '');
  // The try is taken before anything is checked (issue 10): locked means refused unchecked, right or wrong.
  const tried = await takeTry(db, LOGIN_LOCKOUT, subject, now);
  if (!tried.taken) return { ok: false, code: 'retries_exceeded', retryAllowed: 0 };
  const credentials = customer ? await credentialsOf(db, customer.customerNumber) : undefined;

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
      customer && credentials
        ? complete && (await challengeAnswered(db, challenge, answer, { customer, credentials, sessionId, now }))
        : await decoyChallengeChecked(challenge, answer);
    allRight &&= right;
  }
  if (!allRight || !customer) {
    const retryAllowed = tried.remaining;
    return { ok: false, code: retryAllowed === 0 ? 'retries_exceeded' : 'invalid_credentials', retryAllowed };
  }
  // doc 1 §4: the tries count wrong answers in a row; a right one starts the count again.
  await clearTries(db, LOGIN_LOCKOUT, subject);
  return { ok: true, customerNumber: customer.customerNumber, scope: session.scope, retryAllowed: MAX_LOGIN_ATTEMPTS };
}
