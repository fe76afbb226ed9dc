// The test databases a test process uses again (testing.ts, "test databases kept per test process"): one handed back
// is reset to exactly what a new one holds, refuses its old handle, and is not used again once its schema changed.
import { describe, expect, it } from 'vitest';
import { openTestDb, readNewDatabaseState, resetDatabase, testDatabaseCounts, testDatabaseKinds } from './testing';

describe.each(testDatabaseKinds())('a test database used again on %s', (kind) => {
  it('holds what a new one holds after a test changed its rows, sequences and session', async () => {
    const first = await openTestDb(kind);
    const fresh = await readNewDatabaseState(first);
    expect(fresh.rows.map((row) => row.table)).toEqual(expect.arrayContaining(['customers', 'addresses']));
    await first.query('TRUNCATE customers CASCADE');
    await first.query(`UPDATE addresses SET house_name = 'changed'`);
    await first.query(`INSERT INTO sandbox_faults (subject, family, remaining) VALUES ('probe', 'probe', 1)`);
    await first.query(`SELECT nextval('events_seq_seq')`);
    await first.query(`SELECT nextval('case_transitions_id_seq')`);
    await first.query('CREATE TEMP TABLE kept_probe (value text)');
    await first.query(`SET statement_timeout = '1234ms'`);
    expect(await readNewDatabaseState(first)).not.toEqual(fresh);
    const before = testDatabaseCounts(kind);
    await first.dispose();
    await expect(first.query('SELECT 1')).rejects.toThrow('disposed');

    const second = await openTestDb(kind);
    try {
      expect(testDatabaseCounts(kind)).toEqual({ opened: before.opened, reused: before.reused + 1 });
      expect(await readNewDatabaseState(second)).toEqual(fresh);
      const [timeout] = await second.query<{ statement_timeout: string }>('SHOW statement_timeout');
      expect(timeout?.statement_timeout).toBe('0');
      await expect(second.query('SELECT * FROM kept_probe')).rejects.toThrow();
    } finally {
      await second.dispose();
    }
  });

  it('is reset when it holds rows a trigger makes from another table (a submitted case with a username)', async () => {
    const db = await openTestDb(kind);
    try {
      const at = new Date('2030-01-15T09:00:00.000Z');
      await db.query(
        `INSERT INTO cases (id, bank_id, product_type, product_code, sub_type, application_type, state, enquiry,
           created_at, updated_at, state_entered_at, submitted_at)
         VALUES ('case-with-username', 'CB', 'current', '135', 'ntb', 'sole', 'submitted', $1, $2, $2, $2, $2)`,
        [JSON.stringify({ applicants: [{ user_details: { username: 'kept.user' } }] }), at],
      );
      const state = await readNewDatabaseState(db);
      expect(state.rows.map((row) => row.table)).toEqual(expect.arrayContaining(['cases', 'submitted_usernames']));
      await db.query('TRUNCATE cases, submitted_usernames CASCADE');
      expect(await resetDatabase(db, state)).toBe(true);
      expect(await readNewDatabaseState(db)).toEqual(state);
    } finally {
      await db.dispose();
    }
  });

  it('is not used again once a test changed its schema', async () => {
    const first = await openTestDb(kind);
    await first.query('CREATE TABLE made_by_a_test (n int)');
    await first.dispose();
    const before = testDatabaseCounts(kind);
    const second = await openTestDb(kind);
    try {
      const [found] = await second.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'made_by_a_test' AND schemaname = current_schema()`,
      );
      expect(found?.n).toBe(0);
      expect(testDatabaseCounts(kind).opened + testDatabaseCounts(kind).reused).toBe(before.opened + before.reused + 1);
    } finally {
      await second.dispose();
    }
  });
});
