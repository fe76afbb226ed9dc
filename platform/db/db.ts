// The one small data layer of the platform: plain PostgreSQL SQL with $1 parameters, the same on
// embedded PGlite and on a PostgreSQL server (ARCHITECTURE.md "The sandbox platform").

export interface Db {
  /** Runs one statement and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Nested calls join the outer one. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Which engine a `Db` runs on (used by tests and logs). */
export type DbKind = 'pglite' | 'postgres';

export interface NamedDb extends Db {
  readonly kind: DbKind;
}
