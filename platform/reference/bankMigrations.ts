// Migrations of the bank details lookup (reserved ids 300-349): the sort-code table and its seed rows.
import type { Migration } from '../db/migration';
import { SEED_BANK_BRANCHES } from './bankSortCodes';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export const BANK_MIGRATIONS: readonly Migration[] = [
  {
    id: 300,
    name: 'bank_branches',
    statements: [
      `CREATE TABLE bank_branches (
        sort_code text PRIMARY KEY CHECK (sort_code ~ '^[0-9]{6}$'),
        bank_name text NOT NULL,
        branch text NOT NULL
      )`,
      `INSERT INTO bank_branches (sort_code, bank_name, branch) VALUES ${SEED_BANK_BRANCHES.map(
        (row) => `(${literal(row.sortCode)}, ${literal(row.bankName)}, ${literal(row.branch)})`,
      ).join(', ')}`,
    ],
  },
];
