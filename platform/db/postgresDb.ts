// A PostgreSQL server through a `pg` pool (DATABASE_URL).
import pg from 'pg';
import type { Db, NamedDb, QueryOptions } from './db';

export interface PostgresDbOptions {
  url: string;
  /** Schema to work in (created when missing): tests isolate themselves this way. */
  schema?: string;
  /** Pool size; default 10. */
  maxConnections?: number;
  /**
   * Open every connection of the pool before answering, as a server does at start: its first requests, when the load
   * arrives, do not wait for connections to be opened (about 11 ms each here, bench/pgReconnect.ts). Tests, which open
   * many pools and use a connection or two of each, leave it off.
   */
  openAllAtStart?: boolean;
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
  const max = options.maxConnections ?? 10;
  const pool = new pg.Pool({
    connectionString: options.url,
    max,
    // Keep the connections once opened. pg-pool's default closes a connection idle for 10 s, and its idle list is a
    // stack (the last released is reused first), so under a steady trickle of polls the connections below the top few
    // sit idle, close, and are opened again when the load rises: a backend forked and authenticated, its catalogue
    // cache cold and every named statement prepared again, 20-23 ms for the request that meets it on an idle 2-core
    // host against 1-2 ms on a kept connection (bench/pgReconnect.ts), and the requests queued behind it wait too: six
    // such reconnections at a level of the waiting applicants' bench and its 20 ms p99 missed, before; none since
    // (bench/results/2026-12-04-pg-pool-idle.md). A server's pool is its working set; it need not shrink.
    idleTimeoutMillis: 0,
    // An idle pool does not keep the process alive (a script that forgets close() still exits).
    allowExitOnIdle: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  if (options.openAllAtStart) {
    const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    for (const client of clients) client.release();
  }

  return {
    kind: 'postgres',
    pool,
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]> {
      // A named statement is prepared on each pooled connection the first time it runs there (pg keeps track).
      if (!options?.name) return (await pool.query(sql, params)).rows as T[];
      // pg's Query made from the text, named after: from a config object ({ name, text, values }) pg would copy it
      // through its property descriptors (utils.js cloneQueryConfig), 2.4 µs a query in a loop on the 2.1 GHz Intel
      // host and a twelfth of the poll's own CPU in its profile there (issue 16); from a string it makes a plain one.
      // (pg's types leave out the Query's own `name`, and give pool.query of a Query the Query back; it answers a promise
      // of the result, as for a config)
      const query: pg.Query & { name?: string } = new pg.Query(sql, params ?? []);
      query.name = options.name;
      const result = await (pool.query(query) as unknown as Promise<pg.QueryResult>);
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
