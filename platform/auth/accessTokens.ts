// Access tokens (doc 1 §4 "Authentication and session", doc 2 §3.5): random (256 bits), carried as
// bearer tokens, stored only as their SHA-256, each with a scope (30 by default, the step-up threshold
// of new-to-bank sessions, doc 2 §9) and an expiry. Revoked by their token id, never by the token itself
// (a token never appears in a URL).
import { hash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import type { CaseTokenSigner } from './signedCaseTokens';

export const DEFAULT_SCOPE = 30;
/**
 * The least scope that identifies the customer: enough for `GET /user` and the bank selector, so that the app
 * knows whom to step up (doc 1 §4: "an access challenge for the current username (or customer number) and the
 * required scope"). Everything that shows personal data or accounts needs DEFAULT_SCOPE. The login app issues a
 * token of the scope it is asked for (`scope` query parameter), which is how a tester starts a low-scope session.
 */
export const IDENTIFIED_SCOPE = 10;
/** Tokens live 30 minutes; the app drops them itself after its inactivity timeout (15 minutes). */
export const TOKEN_TTL_MS = 30 * 60 * 1000;

export type TokenKind = 'customer' | 'ntb';

export interface AccessTokenClaims {
  tokenId: string;
  kind: TokenKind;
  scope: number;
  bankId: string;
  /** The authenticated existing customer, when there is one. */
  customerNumber: string | null;
  /** The case of a new-to-bank session, when there is one. */
  caseId: string | null;
  /** Which applicant of that case the token was issued to (0: the one who created it); null for login tokens. */
  applicantIndex: number | null;
  expiresAt: Date;
}

export interface IssuedToken {
  accessToken: string;
  claims: AccessTokenClaims;
}

/** A token's SHA-256 in hex, as stored: Node's one-shot hash, a third of createHash's time (every call with a login). */
export const tokenHash = (token: string): string => hash('sha256', token, 'hex');

export interface IssueTokenInput {
  kind: TokenKind;
  scope: number;
  bankId: string;
  customerNumber?: string | null;
  caseId?: string | null;
  applicantIndex?: number | null;
  now: Date;
  ttlMs?: number;
}

/** Issues a new token (customer login here; new-to-bank sessions from the case calls). */
export async function issueAccessToken(db: Db, input: IssueTokenInput, signer?: CaseTokenSigner): Promise<IssuedToken> {
  const claims: AccessTokenClaims = {
    tokenId: randomUUID(),
    kind: input.kind,
    scope: input.scope,
    bankId: input.bankId,
    customerNumber: input.customerNumber ?? null,
    caseId: input.caseId ?? null,
    applicantIndex: input.applicantIndex ?? null,
    expiresAt: new Date(input.now.getTime() + (input.ttlMs ?? TOKEN_TTL_MS)),
  };
  // A new applicant's case token is signed when the platform gave a signer (auth/signedCaseTokens.ts): the poll and
  // the autosave then verify it in process. Every token is stored as its SHA-256 all the same.
  const signable = signer && claims.kind === 'ntb' && claims.caseId !== null && claims.applicantIndex !== null;
  const accessToken = signable
    ? signer.sign({
        tokenId: claims.tokenId,
        caseId: claims.caseId as string,
        bankId: claims.bankId,
        applicantIndex: claims.applicantIndex as number,
        scope: claims.scope,
        expiresAt: claims.expiresAt,
      })
    : randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO auth_tokens (token_id, token_hash, customer_number, case_id, bank_id, scope, kind, created_at, expires_at,
       applicant_index)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      claims.tokenId,
      tokenHash(accessToken),
      claims.customerNumber,
      claims.caseId,
      claims.bankId,
      claims.scope,
      claims.kind,
      input.now.toISOString(),
      claims.expiresAt.toISOString(),
      claims.applicantIndex,
    ],
  );
  return { accessToken, claims };
}

export interface TokenRow {
  token_id: string;
  kind: string;
  scope: number;
  bank_id: string;
  customer_number: string | null;
  case_id: string | null;
  applicant_index: number | null;
  expires_at: Date | string;
}

/** The live-token condition, for queries that join auth_tokens as `t` ($hash: the token's SHA-256, $now). */
export const LIVE_TOKEN = (hash: string, now: string): string =>
  `t.token_hash = ${hash} AND t.revoked_at IS NULL AND t.expires_at > ${now}`;

export function claimsOf(row: TokenRow): AccessTokenClaims {
  return {
    tokenId: row.token_id,
    kind: row.kind === 'ntb' ? 'ntb' : 'customer',
    scope: row.scope,
    bankId: row.bank_id,
    customerNumber: row.customer_number,
    caseId: row.case_id,
    applicantIndex: row.applicant_index,
    expiresAt: row.expires_at instanceof Date ? row.expires_at : new Date(row.expires_at),
  };
}

/** The claims of a live token (not expired, not revoked), or undefined. */
export async function verifyAccessToken(db: Db, token: string, now: Date): Promise<AccessTokenClaims | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db.query<TokenRow>(
    `SELECT token_id, kind, scope, bank_id, customer_number, case_id, applicant_index, expires_at FROM auth_tokens t
     WHERE ${LIVE_TOKEN('$1', '$2')}`,
    [tokenHash(token), now.toISOString()],
  );
  return row ? claimsOf(row) : undefined;
}

/**
 * A revoked case token's id stays on its case row (`cases.revoked_case_tokens`) until the token would have expired
 * anyway, and this long after: the hot calls check a signed token's expiry against their own process's clock, so an id
 * is dropped only once every node (clocks a little apart) already refuses the token as expired.
 */
export const REVOKED_CASE_TOKEN_PRUNE_GRACE_MS = 5 * 60 * 1000;

/** Revokes a token of the same subject; answers false when there is no such live token. */
export async function revokeAccessToken(
  db: Db,
  tokenId: string,
  owner: Pick<AccessTokenClaims, 'customerNumber' | 'caseId'>,
  now: Date,
): Promise<boolean> {
  // A case token's id is marked on its case row in the same statement (auth/signedCaseTokens.ts): the poll and the
  // autosave, which read that row and not auth_tokens, refuse it from the moment this commits, on every process.
  // The same write drops the ids of the case's revoked tokens that have expired since (past the grace), so the list
  // holds only tokens that could still be presented: no sweep, nothing for autovacuum (PGlite has none), and the row
  // lock the UPDATE takes orders two revocations of one case on two nodes. An id without a token row is kept.
  // A login token is cleared from the case rows that carry it (migration 650, the first applicant's, written by their
  // save, routes/autosaveStatement.ts `loginFirst`; migration 660, a joint case's second applicant's, written by their
  // claim, auth/caseAccess.ts bindSecondLogin, or their save, statement()). The token's row is locked first, in its
  // own statement: a save or a claim writing this login onto a case holds the row FOR SHARE until it commits, so this
  // waits for it, and the clearing statement, whose snapshot is taken after, sees what it wrote; one that comes after
  // finds the token revoked. One statement could not: its snapshot would predate a write it waited for.
  // A case row's column: NULL where the login in its column `hash` is the one revoked, else as it was.
  const clearedWith = (column: string, hash: string) =>
    `CASE WHEN c.${hash} = revoked.token_hash THEN NULL ELSE c.${column} END`;
  return db.transaction(async (tx) => {
    const owned = [tokenId, owner.customerNumber, owner.caseId] as const;
    const [held] = await tx.query<{ token_id: string }>(
      `SELECT token_id FROM auth_tokens
       WHERE token_id = $1 AND revoked_at IS NULL
         AND customer_number IS NOT DISTINCT FROM $2 AND case_id IS NOT DISTINCT FROM $3
       FOR UPDATE`,
      [...owned],
    );
    if (!held) return false;
    const rows = await tx.query<{ token_id: string }>(
      `WITH revoked AS (
         UPDATE auth_tokens SET revoked_at = $4
         WHERE token_id = $1 AND revoked_at IS NULL
           AND customer_number IS NOT DISTINCT FROM $2 AND case_id IS NOT DISTINCT FROM $3
         RETURNING token_id, case_id, token_hash
       ), marked AS (
         UPDATE cases c SET revoked_case_tokens = array_append(
             ARRAY(SELECT r.token_id FROM unnest(c.revoked_case_tokens) WITH ORDINALITY AS r (token_id, n)
                   WHERE NOT EXISTS (SELECT 1 FROM auth_tokens e WHERE e.token_id = r.token_id AND e.expires_at < $5)
                   ORDER BY r.n),
             revoked.token_id)
         FROM revoked WHERE c.id = revoked.case_id
         RETURNING c.id
       ), unbound AS (
         -- either applicant's login, in one UPDATE: two of one row in one statement would keep only one of them
         UPDATE cases c SET
           login_token_hash = ${clearedWith('login_token_hash', 'login_token_hash')},
           login_token_expires_at = ${clearedWith('login_token_expires_at', 'login_token_hash')},
           login_customer_number = ${clearedWith('login_customer_number', 'login_token_hash')},
           second_login_token_hash = ${clearedWith('second_login_token_hash', 'second_login_token_hash')},
           second_login_token_expires_at = ${clearedWith('second_login_token_expires_at', 'second_login_token_hash')}
         FROM revoked
         WHERE c.login_token_hash = revoked.token_hash OR c.second_login_token_hash = revoked.token_hash
         RETURNING c.id
       )
       SELECT token_id, (SELECT count(*) FROM marked) AS marked, (SELECT count(*) FROM unbound) AS unbound
       FROM revoked`,
      [...owned, now.toISOString(), new Date(now.getTime() - REVOKED_CASE_TOKEN_PRUNE_GRACE_MS).toISOString()],
    );
    return rows.length > 0;
  });
}
