// Letter-code calls (doc 1 §7 "Cases"; doc 2 §7.3): POST .../tasks/lettercode with { lettercode } and
// GET /banks/{bank}/cases/csap/{subtype}/{caseId}/tasks/pending/lettercode -> { joint_link_code }. The
// sandbox's letterbox (issue and read a case's letter code) is in sandboxControlRoutes.ts.
// A case in confirmcode or confirmauthcode gets its letter when it is first read in that state, and the right
// code moves it on to applicationprocessing (doc 1 §4 "Joint": "A successful letter-code submit moves to
// WEB-SUBMIT-FORM"; lifecycle/caseTransitions.ts LETTER_CODE_CONFIRMED).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { object, size, string } from 'superstruct';
import { LetterCodeRequest, type LetterCodeResponse, type PendingLetterCodeResponse } from '../../contract/authSchemas';
import { ApiBankId, CaseSubtype } from '../../contract/schemas';
import { authorisedCase } from '../auth/caseAccess';
import { ensureLetterCodeIssued, LETTER_CODE_STATES, verifyLetterCode } from '../auth/letterCodes';
import { caseAtAddress as lockedCaseAtAddress } from '../cases/caseAtAddress';
import { CASE_ID_FORMAT } from '../cases/caseIds';
import type { CaseRecord } from '../cases/caseRecord';
import { taskUriOf } from '../cases/caseResponses';
import { type LifecycleContext, lockCurrentCase, recordTransitions, saveCase } from '../cases/caseStore';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { CaseParams } from '../http/routeParams';
import { applyEvent } from '../lifecycle/advanceCase';
import { DEFAULT_LIFECYCLE_TIMINGS } from '../lifecycle/caseTransitions';

export interface LetterCodeRoutesOptions {
  db: Db;
  now: () => Date;
  /** The case lifecycle (timings of the processing the right code starts); default timings when absent. */
  lifecycle?: LifecycleContext;
}

const PendingParams = object({ bankId: ApiBankId, subType: CaseSubtype, caseId: size(string(), 1, 64) });

const MESSAGES = {
  '321': 'The letter code is not right: check the 10 digits in your letter',
  '320': 'Too many wrong letter codes: call us to carry on with your application',
} as const;

export const letterCodeRoutes: FastifyPluginAsync<LetterCodeRoutesOptions> = async (app, options) => {
  const { db, now } = options;
  const lifecycle: LifecycleContext = options.lifecycle ?? { now, timings: DEFAULT_LIFECYCLE_TIMINGS };

  /**
   * Inside a transaction: the case at its address, locked, with its due lifecycle steps applied, for a request whose
   * token speaks for it (issue 10, auth/caseAccess.ts).
   */
  const lockAuthorisedCase = async (tx: Db, request: FastifyRequest<{ Params: CaseParams }>): Promise<CaseRecord> =>
    (await authorisedCase(db, request, request.params, lifecycle, { tx })).record;
  /** The same, once this request's token has been accepted. */
  const lockCase = async (tx: Db, params: CaseParams): Promise<CaseRecord> =>
    lockedCaseAtAddress(
      CASE_ID_FORMAT.test(params.caseId) ? await lockCurrentCase(tx, params.caseId, lifecycle) : undefined,
      params,
    );

  app.post<{ Params: CaseParams; Body: LetterCodeRequest }>(
    '/banks/:bankId/cases/:caseType/:subType/:caseId/tasks/lettercode',
    { schema: { params: CaseParams, body: LetterCodeRequest } },
    async (request) => {
      const at = lifecycle.now();
      // The count of wrong tries must survive a refused code, so the verification commits on its own
      // transaction; moving the case on is a second one, after a right code only.
      const record = await db.transaction(async (tx) => {
        const current = await lockAuthorisedCase(tx, request);
        await ensureLetterCodeIssued(tx, current, at);
        return current;
      });
      const result = await verifyLetterCode(db, record.id, request.body.lettercode, at);
      if (result !== 'verified') throw new ApiError(401, result, MESSAGES[result]);
      const moved = await db.transaction(async (tx) => {
        const current = await lockCase(tx, request.params);
        // A right code outside confirmcode/confirmauthcode (the joint link-code read) leaves the case where it is.
        if (!LETTER_CODE_STATES.includes(current.state)) return current;
        const { record: next, transition } = applyEvent(current, 'LETTER_CODE_CONFIRMED', at, lifecycle.timings);
        const saved = { ...next, version: current.version + 1, updatedAt: at };
        await saveCase(tx, saved);
        await recordTransitions(tx, saved.id, [transition]);
        return saved;
      });
      const body: LetterCodeResponse = { reference_id: moved.id, task_uri: taskUriOf(moved, at) };
      return body;
    },
  );

  // The joint link code is read with a token (scope 30) that speaks for the case: the case's own token or its
  // customer's login (issue 10: every call under a case id needs one; auth/caseAccess.ts).
  app.get<{ Params: { bankId: 'CB' | 'YB'; subType: 'ntb' | 'existing'; caseId: string } }>(
    '/banks/:bankId/cases/csap/:subType/:caseId/tasks/pending/lettercode',
    { schema: { params: PendingParams } },
    async (request) => {
      const { record } = await authorisedCase(db, request, { ...request.params, caseType: 'csap' }, lifecycle);
      const body: PendingLetterCodeResponse = { joint_link_code: record.jointLinkCode };
      return body;
    },
  );
};
