// Call validation (3D) calls of the security route (doc 1 §7 "PUT .../tasks/verify/actions/challenge and
// .../tasks/verify/actions/submit (body challenges)"; doc 2 §3.5). The rule is in auth/callValidation.ts.
// Only a case in `challenge` answers (doc 1 "Case state to screen map": challenge -> security), 409
// `case_not_in_challenge` otherwise. A PASS moves the case on to applicationprocessing (doc 1 §4: success goes to
// WEB-SUBMIT-CALL3D), a FAIL to idcheckfail (lifecycle/caseTransitions.ts says why).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  type CallValidationChallengeResponse,
  CallValidationSubmitRequest,
  type CallValidationSubmitResponse,
} from '../../contract/authSchemas';
import { startCallValidation, submitCallValidation } from '../auth/callValidation';
import { authorisedCase } from '../auth/caseAccess';
import type { CaseRecord } from '../cases/caseRecord';
import { taskUriOf } from '../cases/caseResponses';
import { type LifecycleContext, recordTransitions, saveCase, scenariosAct } from '../cases/caseStore';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { CaseParams } from '../http/routeParams';
import { applyEvent } from '../lifecycle/advanceCase';
import { DEFAULT_LIFECYCLE_TIMINGS } from '../lifecycle/caseTransitions';

export interface CallValidationRoutesOptions {
  db: Db;
  now: () => Date;
  /** The case lifecycle (timings of the processing a PASS starts); default timings when absent. */
  lifecycle?: LifecycleContext;
}

export const CASE_NOT_IN_CHALLENGE = 'case_not_in_challenge';

const VERIFY = '/banks/:bankId/cases/:caseType/:subType/:caseId/tasks/verify/actions';

export const callValidationRoutes: FastifyPluginAsync<CallValidationRoutesOptions> = async (app, options) => {
  const lifecycle: LifecycleContext = options.lifecycle ?? { now: options.now, timings: DEFAULT_LIFECYCLE_TIMINGS };

  /**
   * Inside a transaction: the case at its address, locked and current, which must be in challenge; the request's
   * token must speak for it (issue 10, auth/caseAccess.ts).
   */
  const lockChallengedCase = async (tx: Db, request: FastifyRequest<{ Params: CaseParams }>): Promise<CaseRecord> => {
    const { record } = await authorisedCase(options.db, request, request.params, lifecycle, { tx });
    if (record.state !== 'challenge') {
      throw new ApiError(409, CASE_NOT_IN_CHALLENGE, `The case is in ${record.state}: there are no questions for it`);
    }
    return record;
  };

  app.put<{ Params: CaseParams }>(`${VERIFY}/challenge`, { schema: { params: CaseParams } }, async (request) => {
    const questions = await options.db.transaction(async (tx) => {
      const record = await lockChallengedCase(tx, request);
      return startCallValidation(tx, record, lifecycle.now(), scenariosAct(lifecycle));
    });
    const body: CallValidationChallengeResponse = { questions };
    return body;
  });

  app.put<{ Params: CaseParams; Body: CallValidationSubmitRequest }>(
    `${VERIFY}/submit`,
    { schema: { params: CaseParams, body: CallValidationSubmitRequest } },
    async (request) => {
      const at = lifecycle.now();
      const { result, record } = await options.db.transaction(async (tx) => {
        const current = await lockChallengedCase(tx, request);
        const outcome = await submitCallValidation(tx, current, request.body.challenges, at);
        const event = outcome === 'PASS' ? 'CALL_VALIDATION_PASSED' : 'CALL_VALIDATION_FAILED';
        const { record: next, transition } = applyEvent(current, event, at, lifecycle.timings);
        const saved = { ...next, version: current.version + 1, updatedAt: at };
        await saveCase(tx, saved);
        await recordTransitions(tx, saved.id, [transition]);
        return { result: outcome, record: saved };
      });
      const body: CallValidationSubmitResponse = { result, reference_id: record.id, task_uri: taskUriOf(record, at) };
      return body;
    },
  );
};
