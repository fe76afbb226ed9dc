import { describe, expect, it } from 'vitest';
import { selectCase } from '../cases/caseStore';
import { migrate } from '../db/migrate';
import { openPostgresBeforeMigration, testDatabaseKinds } from '../test-support/testing';

// Migration 401 moves when the second applicant submitted their part from joint_applicants to the case row
// (cases.second_completed_at): a database of before keeps every completion. On a fresh PostgreSQL schema, as the
// other migration test (db/database.test.ts): a PGlite of before would cost a fresh data folder.
describe.runIf(testDatabaseKinds().includes('postgres'))('migration 401 on PostgreSQL', () => {
  it('keeps each joint case’s second applicant’s completion on the case row, and none where they had not completed', async () => {
    const before = await openPostgresBeforeMigration(401);
    const { db, schema } = before;
    try {
      const at = '2030-01-15T09:00:00.000Z';
      for (const id of ['CS00000401', 'CS00000402', 'CS00000403']) {
        await db.query(
          `INSERT INTO cases (id, bank_id, product_type, product_code, sub_type, application_type, state, enquiry,
             created_at, updated_at, state_entered_at)
           VALUES ($1, 'CB', 'current', '135', 'ntb', 'joint', 'capture', '{"applicants":[{}]}', $2, $2, $2)`,
          [id, at],
        );
      }
      await db.query(
        `INSERT INTO joint_applicants (case_id, linked_at, completed_at)
         VALUES ('CS00000401', $1, $2), ('CS00000402', $1, NULL)`,
        [at, '2030-01-16T10:30:00.000Z'],
      );
      expect(await migrate(db)).toEqual(before.pending);
      const rows = await db.query<{ id: string; second_completed_at: Date | null }>(
        `SELECT id, second_completed_at FROM cases WHERE id LIKE 'CS00000%' ORDER BY id`,
      );
      expect(
        rows.map((row) => [row.id, row.second_completed_at && new Date(row.second_completed_at).toISOString()]),
      ).toEqual([
        ['CS00000401', '2030-01-16T10:30:00.000Z'],
        ['CS00000402', null],
        ['CS00000403', null],
      ]);
      // one place only: joint_applicants no longer has it
      const columns = await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'joint_applicants'`,
        [schema],
      );
      expect(columns.map((column) => column.column_name)).not.toContain('completed_at');
    } finally {
      await before.close();
    }
  });
});

// Migration 700 moves a joint case's second applicant's entry out of the enquiry into cases.second_applicant
// (platform/cases/storedEnquiry.ts): a database of before reads every case's enquiry as it was, and a submitted case
// keeps both applicants' usernames among the submitted ones (migration 680's table, kept from both columns since).
describe.runIf(testDatabaseKinds().includes('postgres'))('migration 700 on PostgreSQL', () => {
  it('splits each two-applicant enquiry into its two columns, reads every case as before, and keeps the usernames', async () => {
    const before = await openPostgresBeforeMigration(700);
    const { db } = before;
    try {
      const at = '2030-01-15T09:00:00.000Z';
      const entry = (first: string, username?: string) => ({
        personal_details: { name: { first } },
        ...(username ? { user_details: { username } } : {}),
      });
      const enquiries: Record<string, unknown> = {
        CS00000701: { product: { code: '135' }, applicants: [entry('Ada', 'ada700'), entry('Bo', 'bo700')] },
        CS00000702: { product: { code: '135' }, applicants: [entry('Cy')] },
      };
      for (const [id, enquiry] of Object.entries(enquiries)) {
        await db.query(
          `INSERT INTO cases (id, bank_id, product_type, product_code, sub_type, application_type, state, enquiry,
             created_at, updated_at, state_entered_at, submitted_at)
           VALUES ($1, 'CB', 'current', '135', 'ntb', 'joint', 'submitted', $2, $3, $3, $3, $3)`,
          [id, JSON.stringify(enquiry), at],
        );
      }
      expect(await migrate(db)).toEqual(before.pending);
      const stored = await db.query<{ id: string; enquiry: unknown; second_applicant: unknown }>(
        `SELECT c.id, c.enquiry, c.second_applicant FROM cases c WHERE c.id LIKE 'CS000007%' ORDER BY c.id`,
      );
      // and as the platform reads them (caseStore.ts joins the two columns)
      const rows = await Promise.all(
        stored.map(async (row) => ({ ...row, joined: (await selectCase(db, row.id))?.enquiry })),
      );
      expect(rows).toEqual([
        {
          id: 'CS00000701',
          enquiry: { product: { code: '135' }, applicants: [entry('Ada', 'ada700')] },
          second_applicant: entry('Bo', 'bo700'),
          joined: enquiries.CS00000701,
        },
        { id: 'CS00000702', enquiry: enquiries.CS00000702, second_applicant: null, joined: enquiries.CS00000702 },
      ]);
      const usernames = await db.query<{ username: string }>(
        "SELECT username FROM submitted_usernames WHERE case_id = 'CS00000701' ORDER BY username",
      );
      expect(usernames.map((row) => row.username)).toEqual(['ada700', 'bo700']);
      // a later change of the second applicant's entry alone keeps the submitted usernames again
      await db.query(
        `UPDATE cases SET second_applicant = jsonb_set(second_applicant, '{user_details,username}', '"bo701"')
         WHERE id = 'CS00000701'`,
      );
      const changed = await db.query<{ username: string }>(
        "SELECT username FROM submitted_usernames WHERE case_id = 'CS00000701' ORDER BY username",
      );
      expect(changed.map((row) => row.username)).toEqual(['ada700', 'bo701']);
    } finally {
      await before.close();
    }
  });
});
