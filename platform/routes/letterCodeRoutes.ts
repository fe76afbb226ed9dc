// Letter-code calls (doc 1 §7 "Cases"; doc 2 §7.3): POST .../tasks/lettercode with { lettercode } and
// GET /banks/{bank}/cases/csap/{subtype}/{caseId}/tasks/pending/lettercode -> { joint_link_code }; plus the
// sandbox's letterbox (issue and read a case's letter code: there is no post).
import type { FastifyPluginAsync } from 'fastify';
import { object, size, string } from 'superstruct';
import { LetterCodeRequest, type LetterCodeResponse, type PendingLetterCodeResponse } from '../../services/authSchemas';
import { ApiBankId, CaseSubtype } from '../../services/schemas';
import { verifyAccessToken } from '../auth/accessTokens';
import { caseAtAddress } from '../auth/caseAccess';
import { issueLetterCode, LETTER_CODE_INVALID, letterCodeVerified, verifyLetterCode } from '../auth/letterCodes';
import { latestOutboxMessage } from '../auth/otp';
import { taskUriOf } from '../cases/caseResponses';
import { selectCase } from '../cases/caseStore';
import type { Db } from '../db/db';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { CaseParams } from '../http/routeParams';

export interface LetterCodeRoutesOptions {
  db: Db;
  now: () => Date;
}

const PendingParams = object({ bankId: ApiBankId, subType: CaseSubtype, caseId: size(string(), 1, 64) });
const SandboxCaseParams = object({ caseId: size(string(), 1, 64) });

const MESSAGES = {
  '321': 'The letter code is not right: check the 10 digits in your letter',
  '320': 'Too many wrong letter codes: call us to carry on with your application',
} as const;

export const letterCodeRoutes: FastifyPluginAsync<LetterCodeRoutesOptions> = async (app, { db, now }) => {
  app.post<{ Params: CaseParams; Body: LetterCodeRequest }>(
    '/banks/:bankId/cases/:caseType/:subType/:caseId/tasks/lettercode',
    { schema: { params: CaseParams, body: LetterCodeRequest } },
    async (request) => {
      const record = await caseAtAddress(db, request.params);
      const result = await verifyLetterCode(db, record.id, request.body.lettercode, now());
      if (result !== 'verified') throw new ApiError(401, result, MESSAGES[result]);
      const body: LetterCodeResponse = { reference_id: record.id, task_uri: taskUriOf(record, now()) };
      return body;
    },
  );

  // The joint link code is read only once the letter code was right, or with a token of the case's bank.
  app.get<{ Params: { bankId: 'CB' | 'YB'; subType: 'ntb' | 'existing'; caseId: string } }>(
    '/banks/:bankId/cases/csap/:subType/:caseId/tasks/pending/lettercode',
    { schema: { params: PendingParams } },
    async (request) => {
      const record = await caseAtAddress(db, { ...request.params, caseType: 'csap' });
      const token = /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? ''))?.[1];
      const claims = token ? await verifyAccessToken(db, token, now()) : undefined;
      const tokenAllows =
        claims?.bankId === record.bankId &&
        claims.scope >= 30 &&
        (claims.caseId === record.id ||
          (claims.customerNumber !== null && claims.customerNumber === record.customerNumber));
      if (!tokenAllows && !(await letterCodeVerified(db, record.id))) {
        throw new ApiError(401, LETTER_CODE_INVALID, 'Enter the letter code first');
      }
      const body: PendingLetterCodeResponse = { joint_link_code: record.jointLinkCode };
      return body;
    },
  );

  // Sandbox only: post a letter code for a case (what the bank does when a case needs one).
  app.post<{ Params: { caseId: string } }>(
    '/sandbox/cases/:caseId/letter-code',
    { schema: { params: SandboxCaseParams } },
    async (request, reply) => {
      const record = await selectCase(db, request.params.caseId);
      if (!record) throw new ApiError(404, ERROR_CODES.caseNotFound, 'There is no such case');
      const at = now();
      const lettercode = await issueLetterCode(db, record.id, at);
      return reply.code(201).send({ lettercode, sent_at: at.toISOString() });
    },
  );

  // Sandbox only: the last letter code posted for a case (it would arrive by post).
  app.get<{ Params: { caseId: string } }>(
    '/sandbox/outbox/letters/:caseId',
    { schema: { params: SandboxCaseParams } },
    async (request) => {
      const message = await latestOutboxMessage(db, request.params.caseId, 'lettercode');
      if (!message) throw new ApiError(404, ERROR_CODES.notFound, 'No letter code has been posted for this case');
      return { lettercode: message.body, sent_at: message.sentAt.toISOString() };
    },
  );
};
