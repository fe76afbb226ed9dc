// The autosave of a new applicant's sole case in ONE statement (issue 16, bench/results/profile.md): the token check,
// the case's address and state, the username rule (doc 1 §8 1036), the write and the next resume token, all in one
// UPDATE with its CTE. As one statement it is atomic on its own (no BEGIN/COMMIT, no row lock held across round
// trips while JavaScript validates): the general path (caseRoutes.ts, a transaction of 5 round trips holding the
// case's row lock) cost 0.15 of a bare jsonb UPDATE on PostgreSQL.
//
// Everything that does not depend on the database is checked first, exactly as the general path checks it, and on
// anything out of the ordinary (an error of those checks, no token, a joint case, a login token, the generic `csap`
// address, a due timer, more than one username, or a statement that matched no row) this answers undefined and the
// route runs the general path, which gives the precise answer (401, 404, 409, 1036, 422 ...) in its usual order. So
// the answers are the general path's; only the common case is cheaper.
import { randomBytes } from 'node:crypto';
import type { CaseResponse, Enquiry } from '../../contract/schemas';
import { buildTaskUri } from '../../contract/taskUri';
import { DEFAULT_SCOPE, tokenHash } from '../auth/accessTokens';
import { bearerTokenOf } from '../auth/caseAccess';
import { FIRST_APPLICANT, RESUME_TOKEN_TTL_MS } from '../auth/caseTokens';
import { accountsToOpen, productForCase } from '../cases/caseProduct';
import { assertEnquiryValid } from '../cases/enquiryValidation';
import { enquiryUsernames } from '../cases/usernameInUse';
import type { Db } from '../db/db';
import type { CaseParams } from '../http/routeParams';
import { productTypeOf } from '../http/routeParams';
import { waitSecondsFor } from '../lifecycle/advanceCase';
import { assertNoScenarioRefusal } from '../scenarios/saveRefusals';

/** The answer of the update call (caseResponse) with the tab's next resume token. */
export type AutosaveAnswer = CaseResponse & { resume_token: string };

/**
 * The username rule of cases/usernameInUse.ts for a new-to-bank case (no customer of its own, so every holder
 * counts): no customer has the username, and no other submitted case carries it. Same SQL as assertUsernamesFree
 * with its owner columns null.
 */
const USERNAME_FREE = (username: string) => `
  AND NOT EXISTS (SELECT 1 FROM customers WHERE username = ${username}::text)
  AND NOT EXISTS (
    SELECT 1 FROM cases other
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(other.enquiry -> 'applicants') = 'array' THEN other.enquiry -> 'applicants' ELSE '[]'::jsonb END
    ) AS applicant
    WHERE other.submitted_at IS NOT NULL AND other.id <> c.id
      AND applicant -> 'user_details' ->> 'username' = ${username}::text)`;

/**
 * $1 case id, $2 token hash, $3 now, $4 bank, $5 product type, $6 subtype, $7 enquiry, $8 product code, $9 accounts,
 * $10 resume token hash, $11 resume token expiry, $12 the username when there is one. The token must be a live case
 * token of this very case, its first applicant, at scope 30 or more, of the case's bank (auth/caseAccess.ts and
 * auth/caseTokens.ts speaksForCase); the case in capture, sole, with no timer pending.
 */
function statement(withUsername: boolean): string {
  return `WITH saved AS (
    UPDATE cases c SET enquiry = $7::jsonb, product_code = $8::text, accounts = $9::jsonb, application_type = 'sole',
      joint_link_code = NULL, version = c.version + 1, updated_at = $3::timestamptz
    FROM auth_tokens t
    WHERE c.id = $1::text AND c.bank_id = $4::text AND c.product_type = $5::text AND c.sub_type = $6::text
      AND c.state = 'capture' AND c.application_type = 'sole' AND c.pending_timer IS NULL
      AND t.token_hash = $2::text AND t.revoked_at IS NULL AND t.expires_at > $3::timestamptz
      AND t.case_id = c.id AND t.bank_id = c.bank_id AND t.scope >= ${DEFAULT_SCOPE}
      AND COALESCE(t.applicant_index, ${FIRST_APPLICANT}) = ${FIRST_APPLICANT}
      ${withUsername ? USERNAME_FREE('$12') : ''}
    RETURNING c.id, c.next_transition_at
  ), resumed AS (
    INSERT INTO case_resume_tokens (case_id, applicant_index, bank_id, token_hash, created_at, expires_at, used_at)
    SELECT saved.id, ${FIRST_APPLICANT}, $4::text, $10::text, $3::timestamptz, $11::timestamptz, NULL FROM saved
    WHERE $6::text = 'ntb'
    ON CONFLICT (case_id, applicant_index) DO UPDATE
      SET token_hash = EXCLUDED.token_hash, bank_id = EXCLUDED.bank_id, created_at = EXCLUDED.created_at,
          expires_at = EXCLUDED.expires_at, used_at = NULL
    RETURNING case_id
  )
  SELECT saved.id, saved.next_transition_at, (SELECT count(*) FROM resumed)::int AS resumed FROM saved`;
}

const STATEMENTS = { plain: statement(false), withUsername: statement(true) };

/** The update call's answer when the common case applies and was saved; undefined: run the general path. */
export async function autosaveInOneStatement(
  db: Db,
  request: { headers: { authorization?: string | string[] | undefined } },
  params: CaseParams,
  enquiry: Enquiry,
  now: Date,
): Promise<AutosaveAnswer | undefined> {
  const token = bearerTokenOf(request as Parameters<typeof bearerTokenOf>[0]);
  const productType = productTypeOf(params.caseType);
  if (!token || !productType || params.subType !== 'ntb') return undefined;
  if (enquiry.application_type === 'joint') return undefined;
  const usernames = enquiryUsernames(enquiry);
  if (usernames.length > 1) return undefined;
  let accounts: ReturnType<typeof accountsToOpen>;
  try {
    // The general path's checks of the enquiry (caseRoutes.ts): a refusal is left to it, after its token check.
    const product = productForCase(enquiry, productType, params.subType);
    assertEnquiryValid({ enquiry, product, subType: params.subType, mode: 'partial', now });
    assertNoScenarioRefusal(enquiry);
    accounts = accountsToOpen(product, enquiry.product.code);
  } catch {
    return undefined;
  }
  const resumeToken = randomBytes(32).toString('base64url');
  const [username] = usernames;
  const [row] = await db.query<{ id: string; next_transition_at: Date | string | null; resumed: number }>(
    username === undefined ? STATEMENTS.plain : STATEMENTS.withUsername,
    [
      params.caseId,
      tokenHash(token),
      now.toISOString(),
      params.bankId,
      productType,
      params.subType,
      JSON.stringify(enquiry),
      enquiry.product.code,
      JSON.stringify(accounts),
      tokenHash(resumeToken),
      new Date(now.getTime() + RESUME_TOKEN_TTL_MS).toISOString(),
      ...(username === undefined ? [] : [username]),
    ],
  );
  if (!row) return undefined;
  if (row.resumed !== 1) throw new Error(`The autosave of ${row.id} stored no resume token`);
  const nextTransitionAt = row.next_transition_at === null ? null : new Date(row.next_transition_at);
  const address = { bankId: params.bankId, productType, subType: params.subType, caseId: row.id };
  return {
    reference_id: row.id,
    task_uri: buildTaskUri(address, 'capture', waitSecondsFor({ nextTransitionAt }, now)),
    application_type: 'sole',
    ...(enquiry.tu_application_id ? { tu_application_id: enquiry.tu_application_id } : {}),
    resume_token: resumeToken,
  };
}
