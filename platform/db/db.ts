// The one small data layer of the platform: plain PostgreSQL SQL with $1 parameters, the same on
// embedded PGlite and on a PostgreSQL server (ARCHITECTURE.md "The sandbox platform").

/** How a statement is run. */
export interface QueryOptions {
  /**
   * A prepared statement of this name (issue 16, the poll): parsed and planned once per connection and only bound and
   * run after that, instead of parse, plan and run on every call. For a hot statement of constant text: one name, one
   * text (a second text under a name already prepared throws). Ignored inside a transaction.
   */
  name?: string;
}

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
