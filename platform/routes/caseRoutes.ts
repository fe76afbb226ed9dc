// Case calls (doc 1 §7 "Cases", doc 2 §7.1): create, update, submit, and the capture, next and
// completed tasks. Writes run in transactions, so a refused call stores nothing.
import type { FastifyPluginAsync } from 'fastify';
import { PRODUCT_TYPES } from '../../content/products';
import { Enquiry, SubmitRequest } from '../../services/schemas';
import { issueCaseToken } from '../auth/caseTokens';
import { CASE_ID_FORMAT, newCaseId, newJointLinkCode } from '../cases/caseIds';
import { accountsToOpen, productForCase } from '../cases/caseProduct';
import type { CaseRecord } from '../cases/caseRecord';
import {
  captureTaskResponse,
  caseResponse,
  completedTaskResponse,
  nextTaskResponse,
  submitResponse,
} from '../cases/caseResponses';
import {
  insertCase,
  type LifecycleContext,
  loadCurrentCase,
  lockCurrentCase,
  recordTransitions,
  saveCase,
} from '../cases/caseStore';
import { assertBankDetailsValid, assertEnquiryValid } from '../cases/enquiryValidation';
import { firstMissingField } from '../cases/submitReadiness';
import { assertUsernamesFree } from '../cases/usernameInUse';
import type { Db } from '../db/db';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { CaseParams, CreateCaseParams, productTypeOf } from '../http/routeParams';
import { applyEvent } from '../lifecycle/advanceCase';
import { assertNoScenarioRefusal } from '../scenarios/saveRefusals';

export interface CaseRoutesOptions {
  db: Db;
  lifecycle: LifecycleContext;
}

const CASE_PATH = '/banks/:bankId/cases/:caseType/:subType/:caseId';
const MAX_ID_ATTEMPTS = 5;

function caseNotFound(_caseId: string): ApiError {
  // the case id sent is not repeated back (issue 10: refusals never echo input)
  return new ApiError(404, ERROR_CODES.caseNotFound, 'There is no case with this id at this address');
}

/** The case address in the path must be the stored case's (doc 1 §7 case address). */
function atAddress(record: CaseRecord | undefined, params: CaseParams): CaseRecord {
  const typeMatches = params.caseType === 'csap' || productTypeOf(params.caseType) === record?.productType;
  if (!record || record.bankId !== params.bankId || record.subType !== params.subType || !typeMatches) {
    throw caseNotFound(params.caseId);
  }
  return record;
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

export const caseRoutes: FastifyPluginAsync<CaseRoutesOptions> = async (app, { db, lifecycle }) => {
  const lockCase = async (tx: Db, params: CaseParams): Promise<CaseRecord> =>
    atAddress(
      CASE_ID_FORMAT.test(params.caseId) ? await lockCurrentCase(tx, params.caseId, lifecycle) : undefined,
      params,
    );
  const readCase = async (params: CaseParams): Promise<CaseRecord> =>
    atAddress(
      CASE_ID_FORMAT.test(params.caseId) ? await loadCurrentCase(db, params.caseId, lifecycle) : undefined,
      params,
    );

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
      // sandbox scenarios Alreadycustomer and Inflight: doc 1 §8 318 and 325 (scenarios/saveRefusals.ts)
      assertNoScenarioRefusal(enquiry);
      // doc 1 §8 1036: checked before the insert, so a refused create stores nothing
      await assertUsernamesFree(db, enquiry, { caseId: null, subType, customerNumber: null });
      const applicationType = enquiry.application_type ?? 'sole';
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
        if (await insertCase(db, record)) return reply.code(201).send(caseResponse(record, now));
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
      const saved = await db.transaction(async (tx) => {
        const current = await lockCase(tx, request.params);
        requireCapture(current);
        const product = productForCase(enquiry, current.productType, current.subType);
        assertEnquiryValid({ enquiry, product, subType: current.subType, mode: 'partial', now });
        assertNoScenarioRefusal(enquiry);
        // doc 1 §8 1036: a customer's or another submitted case's username (this case's own is fine)
        await assertUsernamesFree(tx, enquiry, {
          caseId: current.id,
          subType: current.subType,
          customerNumber: current.customerNumber,
        });
        const applicationType = enquiry.application_type ?? current.applicationType;
        const next: CaseRecord = {
          ...current,
          enquiry,
          productCode: enquiry.product.code,
          accounts: accountsToOpen(product, enquiry.product.code),
          applicationType,
          jointLinkCode: applicationType === 'joint' ? (current.jointLinkCode ?? newJointLinkCode()) : null,
          version: current.version + 1,
          updatedAt: now,
        };
        await saveCase(tx, next);
        return next;
      });
      return caseResponse(saved, now);
    },
  );

  app.put<{ Params: CaseParams; Body: SubmitRequest }>(
    `${CASE_PATH}/tasks/capture/actions/submit`,
    { schema: { params: CaseParams, body: SubmitRequest } },
    async (request) => {
      const now = lifecycle.now();
      const saved = await db.transaction(async (tx) => {
        const current = await lockCase(tx, request.params);
        requireCapture(current);
        const missing = firstMissingField(current.enquiry);
        if (missing) {
          throw new ApiError(
            422,
            ERROR_CODES.incompleteApplication,
            `The application cannot be submitted yet: ${missing} is missing`,
            missing,
          );
        }
        // doc 2 §5: every rule, with what is required, and a credit card's bank details (doc 1 §8)
        const product = productForCase(current.enquiry, current.productType, current.subType);
        assertEnquiryValid({ enquiry: current.enquiry, product, subType: current.subType, mode: 'complete', now });
        await assertBankDetailsValid(tx, current.enquiry, product);
        assertNoScenarioRefusal(current.enquiry);
        // doc 1 §8 1036: checked again under a per-username lock, as submitting is what takes the username
        await assertUsernamesFree(
          tx,
          current.enquiry,
          { caseId: current.id, subType: current.subType, customerNumber: current.customerNumber },
          true,
        );
        const submitted = { ...current, submission: request.body, submittedAt: now };
        const { record, transition } = applyEvent(submitted, 'SUBMITTED', now, lifecycle.timings);
        const next = { ...record, version: current.version + 1, updatedAt: now };
        await saveCase(tx, next);
        await recordTransitions(tx, next.id, [transition]);
        // doc 2 §7.1: "a new access token is returned for new customers", bound to this case (auth/caseTokens.ts)
        const accessToken = next.subType === 'ntb' ? await issueCaseToken(tx, next, now) : undefined;
        return { next, accessToken };
      });
      return {
        ...submitResponse(saved.next, now),
        ...(saved.accessToken ? { access_token: saved.accessToken } : {}),
      };
    },
  );

  app.get<{ Params: CaseParams }>(`${CASE_PATH}/tasks/capture`, { schema: { params: CaseParams } }, async (request) =>
    captureTaskResponse(await readCase(request.params), lifecycle.now()),
  );

  app.get<{ Params: CaseParams }>(`${CASE_PATH}/tasks/next`, { schema: { params: CaseParams } }, async (request) =>
    nextTaskResponse(await readCase(request.params), lifecycle.now()),
  );

  app.get<{ Params: CaseParams }>(`${CASE_PATH}/tasks/completed`, { schema: { params: CaseParams } }, async (request) =>
    completedTaskResponse(await readCase(request.params)),
  );
};
