// Registration calls (doc 1 §7 "GET .../user/credentials ; GET .../ref/credentials/security_questions ; PUT
// .../user/credentials"): the logic is auth/registration.ts. The user calls need a token of scope 30 (a new
// applicant's case token once the accounts are open, or a customer's login); the question list is reference data.
import type { FastifyPluginAsync } from 'fastify';
import { SECURITY_QUESTIONS } from '../../content/fields/credentials';
import {
  type CredentialsStatusResponse,
  RegistrationRequest,
  type RegistrationResponse,
  type SecurityQuestionsResponse,
} from '../../contract/registrationSchemas';
import { isRegistered, registerCredentials, registrantOf } from '../auth/registration';
import { authOf } from '../auth/tokenCheck';
import type { Db } from '../db/db';
import { BankParams } from '../http/routeParams';

export interface CredentialRoutesOptions {
  db: Db;
  now: () => Date;
}

export const credentialRoutes: FastifyPluginAsync<CredentialRoutesOptions> = async (app, { db, now }) => {
  app.get<{ Params: BankParams }>(
    '/banks/:bankId/ref/credentials/security_questions',
    { schema: { params: BankParams } },
    async () => {
      const body: SecurityQuestionsResponse = {
        questions: SECURITY_QUESTIONS.map((question) => ({ id: question.value, question: question.label })),
      };
      return body;
    },
  );

  app.get<{ Params: BankParams }>(
    '/banks/:bankId/user/credentials',
    { schema: { params: BankParams }, config: { auth: {} } },
    async (request) => {
      const { customerNumber } = await registrantOf(db, authOf(request));
      const body: CredentialsStatusResponse = {
        customer_number: customerNumber,
        registered: await isRegistered(db, customerNumber),
      };
      return body;
    },
  );

  app.put<{ Params: BankParams; Body: RegistrationRequest }>(
    '/banks/:bankId/user/credentials',
    { schema: { params: BankParams, body: RegistrationRequest }, config: { auth: {} } },
    async (request) => {
      const { customerNumber } = await registrantOf(db, authOf(request));
      await registerCredentials(db, { customerNumber, body: request.body, now: now() });
      const body: RegistrationResponse = { customer_number: customerNumber, registered: true };
      return body;
    },
  );
};
