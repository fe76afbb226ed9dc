/**
 * How many connections a PostgreSQL database was opened over an interval: `pg_stat_database.sessions` (PostgreSQL
 * 14+) counts every session ever established to the database, so its difference across a level is how often the
 * platform's pool connected again (each one a backend forked, authenticated, its catalogue cache cold and every named
 * statement prepared again). Read through one connection kept open, so the reading adds nothing to what it counts.
 */
import pg from 'pg';

export interface SessionCounter {
  /** Sessions established to the database since it was created (or its statistics reset). */
  sessions(): Promise<number>;
  close(): Promise<void>;
}

export async function openSessionCounter(url: string): Promise<SessionCounter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async sessions() {
      // The statistics collector's snapshot is per transaction; clear it so each reading is current.
      await client.query('select pg_stat_clear_snapshot()');
      const result = await client.query<{ sessions: string }>(
        'select sessions from pg_stat_database where datname = current_database()',
      );
      return Number(result.rows[0]?.sessions ?? 0);
    },
    close: () => client.end(),
  };
}
