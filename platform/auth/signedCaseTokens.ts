// Signed case tokens (issue 16, bench/results/2026-11-28-signed-tokens.md). A new applicant's case token carries its
// own claims (token id, case, bank, applicant, scope, expiry) and an HMAC-SHA256 of them under a key every platform
// process shares (the database's `case_token_keys`, made once by the first process to start). The two hot calls (the
// poll `GET tasks/next`, the autosave) verify it in process and then read only the case row, as the floor's
// primary-key SELECT and jsonb UPDATE do, instead of joining the token table on the token's hash:
//   - revocation stays in the database and is honoured at once on every process: revoking a case token
//     (accessTokens.ts revokeAccessToken) marks its id on the case row in the same statement
//     (`cases.revoked_case_tokens`), and the hot statements read that column of the row they read anyway;
//   - expiry is the signed one (the same instant as auth_tokens.expires_at, which is written from it);
//   - the token is still stored (SHA-256) in auth_tokens, so every other check (tokenCheck.ts, caseAccess.ts
//     authorisedCase, the revocation call) is unchanged, and anything the fast path does not accept outright (not
//     signed, a wrong MAC, another case or bank, expired, revoked, below scope 30, a login token) goes to the
//     general path, which answers exactly as before (401, 404 ...). The fast path only ever says yes sooner.
// Lockouts, passcodes and resume tokens stay in the database (several processes on one PostgreSQL).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';

/** A key of 32 random bytes, as 64 hex digits. */
const KEY_FORMAT = /^[0-9a-f]{64}$/;
const PREFIX = 'ct1';
// ct1.<token id: uuid>.<case id>.<bank>.<applicant 0|1>.<scope>.<expiry, epoch ms>.<HMAC-SHA256, base64url>
const SIGNED_FORMAT =
  /^ct1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Z]{2}\d{8})\.([A-Z]{2})\.([01])\.(\d{1,3})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

export interface SignedCaseClaims {
  tokenId: string;
  caseId: string;
  bankId: string;
  applicantIndex: number;
  scope: number;
  expiresAt: Date;
}

export interface CaseTokenSigner {
  sign(claims: SignedCaseClaims): string;
  /** The claims of a token this key signed, or undefined (not a signed token, or not signed by this key). */
  verify(token: string): SignedCaseClaims | undefined;
}

/** The environment variable a production platform takes its case token key from (platform/main.ts). */
export const CASE_TOKEN_KEY_VARIABLE = 'CASE_TOKEN_KEY';

/** Fewer distinct hex digits than this in 64 is a placeholder ("000…", "deadbeef" × 8), not 32 random bytes. */
const MINIMUM_DISTINCT_DIGITS = 8;

/** What is wrong with a key, in words that never repeat it; undefined for a good one. */
export function caseTokenKeyProblem(keyHex: string): string | undefined {
  if (!KEY_FORMAT.test(keyHex)) return 'must be 32 bytes as 64 lower-case hex digits (e.g. `openssl rand -hex 32`)';
  if (new Set(keyHex).size < MINIMUM_DISTINCT_DIGITS) {
    return 'must be 32 random bytes (e.g. `openssl rand -hex 32`), not a placeholder: it repeats too few hex digits';
  }
  return undefined;
}

/**
 * The case token key a process is configured with (CASE_TOKEN_KEY), checked. Production refuses to go without one
 * (a key made by the platform and kept in the database could be read, and so tokens signed, by whoever reads the
 * database); sandbox mode may leave it unset (undefined: the key kept in the database, loadCaseTokenSigner). The
 * errors name the variable and never its value.
 */
export function caseTokenKeyFromEnv(raw: string | undefined, production: boolean): string | undefined {
  const key = raw?.trim() ?? '';
  if (!key) {
    if (!production) return undefined;
    throw new Error(
      `${CASE_TOKEN_KEY_VARIABLE} is not set: in production mode (PLATFORM_MODE=production) the platform needs the key ` +
        'case tokens are signed with, 32 random bytes as 64 lower-case hex digits (e.g. `openssl rand -hex 32`), the ' +
        'same on every process of one database, from the secret store',
    );
  }
  const problem = caseTokenKeyProblem(key);
  if (problem) throw new Error(`${CASE_TOKEN_KEY_VARIABLE} ${problem} (the value given is not shown)`);
  return key;
}

/** How many verified tokens a signer remembers (about 250 bytes each): a few thousand applicants' tabs. */
const VERIFIED_TOKENS = 8192;

export function caseTokenSigner(keyHex: string): CaseTokenSigner {
  if (!KEY_FORMAT.test(keyHex)) throw new Error('A case token key is 32 bytes as 64 lower-case hex digits');
  const key = Buffer.from(keyHex, 'hex');
  const mac = (payload: string): Buffer => createHmac('sha256', key).update(payload).digest();
  // The MACs this key worked out, by the payload they sign (issue 16: an applicant's tab sends the same token on every
  // poll and save; its HMAC was 2.5 % of a save). The lookup is by the payload, which is not secret; the signature a
  // call gives is still compared in constant time with the one remembered, so the map's lookup never compares
  // anything secret with attacker-chosen text. Expiry, scope, case and revocation are still checked on every call by
  // the callers. Bounded: emptied when full.
  const verified = new Map<string, { mac: Buffer; claims: SignedCaseClaims }>();
  return {
    sign(claims) {
      const payload = [
        PREFIX,
        claims.tokenId,
        claims.caseId,
        claims.bankId,
        claims.applicantIndex,
        claims.scope,
        claims.expiresAt.getTime(),
      ].join('.');
      const token = `${payload}.${mac(payload).toString('base64url')}`;
      if (!SIGNED_FORMAT.test(token)) throw new Error('These claims cannot be carried by a signed case token');
      return token;
    },
    verify(token) {
      const match = SIGNED_FORMAT.exec(token);
      if (!match) return undefined;
      const [, tokenId, caseId, bankId, applicant, scope, expires, signature] = match as unknown as string[];
      const given = Buffer.from(signature as string, 'base64url');
      const payload = token.slice(0, token.length - (signature as string).length - 1);
      const known = verified.get(payload);
      if (known)
        return given.length === known.mac.length && timingSafeEqual(given, known.mac) ? known.claims : undefined;
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims: SignedCaseClaims = Object.freeze({
        tokenId: tokenId as string,
        caseId: caseId as string,
        bankId: bankId as string,
        applicantIndex: Number(applicant),
        scope: Number(scope),
        expiresAt: new Date(Number(expires)),
      });
      if (verified.size >= VERIFIED_TOKENS) verified.clear();
      verified.set(payload, { mac: expected, claims });
      return claims;
    },
  };
}

/**
 * The key every process on this database signs and verifies with: the one stored, or, on the first start, a new one
 * (32 bytes from node:crypto's CSPRNG). Two processes starting together store one key between them (ON CONFLICT),
 * and both read that one.
 */
export async function loadCaseTokenSigner(db: Db): Promise<CaseTokenSigner> {
  await db.query(
    `INSERT INTO case_token_keys (id, secret, created_at) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
    [randomBytes(32).toString('hex'), new Date().toISOString()],
  );
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM case_token_keys WHERE id = 1');
  if (!row) throw new Error('No case token key could be stored');
  return caseTokenSigner(row.secret);
}

/** The claims a hot call may act on without the token table: a signed, live token of this very case and bank. */
export function signedClaimsFor(
  signer: CaseTokenSigner | undefined,
  token: string,
  where: { caseId: string; bankId: string },
  now: Date,
  scope: number,
): SignedCaseClaims | undefined {
  const claims = signer?.verify(token);
  if (!claims) return undefined;
  const usable =
    claims.caseId === where.caseId &&
    claims.bankId === where.bankId &&
    claims.expiresAt.getTime() > now.getTime() &&
    claims.scope >= scope;
  return usable ? claims : undefined;
}
