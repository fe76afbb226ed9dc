import { describe, expect, it } from 'vitest';
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
