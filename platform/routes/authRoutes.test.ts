// Every authentication call with right and wrong answers, encrypted with node-forge exactly as the
// browser does (services/secrets.ts); retry and lock-out limits; 1013; one-time passcodes; revocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS, seededDob } from '../../content/seededCustomers';
import {
  ChallengeResponse,
  OtpResponse,
  PublicKeyResponse,
  TokenErrorBody,
  TokenResponse,
} from '../../contract/authSchemas';
import { challengeAuthorization, encryptChallengeAnswers } from '../../services/secrets';
import { LOCKOUT_MS, MAX_LOGIN_ATTEMPTS } from '../auth/authSessions';
import { MAX_OTPS_PER_SESSION } from '../auth/otp';
import { INVALID_TOKEN_HEADER } from '../auth/tokenCheck';
import { bodyAs, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
import { answerToken, createChallenge, loginAs, schemeAnswers, seededCustomer } from '../test-support/testLogin';

const N = SANDBOX_CUSTOMER_NUMBERS;
const CHALLENGES = '/banks/CB/auth/provider/oauth2/token/challenges';

describe.each(testDatabaseKinds())('authentication on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const today = () => platform.clock.now();
  const challengeFor = (customerNumber: string, options = {}) =>
    createChallenge(platform.app, seededCustomer(customerNumber), options);

  it('hands out a PEM public key with its date and expiry, the same key until it expires', async () => {
    const get = () => platform.app.inject({ method: 'GET', url: '/banks/CB/auth/provider/rsa/public_key' });
    const first = bodyAs(await get(), PublicKeyResponse);
    expect(first.public_key).toContain('BEGIN PUBLIC KEY');
    expect(new Date(first.expires_at).getTime()).toBeGreaterThan(new Date(first.date_time).getTime());
    expect(bodyAs(await get(), PublicKeyResponse).public_key).toBe(first.public_key);
  });

  it('offers internet banking first for a password customer, with three positions and one question', async () => {
    const challenge = await challengeFor(N.internetBanking);
    bodyAs({ body: JSON.stringify(challenge) }, ChallengeResponse);
    expect(challenge.auth_schemes.map((scheme) => scheme.id)).toEqual([
      'password',
      'acn',
      'debit_card',
      'credit_card',
      'otp',
    ]);
    const [partial, questions] = challenge.auth_schemes[0]?.challenges ?? [];
    expect(partial).toMatchObject({ type: 'partial_password' });
    expect(partial?.type === 'partial_password' && partial.positions).toHaveLength(3);
    expect(questions?.type === 'security_questions' && questions.questions).toHaveLength(1);
    expect(challenge.scope).toBe(30);
  });

  it('offers acn first for a telephone-banking customer found by customer number', async () => {
    const challenge = await challengeFor(N.telephoneBanking);
    expect(challenge.auth_schemes[0]?.challenges[0]).toEqual({
      type: 'acn',
      fields: ['access_code', 'sort_code', 'account_number'],
    });
  });

  for (const [customerNumber, schemeId] of [
    [N.internetBanking, 'password'],
    [N.telephoneBanking, 'acn'],
    [N.telephoneBanking, 'debit_card'],
    [N.noCurrentAccount, 'credit_card'],
  ] as const) {
    it(`issues a token for right ${schemeId} answers, refuses wrong ones`, async () => {
      const customer = seededCustomer(customerNumber);
      const right = await challengeFor(customerNumber);
      const ok = await answerToken(platform.app, right, {
        schemeId,
        plain: schemeAnswers(customer, right, schemeId, today()),
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['cache-control']).toBe('no-store');
      const token = bodyAs(ok, TokenResponse);
      expect(Buffer.from(token.access_token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(token).toMatchObject({ scope: 30, token_type: 'Bearer', retry_allowed: MAX_LOGIN_ATTEMPTS });

      const wrong = await challengeFor(customerNumber);
      const refused = await answerToken(platform.app, wrong, {
        schemeId,
        plain: schemeAnswers(customer, wrong, schemeId, today(), { wrong: true }),
      });
      expect(refused.statusCode).toBe(401);
      expect(bodyAs(refused, TokenErrorBody)).toMatchObject({ code: 'invalid_credentials', retry_allowed: 2 });
      // A right answer resets the count.
      await loginAs(platform.app, customerNumber, today());
    });
  }

  it('logs in with a one-time passcode read from the sandbox outbox, up to the passcode limit', async () => {
    const customer = seededCustomer(N.aged17);
    const challenge = await challengeFor(N.aged17);
    const send = () =>
      platform.app.inject({
        method: 'POST',
        url: '/banks/CB/auth/provider/otp/otps',
        payload: { auth_session_id: challenge.auth_session_id },
      });
    const sent = bodyAs(await send(), OtpResponse);
    expect(sent).toMatchObject({ length: 10, remaining: MAX_OTPS_PER_SESSION - 1 });
    expect(sent.sent_to).toMatch(/^\*+104$/);
    for (let resend = 1; resend < MAX_OTPS_PER_SESSION; resend += 1) expect((await send()).statusCode).toBe(201);
    const limit = await send();
    expect(limit.statusCode).toBe(409);
    expect(errorOf(limit).code).toBe('otp_limit_reached');

    const outbox = await platform.app.inject({ method: 'GET', url: `/sandbox/outbox/sms/${N.aged17}` });
    const { passcode } = JSON.parse(outbox.body) as { passcode: string };
    expect(passcode).toMatch(/^\d{10}$/);
    const ok = await answerToken(platform.app, challenge, {
      schemeId: 'otp',
      plain: schemeAnswers(customer, challenge, 'otp', today(), { otp: passcode }),
    });
    expect(ok.statusCode).toBe(200);
  });

  it("fails a customer's next passcode texts as the sandbox switch says, without spending the challenge's three", async () => {
    const customer = N.aged16;
    const challenge = await challengeFor(customer);
    const send = () =>
      platform.app.inject({
        method: 'POST',
        url: '/banks/CB/auth/provider/otp/otps',
        payload: { auth_session_id: challenge.auth_session_id },
      });
    const switched = await platform.app.inject({
      method: 'POST',
      url: `/sandbox/customers/${customer}/sms-failing`,
      payload: { times: 2 },
    });
    expect(switched.statusCode).toBe(200);
    expect(JSON.parse(switched.body)).toEqual({ customer_number: customer, remaining: 2 });
    for (const _ of [1, 2]) {
      const failed = await send();
      expect(failed.statusCode).toBe(503);
      expect(errorOf(failed).code).toBe('sms_unavailable');
    }
    const outbox = await platform.app.inject({ method: 'GET', url: `/sandbox/outbox/sms/${customer}` });
    expect(outbox.statusCode).toBe(404);
    // the switch spent, the challenge still has its three passcodes
    for (let sent = 1; sent <= MAX_OTPS_PER_SESSION; sent += 1) expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(409);
  });

  it('finds a customer by the alternative identification of doc 2 §5.6', async () => {
    const customer = seededCustomer(N.aged16);
    const identity = {
      alternative: {
        first_name: 'elle',
        last_name: 'MARCHBANK',
        dob: seededDob(customer.dob, today()),
        gender: 'Female',
        house_number: '5',
        street: 'minster garth',
        postcode: 'yo17hh',
      },
    };
    const token = await loginAs(platform.app, N.aged16, today(), { identity });
    expect(token.scope).toBe(30);
  });

  it('answers 1013 for missing details: no identity, two identities, or a customer without credentials', async () => {
    for (const payload of [
      {},
      { user_identity: {} },
      { user_identity: { username: 'sandboxada', customer_number: N.internetBanking } },
      { user_identity: { username: 'sandboxgail' } },
    ]) {
      const response = await platform.app.inject({ method: 'POST', url: CHALLENGES, payload });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('1013');
    }
  });

  it('gives an unknown user a challenge like any other, which never succeeds', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: CHALLENGES,
      payload: { user_identity: { username: 'nobodyhere1' } },
    });
    const challenge = bodyAs(response, ChallengeResponse);
    expect(challenge.auth_schemes[0]?.id).toBe('password');
    const refused = await answerToken(platform.app, challenge, {
      schemeId: 'password',
      plain: [
        { authType: 'partial_password', authIndex: 0, answer: 'a' },
        { authType: 'partial_password', authIndex: 1, answer: 'b' },
        { authType: 'partial_password', authIndex: 2, answer: 'c' },
        { authType: 'security_questions', authIndex: 0, answer: 'rover123' },
      ],
    });
    expect(refused.statusCode).toBe(401);
    expect(bodyAs(refused, TokenErrorBody).code).toBe('invalid_credentials');
  });

  it('refuses a YB customer at CB as unknown (challenge given, answers refused)', async () => {
    const hugo = seededCustomer(N.ybCustomer);
    const challenge = await createChallenge(platform.app, hugo, { bankId: 'CB' });
    const refused = await answerToken(platform.app, challenge, {
      schemeId: 'password',
      plain:
        challenge.auth_schemes[0]?.challenges.flatMap(
          (item): { authType: string; authIndex: number; answer: string }[] =>
            item.type === 'partial_password'
              ? item.positions.map((_, authIndex) => ({ authType: item.type, authIndex, answer: 'x' }))
              : [{ authType: item.type, authIndex: 0, answer: 'bramble8' }],
        ) ?? [],
    });
    expect(refused.statusCode).toBe(401);
    expect((await loginAs(platform.app, N.ybCustomer, today(), { bankId: 'YB' })).scope).toBe(30);
  });

  it('spends a session on its first token call and refuses answers encrypted for another session', async () => {
    const customer = seededCustomer(N.regularSaverHolder);
    const challenge = await challengeFor(N.regularSaverHolder);
    const plain = schemeAnswers(customer, challenge, 'password', today());
    expect((await answerToken(platform.app, challenge, { schemeId: 'password', plain })).statusCode).toBe(200);
    const replay = await answerToken(platform.app, challenge, { schemeId: 'password', plain });
    expect(replay.statusCode).toBe(401);
    expect(bodyAs(replay, TokenErrorBody).code).toBe('invalid_session');

    // Right answers, but encrypted as `otherSession:answer`: wrong.
    const next = await challengeFor(N.regularSaverHolder);
    const other = await challengeFor(N.regularSaverHolder);
    const items = encryptChallengeAnswers(
      next.public_key,
      other.auth_session_id,
      schemeAnswers(customer, next, 'password', today()),
    );
    const response = await platform.app.inject({
      method: 'POST',
      url: '/banks/CB/auth/provider/oauth2/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: challengeAuthorization(next.auth_session_id, items),
      },
      payload: 'grant_type=client_credentials&auth_scheme=password',
    });
    expect(response.statusCode).toBe(401);
    expect(bodyAs(response, TokenErrorBody)).toMatchObject({ code: 'invalid_credentials', retry_allowed: 2 });
    await loginAs(platform.app, N.regularSaverHolder, today());
  });

  it(`counts retry_allowed down and locks the login after ${MAX_LOGIN_ATTEMPTS} wrong answers, until the lock expires`, async () => {
    const customer = seededCustomer(N.aged15);
    const tryWrong = async () => {
      const challenge = await challengeFor(N.aged15);
      return answerToken(platform.app, challenge, {
        schemeId: 'password',
        plain: schemeAnswers(customer, challenge, 'password', today(), { wrong: true }),
      });
    };
    const seen = [];
    for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt += 1)
      seen.push(bodyAs(await tryWrong(), TokenErrorBody));
    expect(seen.map((body) => [body.code, body.retry_allowed])).toEqual([
      ['invalid_credentials', 2],
      ['invalid_credentials', 1],
      ['retries_exceeded', 0],
    ]);
    // Locked: even the right answers are refused.
    const challenge = await challengeFor(N.aged15);
    const locked = await answerToken(platform.app, challenge, {
      schemeId: 'password',
      plain: schemeAnswers(customer, challenge, 'password', today()),
    });
    expect(locked.statusCode).toBe(401);
    expect(bodyAs(locked, TokenErrorBody)).toMatchObject({ code: 'retries_exceeded', retry_allowed: 0 });
    platform.clock.advance(LOCKOUT_MS + 1000);
    expect((await loginAs(platform.app, N.aged15, today())).retry_allowed).toBe(MAX_LOGIN_ATTEMPTS);
  });

  it('takes the token call form-encoded only, with the answers in a basic authorization header', async () => {
    const url = '/banks/CB/auth/provider/oauth2/token';
    const json = await platform.app.inject({
      method: 'POST',
      url,
      payload: { grant_type: 'client_credentials', auth_scheme: 'password' },
    });
    expect(json.statusCode).toBe(415);
    for (const authorization of [
      undefined,
      'Bearer abc',
      'Basic !!!',
      `Basic ${Buffer.from('nocolon').toString('base64')}`,
    ]) {
      const response = await platform.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(authorization ? { authorization } : {}),
        },
        payload: 'grant_type=client_credentials&auth_scheme=password',
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'invalid_request', field: 'authorization' });
    }
    const badGrant = await platform.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&auth_scheme=password',
    });
    expect(errorOf(badGrant)).toMatchObject({ code: 'invalid_request', field: 'grant_type' });
  });

  it('revokes a token by its id; the revoked token is then an invalid token', async () => {
    const token = await loginAs(platform.app, N.internetBanking, today());
    const other = await loginAs(platform.app, N.telephoneBanking, today());
    const revoke = (id: string, bearer: string) =>
      platform.app.inject({
        method: 'DELETE',
        url: `/banks/CB/auth/provider/oauth2/token/${id}`,
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await revoke(other.token_id, token.access_token)).statusCode).toBe(404);
    expect((await revoke(token.token_id, token.access_token)).statusCode).toBe(204);
    const after = await platform.app.inject({
      method: 'GET',
      url: '/user',
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toBe(INVALID_TOKEN_HEADER);
  });
});
