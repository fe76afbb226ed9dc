// Named statements (db/db.ts QueryOptions, issue 16): prepared once and reused, with the same answers as the unnamed
// call for every kind of value, on both engines. PGlite runs them as SQL PREPARE / EXECUTE with quoted literals, so
// quotes, backslashes and text that looks like SQL must arrive verbatim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabaseKinds } from '../test-support/testing';

const STATEMENT = `SELECT $1::text AS text, $2::jsonb AS doc, $3::boolean AS flag, $4::timestamptz AS at,
  $5::text IS NULL AS missing`;

describe.each(testDatabaseKinds())('named statements on %s', (kind) => {
  let db: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db?.dispose());

  it('answers as the unnamed statement does, call after call, whatever the text holds', async () => {
    const awkward = [
      "O'Brien",
      "'); DROP TABLE cases; --",
      'back\\slash \\x41 \\\\',
      'zażółć 😀 \u00a0',
      '$1 $$ $tag$',
      '',
    ];
    for (const text of awkward) {
      const params = [
        text,
        JSON.stringify({ name: text, list: [1, null, true] }),
        text.length % 2 === 0,
        new Date('2030-01-15T09:00:00.000Z'),
        null,
      ];
      const named = await db.query(STATEMENT, params, { name: 'named_statement_test' });
      expect(named).toEqual(await db.query(STATEMENT, params));
      expect(named[0]).toMatchObject({ text, doc: { name: text, list: [1, null, true] }, missing: true });
    }
    // prepared under its name (PostgreSQL: pg's Query named after it is made, db/postgresDb.ts), once: the calls one
    // after the other ran on one connection, the pool's most recently released
    const prepared = await db.query<{ name: string }>(
      "SELECT name FROM pg_prepared_statements WHERE name = 'named_statement_test'",
    );
    expect(prepared).toEqual([{ name: 'named_statement_test' }]);
    // the text that looks like SQL ran as nothing but text: the table is still there
    const [table] = await db.query<{ present: boolean }>("SELECT to_regclass('cases') IS NOT NULL AS present");
    expect(table?.present).toBe(true);
  });
});
