// Case calls (doc 1 §7 "Cases", doc 2 §7.1): create, update, submit, and the capture, next and
// completed tasks. Writes run in transactions (the common autosave in one statement, routes/autosaveStatement.ts), so a
// refused call stores nothing.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PRODUCT_TYPES } from '../../content/products';
import { Enquiry, ResumeCaseRequest, type ResumeCaseResponse, SubmitRequest } from '../../contract/schemas';
import { DEFAULT_SCOPE } from '../auth/accessTokens';
import { type AuthorisedCase, authorisedCase, authorisedCaseStatus, invalidToken } from '../auth/caseAccess';
import {
  CASE_TOKEN_TTL_MS,
  FIRST_APPLICANT,
  issueCaseToken,
  issueResumeToken,
  redeemResumeToken,
  renewResumeToken,
} from '../auth/caseTokens';
import type { CaseTokenSigner } from '../auth/signedCaseTokens';
import { isAtAddress } from '../cases/caseAtAddress';
import { CASE_ID_FORMAT, newCaseId, newJointLinkCode } from '../cases/caseIds';
import { accountsToOpen, productForCase } from '../cases/caseProduct';
import type { CaseRecord } from '../cases/caseRecord';
import {
  captureTaskResponse,
  caseResponse,
  completedTaskResponse,
  nextTaskResponse,
  submitResponse,
  taskUriOf,
} from '../cases/caseResponses';
import {
  insertCase,
  type LifecycleContext,
  loadCurrentCase,
  recordTransitions,
  saveCase,
  scenariosAct,
} from '../cases/caseStore';
import { assertBankDetailsValid, assertEnquiryValid, fieldsToComplete } from '../cases/enquiryValidation';
import { firstMissingField } from '../cases/submitReadiness';
import { assertUsernamesFree } from '../cases/usernameInUse';
import type { Db } from '../db/db';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { CaseParams, CreateCaseParams, productTypeOf } from '../http/routeParams';
import {
  applicantOnly,
  assertAllowedOnJoint,
  enquiryFor,
  jointBankMismatch,
  mergeApplicantSave,
} from '../joint/jointRules';
import {
  customerNumberOfApplicant,
  markSecondCompleted,
  SECOND_APPLICANT,
  secondApplicantOf,
} from '../joint/jointStore';
import { applyEvent } from '../lifecycle/advanceCase';
import { assertNoScenarioRefusal } from '../scenarios/saveRefusals';
import { autosaveInOneStatement } from './autosaveStatement';

export interface CaseRoutesOptions {
  db: Db;
  lifecycle: LifecycleContext;
  /** Signs new applicants' case tokens (auth/signedCaseTokens.ts); without it they are random, as before. */
  caseTokens?: CaseTokenSigner;
}

const CASE_PATH = '/banks/:bankId/cases/:caseType/:subType/:caseId';
const MAX_ID_ATTEMPTS = 5;

/**
 * A new resume token for the applicant a case token speaks for (platform/README.md "Case tokens"): a new-to-bank
 * case's saves hand the tab a fresh one; an autosave (`renew`) only when the applicant's live one is a minute old or
 * more (auth/caseTokens.ts renewResumeToken). An existing customer resumes through login instead (doc 1 §4), so none.
 */
async function resumeTokenFor(
  tx: Db,
  record: CaseRecord,
  auth: AuthorisedCase['claims'],
  now: Date,
  { renew = false }: { renew?: boolean } = {},
) {
  if (record.subType !== 'ntb' || auth.caseId !== record.id) return undefined;
  const issue = renew ? renewResumeToken : issueResumeToken;
  return issue(tx, record, now, auth.applicantIndex ?? FIRST_APPLICANT);
}

/**
 * The subtype a joint case's second applicant is judged as: an existing customer who logged in (their login token
 * speaks for them) has no username of their own to create and keeps their records' details (doc 2 §5.6), whatever
 * the first applicant's case is.
 */
const subTypeOf = (record: CaseRecord, auth: AuthorisedCase): CaseRecord['subType'] =>
  auth.applicant === SECOND_APPLICANT && auth.claims.caseId === null && auth.claims.customerNumber !== null
    ? 'existing'
    : record.subType;

/**
 * The case state as one applicant sees it (doc 1 §4 "Joint"): the second applicant fills in their part while the case
 * is in capture or already waits for them in awaitapplicant; once they have submitted it, they wait (awaitapplicant)
 * until the first applicant submits, and while the first applicant answers the offer.
 */
async function stateFor(db: Db, record: CaseRecord, applicantIndex: number): Promise<CaseRecord> {
  if (applicantIndex !== SECOND_APPLICANT || !isOpenForSecond(record)) return seenBy(record, applicantIndex, false);
  return seenBy(record, applicantIndex, Boolean((await secondApplicantOf(db, record.id))?.completedAt));
}

const isOpenForSecond = (record: Pick<CaseRecord, 'state'>) =>
  record.state === 'capture' || record.state === 'awaitapplicant';

/** stateFor, knowing whether the second applicant has submitted their part (read with the token: no query). */
function seenBy<T extends Pick<CaseRecord, 'state'>>(record: T, applicantIndex: number, secondCompleted: boolean): T {
  if (applicantIndex !== SECOND_APPLICANT) return record;
  // The first applicant answers the offer for both (doc 1 §4 "Offer"): the second waits on Joint/next meanwhile.
  if (record.state === 'offer') return { ...record, state: 'awaitapplicant' };
  if (!isOpenForSecond(record)) return record;
  return { ...record, state: secondCompleted ? 'awaitapplicant' : 'capture' };
}

/**
 * An applicant's part is ready to submit (doc 2 §5: every rule, with what is required): a 422 names its first missing
 * field as the whole case numbers it, and lists every flat field still to complete (`missing_fields`, for the
 * missing-required-fields page); the case's product is returned. The same check for either applicant of a joint
 * case and for a sole applicant.
 */
function assertPartReady(
  current: CaseRecord,
  own: CaseRecord['enquiry'],
  applicant: number,
  subType: CaseRecord['subType'],
  now: Date,
) {
  const product = productForCase(current.enquiry, current.productType, current.subType);
  const missing = firstMissingField(own);
  if (missing) {
    const second = applicant === SECOND_APPLICANT;
    const field = second ? missing.replace(/^applicants\.0\./, `applicants.${SECOND_APPLICANT}.`) : missing;
    const whose = second ? 'Your part' : 'The application';
    const incomplete = new ApiError(
      422,
      ERROR_CODES.incompleteApplication,
      `${whose} cannot be submitted yet: ${field} is missing`,
      field,
    );
    incomplete.missingFields = fieldsToComplete({ enquiry: own, product, subType, now });
    throw incomplete;
  }
  assertEnquiryValid({ enquiry: own, product, subType, mode: 'complete', now });
  return product;
}

/** The second applicant may change their part until they have submitted it (issue 12). */
async function requireSecondApplicantPart(db: Db, record: CaseRecord): Promise<void> {
  const second = await secondApplicantOf(db, record.id);
  const open = (record.state === 'capture' || record.state === 'awaitapplicant') && !second?.completedAt;
  if (!open) {
    throw new ApiError(
      409,
      ERROR_CODES.caseNotInCapture,
      `Case ${record.id} is in ${record.state}: your part of the joint application has been submitted`,
    );
  }
}

/** doc 2 §5.6b: the second applicant's bank must be the case's (the first applicant's) bank; else 324. */
function assertSameBank(record: CaseRecord, enquiry: Enquiry): void {
  const chosen = enquiry.applicants[0]?.bank_id;
  if (chosen && chosen !== record.bankId) throw jointBankMismatch(record.bankId);
}

function requireCapture(record: CaseRecord): void {
  if (record.state !== 'capture') {
    throw new ApiError(
      409,
      ERROR_CODES.caseNotInCapture,
      `Case ${record.id} is in ${record.state}: only a case in capture can be changed or submitted`,
    );
  }
}

export const caseRoutes: FastifyPluginAsync<CaseRoutesOptions> = async (app, { db, lifecycle, caseTokens }) => {
  // Sandbox mode: the scenarios' save refusals act (scenarios/saveRefusals.ts); production: never.
  const scenarios = scenariosAct(lifecycle);
  // Every call under a case id needs a token that speaks for the case (auth/caseAccess.ts): one query with the case.
  const lockCase = (tx: Db, request: FastifyRequest<{ Params: CaseParams }>): Promise<AuthorisedCase> =>
    authorisedCase(db, request, request.params, lifecycle, { tx });

  /**
   * doc 1 §4 "Joint" (issue 12): the second applicant submits their part. Once the first applicant has submitted too
   * (the case waits in awaitapplicant), the case goes on to processing and the decision for both; until then the
   * second applicant waits (their next task is awaitapplicant).
   */
  const submitSecondApplicant = async (
    tx: Db,
    current: CaseRecord,
    auth: AuthorisedCase,
    now: Date,
  ): Promise<{ next: CaseRecord; accessToken: string | undefined; resumeToken: string | undefined }> => {
    await requireSecondApplicantPart(tx, current);
    const own = applicantOnly(current.enquiry, SECOND_APPLICANT);
    assertPartReady(current, own, SECOND_APPLICANT, subTypeOf(current, auth), now);
    assertSameBank(current, own);
    await markSecondCompleted(tx, current.id, now);
    let next = current;
    if (current.state === 'awaitapplicant') {
      const { record, transition } = applyEvent(current, 'OTHER_APPLICANT_COMPLETED', now, lifecycle.timings);
      next = { ...record, version: current.version + 1, updatedAt: now };
      await saveCase(tx, next);
      await recordTransitions(tx, next.id, [transition]);
    }
    // a fresh case token for a second applicant who came with one (an existing customer goes on with their login)
    const accessToken =
      next.subType === 'ntb' && auth.claims.caseId === next.id
        ? await issueCaseToken(tx, next, now, SECOND_APPLICANT, caseTokens)
        : undefined;
    return {
      next: await stateFor(tx, next, SECOND_APPLICANT),
      accessToken,
      resumeToken: await resumeTokenFor(tx, next, auth.claims, now),
    };
  };

  app.post<{ Params: CreateCaseParams; Body: Enquiry }>(
    '/banks/:bankId/cases/:caseType/:subType',
    { schema: { params: CreateCaseParams, body: Enquiry } },
    async (request, reply) => {
      const { bankId, caseType, subType } = request.params;
      const enquiry = request.body;
      const productType = productTypeOf(caseType);
      if (!productType) throw new ApiError(400, ERROR_CODES.invalidCaseType, 'Create needs csap{product-type}');
      const product = productForCase(enquiry, productType, subType);
      const now = lifecycle.now();
      // doc 2 §5: the client's rules on what the autosave sent (partial: nothing is required yet)
      assertEnquiryValid({ enquiry, product, subType, mode: 'partial', now });
      // sandbox scenarios Alreadycustomer, Inflight, Duplicate: doc 1 §8 318, 325, 350 (scenarios/saveRefusals.ts)
      assertNoScenarioRefusal(enquiry, scenarios);
      // doc 1 §8 1036: checked before the insert, so a refused create stores nothing
      await assertUsernamesFree(db, enquiry, { caseId: null, subType, customerNumber: null });
      const applicationType = enquiry.application_type ?? 'sole';
      // doc 1 "Product blocking", doc 2 §5.9: 301 for a product refused on a joint application (issue 12).
      if (applicationType === 'joint') assertAllowedOnJoint(product);
      for (let attempt = 0; attempt < MAX_ID_ATTEMPTS; attempt += 1) {
        const record: CaseRecord = {
          id: newCaseId(PRODUCT_TYPES[product.productType].caseIdPrefix),
          bankId,
          productType,
          productCode: enquiry.product.code,
          subType,
          applicationType,
          jointLinkCode: applicationType === 'joint' ? newJointLinkCode() : null,
          state: 'capture',
          enquiry,
          submission: null,
          accounts: accountsToOpen(product, enquiry.product.code),
          customerNumber: null,
          pendingTimer: null,
          nextTransitionAt: null,
          version: 1,
          createdAt: now,
          updatedAt: now,
          submittedAt: null,
          stateEnteredAt: now,
        };
        // Issue 10: the case token (and, for a new applicant, the tab's resume token) are issued with the case, in
        // one transaction, so a case never exists without the token that alone can reach it.
        const created = await db.transaction(async (tx) => {
          if (!(await insertCase(tx, record))) return undefined;
          const accessToken = await issueCaseToken(tx, record, now, FIRST_APPLICANT, caseTokens);
          const resumeToken = subType === 'ntb' ? await issueResumeToken(tx, record, now) : undefined;
          return { accessToken, resumeToken };
        });
        if (created) {
          return reply.code(201).send({
            ...caseResponse(record, now),
            access_token: created.accessToken,
            ...(created.resumeToken ? { resume_token: created.resumeToken } : {}),
          });
        }
      }
      throw new Error('No free case id after several attempts');
    },
  );

  app.put<{ Params: CaseParams; Body: Enquiry }>(
    `${CASE_PATH}/tasks/capture/actions/update`,
    { schema: { params: CaseParams, body: Enquiry } },
    async (request) => {
      const enquiry = request.body;
      const now = lifecycle.now();
      // Every applicant's autosave in one statement (routes/autosaveStatement.ts); anything out of the ordinary, or any refusal,
      // goes the general way below.
      const quick = await autosaveInOneStatement(db, request, request.params, enquiry, now, caseTokens, scenarios);
      if (quick) return quick;
      const saved = await db.transaction(async (tx) => {
        const auth = await lockCase(tx, request);
        const { record: current, claims, applicant } = auth;
        if (applicant === SECOND_APPLICANT) {
          // issue 12: the joint second applicant writes only their own entry of applicants[].
          await requireSecondApplicantPart(tx, current);
          assertSameBank(current, enquiry);
        } else {
          requireCapture(current);
        }
        const merged =
          current.applicationType === 'joint' ? mergeApplicantSave(current.enquiry, enquiry, applicant) : enquiry;
        const product = productForCase(merged, current.productType, current.subType);
        assertEnquiryValid({ enquiry: merged, product, subType: subTypeOf(current, auth), mode: 'partial', now });
        assertNoScenarioRefusal(merged, scenarios);
        // doc 1 §8 1036: a customer's or another submitted case's username (this case's own is fine)
        // Each joint applicant's username is checked with their own save (an existing customer who joined as the
        // second applicant sends their own username: it is theirs, not "in use").
        const secondCustomer = applicant === SECOND_APPLICANT ? claims.customerNumber : null;
        const ownPart = current.applicationType === 'joint' ? applicantOnly(merged, applicant) : merged;
        await assertUsernamesFree(tx, ownPart, {
          caseId: current.id,
          subType: subTypeOf(current, auth),
          customerNumber: secondCustomer ?? current.customerNumber,
        });
        const applicationType =
          applicant === SECOND_APPLICANT ? 'joint' : (enquiry.application_type ?? current.applicationType);
        if (applicationType === 'joint') assertAllowedOnJoint(product);
        const next: CaseRecord = {
          ...current,
          enquiry: merged,
          productCode: merged.product.code,
          accounts: accountsToOpen(product, enquiry.product.code),
          applicationType,
          jointLinkCode: applicationType === 'joint' ? (current.jointLinkCode ?? newJointLinkCode()) : null,
          version: current.version + 1,
          updatedAt: now,
        };
        await saveCase(tx, next);
        return {
          next: await stateFor(tx, next, applicant),
          resumeToken: await resumeTokenFor(tx, next, claims, now, { renew: true }),
        };
      });
      return {
        ...caseResponse(saved.next, now),
        ...(saved.resumeToken ? { resume_token: saved.resumeToken } : {}),
      };
    },
  );

  app.put<{ Params: CaseParams; Body: SubmitRequest }>(
    `${CASE_PATH}/tasks/capture/actions/submit`,
    { schema: { params: CaseParams, body: SubmitRequest } },
    async (request) => {
      const now = lifecycle.now();
      const saved = await db.transaction(async (tx) => {
        const auth = await lockCase(tx, request);
        const { record: current, claims, applicant } = auth;
        if (applicant === SECOND_APPLICANT) return submitSecondApplicant(tx, current, auth, now);
        requireCapture(current);
        const joint = current.applicationType === 'joint';
        // A joint case's first applicant submits their own part; the second applicant's is theirs to complete.
        const own = joint ? applicantOnly(current.enquiry, FIRST_APPLICANT) : current.enquiry;
        // doc 2 §5: every rule, with what is required, and a credit card's bank details (doc 1 §8)
        const product = assertPartReady(current, own, FIRST_APPLICANT, current.subType, now);
        if (joint) assertAllowedOnJoint(product);
        await assertBankDetailsValid(tx, current.enquiry, product);
        assertNoScenarioRefusal(current.enquiry, scenarios);
        // doc 1 §8 1036: checked again under a per-username lock, as submitting is what takes the username
        await assertUsernamesFree(
          tx,
          own,
          { caseId: current.id, subType: current.subType, customerNumber: current.customerNumber },
          true,
        );
        const submitted = { ...current, submission: request.body, submittedAt: now };
        // doc 1 §4 "Joint": a joint case waits in awaitapplicant until the second applicant has completed their part.
        const secondDone = joint ? Boolean((await secondApplicantOf(tx, current.id))?.completedAt) : true;
        const event = secondDone ? 'SUBMITTED' : 'SUBMITTED_AWAITING_APPLICANT';
        const { record, transition } = applyEvent(submitted, event, now, lifecycle.timings);
        const next = { ...record, version: current.version + 1, updatedAt: now };
        await saveCase(tx, next);
        await recordTransitions(tx, next.id, [transition]);
        // doc 2 §7.1: "a new access token is returned for new customers", bound to this case and to the applicant
        // whose token submitted it (auth/caseTokens.ts)
        const accessToken =
          next.subType === 'ntb'
            ? await issueCaseToken(tx, next, now, claims.caseId === next.id ? applicant : FIRST_APPLICANT, caseTokens)
            : undefined;
        return { next, accessToken, resumeToken: await resumeTokenFor(tx, next, claims, now) };
      });
      return {
        ...submitResponse(saved.next, now),
        ...(saved.accessToken ? { access_token: saved.accessToken } : {}),
        ...(saved.resumeToken ? { resume_token: saved.resumeToken } : {}),
      };
    },
  );

  // A joint case as the applicant whose token asks sees it (issue 12): their own entry only, with the case data both
  // share, and their own next task; each applicant reads neither the other's personal details nor their state.
  const readCaseFor = async (request: FastifyRequest<{ Params: CaseParams }>): Promise<CaseRecord> => {
    const { record, applicant, secondCompleted } = await authorisedCase(db, request, request.params, lifecycle);
    if (record.applicationType !== 'joint') return record;
    const seen = seenBy(record, applicant, secondCompleted);
    return { ...seen, enquiry: enquiryFor(record.enquiry, applicant) };
  };

  app.get<{ Params: CaseParams }>(`${CASE_PATH}/tasks/capture`, { schema: { params: CaseParams } }, async (request) =>
    captureTaskResponse(await readCaseFor(request), lifecycle.now()),
  );

  app.get<{ Params: CaseParams }>(`${CASE_PATH}/tasks/next`, { schema: { params: CaseParams } }, async (request) => {
    // The poll (issue 16): the case's status without its jsonb columns, in the same one query as the token check, as
    // the applicant sees it (a joint case's second applicant included); a due timer or a refusal take the general read.
    const quick = await authorisedCaseStatus(db, request, request.params, lifecycle, caseTokens);
    if (quick) {
      const seen = seenBy(quick.status, quick.applicant, quick.secondCompleted);
      return { task_uri: taskUriOf(seen, lifecycle.now()) } satisfies ReturnType<typeof nextTaskResponse>;
    }
    return nextTaskResponse(await readCaseFor(request), lifecycle.now());
  });

  app.get<{ Params: CaseParams }>(
    `${CASE_PATH}/tasks/completed`,
    { schema: { params: CaseParams } },
    async (request) => {
      const { record, applicant } = await authorisedCase(db, request, request.params, lifecycle);
      // Each joint applicant is told their own customer number, never the other's (issue 12).
      return completedTaskResponse({
        ...record,
        customerNumber: await customerNumberOfApplicant(db, record, applicant),
      });
    },
  );

  // A reload of the tab (platform/README.md "Case tokens"): the one-time resume token the tab kept in sessionStorage
  // is spent for a fresh case token and a new resume token. No bearer token: the app lost it with the reload. Any
  // refusal (unknown, spent, expired, another case's, no such case) is the same 401 invalid_token, so it tells
  // nothing of the case; the app then goes to login (doc 1 §4 "An invalid-token authentication header ...").
  app.post<{ Params: CaseParams; Body: ResumeCaseRequest }>(
    `${CASE_PATH}/resume`,
    { schema: { params: CaseParams, body: ResumeCaseRequest } },
    async (request) => {
      const { params } = request;
      const now = lifecycle.now();
      const resumed = await db.transaction(async (tx) => {
        if (!CASE_ID_FORMAT.test(params.caseId)) return undefined;
        const applicant = await redeemResumeToken(tx, params, request.body.resume_token, now);
        if (applicant === undefined) return undefined;
        const current = await loadCurrentCase(tx, params.caseId, lifecycle);
        const record = current && isAtAddress(current, params) ? current : undefined;
        if (!record) return undefined;
        return {
          accessToken: await issueCaseToken(tx, record, now, applicant, caseTokens),
          resumeToken: await issueResumeToken(tx, record, now, applicant),
        };
      });
      if (!resumed) throw invalidToken();
      const body: ResumeCaseResponse = {
        access_token: resumed.accessToken,
        resume_token: resumed.resumeToken,
        token_type: 'Bearer',
        expires_in: CASE_TOKEN_TTL_MS / 1000,
        scope: DEFAULT_SCOPE,
      };
      return body;
    },
  );
};
