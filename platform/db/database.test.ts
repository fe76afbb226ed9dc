import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAddresses } from '../reference/addressSeed';
import { seedAddressTable } from '../reference/addressStore';
import { dropSchema, newTestSchemaName, openTestDb, testDatabaseKinds } from '../test-support/testing';
import type { NamedDb } from './db';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { openPostgresDb } from './postgresDb';

describe.each(testDatabaseKinds())('the data layer on %s', (kind) => {
  let db: NamedDb & { dispose(): Promise<void> };
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db?.dispose());

  it('has applied every migration once, in order', async () => {
    const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM schema_migrations ORDER BY id');
    expect(rows).toEqual(MIGRATIONS.map(({ id, name }) => ({ id, name })));
    expect(await migrate(db)).toEqual([]);
  });

  it('holds the seeded addresses and does not reseed the same seed', async () => {
    const [count] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM addresses');
    expect(count?.count).toBe(seedAddresses().length);
    expect(await seedAddressTable(db)).toBe(false);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.query('CREATE TEMP TABLE IF NOT EXISTS tx_probe (value text)');
    await db.transaction((tx) => tx.query("INSERT INTO tx_probe VALUES ('kept')"));
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO tx_probe VALUES ('dropped')");
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const rows = await db.query<{ value: string }>('SELECT value FROM tx_probe ORDER BY value');
    expect(rows.map((row) => row.value)).toEqual(['kept']);
  });

  it('round-trips jsonb, timestamptz and booleans the same way', async () => {
    const [row] = await db.query<{ data: unknown; at: Date; flag: boolean; n: number }>(
      'SELECT $1::jsonb AS data, $2::timestamptz AS at, true AS flag, 42::int AS n',
      [JSON.stringify({ a: [1, 'two'] }), '2030-01-15T09:00:00.000Z'],
    );
    expect(row?.data).toEqual({ a: [1, 'two'] });
    expect(new Date(row?.at ?? 0).toISOString()).toBe('2030-01-15T09:00:00.000Z');
    expect(row?.flag).toBe(true);
    expect(row?.n).toBe(42);
  });

  it('runs a named (prepared) statement as a plain one answers, call after call, with errors and nulls', async () => {
    const sql = 'SELECT $1::text AS word, $2::timestamptz AS at, $3::int + 1 AS n, $4::jsonb AS data';
    const params = ['one', '2030-01-15T09:00:00.000Z', 41, JSON.stringify({ a: 1 })];
    const plain = await db.query(sql, params);
    for (let call = 0; call < 3; call += 1) expect(await db.query(sql, params, { name: 'probe_named' })).toEqual(plain);
    expect(await db.query(sql, ['two', null, null, null], { name: 'probe_named' })).toEqual([
      { word: 'two', at: null, n: null, data: null },
    ]);
    // A failing call leaves the statement and the session usable.
    await expect(db.query(sql, ['x', 'not a date', 1, '{}'], { name: 'probe_named' })).rejects.toThrow();
    expect(await db.query(sql, params, { name: 'probe_named' })).toEqual(plain);
    // Inside a transaction the name is ignored and the statement runs in that transaction.
    await db.query('CREATE TEMP TABLE IF NOT EXISTS named_probe (value text)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO named_probe VALUES ($1)', ['dropped'], { name: 'probe_insert' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.query('SELECT count(*)::int AS n FROM named_probe')).toEqual([{ n: 0 }]);
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('migrations on PostgreSQL', () => {
  const url = process.env.DATABASE_URL ?? '';
  const schema = newTestSchemaName();
  afterAll(() => dropSchema(url, schema));

  it('migrate a fresh schema once, even when two processes start together', async () => {
    const [first, second] = await Promise.all([openPostgresDb({ url, schema }), openPostgresDb({ url, schema })]);
    try {
      const applied = await Promise.all([migrate(first), migrate(second)]);
      expect(applied.flat().sort((a, b) => a - b)).toEqual(MIGRATIONS.map((migration) => migration.id));
      const seeded = await Promise.all([seedAddressTable(first), seedAddressTable(second)]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      expect(await migrate(first)).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
