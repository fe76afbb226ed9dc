// Sandbox control calls: not part of the bank's API (doc 1 §7), but switches a tester or a browser
// test flips on purpose. POST /sandbox/cases/{case-id}/offer-unauthorised { times }: the next `times`
// reads of the case's offers answer 401 (the client retries every 2000 ms, up to 9 tries, doc 1 §4).
import type { FastifyPluginAsync } from 'fastify';
import { type Infer, object, size, string } from 'superstruct';
import { OfferUnauthorisedRequest, type OfferUnauthorisedResponse } from '../../services/offerSchemas';
import { caseNotFound } from '../cases/caseAtAddress';
import { CASE_ID_FORMAT } from '../cases/caseIds';
import { selectCase } from '../cases/caseStore';
import type { Db } from '../db/db';
import { setOfferUnauthorised } from '../offers/offerUnauthorised';

export interface SandboxControlRoutesOptions {
  db: Db;
}

const SandboxCaseParams = object({ caseId: size(string(), 1, 64) });
type SandboxCaseParams = Infer<typeof SandboxCaseParams>;

export const sandboxControlRoutes: FastifyPluginAsync<SandboxControlRoutesOptions> = async (app, { db }) => {
  app.post<{ Params: SandboxCaseParams; Body: OfferUnauthorisedRequest }>(
    '/sandbox/cases/:caseId/offer-unauthorised',
    { schema: { params: SandboxCaseParams, body: OfferUnauthorisedRequest } },
    async (request) => {
      const { caseId } = request.params;
      const times = request.body.times;
      const body = await db.transaction(async (tx) => {
        if (!CASE_ID_FORMAT.test(caseId) || !(await selectCase(tx, caseId, true))) throw caseNotFound(caseId);
        await setOfferUnauthorised(tx, caseId, times);
        const answer: OfferUnauthorisedResponse = { case_id: caseId, remaining: times };
        return answer;
      });
      return body;
    },
  );
};
