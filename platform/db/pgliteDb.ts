// Embedded PostgreSQL (PGlite): in memory, or in a data folder that survives restarts.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, NamedDb } from './db';

export interface PgliteDbOptions {
  /** Data folder; omitted means in memory. */
  dataDir?: string;
  /** A data folder tarball (from `dumpDataDir`) to start from, e.g. a migrated test template. */
  loadDataDir?: Blob;
}

export async function openPgliteDb(options: PgliteDbOptions = {}): Promise<NamedDb & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return {
    kind: 'pglite',
    pglite,
    async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
      const result = await pglite.query<T>(sql, params);
      return result.rows;
    },
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) => fn(transactionDb(tx)));
    },
    async close(): Promise<void> {
      if (!pglite.closed) await pglite.close();
    },
  };
}

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
      const result = await tx.query<T>(sql, params);
      return result.rows;
    },
    // One level of transactions is enough: a nested call joins the outer one.
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}
