// Joint application calls (doc 1 §4 "Joint", §8 319 and 324; doc 3 "Joint pages"; issue 12):
// - POST /banks/{bank-id}/joint/link: the link-code check. The second applicant's 7-digit code links them to the
//   first applicant's case, with their own case token (applicant 1) and a resume token. A wrong, used or expired
//   code answers 401 `319`; the wrong tries are counted per client before anything is looked up (one atomic step,
//   auth/attemptCounters.ts), and the 5th wrong one locks the check for 24 hours (auth/linkCodes.ts), even for the
//   right code. A code of a case at the other bank answers 409 `324` with the bank (joint_mismatch_bank_id).
// - POST …/{case-id}/tasks/joint/applicant: an existing customer who joined logs in (WEB-JOINT-AUTHENTICATION). Their
//   login token is the bearer; the resume token of their link names them as the second applicant (it is spent). The
//   customer is recorded in joint_applicants, so their login speaks for the case (auth/caseAccess.ts) as applicant 1
//   and the case is in their portal; the login is written on the case row for their polls and saves
//   (bindSecondLogin). A wrong resume token answers 404 `case_not_found`, as a case not theirs does.
// - POST …/{case-id}/tasks/joint/invitations: the first applicant invites the other person by email and text; the
//   platform records it and, in the sandbox, delivers it to the outbox (GET /sandbox/outbox/invitations/{case-id})
//   with a link that opens /joint/join with the code.

import type { FastifyPluginAsync } from 'fastify';
import { findProductByApiCode } from '../../content/products';
import {
  JointApplicantRequest,
  type JointApplicantResponse,
  JointInvitationRequest,
  type JointInvitationResponse,
  JointLinkRequest,
  type JointLinkResponse,
} from '../../contract/jointSchemas';
import { scopeAccepted } from '../auth/acceptedScope';
import { DEFAULT_SCOPE, tokenHash, verifyAccessToken } from '../auth/accessTokens';
import { clearTries, counterSubject, takeTry } from '../auth/attemptCounters';
import { authorisedCase, bearerTokenOf, bindSecondLogin, insufficientScope, invalidToken } from '../auth/caseAccess';
import { issueCaseToken, issueResumeToken, redeemResumeToken } from '../auth/caseTokens';
import { LINK_CODE_LOCKOUT } from '../auth/linkCodes';
import type { CaseTokenSigner } from '../auth/signedCaseTokens';
import { caseNotFound, isAtAddress } from '../cases/caseAtAddress';
import { CASE_ID_FORMAT } from '../cases/caseIds';
import type { CaseRecord } from '../cases/caseRecord';
import { taskUriOf } from '../cases/caseResponses';
import { advanceLockedCase, type CaseRow, fromRow, type LifecycleContext, loadCurrentCase } from '../cases/caseStore';
import type { Db } from '../db/db';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { BankParams, CaseParams } from '../http/routeParams';
import { invitationRefusal, linkCodeRefusal } from '../joint/jointRequests';
import { jointBankMismatch, linkCaseInvalid, linkCodeLive } from '../joint/jointRules';
import {
  invitationsOf,
  linkSecondApplicant,
  recordInvitation,
  recordSecondCustomer,
  SECOND_APPLICANT,
} from '../joint/jointStore';

export interface JointRoutesOptions {
  db: Db;
  lifecycle: LifecycleContext;
  /** Signs new applicants' case tokens (auth/signedCaseTokens.ts); without it they are random, as before. */
  caseTokens?: CaseTokenSigner;
}

/** The page an invitation opens (doc 1 route table /joint/join; query jointLinkCode, applyFor, brandId). */
export function invitationLink(record: Pick<CaseRecord, 'jointLinkCode' | 'productCode'>, brandId: string): string {
  const product = findProductByApiCode(record.productCode);
  const query = new URLSearchParams({
    jointLinkCode: record.jointLinkCode ?? '',
    ...(product ? { applyFor: product.code } : {}),
    brandId,
  });
  return `/joint/join?${query.toString()}`;
}

type LinkOutcome =
  | { kind: 'linked'; record: CaseRecord; accessToken: string; resumeToken: string }
  | { kind: 'invalid' }
  | { kind: 'mismatch'; record: CaseRecord };

export const jointRoutes: FastifyPluginAsync<JointRoutesOptions> = async (app, { db, lifecycle, caseTokens }) => {
  app.post<{ Params: BankParams; Body: JointLinkRequest }>(
    '/banks/:bankId/joint/link',
    { schema: { params: BankParams, body: JointLinkRequest }, config: { limits: ['linkCodePerClient'] } },
    async (request, reply) => {
      const now = lifecycle.now();
      const malformed = linkCodeRefusal(request.body, now);
      if (malformed) throw malformed;
      const subject = counterSubject('link-code-client', request.ip);
      // The try is taken before the code is looked up: parallel guesses get no more than 5 checks (issue 10).
      const tried = await takeTry(db, LINK_CODE_LOCKOUT, subject, now);
      if (!tried.taken) throw linkCaseInvalid();
      const outcome = await db.transaction(async (tx): Promise<LinkOutcome> => {
        const [row] = await tx.query<CaseRow>('SELECT * FROM cases WHERE joint_link_code = $1 FOR UPDATE', [
          request.body.joint_link_code,
        ]);
        if (!row) return { kind: 'invalid' };
        const record = await advanceLockedCase(tx, fromRow(row), lifecycle);
        if (!linkCodeLive(record, now)) return { kind: 'invalid' };
        // doc 2 §5.6b: joint applicants must choose the same bank.
        if (record.bankId !== request.params.bankId) return { kind: 'mismatch', record };
        // A used code (someone joined already) is refused like a wrong one.
        if (!(await linkSecondApplicant(tx, record.id, now))) return { kind: 'invalid' };
        const accessToken = await issueCaseToken(tx, record, now, SECOND_APPLICANT, caseTokens);
        const resumeToken = await issueResumeToken(tx, record, now, SECOND_APPLICANT);
        return { kind: 'linked', record, accessToken, resumeToken };
      });
      if (outcome.kind === 'invalid') throw linkCaseInvalid();
      // The code was right: the count of wrong tries starts again.
      await clearTries(db, LINK_CODE_LOCKOUT, subject);
      if (outcome.kind === 'mismatch') throw jointBankMismatch(outcome.record.bankId);
      const { record } = outcome;
      const body: JointLinkResponse = {
        reference_id: record.id,
        bank_id: record.bankId,
        case_type: `csap${record.productType}`,
        sub_type: record.subType,
        product_code: findProductByApiCode(record.productCode)?.code ?? record.productCode,
        application_type: 'joint',
        // The second applicant's part starts with their own form: the case is in capture for them.
        task_uri: taskUriOf({ ...record, state: 'capture' }, now),
        access_token: outcome.accessToken,
        resume_token: outcome.resumeToken,
      };
      return reply.code(201).send(body);
    },
  );

  app.post<{ Params: CaseParams; Body: JointApplicantRequest }>(
    '/banks/:bankId/cases/:caseType/:subType/:caseId/tasks/joint/applicant',
    { schema: { params: CaseParams, body: JointApplicantRequest } },
    async (request) => {
      const { params } = request;
      const token = bearerTokenOf(request);
      if (!token) throw invalidToken();
      const now = lifecycle.now();
      const claims = await verifyAccessToken(db, token, now);
      // a customer's login of this bank: a case token names no customer to record
      if (!claims || claims.bankId !== params.bankId || claims.customerNumber === null) throw invalidToken();
      if (!(await scopeAccepted(request, claims, DEFAULT_SCOPE))) throw insufficientScope(DEFAULT_SCOPE);
      const customerNumber = claims.customerNumber;
      // In one transaction: a refusal (another case's or the first applicant's resume token, someone else recorded
      // already) rolls the spent resume token back too.
      await db.transaction(async (tx) => {
        if (!CASE_ID_FORMAT.test(params.caseId)) throw caseNotFound(params.caseId);
        const applicant = await redeemResumeToken(tx, params, request.body.resume_token, now);
        if (applicant !== SECOND_APPLICANT) throw caseNotFound(params.caseId);
        const record = await loadCurrentCase(tx, params.caseId, lifecycle);
        if (!record || !isAtAddress(record, params)) throw caseNotFound(params.caseId);
        if (!(await recordSecondCustomer(tx, record.id, customerNumber))) throw caseNotFound(params.caseId);
        // Their login on the case row, so their polls read that row alone (issue 16; a login below scope 30 is not
        // written, and its polls go the general way).
        await bindSecondLogin(tx, record.id, tokenHash(token), customerNumber, now);
      });
      const body: JointApplicantResponse = { reference_id: params.caseId, applicant_index: SECOND_APPLICANT };
      return body;
    },
  );

  app.post<{ Params: CaseParams; Body: JointInvitationRequest }>(
    '/banks/:bankId/cases/:caseType/:subType/:caseId/tasks/joint/invitations',
    { schema: { params: CaseParams, body: JointInvitationRequest } },
    async (request, reply) => {
      const { email, mobile, brand_id: brandId } = request.body;
      if (!email && !mobile) {
        throw new ApiError(400, ERROR_CODES.invalidRequest, 'Give the other person’s email address or mobile number');
      }
      const now = lifecycle.now();
      const refusal = invitationRefusal(request.body, now);
      if (refusal) throw refusal;
      const invitations = await db.transaction(async (tx) => {
        const { record, applicant } = await authorisedCase(db, request, request.params, lifecycle, { tx });
        // Only the first applicant invites, and only while the case waits for a second one.
        if (applicant !== 0 || !record.jointLinkCode || !linkCodeLive(record, now)) {
          throw new ApiError(409, ERROR_CODES.caseNotInCapture, 'This case is not waiting for a second applicant');
        }
        const link = invitationLink(record, brandId ?? record.bankId);
        if (email) await recordInvitation(tx, { caseId: record.id, channel: 'email', address: email, link, now });
        if (mobile) await recordInvitation(tx, { caseId: record.id, channel: 'sms', address: mobile, link, now });
        return invitationsOf(tx, record.id);
      });
      const body: JointInvitationResponse = {
        invitations: invitations.map((invitation) => ({
          channel: invitation.channel,
          link: invitation.link,
          sent_at: invitation.sentAt.toISOString(),
        })),
      };
      return reply.code(201).send(body);
    },
  );
};
