// The joint application's tables (doc 1 §4 "Joint", §3 case `joint_link_code`, `application_type`; issue 12):
// the second applicant of a joint case, and the invitations sent to them by email and text.
import type { Migration } from '../db/migration';

export const JOINT_MIGRATIONS: readonly Migration[] = [
  {
    id: 400,
    name: 'joint applicants and invitations',
    statements: [
      // One second applicant per case: the primary key makes linking atomic (two people racing with one code: one wins).
      `CREATE TABLE joint_applicants (
        case_id text PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
        applicant_index integer NOT NULL DEFAULT 1,
        customer_number text,
        linked_at timestamptz NOT NULL,
        completed_at timestamptz
      )`,
      'CREATE INDEX joint_applicants_customer_idx ON joint_applicants (customer_number) WHERE customer_number IS NOT NULL',
      // A link code names one case: a live code is never drawn twice.
      'CREATE UNIQUE INDEX cases_joint_link_code_idx ON cases (joint_link_code) WHERE joint_link_code IS NOT NULL',
      `CREATE TABLE joint_invitations (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        channel text NOT NULL,
        address text NOT NULL,
        link text NOT NULL,
        sent_at timestamptz NOT NULL
      )`,
      'CREATE INDEX joint_invitations_case_idx ON joint_invitations (case_id, id)',
    ],
  },
  {
    // Issue 16: when the second applicant submitted their part is the case row's (cases.second_completed_at), not
    // joint_applicants': the second applicant's autosave checks it in its one UPDATE's WHERE as a column of the row it
    // writes (before, a subquery probing joint_applicants' index on every save), the poll of their token reads it
    // without a subquery, and under READ COMMITTED a save that waited for the row lock re-checks it on the row's
    // latest version (bench/results/2026-11-29-second-completed.md).
    id: 401,
    name: 'second applicant completed on the case row',
    statements: [
      'ALTER TABLE cases ADD COLUMN second_completed_at timestamptz',
      `UPDATE cases c SET second_completed_at = ja.completed_at
       FROM joint_applicants ja WHERE ja.case_id = c.id AND ja.completed_at IS NOT NULL`,
      'ALTER TABLE joint_applicants DROP COLUMN completed_at',
    ],
  },
];
