// Registration for internet and telephone banking (doc 1 "Registration", §7 "PUT .../user/credentials with
// registration data encrypted with the public key; a 409 goes to a specific error callback"; doc 2 §5.6; doc 3
// "Registration and login"). Who registers is the token's user: an existing customer's login, or a new applicant's
// case token once the case's accounts are open (the case gave the customer number, doc 1 "Account opened"). The
// new customer's record is made from the case's enquiry the first time. The secrets arrive RSA-OAEP encrypted
// with the platform's public key (auth/rsaKeys.ts), are checked with the SAME field declarations as the screen
// (content/fields/credentials.ts REGISTRATION_FIELDS through contract/rules.ts) and stored as scrypt hashes only:
// the password character by character (so the partial-password challenge of auth/authSessions.ts can ask any
// three positions), each answer normalised as login compares it, the PIN whole. A customer who registered then logs
// in through the existing login.
import {
  REGISTRATION_CONFIRMATIONS,
  REGISTRATION_FIELDS,
  registrationProblem,
  SECURITY_QUESTIONS,
} from '../../content/fields/credentials';
import type { ApplicationForm } from '../../contract/applicationForm';
import type { RegistrationRequest } from '../../contract/registrationSchemas';
import { CREDENTIALS_EXIST, REGISTRATION_CREDENTIAL_PROBLEM } from '../../contract/registrationSchemas';
import type { CaseRecord } from '../cases/caseRecord';
import { selectCase } from '../cases/caseStore';
import { credentialsOf, customerByNumber, customerByUsername } from '../customers/customerStore';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { firstViolation } from '../http/fieldRefusal';
import { customerNumberOfApplicant } from '../joint/jointStore';
import type { AccessTokenClaims } from './accessTokens';
import { decryptWithKey, PUBLIC_KEY_TTL_MS } from './rsaKeys';
import { hashSecret, normalise } from './secretHash';

/** The customer a token speaks for, for registration: its login, or its opened new-to-bank case's customer. */
export async function registrantOf(db: Db, claims: AccessTokenClaims): Promise<{ customerNumber: string }> {
  if (claims.customerNumber) return { customerNumber: claims.customerNumber };
  const record = claims.caseId ? await selectCase(db, claims.caseId) : undefined;
  if (!record || record.bankId !== claims.bankId) throw noCustomerYet();
  return caseRegistrant(db, record, claims.applicantIndex ?? 0);
}

const noCustomerYet = () =>
  new ApiError(404, 'user_not_found', 'There is no customer to register yet: the accounts are not open');

/** An opened case's applicant as the customer who registers: their customer record made the first time. */
async function caseRegistrant(db: Db, record: CaseRecord, applicantIndex: number): Promise<{ customerNumber: string }> {
  // A joint case's second applicant registers as the customer they are, never as the first applicant (issue 12).
  const customerNumber = await customerNumberOfApplicant(db, record, applicantIndex);
  if (!customerNumber) throw noCustomerYet();
  await ensureCustomer(db, record, customerNumber, applicantIndex);
  return { customerNumber };
}

/** Whether the customer has internet-banking credentials (a password and security questions). */
export async function isRegistered(db: Db, customerNumber: string): Promise<boolean> {
  const credentials = await credentialsOf(db, customerNumber);
  return credentials.passwordHashes.length > 0;
}

const capitalised = (value: string | undefined): string =>
  value ? `${value.charAt(0).toUpperCase()}${value.slice(1).toLowerCase()}` : '';

/** A new customer's record from the opened case's enquiry (only once; nothing personal is logged). */
async function ensureCustomer(
  db: Db,
  record: CaseRecord,
  customerNumber: string,
  applicantIndex: number,
): Promise<void> {
  if (await customerByNumber(db, customerNumber)) return;
  const applicant = record.enquiry.applicants[applicantIndex] ?? record.enquiry.applicants[0];
  const personal = applicant?.personal_details;
  const uk = personal?.addresses?.[0]?.uk_address;
  const wanted = applicant?.user_details?.username;
  // A username someone else holds is not taken over: that customer logs in by customer number.
  const username = wanted && !(await customerByUsername(db, wanted)) ? wanted : null;
  const accounts = record.accounts.map((account, index) => ({
    accountType: account.account_type === 'credit-card' ? 'creditcard' : account.account_type,
    productCode: account.product_code,
    accountNumber: account.account_number ?? '',
    sortCode: account.sort_code ?? '',
    accountId: account.account_id ?? `ACC-${record.id}-${index + 1}`,
  }));
  await db.query(
    `INSERT INTO customers (customer_number, customer_id, bank_id, username, title, first_name, last_name, gender,
       dob, address, email, mobile, home_phone, marketing_preferences, accounts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13, '[]'::jsonb, $14::jsonb)
     ON CONFLICT (customer_number) DO NOTHING`,
    [
      customerNumber,
      `CUS-${customerNumber}`,
      record.bankId,
      username,
      personal?.name?.title ?? '',
      personal?.name?.first ?? '',
      personal?.name?.last ?? '',
      capitalised(personal?.sex) === 'Male' ? 'Male' : 'Female',
      JSON.stringify({ date: personal?.dob ?? '1900-01-01' }),
      JSON.stringify({
        houseNumber: uk?.house_number ?? uk?.house_name ?? '',
        street: uk?.street_name ?? uk?.address_line1 ?? '',
        city: uk?.city ?? '',
        postcode: uk?.postcode ?? '',
      }),
      applicant?.contact_details?.email ?? '',
      applicant?.contact_details?.phone?.mobile ?? null,
      applicant?.contact_details?.phone?.home ?? null,
      JSON.stringify(accounts),
    ],
  );
}

/** The plain text of a secret encrypted with any public key still able to decrypt (issued within two lifetimes). */
async function decrypt(db: Db, ciphertext: string, now: Date): Promise<string | undefined> {
  const keys = await db.query<{ id: string }>(
    'SELECT id FROM auth_rsa_keys WHERE expires_at > $1 ORDER BY created_at DESC LIMIT 5',
    [new Date(now.getTime() - PUBLIC_KEY_TTL_MS).toISOString()],
  );
  for (const key of keys) {
    const plain = await decryptWithKey(db, key.id, ciphertext);
    if (plain !== undefined) return plain;
  }
  return undefined;
}

const label = (name: string): string => REGISTRATION_FIELDS.find((field) => field.name === name)?.label ?? name;

function problem(name: string, reason: string): ApiError {
  return new ApiError(400, REGISTRATION_CREDENTIAL_PROBLEM, registrationProblem(label(name), reason), name);
}

/**
 * What the platform answers registration values (decrypted, under the flat field names of doc 2 §3.1) that break a
 * rule of the screen's own declarations (REGISTRATION_FIELDS less the confirmations, which the platform never sees):
 * the doc 3 §8 credential problem naming the field, with the field's message. Undefined when they keep every rule.
 * Pure: the agreement test (contract/validationAgreement.test.ts) runs it against the screen's check.
 */
export function registrationRefusal(values: Record<string, unknown>, now: Date): ApiError | undefined {
  const fields = REGISTRATION_FIELDS.filter((field) => !REGISTRATION_CONFIRMATIONS.includes(field.name));
  const violation = firstViolation(fields, values as ApplicationForm, { today: now, warn: () => {} });
  return violation && problem(violation.field, violation.message);
}

/** The decrypted values under the flat field names of doc 2 §3.1, checked by the screen's own declarations. */
async function checkedValues(
  db: Db,
  body: RegistrationRequest,
  now: Date,
): Promise<{ password: string; pin: string; answers: { id: string; answer: string }[] }> {
  const secret = async (name: string, ciphertext: string) => {
    const plain = await decrypt(db, ciphertext, now);
    if (plain === undefined) throw problem(name, 'it could not be read: start again');
    return plain;
  };
  const password = await secret('registrationPassword1', body.password);
  const pin = await secret('telephonePin', body.telephone_pin);
  const answers: { id: string; answer: string }[] = [];
  for (const [index, item] of body.security_questions.entries()) {
    answers.push({ id: item.id, answer: await secret(`securityAnswer${index + 1}`, item.answer) });
  }
  const values: Record<string, unknown> = {
    customerNumber: body.customer_number,
    registrationPassword1: password,
    telephonePin: pin,
    registrationTerms: body.terms_accepted,
    ...Object.fromEntries(
      answers.flatMap((item, index) => [
        [`securityQuestion${index + 1}`, item.id],
        [`securityAnswer${index + 1}`, item.answer],
      ]),
    ),
  };
  const refusal = registrationRefusal(values, now);
  if (refusal) throw refusal;
  return { password, pin, answers };
}

/**
 * PUT /banks/{bank}/user/credentials: checks, then stores the hashes in one statement that only writes where no
 * password is held yet, so two registrations at once cannot both succeed (the second gets the 409).
 */
export async function registerCredentials(
  db: Db,
  input: { customerNumber: string; body: RegistrationRequest; now: Date },
): Promise<void> {
  const { customerNumber, body, now } = input;
  if (await isRegistered(db, customerNumber)) throw credentialsExist();
  const { password, pin, answers } = await checkedValues(db, body, now);
  if (body.customer_number !== customerNumber) {
    throw problem('customerNumber', 'enter the customer number we gave you when your account opened');
  }
  if (!(await storeCredentials(db, customerNumber, { password, pin, answers }))) throw credentialsExist();
}

/**
 * Stores a customer's credentials as hashes in one statement that only writes where no password is held yet, so two
 * registrations at once cannot both succeed: false when the customer had credentials already.
 */
async function storeCredentials(
  db: Db,
  customerNumber: string,
  secrets: { password: string; pin: string; answers: { id: string; answer: string }[] },
): Promise<boolean> {
  const { password, pin, answers } = secrets;
  const passwordHashes = await Promise.all(
    [...password].map((character, index) => hashSecret(normalise.passwordCharacter(index + 1, character))),
  );
  const securityQuestions = await Promise.all(
    answers.map(async ({ id, answer }) => ({
      id,
      question: SECURITY_QUESTIONS.find((question) => question.value === id)?.label ?? id,
      hash: await hashSecret(normalise.securityAnswer(answer)),
    })),
  );
  const pinHash = await hashSecret(pin);
  const stored = await db.query<{ customer_number: string }>(
    `INSERT INTO customer_credentials (customer_number, password_hashes, security_questions, telephone_pin_hash)
     VALUES ($1, $2::jsonb, $3::jsonb, $4)
     ON CONFLICT (customer_number) DO UPDATE
       SET password_hashes = EXCLUDED.password_hashes, security_questions = EXCLUDED.security_questions,
           telephone_pin_hash = EXCLUDED.telephone_pin_hash
       WHERE jsonb_array_length(customer_credentials.password_hashes) = 0
     RETURNING customer_number`,
    [customerNumber, JSON.stringify(passwordHashes), JSON.stringify(securityQuestions), pinHash],
  );
  return stored.length > 0;
}

/**
 * The credentials the sandbox registers a new customer with when they "register elsewhere" (platform/README.md
 * "Sandbox-only routes"): documented, so a tester can log in with them afterwards; they keep every rule of doc 2 §5.6.
 */
export const REGISTERED_ELSEWHERE = {
  password: 'Elsewh3re#Reg',
  answers: [
    { id: 'SQ01', answer: 'elsewhere1' },
    { id: 'SQ02', answer: 'elsewhere2' },
    { id: 'SQ03', answer: 'elsewhere3' },
  ],
  pin: '3691',
} as const;

/**
 * Sandbox control (POST /sandbox/cases/{caseId}/registered-elsewhere): the opened case's first applicant registers
 * for internet and telephone banking somewhere else (another tab, the bank's registration app) with the
 * REGISTERED_ELSEWHERE credentials. The app then finds them registered (GET .../user/credentials), or, when its form
 * was already open, has its own registration refused with the 409 (doc 1 §7 "a 409 goes to a specific error
 * callback"). 404 before the accounts are open (no customer yet), 409 credentials_exist when already registered.
 */
export async function registerElsewhere(db: Db, record: CaseRecord): Promise<{ customerNumber: string }> {
  const { customerNumber } = await caseRegistrant(db, record, 0);
  const stored = await storeCredentials(db, customerNumber, {
    password: REGISTERED_ELSEWHERE.password,
    pin: REGISTERED_ELSEWHERE.pin,
    answers: REGISTERED_ELSEWHERE.answers.map((item) => ({ ...item })),
  });
  if (!stored) throw credentialsExist();
  return { customerNumber };
}

function credentialsExist(): ApiError {
  return new ApiError(
    409,
    CREDENTIALS_EXIST,
    'You are already registered for internet and telephone banking: log in with your details',
  );
}
