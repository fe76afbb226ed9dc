// The sandbox's fault switch (issue 14, faults/faultSwitch.ts): the next N calls of a family on a case or for a
// customer answer 503 service_unavailable (after a hang when asked), or the refusal given, then the family recovers; the count is the
// database's, shared by platform processes on one database; a production platform has neither switch nor check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { buildPlatform } from '../app';
import { INVALID_TOKEN_HEADER } from '../auth/tokenCheck';
import { enquiryNamed, submitCase, type TestCase } from '../test-support/lifecycleTestHelpers';
import { bearer, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
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
    // with the platform's own authentication header for a refused token (the app reads it to send the applicant to log in)
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

  it('refuses an unknown family, a count over 50, a hang over 2 minutes and an unknown case with 4xx', async () => {
    const testCase = await submitCase(platform, enquiryNamed('Refused'));
    for (const body of [
      { family: 'everything', times: 1 },
      { family: 'next-task', times: 51 },
      { family: 'next-task', times: -1 },
      { family: 'next-task', times: 1, hang_ms: 120_001 },
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
    const production = await buildPlatform({ db: platform.db, now: platform.clock.now, sandbox: false });
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
