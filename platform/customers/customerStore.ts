// Existing customers in the database (doc 1 §3 "customer"; doc 2 §3.3): the seeded sandbox customers of
// content/seededCustomers.ts. Personal data only; credentials are in customer_credentials (hashes).
import { type SeededDob, seededDob } from '../../content/seededCustomers';
import type { Db } from '../db/db';

export interface CustomerAccountRecord {
  accountType: 'current' | 'savings' | 'cashisa' | 'creditcard';
  productCode: string;
  accountNumber: string;
  sortCode: string;
  accountId: string;
}

export interface CustomerRecord {
  customerNumber: string;
  customerId: string;
  bankId: 'CB' | 'YB';
  username: string | null;
  title: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  dob: SeededDob;
  address: { houseNumber: string; street: string; city: string; postcode: string };
  email: string;
  mobile: string | null;
  homePhone: string | null;
  /** As the records hold it: one of two sentinel values when no real number is known (doc 2 §4). */
  niNumber: string | null;
  marketingPreferences: { type: string; value: 'Y' | 'N' }[];
  accounts: CustomerAccountRecord[];
}

interface CustomerRow {
  customer_number: string;
  customer_id: string;
  bank_id: string;
  username: string | null;
  title: string;
  first_name: string;
  last_name: string;
  gender: string;
  dob: SeededDob;
  address: CustomerRecord['address'];
  email: string;
  mobile: string | null;
  home_phone: string | null;
  ni_number: string | null;
  marketing_preferences: CustomerRecord['marketingPreferences'];
  accounts: CustomerAccountRecord[];
}

function fromRow(row: CustomerRow): CustomerRecord {
  return {
    customerNumber: row.customer_number,
    customerId: row.customer_id,
    bankId: row.bank_id === 'YB' ? 'YB' : 'CB',
    username: row.username,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender === 'Male' ? 'Male' : 'Female',
    dob: row.dob,
    address: row.address,
    email: row.email,
    mobile: row.mobile,
    homePhone: row.home_phone,
    niNumber: row.ni_number ?? null,
    marketingPreferences: row.marketing_preferences,
    accounts: row.accounts,
  };
}

const SELECT = 'SELECT * FROM customers';

export async function customerByNumber(db: Db, customerNumber: string): Promise<CustomerRecord | undefined> {
  const [row] = await db.query<CustomerRow>(`${SELECT} WHERE customer_number = $1`, [customerNumber]);
  return row ? fromRow(row) : undefined;
}

/** Usernames are case sensitive (doc 2 §5.6). */
export async function customerByUsername(db: Db, username: string): Promise<CustomerRecord | undefined> {
  const [row] = await db.query<CustomerRow>(`${SELECT} WHERE username = $1`, [username]);
  return row ? fromRow(row) : undefined;
}

export async function customerById(db: Db, customerId: string): Promise<CustomerRecord | undefined> {
  const [row] = await db.query<CustomerRow>(`${SELECT} WHERE customer_id = $1`, [customerId]);
  return row ? fromRow(row) : undefined;
}

/** Username, or else a 10-digit customer number (doc 2 §5.6 "username or customer number"). */
export async function customerByLogin(db: Db, login: string): Promise<CustomerRecord | undefined> {
  return (await customerByUsername(db, login)) ?? (/^10\d{8}$/.test(login) ? customerByNumber(db, login) : undefined);
}

const squash = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export interface AlternativeIdentity {
  firstName: string;
  lastName: string;
  dob: string;
  gender: 'Male' | 'Female';
  houseNumber: string;
  street: string;
  postcode: string;
}

/**
 * The one customer matching every alternative-identification detail (doc 2 §5.6): names, street and
 * postcode compared without case or spaces, date of birth as of `today`. Two matches are no match.
 */
export async function customerByAlternative(
  db: Db,
  identity: AlternativeIdentity,
  today: Date,
): Promise<CustomerRecord | undefined> {
  const rows = await db.query<CustomerRow>(
    `${SELECT} WHERE upper(first_name) = upper($1) AND upper(last_name) = upper($2) AND gender = $3`,
    [identity.firstName.trim(), identity.lastName.trim(), identity.gender],
  );
  const matches = rows
    .map(fromRow)
    .filter(
      (customer) =>
        seededDob(customer.dob, today) === identity.dob &&
        squash(customer.address.houseNumber) === squash(identity.houseNumber) &&
        squash(customer.address.street) === squash(identity.street) &&
        squash(customer.address.postcode) === squash(identity.postcode),
    );
  return matches.length === 1 ? matches[0] : undefined;
}

export interface CredentialsRecord {
  passwordHashes: string[];
  securityQuestions: { id: string; question: string; hash: string }[];
  accessCodeHash: string | null;
  failedAttempts: number;
  lockedUntil: Date | null;
  cards: {
    kind: 'debit' | 'credit';
    panHash: string;
    sortCode: string | null;
    accountNumber: string | null;
    creditLimit: number | null;
  }[];
}

export async function credentialsOf(db: Db, customerNumber: string): Promise<CredentialsRecord> {
  const [row] = await db.query<{
    password_hashes: string[];
    security_questions: CredentialsRecord['securityQuestions'];
    access_code_hash: string | null;
    failed_attempts: number;
    locked_until: Date | string | null;
  }>(
    `SELECT password_hashes, security_questions, access_code_hash, failed_attempts, locked_until
     FROM customer_credentials WHERE customer_number = $1`,
    [customerNumber],
  );
  const cards = await db.query<{
    kind: 'debit' | 'credit';
    pan_hash: string;
    sort_code: string | null;
    account_number: string | null;
    credit_limit: number | null;
  }>('SELECT kind, pan_hash, sort_code, account_number, credit_limit FROM customer_cards WHERE customer_number = $1', [
    customerNumber,
  ]);
  return {
    passwordHashes: row?.password_hashes ?? [],
    securityQuestions: row?.security_questions ?? [],
    accessCodeHash: row?.access_code_hash ?? null,
    failedAttempts: row?.failed_attempts ?? 0,
    lockedUntil: row?.locked_until ? new Date(row.locked_until) : null,
    cards: cards.map((card) => ({
      kind: card.kind,
      panHash: card.pan_hash,
      sortCode: card.sort_code,
      accountNumber: card.account_number,
      creditLimit: card.credit_limit,
    })),
  };
}
