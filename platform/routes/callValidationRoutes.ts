// Call validation (3D) calls of the security route (doc 1 §7 "PUT .../tasks/verify/actions/challenge and
// .../tasks/verify/actions/submit (body challenges)"; doc 2 §3.5). The rule is in auth/callValidation.ts.
import type { FastifyPluginAsync } from 'fastify';
import {
  type CallValidationChallengeResponse,
  CallValidationSubmitRequest,
  type CallValidationSubmitResponse,
} from '../../services/authSchemas';
import { startCallValidation, submitCallValidation } from '../auth/callValidation';
import { caseAtAddress } from '../auth/caseAccess';
import { taskUriOf } from '../cases/caseResponses';
import type { Db } from '../db/db';
import { CaseParams } from '../http/routeParams';

export interface CallValidationRoutesOptions {
  db: Db;
  now: () => Date;
}

const VERIFY = '/banks/:bankId/cases/:caseType/:subType/:caseId/tasks/verify/actions';

export const callValidationRoutes: FastifyPluginAsync<CallValidationRoutesOptions> = async (app, { db, now }) => {
  app.put<{ Params: CaseParams }>(`${VERIFY}/challenge`, { schema: { params: CaseParams } }, async (request) => {
    const record = await caseAtAddress(db, request.params);
    const body: CallValidationChallengeResponse = { questions: await startCallValidation(db, record, now()) };
    return body;
  });

  app.put<{ Params: CaseParams; Body: CallValidationSubmitRequest }>(
    `${VERIFY}/submit`,
    { schema: { params: CaseParams, body: CallValidationSubmitRequest } },
    async (request) => {
      const record = await caseAtAddress(db, request.params);
      const result = await submitCallValidation(db, record, request.body.challenges, now());
      const body: CallValidationSubmitResponse = {
        result,
        reference_id: record.id,
        task_uri: taskUriOf(record, now()),
      };
      return body;
    },
  );
};
