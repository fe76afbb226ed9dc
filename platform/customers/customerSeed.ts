// The seed of the sandbox's existing customers as SQL (migration 201): the documented customers of
// content/seededCustomers.ts with their secrets replaced by the checked-in scrypt hashes and their card
// numbers masked. Deterministic: the same statements every time. To change the seed later, append a
// migration that re-seeds (an applied migration is never run again).
import {
  SEEDED_CUSTOMERS,
  SEEDED_PORTAL_CASES,
  type SeededCustomer,
  type SeededPortalCase,
} from '../../content/seededCustomers';
import { SEED_CREDENTIAL_HASHES } from '../auth/seedCredentialHashes';

/** A SQL literal of our own constants (quotes doubled); null as NULL. */
function literal(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

const json = (value: unknown): string => `${literal(JSON.stringify(value))}::jsonb`;

/** Only the last four digits of a card number are kept in clear (PCI DSS masking). */
export function maskPan(pan: string): string {
  const digits = pan.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

function hashOf(customer: SeededCustomer, purpose: string): string {
  const hash = SEED_CREDENTIAL_HASHES[customer.customerNumber]?.[purpose];
  if (!hash) throw new Error(`No seed hash for ${customer.customerNumber} ${purpose}: run generateSeedHashes`);
  return hash;
}

function customerStatements(customer: SeededCustomer): string[] {
  const statements = [
    `INSERT INTO customers (customer_number, customer_id, bank_id, username, title, first_name, last_name, gender,
       dob, address, email, mobile, home_phone, marketing_preferences, accounts)
     VALUES (${[
       literal(customer.customerNumber),
       literal(customer.customerId),
       literal(customer.bankId),
       literal(customer.username),
       literal(customer.title),
       literal(customer.firstName),
       literal(customer.lastName),
       literal(customer.gender),
       json(customer.dob),
       json(customer.address),
       literal(customer.email),
       literal(customer.mobile),
       literal(customer.homePhone),
       json(customer.marketingPreferences),
       json(
         customer.accounts.map((account, index) => ({
           ...account,
           accountId: `ACC-${customer.customerNumber}-${index + 1}`,
         })),
       ),
     ].join(', ')})`,
  ];
  const passwordHashes = [...(customer.password ?? '')].map((_, index) => hashOf(customer, `password:${index + 1}`));
  const questions = customer.securityQuestions.map(({ id, question }) => ({
    id,
    question,
    hash: hashOf(customer, `answer:${id}`),
  }));
  statements.push(
    `INSERT INTO customer_credentials (customer_number, password_hashes, security_questions, access_code_hash)
     VALUES (${literal(customer.customerNumber)}, ${json(passwordHashes)}, ${json(questions)}, ${literal(
       customer.accessCode ? hashOf(customer, 'access_code') : null,
     )})`,
  );
  if (customer.debitCard) {
    statements.push(
      `INSERT INTO customer_cards (customer_number, kind, masked_pan, pan_hash, sort_code, account_number)
       VALUES (${[
         literal(customer.customerNumber),
         literal('debit'),
         literal(maskPan(customer.debitCard.pan)),
         literal(hashOf(customer, 'debit_pan')),
         literal(customer.debitCard.sortCode),
         literal(customer.debitCard.accountNumber),
       ].join(', ')})`,
    );
  }
  if (customer.creditCard) {
    statements.push(
      `INSERT INTO customer_cards (customer_number, kind, masked_pan, pan_hash, credit_limit)
       VALUES (${[
         literal(customer.customerNumber),
         literal('credit'),
         literal(maskPan(customer.creditCard.pan)),
         literal(hashOf(customer, 'credit_pan')),
         literal(customer.creditCard.creditLimit),
       ].join(', ')})`,
    );
  }
  return statements;
}

/** Case-id prefix -> [case product type (URL part), account type (content/products.ts ProductType)]. */
const TYPES_OF_PREFIX: Record<string, [string, string]> = {
  CS: ['current', 'current'],
  SA: ['savings', 'savings'],
  CC: ['creditcard', 'credit-card'],
};

/** A real saved case in capture for the portal (doc 1 "Portal": resumable cases). */
function realCaseStatement(seeded: SeededPortalCase): string {
  const customer = SEEDED_CUSTOMERS.find((candidate) => candidate.customerNumber === seeded.customerNumber);
  if (!customer) throw new Error(`Seeded case ${seeded.id} names an unknown customer`);
  // a cash ISA is an SA case whose address names the type (csapcashisa)
  const [productType, accountType] = seeded.uri.includes('/csapcashisa/')
    ? ['cashisa', 'cashisa']
    : (TYPES_OF_PREFIX[seeded.id.slice(0, 2)] ?? ['current', 'current']);
  const enquiry = {
    product: { code: seeded.productCode },
    customer_id: customer.customerId,
    application_type: 'sole',
    applicants: [
      {
        personal_details: { name: { title: customer.title, first: customer.firstName, last: customer.lastName } },
        ...(customer.username ? { user_details: { username: customer.username } } : {}),
      },
    ],
  };
  const at = literal(seeded.createdAt);
  return `INSERT INTO cases (id, bank_id, product_type, product_code, sub_type, application_type, state, enquiry,
      accounts, customer_number, created_at, updated_at, state_entered_at)
    VALUES (${literal(seeded.id)}, ${literal(customer.bankId)}, ${literal(productType)}, ${literal(seeded.productCode)},
      'existing', 'sole', 'capture', ${json(enquiry)}, ${json([
        {
          account_type: accountType,
          product_code: seeded.productCode,
          account_id: null,
          account_number: null,
          sort_code: null,
        },
      ])}, ${literal(customer.customerNumber)}, ${at}, ${at}, ${at})
    ON CONFLICT (id) DO NOTHING`;
}

/** The listing-only portal entries (origin=mobile, other prefixes, non-csap types). */
function listedCaseStatement(seeded: SeededPortalCase): string {
  return `INSERT INTO seeded_case_summaries (id, customer_number, uri, description, product_code, created_at)
    VALUES (${[
      literal(seeded.id),
      literal(seeded.customerNumber),
      literal(seeded.uri),
      literal(seeded.description),
      literal(seeded.productCode),
      literal(seeded.createdAt),
    ].join(', ')})`;
}

export function customerSeedStatements(): string[] {
  return [
    ...SEEDED_CUSTOMERS.flatMap(customerStatements),
    ...SEEDED_PORTAL_CASES.map((seeded) => (seeded.real ? realCaseStatement(seeded) : listedCaseStatement(seeded))),
  ];
}
