// Registration for internet and telephone banking on the platform (doc 1 "Registration", §7; doc 2 §5.6; doc 3 §8
// "Registration credential problem"): a new applicant whose accounts opened registers with encrypted secrets, the
// platform refuses what the screen refuses with the same words, stores hashes only, answers 409 the second time,
// and the customer then logs in through the existing login with the new password and answers.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_QUESTIONS } from '../../content/fields/credentials';
import { type ChallengeResponse, PublicKeyResponse, TokenResponse } from '../../contract/authSchemas';
import { OffersResponse } from '../../contract/offerSchemas';
import {
  CREDENTIALS_EXIST,
  CredentialsStatusResponse,
  REGISTRATION_CREDENTIAL_PROBLEM,
  SecurityQuestionsResponse,
} from '../../contract/registrationSchemas';
import { CompletedTaskResponse } from '../../contract/schemas';
import { challengeAuthorization, encryptChallengeAnswers, encryptSecret } from '../../services/secrets';
import { REGISTERED_ELSEWHERE } from '../auth/registration';
import { DEFAULT_LIFECYCLE_TIMINGS } from '../lifecycle/caseTransitions';
import { enquiryNamed, submitCase } from '../test-support/lifecycleTestHelpers';
import { bearer, bodyAs, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

const PASSWORD = 'Regist3r#Now';
const ANSWERS = ['biscuit42', 'harrogate1', 'millbrook7'];
const PIN = '2580';

describe.each(testDatabaseKinds())('registration on %s', (kind) => {
  let platform: TestPlatform;
  let publicKey: string;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
    const key = await platform.app.inject({ method: 'GET', url: '/banks/CB/auth/provider/rsa/public_key' });
    publicKey = bodyAs(key, PublicKeyResponse).public_key;
  });
  afterAll(() => platform?.close());

  /** A new applicant's case, submitted, offered, accepted and opened: its token and customer number. */
  async function openedCase(last: string): Promise<{ token: string; customerNumber: string; caseId: string }> {
    const testCase = await submitCase(platform, enquiryNamed(last));
    platform.clock.advance(DEFAULT_LIFECYCLE_TIMINGS.processingMs);
    const inject = platform.cases.inject;
    const offers = bodyAs(await inject({ method: 'GET', url: `${testCase.base}/tasks/offers` }), OffersResponse);
    const accepted = await inject({
      method: 'PUT',
      url: `${testCase.base}/tasks/offers/actions/decision`,
      payload: { offers: [{ id: offers.offers[0]?.id, decision: 'ACCEPT' }] },
    });
    expect(accepted.statusCode).toBe(200);
    platform.clock.advance(DEFAULT_LIFECYCLE_TIMINGS.fulfilmentMs);
    const completed = bodyAs(
      await inject({ method: 'GET', url: `${testCase.base}/tasks/completed` }),
      CompletedTaskResponse,
    );
    expect(completed.customer_number).toMatch(/^10\d{8}$/);
    return {
      token: platform.cases.tokenOf(testCase.caseId) ?? '',
      customerNumber: completed.customer_number ?? '',
      caseId: testCase.caseId,
    };
  }

  function register(
    token: string,
    values: { customerNumber: string; password?: string; answers?: string[]; questions?: string[]; pin?: string },
  ): Promise<LightMyRequestResponse> {
    const questions = values.questions ?? ['SQ01', 'SQ02', 'SQ03'];
    return platform.app.inject({
      method: 'PUT',
      url: '/banks/CB/user/credentials',
      headers: bearer(token),
      payload: {
        customer_number: values.customerNumber,
        password: encryptSecret(publicKey, values.password ?? PASSWORD),
        security_questions: (values.answers ?? ANSWERS).map((answer, index) => ({
          id: questions[index],
          answer: encryptSecret(publicKey, answer),
        })),
        telephone_pin: encryptSecret(publicKey, values.pin ?? PIN),
        terms_accepted: true,
      },
    });
  }

  it('serves the security questions of the field declaration', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/banks/CB/ref/credentials/security_questions' });
    expect(bodyAs(response, SecurityQuestionsResponse).questions.map((question) => question.id)).toEqual(
      SECURITY_QUESTIONS.map((question) => question.value),
    );
  });

  it('registers a new customer once, stores hashes only, and the customer logs in with the new credentials', async () => {
    const { token, customerNumber } = await openedCase('Registerer');
    const status = async () =>
      bodyAs(
        await platform.app.inject({ method: 'GET', url: '/banks/CB/user/credentials', headers: bearer(token) }),
        CredentialsStatusResponse,
      );
    expect(await status()).toEqual({ customer_number: customerNumber, registered: false });

    const registered = await register(token, { customerNumber });
    expect(registered.statusCode).toBe(200);
    expect(await status()).toEqual({ customer_number: customerNumber, registered: true });

    // Hashes only: neither the password, an answer nor the PIN is anywhere in the stored row.
    const [row] = await platform.db.query<Record<string, unknown>>(
      'SELECT * FROM customer_credentials WHERE customer_number = $1',
      [customerNumber],
    );
    const stored = JSON.stringify(row);
    for (const secret of [PASSWORD, ...ANSWERS, PIN]) expect(stored).not.toContain(secret);
    expect(String(row?.telephone_pin_hash)).toMatch(/^scrypt\$/);

    // The second registration is a 409 with its code.
    const again = await register(token, { customerNumber });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe(CREDENTIALS_EXIST);

    // The existing login: the partial password and a security question, by customer number.
    expect(await logIn(customerNumber, PASSWORD, ANSWERS)).toBe(30);
  });

  it('sandbox: a customer registered elsewhere is found registered, refused a second registration (409), and logs in', async () => {
    const elsewhere = (caseId: string) =>
      platform.app.inject({ method: 'POST', url: `/sandbox/cases/${caseId}/registered-elsewhere` });
    // before the accounts are open there is no customer to register
    const waiting = await submitCase(platform, enquiryNamed('Elsewhere'));
    const early = await elsewhere(waiting.caseId);
    expect(early.statusCode).toBe(404);
    expect(errorOf(early).code).toBe('user_not_found');
    expect((await elsewhere('CS99999999')).statusCode).toBe(404);

    const { token, customerNumber, caseId: testCaseId } = await openedCase('Elsewhere');
    const registered = await elsewhere(testCaseId);
    expect(registered.statusCode).toBe(200);
    expect(JSON.parse(registered.body)).toEqual({
      case_id: testCaseId,
      customer_number: customerNumber,
      registered: true,
    });
    const status = await platform.app.inject({
      method: 'GET',
      url: '/banks/CB/user/credentials',
      headers: bearer(token),
    });
    expect(bodyAs(status, CredentialsStatusResponse)).toEqual({ customer_number: customerNumber, registered: true });
    // the app's own registration, its form opened before, is refused with the 409 of doc 1 §7
    const refused = await register(token, { customerNumber });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe(CREDENTIALS_EXIST);
    const twice = await elsewhere(testCaseId);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe(CREDENTIALS_EXIST);
    // the documented credentials are real ones: the customer logs in with them
    const { password, answers } = REGISTERED_ELSEWHERE;
    expect(
      await logIn(
        customerNumber,
        password,
        answers.map((item) => item.answer),
      ),
    ).toBe(30);
  });

  /** The existing login with a partial password and security questions: the token's scope. */
  async function logIn(customerNumber: string, password: string, answers: readonly string[]): Promise<number> {
    const challenged = await platform.app.inject({
      method: 'POST',
      url: '/banks/CB/auth/provider/oauth2/token/challenges',
      payload: { user_identity: { customer_number: customerNumber } },
    });
    expect(challenged.statusCode).toBe(201);
    const challenge = JSON.parse(challenged.body) as ChallengeResponse;
    const scheme = challenge.auth_schemes.find((candidate) => candidate.id === 'password');
    if (!scheme) throw new Error('no password scheme after registration');
    const plain = scheme.challenges.flatMap((item): { authType: string; authIndex: number; answer: string }[] => {
      if (item.type === 'partial_password') {
        return item.positions.map((position, authIndex) => ({
          authType: item.type,
          authIndex,
          answer: password.charAt(position - 1),
        }));
      }
      if (item.type === 'security_questions') {
        return item.questions.map((question, authIndex) => ({
          authType: item.type,
          authIndex,
          answer: answers[Number(question.id.slice(2)) - 1] ?? '',
        }));
      }
      return [];
    });
    const items = encryptChallengeAnswers(challenge.public_key, challenge.auth_session_id, plain);
    const login = await platform.app.inject({
      method: 'POST',
      url: '/banks/CB/auth/provider/oauth2/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: challengeAuthorization(challenge.auth_session_id, items),
      },
      payload: new URLSearchParams({ grant_type: 'client_credentials', auth_scheme: 'password' }).toString(),
    });
    expect(login.statusCode).toBe(200);
    return bodyAs(login, TokenResponse).scope;
  }

  it('refuses each credential the screen refuses, with the registration problem template and the rule words', async () => {
    const { token, customerNumber } = await openedCase('Refused');
    const refusal = async (values: Parameters<typeof register>[1]) => {
      const response = await register(token, values);
      expect(response.statusCode).toBe(400);
      const body = errorOf(response);
      expect(body.code).toBe(REGISTRATION_CREDENTIAL_PROBLEM);
      return body;
    };
    expect(await refusal({ customerNumber, password: 'NoSymbol123' })).toMatchObject({
      field: 'registrationPassword1',
      message:
        'There is a problem with your password: Your password needs at least one letter, one number and one symbol (not £)',
    });
    expect((await refusal({ customerNumber, password: 'Sh0rt#' })).message).toMatch(/8 to 16 characters/);
    expect((await refusal({ customerNumber, pin: '1234' })).field).toBe('telephonePin');
    expect((await refusal({ customerNumber, pin: '7777' })).field).toBe('telephonePin');
    expect((await refusal({ customerNumber, answers: ['short', ...ANSWERS.slice(1)] })).field).toBe('securityAnswer1');
    expect((await refusal({ customerNumber, questions: ['SQ01', 'SQ01', 'SQ03'] })).message).toMatch(
      /different question/,
    );
    expect((await refusal({ customerNumber, questions: ['SQ99', 'SQ02', 'SQ03'] })).field).toBe('securityQuestion1');
    expect((await refusal({ customerNumber: '1234567890' })).message).toMatch(/starts with 10/);
    expect((await refusal({ customerNumber: '1000000000' })).field).toBe('customerNumber');
    // None of it was stored: the right details still register.
    expect((await register(token, { customerNumber })).statusCode).toBe(200);
  });

  it('refuses a call without a token, and a case whose accounts are not open yet', async () => {
    const anonymous = await platform.app.inject({ method: 'GET', url: '/banks/CB/user/credentials' });
    expect(anonymous.statusCode).toBe(401);
    const testCase = await submitCase(platform, enquiryNamed('Early'));
    const early = await platform.app.inject({
      method: 'GET',
      url: '/banks/CB/user/credentials',
      headers: bearer(testCase.accessToken),
    });
    expect(early.statusCode).toBe(404);
  });
});
