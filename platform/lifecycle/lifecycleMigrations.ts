// The tables of the case lifecycle, decisions, offers and evidence (migration ids 100-149 are reserved
// for them). Spread into platform/db/migrations.ts; append, never edit one that has been applied.
import type { Migration } from '../db/migration';

export const LIFECYCLE_MIGRATIONS: readonly Migration[] = [
  {
    id: 100,
    name: 'case decisions and offers',
    // The decision engine's outcome and the offers with the applicant's decisions (platform/decision/caseDecision.ts).
    statements: ['ALTER TABLE cases ADD COLUMN decision jsonb'],
  },
  {
    id: 101,
    name: 'case evidence',
    statements: [
      `CREATE TABLE case_evidence (
        id text PRIMARY KEY,
        case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        context text NOT NULL,
        captured_at timestamptz NOT NULL,
        mime_type text NOT NULL,
        image_base64 text NOT NULL,
        size_bytes integer NOT NULL,
        received_at timestamptz NOT NULL
      )`,
      'CREATE INDEX case_evidence_case_idx ON case_evidence (case_id, received_at)',
    ],
  },
  {
    id: 102,
    name: 'sandbox offer unauthorised',
    // POST /sandbox/cases/:caseId/offer-unauthorised: how many offer reads still answer 401.
    statements: [
      `CREATE TABLE sandbox_offer_unauthorised (
        case_id text PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
        remaining integer NOT NULL CHECK (remaining >= 0)
      )`,
    ],
  },
];
