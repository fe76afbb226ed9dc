// Runs the migrations at start: in one transaction, under an advisory lock per schema, so two
// processes (or two test files) migrating at once neither collide nor apply a migration twice.
import type { Db } from './db';
import { MIGRATIONS, type Migration } from './migrations';

/** Serialises schema changes of one schema (PostgreSQL advisory lock keyed by the schema name). */
export async function lockSchema(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext(current_schema()))');
}

/** Applies the migrations not applied yet; answers the ids it applied. */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    const rows = await tx.query<{ id: number }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const ran: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
      if (applied.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
      ran.push(migration.id);
    }
    return ran;
  });
}
