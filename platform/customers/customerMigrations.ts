// Migrations 250-259 (existing customers' details for step 1, doc 1 §4 "Existing-customer data"): the National
// Insurance number the bank's records hold, seeded from content/seededCustomers.ts SEEDED_NI_NUMBERS.
import { SEEDED_NI_NUMBERS } from '../../content/seededCustomers';
import type { Migration } from '../db/migration';

const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`;

export const CUSTOMER_DETAILS_MIGRATIONS: readonly Migration[] = [
  {
    id: 250,
    name: 'customers: National Insurance number',
    statements: [
      'ALTER TABLE customers ADD COLUMN ni_number text',
      ...Object.entries(SEEDED_NI_NUMBERS).map(
        ([customerNumber, niNumber]) =>
          `UPDATE customers SET ni_number = ${literal(niNumber)} WHERE customer_number = ${literal(customerNumber)}`,
      ),
    ],
  },
];
