// The sandbox's fault switch (issue 14, faults/faultSwitch.ts): the next N calls of a family on a case or for a
// customer answer 503 service_unavailable (after a hang when asked), or the refusal given, then the family recovers; the count is the
// database's, shared by platform processes on one database; a production platform has neither switch nor check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS, SEEDED_CUSTOMERS } from '../../content/seededCustomers';
import { CaseResponse } from '../../contract/schemas';
import { buildPlatform } from '../app';
import { INVALID_TOKEN_HEADER } from '../auth/tokenCheck';
import { VOCALINK_TEST_CASES } from '../reference/bankVocalinkCases';
import { enquiryNamed, submitCase, type TestCase } from '../test-support/lifecycleTestHelpers';
import { bearer, bodyAs, completeEnquiry, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, TEST_CASE_TOKEN_KEY, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
import { loginAs } from '../test-support/testLogin';

describe.each(testDatabaseKinds())('the sandbox fault switch on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const arm = (subject: string, body: object) =>
    platform.app.inject({ method: 'POST', url: `/sandbox/${subject}/faults`, payload: body });
  const poll = (testCase: TestCase, app = platform.app) =>
    app.inject({ method: 'GET', url: `${testCase.base}/tasks/next`, headers: bearer(testCase.accessToken) });

  it("fails a case's next calls of a family with 503 service_unavailable, then answers as usual", async () => {
    const testCase = await submitCase(platform, enquiryNamed('Faulty'));
    const other = await submitCase(platform, enquiryNamed('Steady'));
    const armed = await arm(`cases/${testCase.caseId}`, { family: 'next-task', times: 2 });
    expect(armed.statusCode).toBe(200);
    expect(JSON.parse(armed.body)).toEqual({ case_id: testCase.caseId, family: 'next-task', remaining: 2 });
    // another family of the same case, and the same family of another case, are untouched
    const capture = await platform.app.inject({
      method: 'GET',
      url: `${testCase.base}/tasks/capture`,
      headers: bearer(testCase.accessToken),
    });
    expect(capture.statusCode).toBe(200);
    expect((await poll(other)).statusCode).toBe(200);
    for (const _ of [1, 2]) {
      const failed = await poll(testCase);
      expect(failed.statusCode).toBe(503);
      expect(errorOf(failed).code).toBe('service_unavailable');
    }
    expect((await poll(testCase)).statusCode).toBe(200);
    expect((await poll(testCase)).statusCode).toBe(200);
  });

  it('holds the answer back for hang_ms before the 503, and 0 times clears a switch', async () => {
    const testCase = await submitCase(platform, enquiryNamed('Hanging'));
    expect((await arm(`cases/${testCase.caseId}`, { family: 'next-task', times: 1, hang_ms: 300 })).statusCode).toBe(
      200,
    );
    const started = performance.now();
    const held = await poll(testCase);
    expect(held.statusCode).toBe(503);
    // a lower bound only: a loaded machine makes it longer, never shorter
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await arm(`cases/${testCase.caseId}`, { family: 'next-task', times: 3 });
    await arm(`cases/${testCase.caseId}`, { family: 'next-task', times: 0 });
    expect((await poll(testCase)).statusCode).toBe(200);
  });

  // issue 14's queued save (machines/capture.ts sync.saving SAVE_NOW): the autosave's call must still be in flight when
  // the applicant presses Continue, and then succeed
  it('holds a save for delay_ms, then answers it as usual and stores what it sent', async () => {
    const path = '/banks/CB/cases/csapcurrent/ntb';
    const created = await platform.app.inject({ method: 'POST', url: path, payload: enquiryNamed('Slowsave') });
    expect(created.statusCode).toBe(201);
    const { reference_id: caseId, access_token: token } = bodyAs(created, CaseResponse);
    const armed = await arm(`cases/${caseId}`, { family: 'save', times: 1, delay_ms: 400 });
    expect(armed.statusCode).toBe(200);
    expect(JSON.parse(armed.body)).toEqual({ case_id: caseId, family: 'save', remaining: 1, delay_ms: 400 });
    const save = (last: string) =>
      platform.app.inject({
        method: 'PUT',
        url: `${path}/${caseId}/tasks/capture/actions/update`,
        headers: bearer(token),
        payload: enquiryNamed(last),
      });
    const started = performance.now();
    const held = await save('Heldback');
    // answered by the route, not the switch: a success, after the delay (a lower bound: a loaded machine adds to it)
    expect(held.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    const read = await platform.app.inject({
      method: 'GET',
      url: `${path}/${caseId}/tasks/capture`,
      headers: bearer(token),
    });
    expect(read.body).toContain('Heldback');
    // the one held call spent, the switch stands cleared
    expect((await save('Quick')).statusCode).toBe(200);
  });

  it("fails a logged-in customer's calls of a family, found by the token", async () => {
    const customer = SANDBOX_CUSTOMER_NUMBERS.aged16;
    const { access_token: token } = await loginAs(platform.app, customer, platform.clock.now());
    const user = () => platform.app.inject({ method: 'GET', url: '/user', headers: bearer(token) });
    expect((await arm(`customers/${customer}`, { family: 'current-user', times: 1 })).statusCode).toBe(200);
    const failed = await user();
    expect(failed.statusCode).toBe(503);
    expect(errorOf(failed).code).toBe('service_unavailable');
    expect((await user()).statusCode).toBe(200);
  });

  // login, authentication and step-up (issue 14 paths P1): the challenge carries no token, its body names the customer
  it('fails the challenge a customer named by username or customer number asks for, and no one else', async () => {
    const customer = SANDBOX_CUSTOMER_NUMBERS.aged16;
    const challenge = (identity: object) =>
      platform.app.inject({
        method: 'POST',
        url: '/banks/CB/auth/provider/oauth2/token/challenges',
        payload: { user_identity: identity, scope: 30 },
      });
    expect((await arm(`customers/${customer}`, { family: 'challenge', times: 2 })).statusCode).toBe(200);
    // another customer's challenge is untouched
    expect((await challenge({ username: 'sandboxada' })).statusCode).toBe(201);
    const byNumber = await challenge({ customer_number: customer });
    expect(byNumber.statusCode).toBe(503);
    expect(errorOf(byNumber).code).toBe('service_unavailable');
    const username = SEEDED_CUSTOMERS.find((seeded) => seeded.customerNumber === customer)?.username ?? '';
    expect((await challenge({ username })).statusCode).toBe(503);
    expect((await challenge({ username })).statusCode).toBe(201);
  });

  it("fails the token request of a customer's challenge session, found by its auth_session_id", async () => {
    const customer = SANDBOX_CUSTOMER_NUMBERS.aged17;
    const created = await platform.app.inject({
      method: 'POST',
      url: '/banks/CB/auth/provider/oauth2/token/challenges',
      payload: { user_identity: { customer_number: customer }, scope: 30 },
    });
    const sessionId = (JSON.parse(created.body) as { auth_session_id: string }).auth_session_id;
    expect((await arm(`customers/${customer}`, { family: 'token', times: 1 })).statusCode).toBe(200);
    const token = () =>
      platform.app.inject({
        method: 'POST',
        url: '/banks/CB/auth/provider/oauth2/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${sessionId}:[]`).toString('base64')}`,
        },
        payload: `grant_type=client_credentials&auth_scheme=password&auth_session_id=${sessionId}`,
      });
    const failed = await token();
    expect(failed.statusCode).toBe(503);
    expect(errorOf(failed).code).toBe('service_unavailable');
    // the session was not spent by the fault: the platform checks it as usual (here, answers that are not right)
    expect((await token()).statusCode).not.toBe(503);
  });

  it("fails registration's public reads for the case whose token comes with them (task P5)", async () => {
    const testCase = await submitCase(platform, enquiryNamed('Registering'));
    const other = await submitCase(platform, enquiryNamed('Unarmed'));
    const read = (url: string, token?: string) =>
      platform.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    for (const [family, url] of [
      ['public-key', '/banks/CB/auth/provider/rsa/public_key'],
      ['security-questions', '/banks/CB/ref/credentials/security_questions'],
    ] as const) {
      expect((await arm(`cases/${testCase.caseId}`, { family, times: 1 })).statusCode).toBe(200);
      // without a token, or with another case's, the read answers as usual
      expect((await read(url)).statusCode, family).toBe(200);
      expect((await read(url, other.accessToken)).statusCode, family).toBe(200);
      const failed = await read(url, testCase.accessToken);
      expect(failed.statusCode, family).toBe(503);
      expect(errorOf(failed).code).toBe('service_unavailable');
      expect((await read(url, testCase.accessToken)).statusCode, family).toBe(200);
    }
  });

  it('answers the refusal it is given (status and code) instead of 503, then answers as usual', async () => {
    const testCase = await submitCase(platform, enquiryNamed('Refusing'));
    const armed = await arm(`cases/${testCase.caseId}`, {
      family: 'next-task',
      times: 1,
      status: 401,
      code: 'invalid_token',
    });
    expect(armed.statusCode).toBe(200);
    expect(JSON.parse(armed.body)).toEqual({
      case_id: testCase.caseId,
      family: 'next-task',
      remaining: 1,
      status: 401,
      code: 'invalid_token',
    });
    const refused = await poll(testCase);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).code).toBe('invalid_token');
    // as the platform's own refusal of a token: the app tells an invalid token by this header (doc 1 §4)
    expect(refused.headers['www-authenticate']).toBe(INVALID_TOKEN_HEADER);
    expect((await poll(testCase)).statusCode).toBe(200);
    // a numbered code of doc 1 §8, for a customer's call
    const customer = SANDBOX_CUSTOMER_NUMBERS.aged16;
    const { access_token: token } = await loginAs(platform.app, customer, platform.clock.now());
    await arm(`customers/${customer}`, { family: 'current-user', times: 1, status: 409, code: '1036' });
    const user = await platform.app.inject({ method: 'GET', url: '/user', headers: bearer(token) });
    expect(user.statusCode).toBe(409);
    expect(errorOf(user).code).toBe('1036');
  });

  // capture's lookups (the capture paths of issue 14): routes with no case and no token check, found by the call's token
  it("fails the address search, the address read and the bank lookup of a case's or a customer's token", async () => {
    const testCase = await submitCase(platform, enquiryNamed('Lookups'));
    const other = await submitCase(platform, enquiryNamed('Looksteady'));
    const customer = SANDBOX_CUSTOMER_NUMBERS.aged16;
    const { access_token: login } = await loginAs(platform.app, customer, platform.clock.now());
    const [sortCode, accountNumber] = VOCALINK_TEST_CASES.find(([, , valid]) => valid) ?? [];
    const calls = {
      'address-search': (token?: string) =>
        platform.app.inject({ method: 'GET', url: '/ref/address/search/LS14AP/12', headers: bearer(token) }),
      'address-read': async (token?: string) => {
        const found = await platform.app.inject({ method: 'GET', url: '/ref/address/search/LS14AP' });
        const [first] = JSON.parse(found.body) as { id: string }[];
        return platform.app.inject({ method: 'GET', url: `/ref/address/${first?.id}`, headers: bearer(token) });
      },
      'bank-lookup': (token?: string) =>
        platform.app.inject({
          method: 'POST',
          url: '/ref/bank/search',
          headers: bearer(token),
          payload: { sort_code: sortCode, account_number: accountNumber },
        }),
    };
    for (const [family, call] of Object.entries(calls)) {
      expect((await arm(`cases/${testCase.caseId}`, { family, times: 1 })).statusCode, family).toBe(200);
      // no token, another case's token: answered as usual, the fault still armed
      expect((await call()).statusCode, family).toBe(200);
      expect((await call(other.accessToken)).statusCode, family).toBe(200);
      const failed = await call(testCase.accessToken);
      expect(failed.statusCode, family).toBe(503);
      expect(errorOf(failed).code).toBe('service_unavailable');
      expect((await call(testCase.accessToken)).statusCode, family).toBe(200);
      // for a logged-in customer, with a given refusal
      await arm(`customers/${customer}`, { family, times: 1, status: 500, code: 'lookup_failed' });
      const refused = await call(login);
      expect(refused.statusCode, family).toBe(500);
      expect(errorOf(refused).code).toBe('lookup_failed');
      expect((await call(login)).statusCode, family).toBe(200);
    }
  });

  // the joint paths (issue 14): a refused token says so in WWW-Authenticate, as the platform's own refusals do (the app
  // reads the header to go to login); the link-code read, and the link-code check found by the code in its body
  it('answers 401 invalid_token with its WWW-Authenticate header', async () => {
    const testCase = await submitCase(platform, enquiryNamed('Revoked'));
    await arm(`cases/${testCase.caseId}`, { family: 'next-task', times: 1, status: 401, code: 'invalid_token' });
    const refused = await poll(testCase);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe(INVALID_TOKEN_HEADER);
    // another refusal carries none
    await arm(`cases/${testCase.caseId}`, { family: 'next-task', times: 1, status: 409, code: '1036' });
    expect((await poll(testCase)).headers['www-authenticate']).toBeUndefined();
  });

  it("fails a joint case's link-code read and the link-code check of its code", async () => {
    const created = await platform.app.inject({
      method: 'POST',
      url: '/banks/CB/cases/csapcurrent/ntb',
      payload: completeEnquiry({ product: { code: '135', sub_type: 'JOINT' }, application_type: 'joint' }),
    });
    expect(created.statusCode).toBe(201);
    const { reference_id: caseId, access_token: token, joint_link_code: code } = bodyAs(created, CaseResponse);
    const read = () =>
      platform.app.inject({
        method: 'GET',
        url: `/banks/CB/cases/csap/ntb/${caseId}/tasks/pending/lettercode`,
        headers: bearer(token ?? ''),
      });
    await arm(`cases/${caseId}`, { family: 'joint-link-code', times: 1 });
    expect((await read()).statusCode).toBe(503);
    expect((await read()).statusCode).toBe(200);
    const link = () =>
      platform.app.inject({ method: 'POST', url: '/banks/CB/joint/link', payload: { joint_link_code: code } });
    await arm(`cases/${caseId}`, { family: 'joint-link', times: 1 });
    const failed = await link();
    expect(failed.statusCode).toBe(503);
    expect(errorOf(failed).code).toBe('service_unavailable');
    // the failed check linked no one: the code still links the second applicant
    expect((await link()).statusCode).toBe(201);
  });

  it('refuses an unknown family, a count over 50, a hang over 2 minutes and an unknown case with 4xx', async () => {
    const testCase = await submitCase(platform, enquiryNamed('Refused'));
    for (const body of [
      { family: 'everything', times: 1 },
      { family: 'next-task', times: 51 },
      { family: 'next-task', times: -1 },
      { family: 'next-task', times: 1, hang_ms: 120_001 },
      // a delay answers as usual: never with a hang or a refusal, and within 2 minutes too
      { family: 'next-task', times: 1, delay_ms: 120_001 },
      { family: 'next-task', times: 1, delay_ms: 100, hang_ms: 100 },
      { family: 'next-task', times: 1, delay_ms: 100, status: 409, code: '1036' },
      { family: 'next-task' },
      // a status without its code, a code without its status, a status the switch does not give, a code not of doc 1's form
      { family: 'next-task', times: 1, status: 401 },
      { family: 'next-task', times: 1, code: 'invalid_token' },
      { family: 'next-task', times: 1, status: 302, code: 'moved' },
      { family: 'next-task', times: 1, status: 400, code: 'not a code' },
    ]) {
      const refused = await arm(`cases/${testCase.caseId}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await arm('cases/CS99999999', { family: 'next-task', times: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('case_not_found');
    expect((await poll(testCase)).statusCode).toBe(200);
  });

  it('shares the count between two platform processes on one database', async () => {
    const second = await buildPlatform({ db: platform.db, now: platform.clock.now });
    try {
      const testCase = await submitCase(platform, enquiryNamed('Shared'));
      // read by the second process before the switch is set: it learns of it within ARMED_CACHE_MS
      expect((await poll(testCase, second)).statusCode).toBe(200);
      await arm(`cases/${testCase.caseId}`, { family: 'next-task', times: 2 });
      expect((await poll(testCase)).statusCode).toBe(503);
      await expect.poll(async () => (await poll(testCase, second)).statusCode, { timeout: 10_000 }).toBe(503);
      // both spent: neither process fails a third
      expect((await poll(testCase, second)).statusCode).toBe(200);
      expect((await poll(testCase)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('is neither served nor checked by a production platform', async () => {
    const production = await buildPlatform({
      db: platform.db,
      now: platform.clock.now,
      sandbox: false,
      caseTokenKey: TEST_CASE_TOKEN_KEY,
    });
    try {
      const testCase = await submitCase(platform, enquiryNamed('Production'));
      expect((await arm(`cases/${testCase.caseId}`, { family: 'next-task', times: 5 })).statusCode).toBe(200);
      const route = await production.inject({
        method: 'POST',
        url: `/sandbox/cases/${testCase.caseId}/faults`,
        payload: { family: 'next-task', times: 1 },
      });
      expect(route.statusCode).toBe(404);
      expect((await poll(testCase, production)).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
