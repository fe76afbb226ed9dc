// The autosave in ONE statement (issue 16, bench/results/profile.md), for every applicant: a new applicant's sole
// case, an existing customer's case (their login token), and either applicant of a joint case (each writes only their
// own entry of applicants[], as joint/jointRules.ts mergeApplicantSave has it: here, each its own column of the case
// row, cases/storedEnquiry.ts). The token
// check, the applicant the token speaks for, the case's address and state, the joint rules (second applicant's part
// still open, same bank, product allowed on joint), the username rule (doc 1 §8 1036, the SQL of
// cases/usernameInUse.ts), the write and the next resume token (when the live one is a minute old) are one UPDATE
// with its CTE. As one statement it is atomic on its own (no BEGIN/COMMIT, no row lock held across round trips while
// JavaScript validates): the general path (caseRoutes.ts, a transaction of 5 round trips holding the case's row
// lock) cost 0.15 of a bare jsonb UPDATE on PostgreSQL.
//
// Everything that does not depend on the database is checked first, on what the applicant sent (their own part:
// only what changed is validated; the other applicant's stored part was validated by their own save), exactly as
// the general path checks it. The statement then insists that what was judged is what the general path would judge:
// the second applicant's product is the case's, they were judged as joint and with the subtype the general path
// judges them with (the case's; an existing customer's for a login, caseRoutes.ts subTypeOf). On anything out of
// the ordinary (an error of those checks, no token, more than one applicant sent, the generic `csap` address, a due
// timer, or a statement that matched no row) this answers undefined and the route runs the general path, which gives
// the precise answer (401, 404, 409, 324, 1036, 422 ...) in its usual order. So the answers are the general path's;
// only the common case is cheaper.
import type { CaseResponse, CaseSubtype, Enquiry } from '../../contract/schemas';
import { buildTaskUri } from '../../contract/taskUri';
import { DEFAULT_SCOPE, LIVE_TOKEN, tokenHash } from '../auth/accessTokens';
import { BOUND_LOGIN, BOUND_SECOND_LOGIN, bearerTokenOf, CUSTOMERS_CASE, LOGIN_CUSTOMER_ID } from '../auth/caseAccess';
import {
  FIRST_APPLICANT,
  newResumeToken,
  RESUME_TOKEN_TTL_MS,
  renewResumeToken,
  resumeTokenIssuedYoung,
  resumeTokenRotation,
  resumeTokenYoung,
  SECOND_APPLICANT,
} from '../auth/caseTokens';
import { type CaseTokenSigner, signedClaimsFor } from '../auth/signedCaseTokens';
import { newJointLinkCode } from '../cases/caseIds';
import { accountsToOpen, productForCase } from '../cases/caseProduct';
import { assertEnquiryValidSince, isJointEnquiry } from '../cases/enquiryValidation';
import { enquiryUsernames, usernameTakenSql } from '../cases/usernameInUse';
import type { Db } from '../db/db';
import type { CaseParams } from '../http/routeParams';
import { productTypeOf } from '../http/routeParams';
import { isAllowedOnJoint } from '../joint/jointRules';
import { waitSecondsFor } from '../lifecycle/advanceCase';
import { assertNoScenarioRefusal } from '../scenarios/saveRefusals';

/**
 * The answer of the update call (caseResponse) with, for a new applicant's case token, the tab's next resume token
 * when the live one is a minute old or more (auth/caseTokens.ts RESUME_TOKEN_ROTATE_AFTER_MS).
 */
export type AutosaveAnswer = CaseResponse & { resume_token?: string };

/**
 * The applicant the live token `t` speaks for on case `c`, as auth/caseTokens.ts applicantFor decides it, in SQL
 * (NULL: it does not speak for the case): a case token of this case names its applicant; a login token is the first
 * applicant's when the case is its customer's (the case's customer number, or the enquiry's customer_id as a
 * customer number or a `CUS-` id), the second's when its customer joined the joint case (joint_applicants `ja`).
 * The token's bank is the case's (checked beside it).
 */
const APPLICANT = `(CASE
    WHEN t.case_id IS NOT NULL THEN CASE WHEN t.case_id = c.id THEN COALESCE(t.applicant_index, ${FIRST_APPLICANT}) END
    WHEN t.customer_number IS NULL THEN NULL
    WHEN ${CUSTOMERS_CASE('t.customer_number', LOGIN_CUSTOMER_ID)} THEN ${FIRST_APPLICANT}
    WHEN ja.customer_number = t.customer_number THEN ${SECOND_APPLICANT}
  END)`;
/** The application type after the save: the second applicant's case is joint; the first applicant's says. */
const SAVED_TYPE = `(CASE WHEN who.applicant = ${SECOND_APPLICANT} THEN 'joint' ELSE COALESCE($12::text, c.application_type) END)`;
/** The incoming applicant entry (the app sends its own applicant first and only). */
const OWN = `($7::jsonb -> 'applicants' -> 0)`;
/**
 * The enquiry's columns (cases/storedEnquiry.ts, migration 700): the first applicant's save writes `enquiry` (their
 * entry, as sent, and the case-level fields), the second applicant's `second_applicant` (their entry alone); neither
 * reads or rebuilds the other's. Before, the second applicant's entry was written in place in the one enquiry with
 * jsonb_set, which takes the stored document apart and builds it again, and the first applicant's joint save put the
 * second's entry back into what they sent the same way (bench/results/2026-12-02-second-column.md).
 */
const FIRST_WRITTEN = 'enquiry = $7::jsonb';
const SECOND_WRITTEN = `second_applicant = ${OWN}`;
/**
 * The stored enquiry holds the first applicant's entry alone, as every write of the platform leaves it (caseStore.ts
 * splits the enquiry): a row holding more (written by hand) is the general path's, which splits it again. A read of
 * a missing element, so nothing is copied (`#>` walks the stored document; `->` copied each level it passed).
 */
const SECOND_SHAPE = `c.enquiry #> '{applicants,1}' IS NULL`;

/**
 * $1 case id, $2 token hash, $3 now, $4 bank, $5 product type, $6 subtype, $7 enquiry (one applicant), $8 product
 * code, $9 accounts, $10 resume token hash, $11 resume token expiry, $12 the enquiry's application type, $13 a new
 * joint link code (kept only when the case becomes joint without one), $14 judged as joint, $15 the bank chosen is
 * the case's, $16 the product is allowed on joint, $17 the enquiry keeps the rules of the case's subtype, $18 it keeps
 * an existing customer's (caseRoutes.ts subTypeOf: a joint second applicant by login is judged as one, on a new
 * applicant's case too), $19 the username when there is one.
 *
 * `who` locks the case row (FOR UPDATE: the latest version, as the UPDATE then sees it) and works out, once, whom the
 * token speaks for; the UPDATE writes only when that applicant may save. Since save8 it runs only for what the plain
 * UPDATEs (plainStatement) leave: a login token of a joint case's second applicant, an unsigned case token.
 */
function statement(withUsername: boolean, subType: CaseSubtype): string {
  // cases/usernameInUse.ts: an existing customer's own customer (the case's, or the second applicant's login) and
  // the customer_id of the enquiry as saved are theirs, not "in use".
  const existing = subType === 'existing';
  const second = `who.applicant = ${SECOND_APPLICANT}`;
  const taken = usernameTakenSql({
    username: '$19',
    caseId: 'c.id',
    ownNumber: existing ? `COALESCE(CASE WHEN ${second} THEN who.login_customer END, c.customer_number)` : 'NULL',
    ownCustomerId: existing
      ? `(CASE WHEN ${second} THEN c.enquiry ->> 'customer_id' ELSE $7::jsonb ->> 'customer_id' END)`
      : 'NULL',
  });
  const who = `SELECT c.id, ${APPLICANT} AS applicant, COALESCE(t.case_id = c.id, false) AS case_token,
      t.customer_number AS login_customer, t.token_hash AS login_hash, t.expires_at AS login_expires_at,
      c.second_completed_at
    FROM cases c
    JOIN auth_tokens t ON ${LIVE_TOKEN('$2::text', '$3::timestamptz')} AND t.bank_id = c.bank_id
      AND t.scope >= ${DEFAULT_SCOPE}
    LEFT JOIN joint_applicants ja ON ja.case_id = c.id
    WHERE c.id = $1::text AND c.bank_id = $4::text AND c.product_type = $5::text AND c.sub_type = $6::text`;
  // `who` reads what only the lock keeps current (the token's row, the joint second applicant's part). The common
  // saves (a signed case token of either applicant, a login token of the first) are plain UPDATEs: plainStatement.
  // A joint second applicant's login is written on the row (migration 660, as their claim writes it: their next saves
  // and polls read it there, plainStatement `loginSecondBound`, auth/caseAccess.ts BOUND_POLL): the token's row is
  // held FOR SHARE until this commits, so a revocation (auth/accessTokens.ts revokeAccessToken, which locks it FOR
  // UPDATE before clearing the case rows carrying it) waits and then clears it, or comes first and this, locking the
  // row it finds revoked, reads it again (READ COMMITTED) and matches nothing.
  const secondLogin = `${second} AND NOT who.case_token`;
  return `WITH who AS (
    ${who}
    FOR UPDATE OF c FOR SHARE OF t
  ), saved AS (
    UPDATE cases c SET
      enquiry = CASE WHEN ${second} THEN c.enquiry ELSE $7::jsonb END,
      second_applicant = CASE WHEN ${second} THEN ${OWN} ELSE c.second_applicant END,
      product_code = $8::text, accounts = $9::jsonb, application_type = ${SAVED_TYPE},
      joint_link_code = CASE WHEN ${SAVED_TYPE} = 'joint' THEN COALESCE(c.joint_link_code, $13::text) END,
      version = c.version + 1, updated_at = $3::timestamptz,
      second_login_token_hash = CASE WHEN ${secondLogin} THEN who.login_hash ELSE c.second_login_token_hash END,
      second_login_token_expires_at = CASE WHEN ${secondLogin} THEN who.login_expires_at
        ELSE c.second_login_token_expires_at END,
      -- the case row's copy of the resume token's issue time, when \`resumed\` below issues one (its condition)
      resume_token_issued_at[who.applicant + 1] = CASE
        WHEN $6::text = 'ntb' AND who.case_token AND NOT EXISTS (SELECT FROM case_resume_tokens r
          WHERE r.case_id = c.id AND r.applicant_index = who.applicant AND ${resumeTokenYoung('r', '$3::timestamptz')})
        THEN $3::timestamptz ELSE c.resume_token_issued_at[who.applicant + 1] END
    FROM who
    WHERE c.id = who.id AND c.pending_timer IS NULL
      AND (
        (who.applicant = ${FIRST_APPLICANT} AND c.state = 'capture' AND $17::boolean)
        OR (${second} AND c.state IN ('capture', 'awaitapplicant') AND who.second_completed_at IS NULL AND ${SECOND_SHAPE}
          AND c.enquiry -> 'product' = $7::jsonb -> 'product' AND $14::boolean AND $15::boolean
          -- judged as the general path judges them: a case token by the case's subtype, a login as an existing customer
          AND (CASE WHEN who.case_token THEN $17::boolean ELSE $18::boolean END)))
      AND (${SAVED_TYPE} <> 'joint' OR $16::boolean)
      ${withUsername ? `AND NOT ${taken}` : ''}
    RETURNING c.id, c.next_transition_at, c.application_type, c.joint_link_code,
      c.enquiry ->> 'tu_application_id' AS tu_application_id, who.applicant, who.case_token
  ), resumed AS (
    INSERT INTO case_resume_tokens (case_id, applicant_index, bank_id, token_hash, created_at, expires_at, used_at)
    SELECT saved.id, saved.applicant, $4::text, $10::text, $3::timestamptz, $11::timestamptz, NULL FROM saved
    WHERE $6::text = 'ntb' AND saved.case_token
      AND NOT EXISTS (SELECT FROM case_resume_tokens r WHERE r.case_id = saved.id
        AND r.applicant_index = saved.applicant AND ${resumeTokenYoung('r', '$3::timestamptz')})
    ON CONFLICT (case_id, applicant_index) DO UPDATE
      SET ${resumeTokenRotation('$3::timestamptz')}
    RETURNING case_id
  )
  SELECT saved.*, (SELECT count(*) FROM resumed)::int AS resumed FROM saved`;
}

/**
 * Which statement a save runs: `cte` (statement(), the general one), or a plain UPDATE (plainStatement) for a signed
 * case token of the first applicant (`signedFirst`) or of the second (`signedSecond`), or a login token of the first
 * applicant: the one the case row carries (`loginBound`), else any, which the save then writes onto the row
 * (`loginFirst`).
 */
type StatementKind = 'cte' | 'signedFirst' | 'signedSecond' | 'loginBound' | 'loginFirst' | 'loginSecondBound';
/** The kinds that take a login token (its hash as $2): no resume token. */
const byLogin = (kind: StatementKind) => kind === 'loginBound' || kind === 'loginFirst' || kind === 'loginSecondBound';
/** The kinds that save the joint second applicant's entry. */
const ofSecond = (kind: StatementKind) => kind === 'signedSecond' || kind === 'loginSecondBound';

/**
 * Each variant's text, and its name: the statement is prepared once per connection (db/db.ts QueryOptions), as
 * parsing and planning its text cost more than running it (issue 16).
 */
const statements = new Map<string, { text: string; name: string }>();
function statementFor(
  withUsername: boolean,
  subType: CaseSubtype,
  kind: StatementKind,
): { text: string; name: string } {
  // The first applicant's signed statement keeps its name of before (autosave_ntb_signed0 …).
  const suffix = {
    cte: '',
    signedFirst: '_signed0',
    signedSecond: '_signed1',
    loginBound: '_login0bound',
    loginFirst: '_login0',
    loginSecondBound: '_login1bound',
  }[kind];
  const name = `autosave_${subType}${withUsername ? '_username' : ''}${suffix}`;
  const known = statements.get(name);
  if (known) return known;
  const made = {
    text: kind === 'cte' ? statement(withUsername, subType) : plainStatement(withUsername, subType, kind),
    name,
  };
  statements.set(name, made);
  return made;
}

/**
 * The common saves (issue 16): the UPDATE alone, no CTE, no outer SELECT (bench/results/2026-11-29-save7.md: the
 * CTE's insert-or-rotate, its outer SELECT and the answer's jsonb read cost a save about a fifth of the statement's
 * CPU on PGlite even when nothing was rotated). What `who` gave statement() is, here, known before or checked by this
 * WHERE on the row's latest version (READ COMMITTED re-evaluates it after a concurrent write, as it re-evaluated
 * `who`'s FOR UPDATE):
 *   - signedFirst, signedSecond: a signed case token (auth/signedCaseTokens.ts), verified before: of this case and
 *     bank, live, scope 30, naming its applicant. $2 is its id, refused when the case row lists it as revoked; no token
 *     table is read. A case token, no login.
 *   - loginFirst: a login token (auth_tokens `t`, joined on its hash $2 as `who` joined it: live, of the case's bank,
 *     scope 30, no case named) whose customer is the case's (auth/caseTokens.ts speaksForCase, the first applicant's
 *     branch of APPLICANT). A login token of the second applicant matches no row, and the caller runs statement().
 *     It writes the login onto the case row (migration 650: the token's hash, expiry and customer), holding the
 *     token's row FOR SHARE until it commits, so a revocation (auth/accessTokens.ts revokeAccessToken, which locks
 *     that row FOR UPDATE before clearing the case rows that carry the token) either comes first, and this finds the
 *     token revoked, or waits for this and then clears what it wrote.
 *   - loginBound: the login the case row carries, the same checks on the row's own copy: its hash is $2, it has not
 *     expired, its customer is the case's as loginFirst asks it. No token table is read. Not there (the first save
 *     of a login, another tab's login, a revoked one: cleared) matches no row, and the caller runs loginFirst.
 *   - loginSecondBound: the login the case row carries as its joint second applicant's, written by their claim
 *     (auth/caseAccess.ts bindSecondLogin, BOUND_SECOND_LOGIN: its hash is $2, it has not expired; its customer is
 *     the one joint_applicants records), judged as an existing customer (the caller asks), with no username. Not there
 *     (a later login of theirs, a revoked one) matches no row, and the caller runs statement().
 * The second applicant's part must still be open (cases.second_completed_at, on the row written), and the
 * rest of statement()'s rules for that applicant hold as there. The answer carries only what the caller does not
 * know, and, for a new applicant's case token, whether their live resume token is younger than a minute (the row's
 * own copy of its issue time, auth/caseTokens.ts resumeTokenIssuedYoung): when it is not, the caller renews it with the general path's upsert (auth/caseTokens.ts
 * renewResumeToken), a second statement, about one save a minute.
 *
 * $1 case id, $2 token id (signed) or hash (login), $3 now, $4 bank, $5 product type, $6 subtype, $7 enquiry (one
 * applicant), $8 product code, $9 accounts; the first applicant's $10 the enquiry's application type, $11 a new joint
 * link code (null when the save cannot make the case joint), $12 the product is allowed on joint, $13 the username
 * when there is one; the second applicant's (whose case is joint) $10 a new joint link code, $11 the product is
 * allowed on joint, $12 judged as joint, $13 the bank chosen is the case's, $14 the username.
 */
function plainStatement(withUsername: boolean, subType: CaseSubtype, kind: Exclude<StatementKind, 'cte'>): string {
  const second = ofSecond(kind);
  if (kind === 'loginSecondBound' && withUsername) {
    // their own customer's username is theirs (statement()'s rule for a login): not written for this statement
    throw new Error('The second applicant’s bound login saves no username');
  }
  const applicant = second ? SECOND_APPLICANT : FIRST_APPLICANT;
  // The parameters after $9, numbered by kind (plainParameters).
  const [linkCode, allowed, joint, caseBank, username] = second
    ? ['$10', '$11', '$12', '$13', '$14']
    : ['$11', '$12', '', '', '$13'];
  const type = second ? "'joint'" : '(COALESCE($10::text, c.application_type))';
  const existing = subType === 'existing';
  // cases/usernameInUse.ts, as statement() has it for this applicant (a case token: no login customer).
  const taken = usernameTakenSql({
    username,
    caseId: 'c.id',
    ownNumber: existing ? 'c.customer_number' : 'NULL',
    ownCustomerId: existing ? (second ? "(c.enquiry ->> 'customer_id')" : "($7::jsonb ->> 'customer_id')") : 'NULL',
  });
  // The row's own copy of the resume token's issue time (save8): a column read, not a probe of the token's row.
  const young =
    subType === 'ntb' && !byLogin(kind) ? resumeTokenIssuedYoung('c', applicant, '$3::timestamptz') : 'true';
  // A signed case token's id ($2), verified before: not revoked on the row.
  const unrevoked = 'NOT ($2::text = ANY (c.revoked_case_tokens)) AND $3::timestamptz IS NOT NULL';
  const token = {
    // the login's customer is the case's: auth/caseTokens.ts speaksForCase, the first applicant's branch of APPLICANT
    loginFirst: CUSTOMERS_CASE('t.customer_number', LOGIN_CUSTOMER_ID),
    loginBound: BOUND_LOGIN('$2::text', '$3::timestamptz'),
    loginSecondBound: BOUND_SECOND_LOGIN('$2::text', '$3::timestamptz'),
    signedFirst: unrevoked,
    signedSecond: unrevoked,
  }[kind];
  // loginFirst's token, live, of the case's bank, scope 30, no case named: its row held FOR SHARE (see above).
  const login =
    kind === 'loginFirst'
      ? `WITH t AS MATERIALIZED (
      SELECT t.token_hash, t.expires_at, t.customer_number, t.case_id FROM auth_tokens t
      WHERE ${LIVE_TOKEN('$2::text', '$3::timestamptz')} AND t.bank_id = $4::text AND t.scope >= ${DEFAULT_SCOPE}
        AND t.case_id IS NULL AND t.customer_number IS NOT NULL
      FOR SHARE
    )
    `
      : '';
  const written = second ? SECOND_WRITTEN : FIRST_WRITTEN;
  // The second applicant: statement()'s rules for them (their part open, the case's product, judged as joint, the
  // case's bank); a case token, so no subtype condition on the token.
  const state = second
    ? `c.state IN ('capture', 'awaitapplicant')
      AND c.second_completed_at IS NULL AND ${SECOND_SHAPE}
      AND c.enquiry -> 'product' = $7::jsonb -> 'product' AND ${joint}::boolean AND ${caseBank}::boolean`
    : `c.state = 'capture'`;
  return `${login}UPDATE cases c SET
      ${written},
      product_code = $8::text, accounts = $9::jsonb, application_type = ${type},
      joint_link_code = CASE WHEN ${type} = 'joint' THEN COALESCE(c.joint_link_code, ${linkCode}::text) END,
      version = c.version + 1, updated_at = $3::timestamptz${
        kind === 'loginFirst'
          ? `,
      login_token_hash = t.token_hash, login_token_expires_at = t.expires_at, login_customer_number = t.customer_number
    FROM t`
          : ''
      }
    WHERE c.id = $1::text AND c.bank_id = $4::text AND c.product_type = $5::text AND c.sub_type = $6::text
      AND ${token} AND c.pending_timer IS NULL AND ${state}
      AND (${type} <> 'joint' OR ${allowed}::boolean)
      ${withUsername ? `AND NOT ${taken}` : ''}
    RETURNING c.next_transition_at, c.joint_link_code, ${
      // The answer's columns, only those the caller does not know: each costs PGlite's JavaScript a few µs to read
      // back (bench/results/2026-12-01-toast.md). The second applicant's case is joint (set above); a login or an
      // existing customer's case has no resume token to renew.
      second ? "c.enquiry ->> 'tu_application_id' AS tu_application_id" : 'c.application_type'
    }${young === 'true' ? '' : `, ${young} AS token_young`}`;
}

interface PlainRow {
  next_transition_at: Date | string | null;
  /** The first applicant's (the second applicant's case is joint). */
  application_type?: string;
  joint_link_code: string | null;
  /** The second applicant's: the saved enquiry's (its top level is the case's). */
  tu_application_id?: string | null;
  /** A new applicant's case token's only: whether their live resume token is younger than a minute. */
  token_young?: boolean;
}

interface SavedRow {
  id: string;
  next_transition_at: Date | string | null;
  application_type: string;
  joint_link_code: string | null;
  tu_application_id: string | null;
  applicant: number;
  case_token: boolean;
  resumed: number;
}

/** The update call's answer when the common case applies and was saved; undefined: run the general path. */
export async function autosaveInOneStatement(
  db: Db,
  request: { headers: { authorization?: string | string[] | undefined } },
  params: CaseParams,
  enquiry: Enquiry,
  now: Date,
  signer?: CaseTokenSigner,
  /** Whether the sandbox scenarios' save refusals act (sandbox mode, caseRoutes.ts). */
  scenarios = true,
): Promise<AutosaveAnswer | undefined> {
  const token = bearerTokenOf(request as Parameters<typeof bearerTokenOf>[0]);
  const productType = productTypeOf(params.caseType);
  if (!token || !productType || enquiry.applicants.length !== 1) return undefined;
  const usernames = enquiryUsernames(enquiry);
  const [username] = usernames;
  const signed = signedClaimsFor(signer, token, params, now, DEFAULT_SCOPE);
  // A token not signed on a new applicant's case is, but for an unsigned case token, a joint second applicant's login:
  // an existing customer, judged as one (caseRoutes.ts subTypeOf), with no username of their own (one sent is left
  // to the general path's rule). Judged both ways; the statement takes the judgement of the applicant it finds.
  const byLoginOnNewCase = !signed && params.subType === 'ntb';
  let accounts: ReturnType<typeof accountsToOpen>;
  let allowedOnJoint: boolean;
  let asCaseSubtype: () => boolean;
  let asExisting: boolean;
  try {
    // The general path's checks of the enquiry (caseRoutes.ts): a refusal is left to it, after its token check.
    const product = productForCase(enquiry, productType, params.subType);
    // Only the rules that read what changed since this case's last valid save (contract/changedFieldRules.ts).
    const keeps = (subType: CaseSubtype, key: string) => {
      try {
        assertEnquiryValidSince(key, { enquiry, product, subType, mode: 'partial', now });
        return true;
      } catch {
        return false;
      }
    };
    // Judged with the case's subtype when first asked: a joint second applicant's login, judged as an existing
    // customer, asks only when their bound statement misses (statement()'s CTE takes both judgements), so their
    // common save runs the rules once, not twice (a tenth of its CPU: bench/results/2026-11-30-login-save.md).
    let judgedAsCaseSubtype: boolean | undefined;
    asCaseSubtype = () => {
      judgedAsCaseSubtype ??= keeps(params.subType, params.caseId);
      return judgedAsCaseSubtype;
    };
    asExisting = byLoginOnNewCase
      ? username === undefined && keeps('existing', `${params.caseId} existing`)
      : asCaseSubtype() && params.subType === 'existing';
    if (!asExisting && !asCaseSubtype()) return undefined;
    assertNoScenarioRefusal(enquiry, scenarios);
    accounts = accountsToOpen(product, enquiry.product.code);
    allowedOnJoint = isAllowedOnJoint(product);
  } catch {
    return undefined;
  }
  const chosenBank = enquiry.applicants[0]?.bank_id;
  const judged = {
    accounts,
    allowedOnJoint,
    username,
    joint: isJointEnquiry(enquiry),
    caseBank: !chosenBank || chosenBank === params.bankId,
  };
  if (signed) {
    // A signed case token names its applicant (0 or 1): its plain UPDATE, or, when that matches no row, the general
    // path (statement() would match none either: the same rules).
    if (!asCaseSubtype()) return undefined;
    const kind = signed.applicantIndex === FIRST_APPLICANT ? 'signedFirst' : 'signedSecond';
    return plainSave(db, params, productType, enquiry, now, kind, signed.tokenId, signed.applicantIndex, judged);
  }
  // Not signed: most often an existing customer's login token speaking for their own case (the first applicant),
  // the one the case row carries since their last save; else the token's row is read, and the login written there.
  // (Not on a new applicant's case, where a login is a joint second applicant's.) Then a joint second applicant's
  // login the case row carries since their claim (BOUND_SECOND_LOGIN), judged as an existing customer, no username.
  const hash = tokenHash(token);
  const kinds = [
    ...(byLoginOnNewCase || !asCaseSubtype() ? [] : (['loginBound', 'loginFirst'] as const)),
    ...(asExisting && username === undefined ? (['loginSecondBound'] as const) : []),
  ];
  for (const kind of kinds) {
    const applicant = kind === 'loginSecondBound' ? SECOND_APPLICANT : FIRST_APPLICANT;
    const saved = await plainSave(db, params, productType, enquiry, now, kind, hash, applicant, judged);
    if (saved) return saved;
  }
  // A login token of a joint case's second applicant, or an unsigned case token: statement().
  const resumeToken = params.subType === 'ntb' ? newResumeToken() : '';
  const { text, name } = statementFor(username !== undefined, params.subType, 'cte');
  const [row] = await db.query<SavedRow>(
    text,
    [
      params.caseId,
      hash,
      now.toISOString(),
      params.bankId,
      productType,
      params.subType,
      JSON.stringify(enquiry),
      enquiry.product.code,
      JSON.stringify(accounts),
      tokenHash(resumeToken),
      new Date(now.getTime() + RESUME_TOKEN_TTL_MS).toISOString(),
      enquiry.application_type ?? null,
      newJointLinkCode(),
      judged.joint,
      judged.caseBank,
      allowedOnJoint,
      asCaseSubtype(),
      asExisting,
      ...(username === undefined ? [] : [username]),
    ],
    { name },
  );
  if (!row) return undefined;
  // A new applicant's case token gets the next resume token, unless their live one is younger than a minute
  // (auth/caseTokens.ts RESUME_TOKEN_ROTATE_AFTER_MS): it is kept, and the answer carries none.
  const resumes = params.subType === 'ntb' && row.case_token && row.resumed === 1;
  if (row.resumed > (params.subType === 'ntb' && row.case_token ? 1 : 0)) {
    throw new Error(`The autosave of ${row.id} stored a resume token it should not have`);
  }
  return answerOf(params, productType, now, row, row.tu_application_id, resumes ? resumeToken : undefined);
}

/**
 * The common save (plainStatement), then, only for a new applicant's case token whose live resume token is a minute
 * old or more (or missing, spent, expired), its renewal as the general path's (renewResumeToken: an upsert that keeps
 * a token made young meanwhile by a concurrent save, answering none). Undefined: the statement matched no row.
 */
async function plainSave(
  db: Db,
  params: CaseParams,
  productType: NonNullable<ReturnType<typeof productTypeOf>>,
  enquiry: Enquiry,
  now: Date,
  kind: Exclude<StatementKind, 'cte'>,
  tokenParameter: string,
  applicant: number,
  judged: {
    accounts: ReturnType<typeof accountsToOpen>;
    allowedOnJoint: boolean;
    username: string | undefined;
    joint: boolean;
    caseBank: boolean;
  },
): Promise<AutosaveAnswer | undefined> {
  const { text, name } = statementFor(judged.username !== undefined, params.subType, kind);
  const [row] = await db.query<PlainRow>(
    text,
    [
      params.caseId,
      tokenParameter,
      now.toISOString(),
      params.bankId,
      productType,
      params.subType,
      JSON.stringify(enquiry),
      enquiry.product.code,
      JSON.stringify(judged.accounts),
      // plainStatement's parameters after $9, by kind. Only a save that may make the case joint can keep a new link
      // code: a first applicant's sole save draws none.
      ...(ofSecond(kind)
        ? [newJointLinkCode(), judged.allowedOnJoint, judged.joint, judged.caseBank]
        : [
            enquiry.application_type ?? null,
            enquiry.application_type === 'sole' ? null : newJointLinkCode(),
            judged.allowedOnJoint,
          ]),
      ...(judged.username === undefined ? [] : [judged.username]),
    ],
    { name },
  );
  if (!row) return undefined;
  // (the statement answers token_young only for a new applicant's case token, the one save with a resume token)
  const resumeToken =
    row.token_young === false
      ? await renewResumeToken(db, { id: params.caseId, bankId: params.bankId }, now, applicant)
      : undefined;
  // The first applicant's saved enquiry has the top level of the one sent (plainStatement), its tu_application_id
  // with it; the second's, the case's.
  const second = ofSecond(kind);
  const tuApplicationId = second ? row.tu_application_id : enquiry.tu_application_id;
  const applicationType = second ? 'joint' : (row.application_type ?? 'sole');
  return answerOf(
    params,
    productType,
    now,
    { ...row, id: params.caseId, application_type: applicationType },
    tuApplicationId,
    resumeToken,
  );
}

/** The update call's answer for the case saved. */
function answerOf(
  params: CaseParams,
  productType: NonNullable<ReturnType<typeof productTypeOf>>,
  now: Date,
  row: Pick<SavedRow, 'id' | 'next_transition_at' | 'application_type' | 'joint_link_code'>,
  tuApplicationId: string | null | undefined,
  resumeToken: string | undefined,
): AutosaveAnswer {
  const nextTransitionAt = row.next_transition_at === null ? null : new Date(row.next_transition_at);
  const address = { bankId: params.bankId, productType, subType: params.subType, caseId: row.id };
  // The second applicant's part is open (the statement checked it): they see their case in capture (caseRoutes.ts
  // stateFor), as the first applicant does.
  return {
    reference_id: row.id,
    task_uri: buildTaskUri(address, 'capture', waitSecondsFor({ nextTransitionAt }, now)),
    application_type: row.application_type === 'joint' ? 'joint' : 'sole',
    ...(row.joint_link_code ? { joint_link_code: row.joint_link_code } : {}),
    ...(tuApplicationId ? { tu_application_id: tuApplicationId } : {}),
    ...(resumeToken ? { resume_token: resumeToken } : {}),
  };
}
