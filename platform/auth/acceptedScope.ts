// The sandbox's lower scope for one customer (issue 14; platform/README.md "Sandbox mode"): `POST
// /sandbox/customers/{customerNumber}/accepted-scope { scope }` makes the calls that ask scope 30 of that customer's
// login token (their details, their cases, offers, documents, evidence) accept a token of `scope` (10 to 30; 30 is the
// sandbox's usual answer and clears the setting), as the platform of a bank whose calls take a lower scope would. Doc 1
// §4 then asks the app to step up only where the app itself needs scope 30: before the transfer hand-off. Nothing else
// changes: a case token, another customer's login, the bank, the case address are checked as ever.
//
// Stored in the database (migration 320), so every platform process on one database answers alike at once. Read only
// on the refusal path (a live login token below the scope a call asks), so a call at scope 30 costs nothing more; and
// only in sandbox mode: a production platform (buildPlatform({ sandbox: false })) neither serves the route nor reads
// the table.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import type { Migration } from '../db/migration';
import { type AccessTokenClaims, DEFAULT_SCOPE, IDENTIFIED_SCOPE } from './accessTokens';

/** The lowest scope the setting may give: a token that identifies the customer (accessTokens.ts IDENTIFIED_SCOPE). */
export const LOWEST_ACCEPTED_SCOPE = IDENTIFIED_SCOPE;

export const ACCEPTED_SCOPE_MIGRATIONS: readonly Migration[] = [
  {
    // The sandbox's accepted scope owns the ids 320-329.
    id: 320,
    name: 'sandbox accepted scope per customer',
    statements: [
      `CREATE TABLE sandbox_accepted_scopes (
        customer_number text PRIMARY KEY,
        scope integer NOT NULL CHECK (scope >= ${LOWEST_ACCEPTED_SCOPE} AND scope < ${DEFAULT_SCOPE})
      )`,
    ],
  },
];

/** Sets the scope the customer's calls accept; DEFAULT_SCOPE (30) clears the setting. */
export async function setAcceptedScope(db: Db, customerNumber: string, scope: number): Promise<void> {
  if (scope >= DEFAULT_SCOPE) {
    await db.query('DELETE FROM sandbox_accepted_scopes WHERE customer_number = $1', [customerNumber]);
    return;
  }
  await db.query(
    `INSERT INTO sandbox_accepted_scopes (customer_number, scope) VALUES ($1, $2)
     ON CONFLICT (customer_number) DO UPDATE SET scope = EXCLUDED.scope`,
    [customerNumber, scope],
  );
}

/** The scope the customer's calls accept when the sandbox lowered it, else undefined. */
async function acceptedScopeOf(db: Db, customerNumber: string): Promise<number | undefined> {
  const [row] = await db.query<{ scope: number }>(
    'SELECT scope FROM sandbox_accepted_scopes WHERE customer_number = $1',
    [customerNumber],
  );
  return row?.scope;
}

/** What a scope check needs of a token: its scope, and whose login it is (a case token names no customer). */
type ScopeClaims = Pick<AccessTokenClaims, 'scope' | 'customerNumber'> & { caseId?: string | null };

/**
 * Whether a live token's scope is enough for a call that asks `required`: at or above it, or, in sandbox mode, a
 * customer's login token at or above the scope the sandbox lowered that customer's calls to.
 */
export async function scopeAccepted(
  request: FastifyRequest,
  claims: ScopeClaims,
  required: number,
  db?: Db,
): Promise<boolean> {
  if (claims.scope >= required) return true;
  const { sandbox, db: contextDb } = request.server.authContext;
  if (!sandbox || claims.customerNumber === null || claims.caseId) return false;
  const accepted = await acceptedScopeOf(db ?? contextDb, claims.customerNumber);
  return accepted !== undefined && claims.scope >= Math.min(accepted, required);
}
