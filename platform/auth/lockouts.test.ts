// Issue 10: every lockout holds under concurrency. Twenty guesses fired at once get exactly the limit's worth
// of checks (counted at the hash comparison itself), the right answer sent after them is refused, and the
// tries left seen by the client never go back up. Passcode sends are limited per customer across sessions.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { SandboxLetterCodeResponse, TokenErrorBody } from '../../contract/authSchemas';
import { CaseResponse } from '../../contract/schemas';
import { bodyAs, completeEnquiry, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
import { answerToken, createChallenge, schemeAnswers, seededCustomer } from '../test-support/testLogin';
import { counterSubject, triesUsed } from './attemptCounters';
import { customerSubject, LOCKOUT_MS, LOGIN_LOCKOUT, MAX_LOGIN_ATTEMPTS } from './authSessions';
import { MAX_LETTER_CODE_ATTEMPTS } from './letterCodes';
import { LINK_CODE_LOCK_MS, MAX_LINK_CODE_ATTEMPTS, verifyLinkCode } from './linkCodes';
import { MAX_OTPS_PER_CUSTOMER, MAX_OTPS_PER_SESSION, OTP_CUSTOMER_WINDOW_MS } from './otp';

// The platform project shares loaded modules between the test files of a worker (isolate: false in vitest.config.ts):
// the modules are loaded afresh for this file, so that its vi.mock below reaches the platform it builds, and again
// after it, so that no later file gets the mocked copies.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.resetModules();
});

// Counts every secret comparison (the "evaluation" of a guess) without changing what it answers.
const comparisons = vi.hoisted(() => ({ count: 0 }));
vi.mock('./secretHash', async (importOriginal) => {
  const original = await importOriginal<typeof import('./secretHash')>();
  return {
    ...original,
    verifySecret: (secret: string, stored: string | null | undefined) => {
      comparisons.count += 1;
      return original.verifySecret(secret, stored);
    },
  };
});

const N = SANDBOX_CUSTOMER_NUMBERS;
const PARALLEL = 20;
/** A password scheme is 3 password characters and 1 security answer: 4 comparisons per checked guess. */
const COMPARISONS_PER_PASSWORD_GUESS = 4;

describe.each(testDatabaseKinds())('lockouts under concurrency on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
    // The platform's RSA key is made on first use (auth/rsaKeys.ts): made here, once, and not by each of the first
    // test's 20 parallel challenges at once (20 RSA-2048 key pairs: the CPU that took that test to its 30 s bound
    // when the whole suite ran under load).
    const key = await platform.app.inject({ method: 'GET', url: '/banks/CB/auth/provider/rsa/public_key' });
    expect(key.statusCode).toBe(200);
  });
  afterAll(() => platform?.close());
  beforeEach(() => {
    comparisons.count = 0;
  });
  const today = () => platform.clock.now();

  it(`checks exactly ${MAX_LOGIN_ATTEMPTS} of ${PARALLEL} parallel wrong logins; the right answer after them is refused`, async () => {
    const customerNumber = N.internetBanking;
    const customer = seededCustomer(customerNumber);
    const challenges = await Promise.all(
      Array.from({ length: PARALLEL }, () => createChallenge(platform.app, customer)),
    );
    comparisons.count = 0;
    const responses = await Promise.all(
      challenges.map((challenge) =>
        answerToken(platform.app, challenge, {
          schemeId: 'password',
          plain: schemeAnswers(customer, challenge, 'password', today(), { wrong: true }),
        }),
      ),
    );
    expect(comparisons.count).toBe(MAX_LOGIN_ATTEMPTS * COMPARISONS_PER_PASSWORD_GUESS);
    expect(await triesUsed(platform.db, LOGIN_LOCKOUT, customerSubject(customerNumber), today())).toBe(
      MAX_LOGIN_ATTEMPTS,
    );
    const bodies = responses.map((response) => {
      expect(response.statusCode).toBe(401);
      return bodyAs(response, TokenErrorBody);
    });
    // One answer per try left (2, 1, then 0), and every other call refused unchecked with 0.
    expect(bodies.map((body) => body.retry_allowed).sort()).toEqual(
      [...Array.from({ length: MAX_LOGIN_ATTEMPTS }, (_, used) => MAX_LOGIN_ATTEMPTS - 1 - used)]
        .concat(Array(PARALLEL - MAX_LOGIN_ATTEMPTS).fill(0))
        .sort(),
    );
    expect(bodies.filter((body) => body.code === 'invalid_credentials')).toHaveLength(MAX_LOGIN_ATTEMPTS - 1);

    // The right answer, after the lock: refused without being checked; the count stays at 0.
    const seen: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const challenge = await createChallenge(platform.app, customer);
      comparisons.count = 0;
      const right = await answerToken(platform.app, challenge, {
        schemeId: 'password',
        plain: schemeAnswers(customer, challenge, 'password', today()),
      });
      expect(right.statusCode).toBe(401);
      expect(comparisons.count).toBe(0);
      const body = bodyAs(right, TokenErrorBody);
      expect(body.code).toBe('retries_exceeded');
      seen.push(body.retry_allowed);
      // A replay of a spent session does not show more tries either.
      const replay = await answerToken(platform.app, challenge, {
        schemeId: 'password',
        plain: schemeAnswers(customer, challenge, 'password', today()),
      });
      seen.push(bodyAs(replay, TokenErrorBody).retry_allowed);
    }
    expect(seen).toEqual(Array(seen.length).fill(0));

    // When the lock has run out, the right answer logs in (doc 1 §4 retry_allowed back to the full count).
    platform.clock.advance(LOCKOUT_MS + 1000);
    const challenge = await createChallenge(platform.app, customer);
    const token = await answerToken(platform.app, challenge, {
      schemeId: 'password',
      plain: schemeAnswers(customer, challenge, 'password', today()),
    });
    expect(token.statusCode).toBe(200);
  });

  it('lets a right answer among the first tries through, and counts wrong tries in a row again from there', async () => {
    const customer = seededCustomer(N.regularSaverHolder);
    const wrong = await createChallenge(platform.app, customer);
    const first = await answerToken(platform.app, wrong, {
      schemeId: 'password',
      plain: schemeAnswers(customer, wrong, 'password', today(), { wrong: true }),
    });
    expect(bodyAs(first, TokenErrorBody).retry_allowed).toBe(MAX_LOGIN_ATTEMPTS - 1);
    const right = await createChallenge(platform.app, customer);
    const ok = await answerToken(platform.app, right, {
      schemeId: 'password',
      plain: schemeAnswers(customer, right, 'password', today()),
    });
    expect(ok.statusCode).toBe(200);
    expect(await triesUsed(platform.db, LOGIN_LOCKOUT, customerSubject(customer.customerNumber), today())).toBe(0);
  });

  it(`counts an unknown user's parallel guesses the same way: ${MAX_LOGIN_ATTEMPTS} checked, then locked`, async () => {
    const url = '/banks/CB/auth/provider/oauth2/token/challenges';
    const challenges = await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const response = await platform.app.inject({
          method: 'POST',
          url,
          payload: { user_identity: { username: 'nobodyhere7' } },
        });
        expect(response.statusCode).toBe(201);
        return JSON.parse(response.body);
      }),
    );
    comparisons.count = 0;
    const responses = await Promise.all(
      challenges.map((challenge) =>
        answerToken(platform.app, challenge, {
          schemeId: 'password',
          plain: [0, 1, 2]
            .map((authIndex) => ({ authType: 'partial_password', authIndex, answer: 'x' }))
            .concat([{ authType: 'security_questions', authIndex: 0, answer: 'rover123' }]),
        }),
      ),
    );
    // The decoy compares as many hashes as a customer's check would, for the tries it takes only.
    expect(comparisons.count).toBe(MAX_LOGIN_ATTEMPTS * COMPARISONS_PER_PASSWORD_GUESS);
    const retries = responses.map((response) => bodyAs(response, TokenErrorBody).retry_allowed);
    expect(retries.filter((value) => value > 0).sort()).toEqual([1, 2]);
  });

  it(`checks exactly ${MAX_LETTER_CODE_ATTEMPTS} of ${PARALLEL} parallel wrong letter codes; the right code after them answers 320`, async () => {
    const created = bodyAs(
      await platform.cases.inject({
        method: 'POST',
        url: '/banks/CB/cases/csapcurrent/ntb',
        payload: completeEnquiry(),
      }),
      CaseResponse,
    );
    const caseId = created.reference_id;
    expect(
      (await platform.app.inject({ method: 'POST', url: `/sandbox/cases/${caseId}/letter-code` })).statusCode,
    ).toBe(201);
    const code = bodyAs(
      await platform.app.inject({ method: 'GET', url: `/sandbox/outbox/letters/${caseId}` }),
      SandboxLetterCodeResponse,
    ).lettercode;
    const wrong = `${code.slice(0, 9)}${(Number(code[9]) + 1) % 10}`;
    const url = `/banks/CB/cases/csapcurrent/ntb/${caseId}/tasks/lettercode`;
    comparisons.count = 0;
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        platform.cases.inject({ method: 'POST', url, payload: { lettercode: wrong } }),
      ),
    );
    expect(comparisons.count).toBe(MAX_LETTER_CODE_ATTEMPTS);
    const codes = responses.map((response) => {
      expect(response.statusCode).toBe(401);
      return errorOf(response).code;
    });
    expect(codes.filter((value) => value === '321')).toHaveLength(MAX_LETTER_CODE_ATTEMPTS - 1);
    const [row] = await platform.db.query<{ failed_attempts: number }>(
      'SELECT failed_attempts FROM letter_codes WHERE case_id = $1',
      [caseId],
    );
    expect(Number(row?.failed_attempts)).toBe(MAX_LETTER_CODE_ATTEMPTS);
    comparisons.count = 0;
    const right = await platform.cases.inject({ method: 'POST', url, payload: { lettercode: code } });
    expect(right.statusCode).toBe(401);
    expect(errorOf(right).code).toBe('320');
    expect(comparisons.count).toBe(0);
  });

  it(`locks a case's joint link code after ${MAX_LINK_CODE_ATTEMPTS} of ${PARALLEL} parallel wrong codes`, async () => {
    const caseId = `CS${kind === 'pglite' ? '1' : '2'}1234567`;
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        verifyLinkCode(platform.db, { caseId, given: '7654321', expected: '1234567', now: today() }),
      ),
    );
    expect(results.filter((result) => result.result === 'invalid')).toHaveLength(MAX_LINK_CODE_ATTEMPTS - 1);
    expect(results.filter((result) => result.result === 'limit_reached')).toHaveLength(
      PARALLEL - MAX_LINK_CODE_ATTEMPTS + 1,
    );
    expect(
      await triesUsed(
        platform.db,
        { name: 'link_code', max: 5, lockMs: null },
        counterSubject('link-code', caseId),
        today(),
      ),
    ).toBe(MAX_LINK_CODE_ATTEMPTS);
    const right = { caseId, given: '1234567', expected: '1234567' };
    expect((await verifyLinkCode(platform.db, { ...right, now: today() })).result).toBe('limit_reached');
    platform.clock.advance(LINK_CODE_LOCK_MS + 1000);
    expect((await verifyLinkCode(platform.db, { ...right, now: today() })).result).toBe('verified');
  });

  it(`sends one customer at most ${MAX_OTPS_PER_CUSTOMER} passcodes an hour, however many sessions ask`, async () => {
    const customerNumber = N.aged17;
    const customer = seededCustomer(customerNumber);
    // More sessions than the customer limit allows passcodes for (the defect: 60 texts over 20 sessions).
    const sessionCount = Math.ceil(MAX_OTPS_PER_CUSTOMER / MAX_OTPS_PER_SESSION) + 2;
    const sessions = await Promise.all(
      Array.from({ length: sessionCount }, () => createChallenge(platform.app, customer)),
    );
    const outbox = async () =>
      Number(
        (
          await platform.db.query<{ count: string | number }>(
            "SELECT count(*) AS count FROM sandbox_outbox WHERE recipient = $1 AND kind = 'otp'",
            [customerNumber],
          )
        )[0]?.count ?? 0,
      );
    const before = await outbox();
    const send = (sessionId: string) =>
      platform.app.inject({
        method: 'POST',
        url: '/banks/CB/auth/provider/otp/otps',
        payload: { auth_session_id: sessionId },
      });
    const responses = await Promise.all(
      sessions.flatMap((session) => Array.from({ length: MAX_OTPS_PER_SESSION }, () => send(session.auth_session_id))),
    );
    const sent = responses.filter((response) => response.statusCode === 201);
    expect(sent).toHaveLength(MAX_OTPS_PER_CUSTOMER);
    expect(await outbox()).toBe(before + MAX_OTPS_PER_CUSTOMER);
    for (const refused of responses.filter((response) => response.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('otp_limit_reached');
    }
    // A new window: passcodes can be sent again.
    platform.clock.advance(OTP_CUSTOMER_WINDOW_MS + 1000);
    const fresh = await createChallenge(platform.app, customer);
    expect((await send(fresh.auth_session_id)).statusCode).toBe(201);
  });
});
