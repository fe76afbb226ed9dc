// Sandbox control calls: not part of the bank's API (doc 1 §7), but switches and letterboxes a tester or a
// browser test uses on purpose. They live in the sandbox plugin (sandboxRoutes.ts), so a production
// configuration serves none of them.
// - POST /sandbox/cases/{case-id}/offer-unauthorised { times }: the next `times` reads of the case's offers
//   answer 401 (the client retries every 2000 ms, up to 9 tries, doc 1 §4).
// - POST /sandbox/cases/{case-id}/letter-code: post a letter code for a case (what the bank does when a case
//   needs one); GET /sandbox/outbox/letters/{case-id}: the last one posted (it would arrive by post).
// - GET /sandbox/outbox/sms/{customer-number}: the last passcode texted to a customer (there is no phone).
// - POST /sandbox/customers/{customer-number}/sms-failing { times }: the next `times` passcode texts to the customer
//   cannot be sent (503 sms_unavailable; the step-up modal's "no passcode" state, doc 1 §8).
// - POST /sandbox/customers/{customer-number}/accepted-scope { scope }: the customer's calls that ask scope 30 accept
//   their login token from `scope` (10-30; 30 clears it), as a bank whose calls take a lower scope (auth/acceptedScope.ts).
// - GET /sandbox/outbox/invitations/{case-id}: the joint invitations sent by email and text, with their link.
// - POST /sandbox/cases/{case-id}/registered-elsewhere: the opened case's new customer registers for internet and
//   telephone banking elsewhere (auth/registration.ts REGISTERED_ELSEWHERE): the app's registration then finds them
//   registered, or its open form is refused with the 409 (doc 1 §7).
// - POST /sandbox/cases/{case-id}/faults, POST /sandbox/customers/{customer-number}/faults { family, times, hang_ms? }:
//   the next `times` calls of a family on the case or for the customer answer 503 service_unavailable (after
//   `hang_ms` without an answer when given), then the family answers as usual (faults/faultSwitch.ts). With
//   `delay_ms` instead, those calls are held that long and then answered as usual (a slow bank, no fault).
import type { FastifyPluginAsync } from 'fastify';
import { enums, type Infer, integer, object, optional, pattern, size, string } from 'superstruct';
import { CustomerNumber } from '../../contract/authSchemas';
import { OfferUnauthorisedRequest, type OfferUnauthorisedResponse } from '../../contract/offerSchemas';
import { LOWEST_ACCEPTED_SCOPE, setAcceptedScope } from '../auth/acceptedScope';
import { DEFAULT_SCOPE } from '../auth/accessTokens';
import { ensureLetterCodeIssued, issueLetterCode } from '../auth/letterCodes';
import { latestOutboxMessage, setSmsFailing } from '../auth/otp';
import { registerElsewhere } from '../auth/registration';
import { caseNotFound } from '../cases/caseAtAddress';
import { CASE_ID_FORMAT } from '../cases/caseIds';
import { type LifecycleContext, lockCurrentCase, selectCase } from '../cases/caseStore';
import type { Db } from '../db/db';
import {
  FAULT_CODE_FORMAT,
  FAULT_FAMILY_NAMES,
  FAULT_STATUSES,
  type FaultSetting,
  type FaultSwitch,
  MAX_HANG_MS,
} from '../faults/faultSwitch';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { invitationsOf } from '../joint/jointStore';
import { setOfferUnauthorised } from '../offers/offerUnauthorised';

export interface SandboxControlRoutesOptions {
  db: Db;
  now: () => Date;
  lifecycle: LifecycleContext;
  faults: FaultSwitch;
}

export const SandboxCaseParams = object({ caseId: size(string(), 1, 64) });
type SandboxCaseParams = Infer<typeof SandboxCaseParams>;
export const OutboxParams = object({ customerNumber: CustomerNumber });
/** The fault switch's request: which family, how many calls, and whether they hang first (faults/faultSwitch.ts). */
export const FaultRequest = object({
  family: enums(FAULT_FAMILY_NAMES),
  times: size(integer(), 0, 50),
  hang_ms: optional(size(integer(), 1, MAX_HANG_MS)),
  // held, then answered as usual by the route (no fault): alone, never with hang_ms, status or code
  delay_ms: optional(size(integer(), 1, MAX_HANG_MS)),
  // the refusal to answer instead of 503 service_unavailable: both or neither
  status: optional(enums(FAULT_STATUSES)),
  code: optional(pattern(string(), FAULT_CODE_FORMAT)),
});
type FaultRequest = Infer<typeof FaultRequest>;
/** The accepted-scope setting's request (auth/acceptedScope.ts): 10 to 30, 30 the sandbox's usual answer. */
export const AcceptedScopeRequest = object({ scope: size(integer(), LOWEST_ACCEPTED_SCOPE, DEFAULT_SCOPE) });
type AcceptedScopeRequest = Infer<typeof AcceptedScopeRequest>;

/** The switch's setting from its request; a status without a code (or a code without a status) is refused. */
function faultSetting({ family, times, hang_ms, delay_ms, status, code }: FaultRequest): FaultSetting {
  if ((status === undefined) !== (code === undefined))
    throw new ApiError(400, ERROR_CODES.invalidRequest, 'A fault answer needs both status and code');
  if (delay_ms !== undefined && (hang_ms !== undefined || status !== undefined))
    throw new ApiError(400, ERROR_CODES.invalidRequest, 'A delay answers as usual: no hang_ms, status or code with it');
  return {
    family,
    times,
    ...(hang_ms ? { hangMs: hang_ms } : {}),
    ...(delay_ms ? { delayMs: delay_ms } : {}),
    ...(status !== undefined && code !== undefined ? { answer: { status, code } } : {}),
  };
}

/** What the switch answers its caller: the setting as it now stands. */
const faultAnswer = ({ family, times, hang_ms, delay_ms, status, code }: FaultRequest) => ({
  family,
  remaining: times,
  ...(hang_ms ? { hang_ms } : {}),
  ...(delay_ms ? { delay_ms } : {}),
  ...(status !== undefined ? { status, code } : {}),
});

export const sandboxControlRoutes: FastifyPluginAsync<SandboxControlRoutesOptions> = async (app, options) => {
  const { db, now, lifecycle, faults } = options;

  app.post<{ Params: SandboxCaseParams; Body: FaultRequest }>(
    '/sandbox/cases/:caseId/faults',
    { schema: { params: SandboxCaseParams, body: FaultRequest } },
    async (request) => {
      const { caseId } = request.params;
      const setting = faultSetting(request.body);
      if (!CASE_ID_FORMAT.test(caseId) || !(await selectCase(db, caseId))) throw caseNotFound(caseId);
      await faults.set({ caseId }, setting);
      return { case_id: caseId, ...faultAnswer(request.body) };
    },
  );

  app.post<{ Params: { customerNumber: string }; Body: FaultRequest }>(
    '/sandbox/customers/:customerNumber/faults',
    { schema: { params: OutboxParams, body: FaultRequest } },
    async (request) => {
      const { customerNumber } = request.params;
      const setting = faultSetting(request.body);
      await faults.set({ customerNumber }, setting);
      return { customer_number: customerNumber, ...faultAnswer(request.body) };
    },
  );

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

  app.post<{ Params: SandboxCaseParams }>(
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

  app.post<{ Params: SandboxCaseParams }>(
    '/sandbox/cases/:caseId/registered-elsewhere',
    { schema: { params: SandboxCaseParams } },
    async (request) => {
      const { caseId } = request.params;
      const record = CASE_ID_FORMAT.test(caseId) ? await selectCase(db, caseId) : undefined;
      if (!record) throw caseNotFound(caseId);
      const { customerNumber } = await registerElsewhere(db, record);
      return { case_id: caseId, customer_number: customerNumber, registered: true };
    },
  );

  // A case waiting in confirmcode or confirmauthcode has had its letter posted by now.
  app.get<{ Params: SandboxCaseParams }>(
    '/sandbox/outbox/letters/:caseId',
    { schema: { params: SandboxCaseParams } },
    async (request) => {
      if (CASE_ID_FORMAT.test(request.params.caseId)) {
        await db.transaction(async (tx) => {
          const current = await lockCurrentCase(tx, request.params.caseId, lifecycle);
          if (current) await ensureLetterCodeIssued(tx, current, lifecycle.now());
        });
      }
      const message = await latestOutboxMessage(db, request.params.caseId, 'lettercode');
      if (!message) throw new ApiError(404, ERROR_CODES.notFound, 'No letter code has been posted for this case');
      return { lettercode: message.body, sent_at: message.sentAt.toISOString() };
    },
  );

  // Joint invitations (issue 12): what the other person would have received by email and text, with the link.
  app.get<{ Params: SandboxCaseParams }>(
    '/sandbox/outbox/invitations/:caseId',
    { schema: { params: SandboxCaseParams } },
    async (request) => {
      const invitations = await invitationsOf(db, request.params.caseId);
      if (invitations.length === 0)
        throw new ApiError(404, ERROR_CODES.notFound, 'No invitation has been sent for this case');
      return {
        invitations: invitations.map((invitation) => ({
          channel: invitation.channel,
          link: invitation.link,
          sent_at: invitation.sentAt.toISOString(),
        })),
      };
    },
  );

  app.post<{ Params: { customerNumber: string }; Body: OfferUnauthorisedRequest }>(
    '/sandbox/customers/:customerNumber/sms-failing',
    // the body is the offer control's: how many times
    { schema: { params: OutboxParams, body: OfferUnauthorisedRequest } },
    async (request) => {
      const { customerNumber } = request.params;
      await setSmsFailing(db, customerNumber, request.body.times);
      return { customer_number: customerNumber, remaining: request.body.times };
    },
  );

  app.post<{ Params: { customerNumber: string }; Body: AcceptedScopeRequest }>(
    '/sandbox/customers/:customerNumber/accepted-scope',
    { schema: { params: OutboxParams, body: AcceptedScopeRequest } },
    async (request) => {
      const { customerNumber } = request.params;
      await setAcceptedScope(db, customerNumber, request.body.scope);
      return { customer_number: customerNumber, scope: request.body.scope };
    },
  );

  app.get<{ Params: { customerNumber: string } }>(
    '/sandbox/outbox/sms/:customerNumber',
    { schema: { params: OutboxParams } },
    async (request) => {
      const message = await latestOutboxMessage(db, request.params.customerNumber, 'otp');
      if (!message) throw new ApiError(404, ERROR_CODES.notFound, 'No passcode has been sent to this customer');
      return { passcode: message.body, sent_at: message.sentAt.toISOString() };
    },
  );
};
