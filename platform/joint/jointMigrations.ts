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
  {
    // Issue 16: the joint second applicant's entry of the enquiry in a column of its own (platform/cases/storedEnquiry.ts),
    // so each applicant's autosave writes its own column: the second applicant's no longer rewrites the whole enquiry
    // with jsonb_set (bench/results/2026-12-02-second-column.md). The submitted cases' usernames (migration 680) are
    // read from both columns, and kept again when either changes.
    id: 700,
    name: "the joint second applicant's entry of the enquiry in a column of its own",
    statements: [
      'ALTER TABLE cases ADD COLUMN second_applicant jsonb',
      `CREATE OR REPLACE FUNCTION keep_submitted_usernames() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM submitted_usernames WHERE case_id = NEW.id;
        INSERT INTO submitted_usernames (username, case_id)
          SELECT DISTINCT entry.part -> 'user_details' ->> 'username', NEW.id
          FROM jsonb_array_elements(
            CASE WHEN jsonb_typeof(NEW.enquiry -> 'applicants') = 'array' THEN NEW.enquiry -> 'applicants' ELSE '[]'::jsonb END
            || CASE WHEN jsonb_typeof(NEW.second_applicant) = 'object' THEN jsonb_build_array(NEW.second_applicant)
              ELSE '[]'::jsonb END) AS entry (part)
          WHERE COALESCE(entry.part -> 'user_details' ->> 'username', '') <> ''
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END
      $$`,
      'DROP TRIGGER cases_submitted_usernames_updated ON cases',
      `CREATE TRIGGER cases_submitted_usernames_updated AFTER UPDATE OF enquiry, second_applicant, submitted_at ON cases
        FOR EACH ROW WHEN (NEW.submitted_at IS NOT NULL
          AND (OLD.submitted_at IS NULL OR OLD.enquiry IS DISTINCT FROM NEW.enquiry
            OR OLD.second_applicant IS DISTINCT FROM NEW.second_applicant))
        EXECUTE FUNCTION keep_submitted_usernames()`,
      // (after the function: a submitted case's usernames are kept again from both columns as its entry moves)
      `UPDATE cases SET second_applicant = enquiry -> 'applicants' -> 1,
         enquiry = jsonb_set(enquiry, '{applicants}', jsonb_build_array(enquiry -> 'applicants' -> 0))
       WHERE jsonb_typeof(enquiry -> 'applicants') = 'array' AND jsonb_array_length(enquiry -> 'applicants') = 2`,
    ],
  },
];
