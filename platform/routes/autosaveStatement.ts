// The autosave in ONE statement (issue 16, bench/results/profile.md), for every applicant: a new applicant's sole
// case, an existing customer's case (their login token), and either applicant of a joint case (each writes only their
// own entry of applicants[], joint/jointRules.ts mergeApplicantSave, done here in SQL on the locked row). The token
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
// the second applicant's product is the case's, they were judged as joint and with the case's subtype (an existing
// customer who joined a new applicant's case by login is judged as existing: the general path). On anything out of
// the ordinary (an error of those checks, no token, more than one applicant sent, the generic `csap` address, a due
// timer, or a statement that matched no row) this answers undefined and the route runs the general path, which gives
// the precise answer (401, 404, 409, 324, 1036, 422 ...) in its usual order. So the answers are the general path's;
// only the common case is cheaper.
import type { CaseResponse, CaseSubtype, Enquiry } from '../../contract/schemas';
import { buildTaskUri } from '../../contract/taskUri';
import { DEFAULT_SCOPE, LIVE_TOKEN, tokenHash } from '../auth/accessTokens';
import { bearerTokenOf, LOGIN_CUSTOMER_ID } from '../auth/caseAccess';
import {
  FIRST_APPLICANT,
  newResumeToken,
  RESUME_TOKEN_TTL_MS,
  renewResumeToken,
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
    WHEN c.customer_number = t.customer_number OR c.enquiry ->> 'customer_id' = t.customer_number
      OR c.enquiry ->> 'customer_id' = ${LOGIN_CUSTOMER_ID} THEN ${FIRST_APPLICANT}
    WHEN ja.customer_number = t.customer_number THEN ${SECOND_APPLICANT}
  END)`;
/** The application type after the save: the second applicant's case is joint; the first applicant's says. */
const SAVED_TYPE = `(CASE WHEN who.applicant = ${SECOND_APPLICANT} THEN 'joint' ELSE COALESCE($12::text, c.application_type) END)`;
/** The incoming applicant entry (the app sends its own applicant first and only). */
const OWN = `($7::jsonb -> 'applicants' -> 0)`;

/**
 * $1 case id, $2 token hash, $3 now, $4 bank, $5 product type, $6 subtype, $7 enquiry (one applicant), $8 product
 * code, $9 accounts, $10 resume token hash, $11 resume token expiry, $12 the enquiry's application type, $13 a new
 * joint link code (kept only when the case becomes joint without one), $14 judged as joint, $15 the bank chosen is
 * the case's, $16 the product is allowed on joint, $17 the username when there is one.
 *
 * `who` locks the case row (FOR UPDATE: the latest version, as the UPDATE then sees it) and works out, once, whom the
 * token speaks for; the UPDATE writes only when that applicant may save. A new applicant's own signed case token (the
 * common save) has a statement of its own, without `who` (signedFirstStatement).
 */
function statement(withUsername: boolean, subType: CaseSubtype, signedApplicant?: number): string {
  // cases/usernameInUse.ts: an existing customer's own customer (the case's, or the second applicant's login) and
  // the customer_id of the enquiry as saved are theirs, not "in use".
  const existing = subType === 'existing';
  const second = `who.applicant = ${SECOND_APPLICANT}`;
  const taken = usernameTakenSql({
    username: '$17',
    caseId: 'c.id',
    ownNumber: existing ? `COALESCE(CASE WHEN ${second} THEN who.login_customer END, c.customer_number)` : 'NULL',
    ownCustomerId: existing
      ? `(CASE WHEN ${second} THEN c.enquiry ->> 'customer_id' ELSE $7::jsonb ->> 'customer_id' END)`
      : 'NULL',
  });
  // A signed case token (auth/signedCaseTokens.ts), verified before: of this case and bank, live, scope 30, naming its
  // applicant. $2 is then its id, refused when the case row lists it as revoked; no token table is read. What the
  // joined token row gave is what a case token of this case gives: the applicant it names, a case token, no login.
  const who =
    signedApplicant === undefined
      ? `SELECT c.id, ${APPLICANT} AS applicant, COALESCE(t.case_id = c.id, false) AS case_token,
      t.customer_number AS login_customer, ja.completed_at AS second_completed_at
    FROM cases c
    JOIN auth_tokens t ON ${LIVE_TOKEN('$2::text', '$3::timestamptz')} AND t.bank_id = c.bank_id
      AND t.scope >= ${DEFAULT_SCOPE}
    LEFT JOIN joint_applicants ja ON ja.case_id = c.id
    WHERE c.id = $1::text AND c.bank_id = $4::text AND c.product_type = $5::text AND c.sub_type = $6::text`
      : `SELECT c.id, ${Number(signedApplicant)} AS applicant, true AS case_token, NULL::text AS login_customer,
      (SELECT ja.completed_at FROM joint_applicants ja WHERE ja.case_id = c.id) AS second_completed_at
    FROM cases c
    WHERE c.id = $1::text AND c.bank_id = $4::text AND c.product_type = $5::text AND c.sub_type = $6::text
      AND NOT ($2::text = ANY (c.revoked_case_tokens)) AND $3::timestamptz IS NOT NULL`;
  // `who` reads what only the lock keeps current (the token's row, the joint second applicant's part). A signed first
  // applicant's save reads neither: signedFirstStatement, without `who`.
  return `WITH who AS (
    ${who}
    FOR UPDATE OF c
  ), saved AS (
    UPDATE cases c SET
      enquiry = CASE
        WHEN ${second} THEN jsonb_set(c.enquiry, '{applicants}',
          jsonb_build_array(COALESCE(c.enquiry -> 'applicants' -> 0, '{}'::jsonb), ${OWN}))
        WHEN c.application_type = 'joint' AND jsonb_typeof(c.enquiry -> 'applicants' -> 1) = 'object'
          THEN jsonb_set($7::jsonb, '{applicants}', jsonb_build_array(${OWN}, c.enquiry -> 'applicants' -> 1))
        ELSE $7::jsonb END,
      product_code = $8::text, accounts = $9::jsonb, application_type = ${SAVED_TYPE},
      joint_link_code = CASE WHEN ${SAVED_TYPE} = 'joint' THEN COALESCE(c.joint_link_code, $13::text) END,
      version = c.version + 1, updated_at = $3::timestamptz
    FROM who
    WHERE c.id = who.id AND c.pending_timer IS NULL
      AND (
        (who.applicant = ${FIRST_APPLICANT} AND c.state = 'capture')
        OR (${second} AND c.state IN ('capture', 'awaitapplicant') AND who.second_completed_at IS NULL
          AND c.enquiry -> 'product' = $7::jsonb -> 'product' AND $14::boolean AND $15::boolean
          AND (who.case_token OR $6::text = 'existing')))
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
 * Each variant's text, and its name: the statement is prepared once per connection (db/db.ts QueryOptions), as
 * parsing and planning its text cost more than running it (issue 16).
 */
const statements = new Map<string, { text: string; name: string }>();
function statementFor(
  withUsername: boolean,
  subType: CaseSubtype,
  signedApplicant?: number,
): { text: string; name: string } {
  const signed = signedApplicant === undefined ? '' : `_signed${signedApplicant}`;
  const name = `autosave_${subType}${withUsername ? '_username' : ''}${signed}`;
  const known = statements.get(name);
  if (known) return known;
  const made = {
    text:
      signedApplicant === FIRST_APPLICANT
        ? signedFirstStatement(withUsername, subType)
        : statement(withUsername, subType, signedApplicant),
    name,
  };
  statements.set(name, made);
  return made;
}

/**
 * A new applicant's own signed case token (the common save, issue 16): the UPDATE alone, no CTE. What `who` gave for
 * it is the token's claims (the first applicant, a case token, no login) and the case row's own columns, which this
 * WHERE checks on the row's latest version (READ COMMITTED re-evaluates it after a concurrent write, as above). The
 * answer carries only what the caller does not know (the saved enquiry's top level is the one sent), and whether the
 * applicant's live resume token is younger than a minute (a primary-key probe): when it is not, the caller renews it
 * with the general path's upsert (auth/caseTokens.ts renewResumeToken), a second statement, about one save a minute.
 * The CTE's insert-or-rotate, its outer SELECT and the answer's jsonb read cost a save about a fifth of the
 * statement's CPU on PGlite even when nothing was rotated (bench/autosaveSqlParts.ts, 2026-11-29-save7.md).
 *
 * $1 case id, $2 token id, $3 now, $4 bank, $5 product type, $6 subtype, $7 enquiry (one applicant), $8 product code,
 * $9 accounts, $10 the enquiry's application type, $11 a new joint link code (null for a sole save), $12 the product is
 * allowed on joint, $13 the username when there is one.
 */
function signedFirstStatement(withUsername: boolean, subType: CaseSubtype): string {
  const type = '(COALESCE($10::text, c.application_type))';
  // cases/usernameInUse.ts, as statement() has it for the first applicant.
  const taken = usernameTakenSql({
    username: '$13',
    caseId: 'c.id',
    ownNumber: subType === 'existing' ? 'c.customer_number' : 'NULL',
    ownCustomerId: subType === 'existing' ? "($7::jsonb ->> 'customer_id')" : 'NULL',
  });
  const young =
    subType === 'ntb'
      ? `EXISTS (SELECT FROM case_resume_tokens r WHERE r.case_id = c.id AND r.applicant_index = ${FIRST_APPLICANT}
        AND ${resumeTokenYoung('r', '$3::timestamptz')})`
      : 'true';
  return `UPDATE cases c SET
      enquiry = CASE
        WHEN c.application_type = 'joint' AND jsonb_typeof(c.enquiry -> 'applicants' -> 1) = 'object'
          THEN jsonb_set($7::jsonb, '{applicants}', jsonb_build_array(${OWN}, c.enquiry -> 'applicants' -> 1))
        ELSE $7::jsonb END,
      product_code = $8::text, accounts = $9::jsonb, application_type = ${type},
      joint_link_code = CASE WHEN ${type} = 'joint' THEN COALESCE(c.joint_link_code, $11::text) END,
      version = c.version + 1, updated_at = $3::timestamptz
    WHERE c.id = $1::text AND c.bank_id = $4::text AND c.product_type = $5::text AND c.sub_type = $6::text
      AND NOT ($2::text = ANY (c.revoked_case_tokens)) AND c.pending_timer IS NULL AND c.state = 'capture'
      AND (${type} <> 'joint' OR $12::boolean)
      ${withUsername ? `AND NOT ${taken}` : ''}
    RETURNING c.next_transition_at, c.application_type, c.joint_link_code, ${young} AS token_young`;
}

interface SignedFirstRow {
  next_transition_at: Date | string | null;
  application_type: string;
  joint_link_code: string | null;
  token_young: boolean;
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
  let accounts: ReturnType<typeof accountsToOpen>;
  let allowedOnJoint: boolean;
  try {
    // The general path's checks of the enquiry (caseRoutes.ts): a refusal is left to it, after its token check.
    const product = productForCase(enquiry, productType, params.subType);
    // Only the rules that read what changed since this case's last valid save (contract/changedFieldRules.ts).
    assertEnquiryValidSince(params.caseId, { enquiry, product, subType: params.subType, mode: 'partial', now });
    assertNoScenarioRefusal(enquiry, scenarios);
    accounts = accountsToOpen(product, enquiry.product.code);
    allowedOnJoint = isAllowedOnJoint(product);
  } catch {
    return undefined;
  }
  const [username] = usernames;
  const signed = signedClaimsFor(signer, token, params, now, DEFAULT_SCOPE);
  if (signed?.applicantIndex === FIRST_APPLICANT) {
    return signedFirstSave(db, params, productType, enquiry, now, {
      tokenId: signed.tokenId,
      accounts,
      allowedOnJoint,
      username,
    });
  }
  const chosenBank = enquiry.applicants[0]?.bank_id;
  const resumeToken = params.subType === 'ntb' ? newResumeToken() : '';
  const { text, name } = statementFor(username !== undefined, params.subType, signed?.applicantIndex);
  const [row] = await db.query<SavedRow>(
    text,
    [
      params.caseId,
      signed ? signed.tokenId : tokenHash(token),
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
      isJointEnquiry(enquiry),
      !chosenBank || chosenBank === params.bankId,
      allowedOnJoint,
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
 * The common save: a new applicant's own signed case token (signedFirstStatement), then, only when their live resume
 * token is a minute old or more (or missing, spent, expired), its renewal as the general path's (renewResumeToken: an
 * upsert that keeps a token made young meanwhile by a concurrent save, answering none).
 */
async function signedFirstSave(
  db: Db,
  params: CaseParams,
  productType: NonNullable<ReturnType<typeof productTypeOf>>,
  enquiry: Enquiry,
  now: Date,
  checked: {
    tokenId: string;
    accounts: ReturnType<typeof accountsToOpen>;
    allowedOnJoint: boolean;
    username: string | undefined;
  },
): Promise<AutosaveAnswer | undefined> {
  const { text, name } = statementFor(checked.username !== undefined, params.subType, FIRST_APPLICANT);
  const [row] = await db.query<SignedFirstRow>(
    text,
    [
      params.caseId,
      checked.tokenId,
      now.toISOString(),
      params.bankId,
      productType,
      params.subType,
      JSON.stringify(enquiry),
      enquiry.product.code,
      JSON.stringify(checked.accounts),
      enquiry.application_type ?? null,
      // Only a save that may make the case joint can keep a new link code: a sole save draws none.
      enquiry.application_type === 'sole' ? null : newJointLinkCode(),
      checked.allowedOnJoint,
      ...(checked.username === undefined ? [] : [checked.username]),
    ],
    { name },
  );
  if (!row) return undefined;
  const resumeToken =
    params.subType === 'ntb' && !row.token_young
      ? await renewResumeToken(db, { id: params.caseId, bankId: params.bankId }, now, FIRST_APPLICANT)
      : undefined;
  // The enquiry saved has the top level of the one sent (signedFirstStatement), its tu_application_id with it.
  return answerOf(params, productType, now, { ...row, id: params.caseId }, enquiry.tu_application_id, resumeToken);
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
