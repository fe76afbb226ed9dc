// A PostgreSQL server through a `pg` pool (DATABASE_URL).
import pg from 'pg';
import type { Db, NamedDb, QueryOptions } from './db';

export interface PostgresDbOptions {
  url: string;
  /** Schema to work in (created when missing): tests isolate themselves this way. */
  schema?: string;
  /** Pool size; default 10. */
  maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgresDb(options: PostgresDbOptions): Promise<NamedDb & { pool: pg.Pool }> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}": use lower-case letters, digits and _`);
  }
  if (schema) {
    const setup = new pg.Client({ connectionString: options.url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (error) {
      // Two processes creating the same schema at once: the loser sees a duplicate; the schema exists.
      if ((error as { code?: string }).code !== '23505') throw error;
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});

  return {
    kind: 'postgres',
    pool,
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]> {
      // a named statement: node-postgres prepares it once on each pooled connection
      const result = options?.name
        ? await pool.query({ name: options.name, text: sql, values: params })
        : await pool.query(sql, params);
      return result.rows as T[];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close(): Promise<void> {
      if (!pool.ended) await pool.end();
    },
  };
}

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
    // A nested call joins the outer transaction.
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}
