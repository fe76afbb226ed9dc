// The token check of every call under /banks/{bank}/cases/{type}/{subtype}/{caseId} (issue 10; doc 1 §7 "a bearer
// access token where authentication is required"; platform/README.md "Case tokens"). The case and the token are
// loaded by ONE query (the case row, with the live token row and its customer joined to it), so polling
// `tasks/next` costs no second query. The answers, in order:
//   - no bearer token, or one that is unknown, expired, revoked or of another bank: 401 `invalid_token`;
//   - a live token below scope 30: 401 `insufficient_scope` with the step-up header (doc 1 §4);
//   - no such case, a case at another address, or a live token that does not speak for the case (another case's
//     token, another customer's login): 404 `case_not_found`.
// A joint case's second applicant (issue 12) is an applicant too: their own case token (applicant_index 1), or, when
// they are an existing customer who logged in, their login token (the customer recorded in joint_applicants, joined
// to the same query). The same answer whether the case exists or not, so a
//     token of case A tells nothing of case B.
import type { FastifyRequest } from 'fastify';
import { caseAtAddress, caseNotFound, isAtAddress } from '../cases/caseAtAddress';
import { CASE_ID_FORMAT } from '../cases/caseIds';
import type { CaseRecord } from '../cases/caseRecord';
import {
  advanceLockedCase,
  type CaseRow,
  fromRow,
  isDue,
  type LifecycleContext,
  lockCurrentCase,
} from '../cases/caseStore';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import type { CaseParams } from '../http/routeParams';
import { scopeAccepted } from './acceptedScope';
import {
  type AccessTokenClaims,
  claimsOf,
  DEFAULT_SCOPE,
  LIVE_TOKEN,
  type TokenRow,
  tokenHash,
  verifyAccessToken,
} from './accessTokens';
import { applicantFor, FIRST_APPLICANT, SECOND_APPLICANT } from './caseTokens';
import { type CaseTokenSigner, type SignedCaseClaims, signedClaimsFor } from './signedCaseTokens';
import { INVALID_TOKEN_HEADER, stepUpHeader } from './tokenCheck';

export const INVALID_TOKEN = 'invalid_token';
export const INSUFFICIENT_SCOPE = 'insufficient_scope';

export function invalidToken(): ApiError {
  const error = new ApiError(401, INVALID_TOKEN, 'Log in again: the access token is missing, expired or revoked');
  error.wwwAuthenticate = INVALID_TOKEN_HEADER;
  return error;
}

export function insufficientScope(scope: number): ApiError {
  const error = new ApiError(
    401,
    INSUFFICIENT_SCOPE,
    `This call needs a session of scope ${scope}: authenticate again`,
  );
  error.wwwAuthenticate = stepUpHeader(scope);
  return error;
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  return token && token.length <= 200 ? token : undefined;
}

type TokenColumns = {
  [K in keyof TokenRow as `t_${K}`]: TokenRow[K] | null;
} & { t_customer_id: string | null; j_customer_number: string | null; j_completed_at: Date | string | null };
type CaseWithTokenRow = CaseRow & TokenColumns;

const TOKEN_COLUMNS = `t.token_id AS t_token_id, t.kind AS t_kind, t.scope AS t_scope, t.bank_id AS t_bank_id,
  t.customer_number AS t_customer_number, t.case_id AS t_case_id, t.applicant_index AS t_applicant_index,
  t.expires_at AS t_expires_at, cu.customer_id AS t_customer_id, ja.customer_number AS j_customer_number,
  c.second_completed_at AS j_completed_at`;

function tokenOf(row: TokenColumns): { claims: AccessTokenClaims; customerId: string | null } | undefined {
  if (row.t_token_id === null || row.t_kind === null || row.t_scope === null || row.t_bank_id === null)
    return undefined;
  const claims = claimsOf({
    token_id: row.t_token_id,
    kind: row.t_kind,
    scope: row.t_scope,
    bank_id: row.t_bank_id,
    customer_number: row.t_customer_number,
    case_id: row.t_case_id,
    applicant_index: row.t_applicant_index,
    expires_at: row.t_expires_at ?? new Date(0),
  });
  return { claims, customerId: row.t_customer_id };
}

export interface AuthorisedCase {
  record: CaseRecord;
  claims: AccessTokenClaims;
  /** The applicant the token speaks for: 0 the one who created the case, 1 a joint case's second applicant. */
  applicant: number;
  /** A joint case's second applicant has submitted their part (cases.second_completed_at, read in the same query). */
  secondCompleted: boolean;
}

/**
 * The case at the path's address, if the request's bearer token speaks for it; throws the 401 or 404 otherwise.
 * With `tx`, the case row is locked (FOR UPDATE) inside that transaction. Due lifecycle steps are applied only once
 * the token has been accepted. One query when the case exists; a second only to tell 401 from 404 when it does not.
 */
export async function authorisedCase(
  db: Db,
  request: FastifyRequest,
  params: CaseParams,
  lifecycle: LifecycleContext,
  options: { tx?: Db; scope?: number } = {},
): Promise<AuthorisedCase> {
  const token = bearerTokenOf(request);
  if (!token) throw invalidToken();
  const now = lifecycle.now();
  const scope = options.scope ?? DEFAULT_SCOPE;
  const runner = options.tx ?? db;
  const [row] = CASE_ID_FORMAT.test(params.caseId)
    ? await runner.query<CaseWithTokenRow>(
        `SELECT c.*, ${TOKEN_COLUMNS}
         FROM cases c
         LEFT JOIN auth_tokens t ON ${LIVE_TOKEN('$2', '$3')}
         LEFT JOIN customers cu ON cu.customer_number = t.customer_number
         LEFT JOIN joint_applicants ja ON ja.case_id = c.id
         WHERE c.id = $1${options.tx ? ' FOR UPDATE OF c' : ''}`,
        [params.caseId, tokenHash(token), now.toISOString()],
      )
    : [];
  const checked = row ? tokenOf(row) : undefined;
  // No case row: the token is looked up on its own, so an unknown case answers as a case of someone else would.
  const claims = checked?.claims ?? (row ? undefined : await verifyAccessToken(runner, token, now));
  if (!claims || claims.bankId !== params.bankId) throw invalidToken();
  if (!(await scopeAccepted(request, claims, scope, runner))) throw insufficientScope(scope);
  if (!row || !checked) throw caseNotFound(params.caseId);
  const stored = caseAtAddress(fromRow(row), params);
  const applicant = applicantFor(claims, stored, checked.customerId, row.j_customer_number);
  if (applicant === undefined) throw caseNotFound(params.caseId);
  const secondCompleted = row.j_completed_at !== null;
  if (!isDue(stored, now)) return { record: stored, claims, applicant, secondCompleted };
  // A timer fell due (doc 1 lifecycle): applied under the row lock, as every case read does (caseStore.ts).
  const record = options.tx
    ? await advanceLockedCase(options.tx, stored, lifecycle)
    : await db.transaction((tx) => lockCurrentCase(tx, stored.id, lifecycle));
  if (!record) throw caseNotFound(params.caseId);
  return { record, claims, applicant, secondCompleted };
}

/**
 * An expression of the live token `t`'s row evaluated for a login token only (NULL for a case token, or no token):
 * what speaksForCase (caseTokens.ts) reads only when the token names no case. Issue 16: reading the enquiry's
 * customer_id on every poll detoasted the whole enquiry once it is a later step's (7.4 KB stored: the poll's statement
 * 170-217 µs of PostgreSQL server time against 137-172 µs without); a step-one enquiry (0.9 KB) shows no difference
 * (bench/results/2026-11-28-platperf.md).
 */
export const LOGIN_TOKEN_ONLY = (expression: string): string =>
  `CASE WHEN t.case_id IS NULL AND t.customer_number IS NOT NULL THEN ${expression} END`;
/** The customer id of the customer numbered by the SQL expression `number` (customers.customer_number is its key). */
export const CUSTOMER_ID_OF = (number: string): string =>
  `(SELECT cu.customer_id FROM customers cu WHERE cu.customer_number = ${number})`;
/**
 * The case `c` is the customer's (the customer numbered `customer`, whose customer id is `customerId`), as
 * speaksForCase (caseTokens.ts) decides it for a login: the case's customer number, or the enquiry's customer_id as
 * that number or that id.
 */
export const CUSTOMERS_CASE = (customer: string, customerId: string): string =>
  `(c.customer_number = ${customer} OR c.enquiry ->> 'customer_id' = ${customer}
      OR c.enquiry ->> 'customer_id' = ${customerId})`;
/** The customer id of a login token's customer: one row or none. */
export const LOGIN_CUSTOMER_ID = LOGIN_TOKEN_ONLY(CUSTOMER_ID_OF('t.customer_number'));
/**
 * The case row `c` carries the presented login (migration 650: the login its first applicant last saved with,
 * routes/autosaveStatement.ts `loginFirst`), it has not expired, and its customer is the case's first applicant
 * (caseTokens.ts speaksForCase). What the row carries was the token's row when the save wrote it (live, of the case's
 * bank, scope 30 or more, no case named, its customer the case's), and a revocation clears it in the transaction that
 * revokes the token (accessTokens.ts revokeAccessToken), so it stands in for the token's row. $hash: the token's
 * SHA-256, $now.
 */
export const BOUND_LOGIN = (hash: string, now: string): string =>
  `c.login_token_hash = ${hash} AND c.login_token_expires_at > ${now}
    AND ${CUSTOMERS_CASE('c.login_customer_number', CUSTOMER_ID_OF('c.login_customer_number'))}`;

/**
 * The case row `c` carries the presented login as its joint second applicant's (migration 660, written by their
 * claim, bindSecondLogin, or by their save with a later login, routes/autosaveStatement.ts statement()), and it has
 * not expired. What the row carries was the token's row when the claim or the save wrote it (live, of the case's
 * bank, scope 30 or more, no case named, its customer the one joint_applicants records, which is written once), and a
 * revocation clears it (accessTokens.ts revokeAccessToken). $hash: the token's SHA-256, $now.
 */
export const BOUND_SECOND_LOGIN = (hash: string, now: string): string =>
  `c.second_login_token_hash = ${hash} AND c.second_login_token_expires_at > ${now}`;

/**
 * Writes the login a joint case's second applicant claimed their part with onto the case row (migration 660), in the
 * claim's transaction (routes/jointRoutes.ts), after the customer was recorded in joint_applicants: their polls then
 * read the case row alone (BOUND_POLL). Only a live login of the case's bank at scope 30 or more, of that customer, is
 * written, and its row is held FOR SHARE until the claim commits, so a revocation (accessTokens.ts
 * revokeAccessToken, which locks that row FOR UPDATE before clearing the case rows carrying the token) either comes
 * first, and nothing is written, or waits and then clears it. True when written.
 */
export async function bindSecondLogin(
  tx: Db,
  caseId: string,
  hash: string,
  customerNumber: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `WITH t AS MATERIALIZED (
       SELECT t.token_hash, t.expires_at, t.bank_id FROM auth_tokens t
       WHERE ${LIVE_TOKEN('$2::text', '$3::timestamptz')} AND t.scope >= ${DEFAULT_SCOPE}
         AND t.case_id IS NULL AND t.customer_number = $4::text
       FOR SHARE
     )
     UPDATE cases c SET second_login_token_hash = t.token_hash, second_login_token_expires_at = t.expires_at
     FROM t
     WHERE c.id = $1::text AND c.bank_id = t.bank_id
       AND EXISTS (SELECT FROM joint_applicants ja WHERE ja.case_id = c.id AND ja.customer_number = $4::text)
     RETURNING c.id`,
    [caseId, hash, now.toISOString(), customerNumber],
  );
  return rows.length === 1;
}

/** What a poll needs of a case (issue 16): its address, state and timer, and whose it is; not its jsonb columns. */
export type CaseStatus = Pick<
  CaseRecord,
  | 'id'
  | 'bankId'
  | 'productType'
  | 'subType'
  | 'state'
  | 'applicationType'
  | 'customerNumber'
  | 'pendingTimer'
  | 'nextTransitionAt'
> & { enquiry: Pick<CaseRecord['enquiry'], 'customer_id'> };

type CaseStatusRow = Pick<
  CaseRow,
  | 'id'
  | 'bank_id'
  | 'product_type'
  | 'sub_type'
  | 'state'
  | 'application_type'
  | 'customer_number'
  | 'pending_timer'
  | 'next_transition_at'
> & {
  enquiry_customer_id: string | null;
  /** The live token's claims that decide whom it speaks for (NULL scope: no live token of that hash). */
  t_scope: number | null;
  t_bank_id: string | null;
  t_customer_number: string | null;
  t_case_id: string | null;
  t_applicant_index: number | null;
  t_customer_id: string | null;
  j_customer_number: string | null;
  j_completed: boolean | null;
};

/** What the poll decides with of a token: its bank and scope, and whom it speaks for (caseTokens.ts applicantFor). */
export type PollClaims = Pick<AccessTokenClaims, 'scope' | 'bankId' | 'customerNumber' | 'caseId' | 'applicantIndex'>;

type PolledCase = { status: CaseStatus; claims: PollClaims; applicant: number; secondCompleted: boolean };

type SignedStatusRow = {
  product_type: string;
  state: string;
  application_type: string;
  pending_timer: string | null;
  /** next_transition_at as epoch milliseconds (a number to read, not a date to parse). */
  next_transition_ms: number | null;
  /** Read for a second applicant's token only. */
  j_completed?: boolean | null;
};

function statusOf(row: Omit<CaseStatusRow, `t_${string}` | 'j_customer_number' | 'j_completed'>): CaseStatus {
  return {
    id: row.id,
    bankId: row.bank_id as CaseStatus['bankId'],
    productType: row.product_type as CaseStatus['productType'],
    subType: row.sub_type as CaseStatus['subType'],
    state: row.state as CaseStatus['state'],
    applicationType: row.application_type === 'joint' ? 'joint' : 'sole',
    customerNumber: row.customer_number,
    pendingTimer: row.pending_timer as CaseStatus['pendingTimer'],
    nextTransitionAt: row.next_transition_at === null ? null : new Date(row.next_transition_at),
    enquiry: row.enquiry_customer_id === null ? {} : { customer_id: row.enquiry_customer_id },
  };
}

/**
 * The poll's statement for a signed case token (issue 16): the case row by its primary key, as the floor reads its
 * row, at the token's bank and subtype and only if the case row does not list the token as revoked; five short
 * columns (the poll's statement on PGlite, in process: 69-82 µs of CPU against 118-138 with the token table joined and
 * 57-63 for the floor's, bench/pollStatement.ts). A second applicant's token also reads whether their part is done.
 */
const signedPollStatement = (second: boolean): string =>
  `SELECT c.product_type, c.state, c.application_type, c.pending_timer,
     (extract(epoch FROM c.next_transition_at) * 1000)::float8 AS next_transition_ms${
       second ? ', c.second_completed_at IS NOT NULL AS j_completed' : ''
     }
   FROM cases c
   WHERE c.id = $1 AND c.bank_id = $2 AND c.sub_type = $3 AND NOT ($4::text = ANY (c.revoked_case_tokens))`;
const SIGNED_POLL = [signedPollStatement(false), signedPollStatement(true)] as const;

/**
 * The poll's statement for a login the case row carries: the case row by its primary key, as the signed case token's,
 * and no token row read. The first applicant's (BOUND_LOGIN) or the joint second applicant's (BOUND_SECOND_LOGIN); the
 * second's also reads whether their part is done. The applicant is told by which copy holds the login, so that the
 * first applicant's check (the enquiry's customer_id, while the case has no customer number) is not made twice; a
 * login in both copies (one customer as both applicants) gives none, and the general statement decides.
 */
const BOUND_POLL = `SELECT c.product_type, c.state, c.application_type, c.pending_timer,
     (extract(epoch FROM c.next_transition_at) * 1000)::float8 AS next_transition_ms,
     CASE WHEN c.login_token_hash IS DISTINCT FROM $4 THEN ${SECOND_APPLICANT}
       WHEN c.second_login_token_hash IS DISTINCT FROM $4 THEN ${FIRST_APPLICANT} END AS applicant,
     c.second_completed_at IS NOT NULL AS j_completed
   FROM cases c
   WHERE c.id = $1 AND c.bank_id = $2 AND c.sub_type = $3
     AND ((${BOUND_LOGIN('$4', '$5')}) OR (${BOUND_SECOND_LOGIN('$4', '$5')}))`;

/**
 * The poll with a signed case token of this case and bank, live and of scope 30 (auth/signedCaseTokens.ts): no token
 * table read; the token's revocation is the case row's (revoked_case_tokens, written by the revocation with
 * auth_tokens). Undefined (the general path answers, from auth_tokens) when the row is not there for it: revoked, no
 * such case, another subtype or bank; and when a timer is due.
 */
async function signedCaseStatus(
  db: Db,
  signed: SignedCaseClaims,
  params: CaseParams,
  now: Date,
): Promise<PolledCase | undefined> {
  const second = signed.applicantIndex === SECOND_APPLICANT;
  const [row] = await db.query<SignedStatusRow>(
    SIGNED_POLL[second ? 1 : 0],
    [params.caseId, params.bankId, params.subType, signed.tokenId],
    { name: second ? 'case_poll_signed_second' : 'case_poll_signed' },
  );
  if (!row) return undefined;
  const claims = {
    scope: signed.scope,
    bankId: signed.bankId,
    customerNumber: null,
    caseId: signed.caseId,
    applicantIndex: signed.applicantIndex,
  };
  return polledCase(row, params, now, claims, signed.applicantIndex);
}

/**
 * The poll with a login the case row carries: its first applicant's (BOUND_LOGIN) or its joint second applicant's
 * (BOUND_SECOND_LOGIN), scope 30 or more (no other login is written there). Undefined (the general statement answers,
 * from auth_tokens) when the row carries another login or none, and when a timer is due.
 */
async function boundLoginStatus(db: Db, hash: string, params: CaseParams, now: Date): Promise<PolledCase | undefined> {
  const [row] = await db.query<SignedStatusRow & { applicant: number | null }>(
    BOUND_POLL,
    [params.caseId, params.bankId, params.subType, hash, now.toISOString()],
    { name: 'case_poll_bound_login' },
  );
  if (!row || row.applicant === null) return undefined;
  const claims = {
    scope: DEFAULT_SCOPE,
    bankId: params.bankId,
    customerNumber: null,
    caseId: null,
    applicantIndex: null,
  };
  return polledCase(row, params, now, claims, row.applicant);
}

/** The poll's answer from a case row read by its address, for the claims and the applicant it was read for. */
function polledCase(
  row: SignedStatusRow,
  params: CaseParams,
  now: Date,
  claims: PollClaims,
  applicant: number,
): PolledCase | undefined {
  const status: CaseStatus = {
    id: params.caseId,
    bankId: params.bankId,
    productType: row.product_type as CaseStatus['productType'],
    subType: params.subType,
    state: row.state as CaseStatus['state'],
    applicationType: row.application_type === 'joint' ? 'joint' : 'sole',
    customerNumber: null,
    pendingTimer: row.pending_timer as CaseStatus['pendingTimer'],
    nextTransitionAt: row.next_transition_ms === null ? null : new Date(row.next_transition_ms),
    enquiry: {},
  };
  if (!isAtAddress(status, params) || isDue(status, now)) return undefined;
  return { status, claims, applicant, secondCompleted: row.j_completed === true };
}

/**
 * authorisedCase for a poll (`GET tasks/next`, issue 16): the same one query and the same checks, without reading
 * the case's jsonb columns (the enquiry alone is most of the row, and parsing it and five dates was a quarter of a
 * poll's CPU, bench/results/profile.md). Undefined when the general authorisedCase must answer instead: no such case
 * or no live token (it tells 401 from 404 with a second query), or a timer due (it applies the due steps).
 */
export async function authorisedCaseStatus(
  db: Db,
  request: FastifyRequest,
  params: CaseParams,
  lifecycle: LifecycleContext,
  signer?: CaseTokenSigner,
): Promise<PolledCase | undefined> {
  const token = bearerTokenOf(request);
  if (!token) throw invalidToken();
  if (!CASE_ID_FORMAT.test(params.caseId)) return undefined;
  const now = lifecycle.now();
  const signed = signedClaimsFor(signer, token, params, now, DEFAULT_SCOPE);
  if (signed) return signedCaseStatus(db, signed, params, now);
  // Not signed: most often an existing customer's login, the one the case row carries since their last save.
  const hash = tokenHash(token);
  const bound = await boundLoginStatus(db, hash, params, now);
  if (bound) return bound;
  const [row] = await db.query<CaseStatusRow>(
    // Only the columns the poll decides with (issue 16): not the token's id, kind and expiry (the WHERE checked it),
    // and whether the second applicant has completed as a boolean, not a date to parse. The enquiry's customer_id
    // and the login's customer id are read for a login token only (LOGIN_TOKEN_ONLY): a case token speaks for its
    // case by id (speaksForCase), and a join to customers probed the index on every poll.
    `SELECT c.id, c.bank_id, c.product_type, c.sub_type, c.state, c.application_type, c.customer_number,
       c.pending_timer, c.next_transition_at,
       ${LOGIN_TOKEN_ONLY("c.enquiry ->> 'customer_id'")} AS enquiry_customer_id,
       t.scope AS t_scope, t.bank_id AS t_bank_id, t.customer_number AS t_customer_number, t.case_id AS t_case_id,
       t.applicant_index AS t_applicant_index, ${LOGIN_CUSTOMER_ID} AS t_customer_id,
       ja.customer_number AS j_customer_number, c.second_completed_at IS NOT NULL AS j_completed
     FROM cases c
     LEFT JOIN auth_tokens t ON ${LIVE_TOKEN('$2', '$3')}
     LEFT JOIN joint_applicants ja ON ja.case_id = c.id
     WHERE c.id = $1`,
    [params.caseId, hash, now.toISOString()],
    // Prepared once (db.ts QueryOptions): planning this join on every poll was most of a poll's CPU on PGlite.
    { name: 'case_poll_status' },
  );
  if (!row || row.t_scope === null || row.t_bank_id === null) return undefined;
  const claims: PollClaims = {
    scope: row.t_scope,
    bankId: row.t_bank_id,
    customerNumber: row.t_customer_number,
    caseId: row.t_case_id,
    applicantIndex: row.t_applicant_index,
  };
  if (claims.bankId !== params.bankId) throw invalidToken();
  if (!(await scopeAccepted(request, claims, DEFAULT_SCOPE, db))) throw insufficientScope(DEFAULT_SCOPE);
  const status = statusOf(row);
  const applicant = applicantFor(claims, status, row.t_customer_id, row.j_customer_number);
  if (!isAtAddress(status, params) || applicant === undefined) throw caseNotFound(params.caseId);
  return isDue(status, now) ? undefined : { status, claims, applicant, secondCompleted: row.j_completed === true };
}
