// Logging in as a seeded customer from a platform test, exactly as the browser does: challenge, answers
// encrypted with node-forge (services/secrets.ts), token. Other route tests use `loginAs` for a token.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SEEDED_CUSTOMERS, type SeededCustomer, seededDob } from '../../content/seededCustomers';
import type { Challenge, ChallengeResponse, TokenResponse } from '../../contract/authSchemas';
import { challengeAuthorization, encryptChallengeAnswers } from '../../services/secrets';

export function seededCustomer(customerNumber: string): SeededCustomer {
  const customer = SEEDED_CUSTOMERS.find((candidate) => candidate.customerNumber === customerNumber);
  if (!customer) throw new Error(`No seeded customer ${customerNumber}`);
  return customer;
}

/** The right plain answers of one challenge, in authIndex order. */
export function rightAnswers(customer: SeededCustomer, challenge: Challenge, today: Date, otp?: string): string[] {
  switch (challenge.type) {
    case 'partial_password':
      return challenge.positions.map((position) => [...(customer.password ?? '')][position - 1] ?? '');
    case 'security_questions':
      return challenge.questions.map(
        (question) => customer.securityQuestions.find((candidate) => candidate.id === question.id)?.answer ?? '',
      );
    case 'acn':
      return [customer.accessCode ?? '', customer.debitCard?.sortCode ?? '', customer.debitCard?.accountNumber ?? ''];
    case 'debit_card':
      return [
        customer.debitCard?.pan ?? '',
        customer.debitCard?.sortCode ?? '',
        customer.debitCard?.accountNumber ?? '',
      ];
    case 'credit_card':
      return [customer.creditCard?.pan ?? '', String(customer.creditCard?.creditLimit ?? '')];
    case 'date_of_birth':
      return [seededDob(customer.dob, today)];
    case 'otp':
      return [otp ?? ''];
  }
}

export interface ChallengeOptions {
  bankId?: string;
  scope?: number;
  identity?: Record<string, unknown>;
}

export async function createChallenge(
  app: FastifyInstance,
  customer: SeededCustomer,
  options: ChallengeOptions = {},
): Promise<ChallengeResponse> {
  const identity =
    options.identity ??
    (customer.username ? { username: customer.username } : { customer_number: customer.customerNumber });
  const response = await app.inject({
    method: 'POST',
    url: `/banks/${options.bankId ?? customer.bankId}/auth/provider/oauth2/token/challenges`,
    payload: { user_identity: identity, ...(options.scope ? { scope: options.scope } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`challenge failed ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as ChallengeResponse;
}

/** Answers a scheme of the session; `override(type, index, right)` may change an answer (a wrong one). */
export function answerToken(
  app: FastifyInstance,
  challenge: ChallengeResponse,
  answers: { schemeId: string; plain: { authType: string; authIndex: number; answer: string }[] },
  bankId = 'CB',
): Promise<LightMyRequestResponse> {
  const items = encryptChallengeAnswers(challenge.public_key, challenge.auth_session_id, answers.plain);
  return app.inject({
    method: 'POST',
    url: `/banks/${bankId}/auth/provider/oauth2/token`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: challengeAuthorization(challenge.auth_session_id, items),
    },
    payload: new URLSearchParams({ grant_type: 'client_credentials', auth_scheme: answers.schemeId }).toString(),
  });
}

/** A different answer of the same shape: another character, or the last character changed. */
export function wrongAnswer(answer: string): string {
  if (answer.length <= 1) return answer === 'Z' ? 'Y' : 'Z';
  return `${answer.slice(0, -1)}${answer.endsWith('7') ? '8' : '7'}`;
}

/** The plain answers of one scheme of the session: right ones, unless `wrong` is set. */
export function schemeAnswers(
  customer: SeededCustomer,
  challenge: ChallengeResponse,
  schemeId: string,
  today: Date,
  options: { wrong?: boolean; otp?: string } = {},
): { authType: string; authIndex: number; answer: string }[] {
  const scheme = challenge.auth_schemes.find((candidate) => candidate.id === schemeId);
  if (!scheme) throw new Error(`No scheme ${schemeId} in the challenge`);
  return scheme.challenges.flatMap((item, challengeIndex) =>
    rightAnswers(customer, item, today, options.otp).map((answer, authIndex) => ({
      authType: item.type,
      authIndex,
      // A wrong answer: the first input of the first challenge changed.
      answer: options.wrong && challengeIndex === 0 && authIndex === 0 ? wrongAnswer(answer) : answer,
    })),
  );
}

/** A token for a seeded customer through the first scheme offered. */
export async function loginAs(
  app: FastifyInstance,
  customerNumber: string,
  today: Date,
  options: ChallengeOptions = {},
): Promise<TokenResponse> {
  const customer = seededCustomer(customerNumber);
  const challenge = await createChallenge(app, customer, options);
  const schemeId = challenge.auth_schemes[0]?.id ?? 'password';
  const response = await answerToken(
    app,
    challenge,
    { schemeId, plain: schemeAnswers(customer, challenge, schemeId, today) },
    options.bankId ?? customer.bankId,
  );
  if (response.statusCode !== 200) throw new Error(`login failed ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as TokenResponse;
}
