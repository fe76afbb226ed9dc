// The table of switch applications (doc 1 §7 POST /banks/{bank-id}/cases/cas; migration ids 800-819 are reserved for
// it). Spread into platform/db/migrations.ts; append, never edit one that has been applied. The card number is never
// stored: only its last four digits, as the masked form shows them (doc 2 §5.7).
import type { Migration } from '../db/migration';

export const SWITCH_MIGRATIONS: readonly Migration[] = [
  {
    id: 800,
    name: 'case switches',
    statements: [
      `CREATE TABLE case_switches (
        id text PRIMARY KEY,
        case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        switch_type text NOT NULL,
        old_account_name text NOT NULL,
        old_sort_code text NOT NULL,
        old_account_number text NOT NULL,
        debit_card boolean NOT NULL,
        card_last4 text,
        card_expiry text,
        new_sort_code text NOT NULL,
        new_account_number text NOT NULL,
        complete_date date NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      'CREATE INDEX case_switches_old_account_idx ON case_switches (old_sort_code, old_account_number)',
    ],
  },
];
