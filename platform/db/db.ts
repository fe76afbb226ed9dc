// The one small data layer of the platform: plain PostgreSQL SQL with $1 parameters, the same on
// embedded PGlite and on a PostgreSQL server (ARCHITECTURE.md "The sandbox platform").

export interface QueryOptions {
  /**
   * A name for a statement run often whose text never changes under that name (issue 16, the autosave): it is parsed
   * and planned once per connection and then reused. Without one, every call parses and plans the text again.
   */
  name?: string;
}

/** A prepared statement's name: a plain SQL identifier. */
export const STATEMENT_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface Db {
  /** Runs one statement and returns its rows. */
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Nested calls join the outer one. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Which engine a `Db` runs on (used by tests and logs). */
export type DbKind = 'pglite' | 'postgres';

export interface NamedDb extends Db {
  readonly kind: DbKind;
}
