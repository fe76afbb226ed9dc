// Issue 10: usernames cannot be enumerated. A seeded username and an unknown one get challenges of the same
// shape (the unknown one the same on every call), the same token answers with the same count of tries, the
// same passcode answer and a bank from GET /users/{username}, in a comparable time.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { type ChallengeResponse, OtpResponse, TokenErrorBody, UserBankResponse } from '../../contract/authSchemas';
import { bodyAs } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
import { answerToken, schemeAnswers, seededCustomer } from '../test-support/testLogin';

const CHALLENGES = '/banks/CB/auth/provider/oauth2/token/challenges';
/** sandboxcara: internet banking with the schemes most customers have (password, acn, debit card, passcode). */
const KNOWN = seededCustomer(SANDBOX_CUSTOMER_NUMBERS.regularSaverHolder);
const UNKNOWN = 'nobodyhere42';

/** What a challenge tells about the user, without the random parts (positions drawn, question drawn). */
function shape(challenge: ChallengeResponse) {
  return {
    keys: Object.keys(challenge).sort(),
    scope: challenge.scope,
    schemes: challenge.auth_schemes.map((scheme) => ({
      id: scheme.id,
      challenges: scheme.challenges.map((item) => {
        switch (item.type) {
          case 'partial_password':
            return { type: item.type, positions: item.positions.length };
          case 'security_questions':
            return { type: item.type, questions: item.questions.length };
          default:
            return item;
        }
      }),
    })),
  };
}

describe.each(testDatabaseKinds())('no username enumeration on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const challengeFor = async (username: string): Promise<ChallengeResponse> => {
    const response = await platform.app.inject({
      method: 'POST',
      url: CHALLENGES,
      payload: { user_identity: { username } },
    });
    expect(response.statusCode).toBe(201);
    return JSON.parse(response.body) as ChallengeResponse;
  };

  it('gives a known and an unknown username challenges of the same shape, the unknown one alike on every call', async () => {
    const known = await challengeFor(KNOWN.username ?? '');
    const unknown = await Promise.all([1, 2, 3, 4, 5].map(() => challengeFor(UNKNOWN)));
    for (const challenge of unknown) expect(shape(challenge)).toEqual(shape(known));
    // The positions asked stay within one password length for the same username, as for a real password.
    const maxPosition = (challenge: ChallengeResponse) =>
      Math.max(
        ...challenge.auth_schemes.flatMap((scheme) =>
          scheme.challenges.flatMap((item) => (item.type === 'partial_password' ? item.positions : [])),
        ),
      );
    for (const challenge of unknown) expect(maxPosition(challenge)).toBeLessThanOrEqual(16);
    const questionIds = unknown.flatMap((challenge) =>
      challenge.auth_schemes.flatMap((scheme) =>
        scheme.challenges.flatMap((item) =>
          item.type === 'security_questions' ? item.questions.map((question) => question.id) : [],
        ),
      ),
    );
    for (const id of questionIds) expect(['SQ01', 'SQ02', 'SQ03']).toContain(id);
  });

  it('answers wrong tries of both alike: the same codes and tries left, in comparable time', async () => {
    const wrongKnown = async () => {
      const challenge = await challengeFor(KNOWN.username ?? '');
      const started = performance.now();
      const response = await answerToken(platform.app, challenge, {
        schemeId: 'password',
        plain: schemeAnswers(KNOWN, challenge, 'password', platform.clock.now(), { wrong: true }),
      });
      return { body: bodyAs(response, TokenErrorBody), ms: performance.now() - started };
    };
    const wrongUnknown = async () => {
      const challenge = await challengeFor(UNKNOWN);
      const started = performance.now();
      const response = await answerToken(platform.app, challenge, {
        schemeId: 'password',
        plain: [0, 1, 2]
          .map((authIndex) => ({ authType: 'partial_password', authIndex, answer: 'q' }))
          .concat([{ authType: 'security_questions', authIndex: 0, answer: 'rover123' }]),
      });
      return { body: bodyAs(response, TokenErrorBody), ms: performance.now() - started };
    };
    const known = [];
    const unknown = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      known.push(await wrongKnown());
      unknown.push(await wrongUnknown());
    }
    const answers = (runs: { body: TokenErrorBody }[]) => runs.map(({ body }) => [body.code, body.retry_allowed]);
    expect(answers(unknown)).toEqual(answers(known));
    expect(answers(known)).toEqual([
      ['invalid_credentials', 2],
      ['invalid_credentials', 1],
      ['retries_exceeded', 0],
      ['retries_exceeded', 0],
    ]);
    // The checked tries (the first three) compare as many hashes either way: not an order of magnitude apart.
    const median = (runs: { ms: number }[]) =>
      runs
        .slice(0, 3)
        .map((run) => run.ms)
        .sort((a, b) => a - b)[1] ?? 0;
    expect(median(unknown)).toBeGreaterThan(median(known) / 4);
  });

  it('sends a passcode for both alike: the same fields, a masked mobile the same on every call', async () => {
    const send = async (username: string) => {
      const challenge = await challengeFor(username);
      return bodyAs(
        await platform.app.inject({
          method: 'POST',
          url: '/banks/CB/auth/provider/otp/otps',
          payload: { auth_session_id: challenge.auth_session_id },
        }),
        OtpResponse,
      );
    };
    const known = await send(KNOWN.username ?? '');
    const unknown = await send(UNKNOWN);
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
    expect(unknown.sent_to).toMatch(/^\*{8}\d{3}$/);
    expect(known.sent_to).toMatch(/^\*{8}\d{3}$/);
    expect(unknown.remaining).toBe(known.remaining);
    expect((await send(UNKNOWN)).sent_to).toBe(unknown.sent_to);
  });

  it('answers GET /users/{username} with a bank for both', async () => {
    const get = (username: string) => platform.app.inject({ method: 'GET', url: `/users/${username}` });
    const known = await get(KNOWN.username ?? '');
    const unknown = await get(UNKNOWN);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(bodyAs(unknown, UserBankResponse))).toEqual(Object.keys(bodyAs(known, UserBankResponse)));
  });
});
