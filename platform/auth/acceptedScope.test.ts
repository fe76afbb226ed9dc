// The sandbox's accepted scope for one customer (issue 14, auth/acceptedScope.ts): `POST
// /sandbox/customers/{customerNumber}/accepted-scope { scope }` lets that customer's calls that ask scope 30 take their
// login token from a lower scope, as a bank whose calls take a lower scope would; other customers, case tokens and the
// case checks are unchanged; the setting is the database's, so another process on it answers alike; a production
// platform neither serves the route nor honours a setting found in its database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { buildPlatform } from '../app';
import { bearer, errorOf, partialEnquiry } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
import { loginAs } from '../test-support/testLogin';
import { setAcceptedScope } from './acceptedScope';

const ADA = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
const OTHER = SANDBOX_CUSTOMER_NUMBERS.telephoneBanking;
/** sandboxada's seeded existing-customer case in capture (content/seededCustomers.ts). */
const ADA_CASE = '/banks/CB/cases/csapcurrent/existing/CS90000011';
const STEP_UP_HEADER = 'Bearer realm="account-opening", error="insufficient_scope", scope="30"';

describe.each(testDatabaseKinds())("the sandbox's accepted scope for a customer on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const setScope = (customerNumber: string, body: unknown, app: FastifyInstance = platform.app) =>
    app.inject({ method: 'POST', url: `/sandbox/customers/${customerNumber}/accepted-scope`, payload: body as object });
  const lowLogin = async (customerNumber: string) =>
    (await loginAs(platform.app, customerNumber, platform.clock.now(), { scope: 10 })).access_token;
  /** The calls of an existing customer's journey that ask scope 30: details, capture read, poll, save, documents. */
  const journeyCalls = async (token: string, app: FastifyInstance = platform.app) => {
    const headers = bearer(token);
    const customers = await app.inject({ method: 'GET', url: '/banks/CB/customers', headers });
    return [
      customers,
      await app.inject({ method: 'GET', url: `${ADA_CASE}/tasks/capture`, headers }),
      await app.inject({ method: 'GET', url: `${ADA_CASE}/tasks/next`, headers }),
      await app.inject({
        method: 'PUT',
        url: `${ADA_CASE}/tasks/capture/actions/update`,
        headers,
        payload: partialEnquiry(),
      }),
      await app.inject({ method: 'GET', url: '/banks/CB/documents/SA-KEY-FEATURES?product=cashisa', headers }),
    ];
  };
  const expectStepUp = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('insufficient_scope');
    expect(response.headers['www-authenticate']).toBe(STEP_UP_HEADER);
  };

  it("lets the customer's scope-30 calls take their scope-10 login, until set back to 30", async () => {
    const token = await lowLogin(ADA);
    for (const response of await journeyCalls(token)) expectStepUp(response);

    const set = await setScope(ADA, { scope: 10 });
    expect(set.statusCode).toBe(200);
    expect(JSON.parse(set.body)).toEqual({ customer_number: ADA, scope: 10 });
    const answers = await journeyCalls(token);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(JSON.parse(answers[2]?.body ?? '{}').task_uri).toMatch(/CS90000011/);

    // 30 is the sandbox's usual answer: the setting is gone
    expect((await setScope(ADA, { scope: 30 })).statusCode).toBe(200);
    for (const response of await journeyCalls(token)) expectStepUp(response);
  });

  it('leaves other customers, and the check of whose case it is, as they were', async () => {
    expect((await setScope(ADA, { scope: 10 })).statusCode).toBe(200);
    try {
      // another customer at scope 10 still steps up on their own calls
      const other = await lowLogin(OTHER);
      expectStepUp(await platform.app.inject({ method: 'GET', url: '/banks/CB/customers', headers: bearer(other) }));
      // a token above the setting's scope but below 30 is accepted too; a case of someone else is still not theirs
      const ada = (await loginAs(platform.app, ADA, platform.clock.now(), { scope: 20 })).access_token;
      expect(
        (await platform.app.inject({ method: 'GET', url: `${ADA_CASE}/tasks/capture`, headers: bearer(ada) }))
          .statusCode,
      ).toBe(200);
      const created = await platform.cases.inject({
        method: 'POST',
        url: '/banks/CB/cases/csapcurrent/ntb',
        payload: partialEnquiry(),
      });
      expect(created.statusCode).toBe(201);
      const newCase = JSON.parse(created.body) as { reference_id: string };
      const foreign = await platform.app.inject({
        method: 'GET',
        url: `/banks/CB/cases/csapcurrent/ntb/${newCase.reference_id}/tasks/capture`,
        headers: bearer(ada),
      });
      expect(foreign.statusCode).toBe(404);
      expect(errorOf(foreign).code).toBe('case_not_found');
    } finally {
      await setScope(ADA, { scope: 30 });
    }
  });

  it('is stored in the database: another platform process on it answers alike at once', async () => {
    const second = await buildPlatform({ db: platform.db, now: platform.clock.now });
    try {
      const token = await lowLogin(ADA);
      expect((await setScope(ADA, { scope: 10 }, second)).statusCode).toBe(200);
      expect((await journeyCalls(token)).map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect((await setScope(ADA, { scope: 30 })).statusCode).toBe(200);
      for (const response of await journeyCalls(token, second)) expectStepUp(response);
    } finally {
      await second.close();
    }
  });

  it('refuses a scope outside 10-30 or a malformed customer number with 400, changing nothing', async () => {
    for (const body of [{ scope: 9 }, { scope: 31 }, { scope: 10.5 }, { scope: '10' }, {}]) {
      const refused = await setScope(ADA, body);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).code).toBe('invalid_request');
    }
    expect((await setScope('not-a-number', { scope: 10 })).statusCode).toBe(400);
    expectStepUp(
      await platform.app.inject({ method: 'GET', url: '/banks/CB/customers', headers: bearer(await lowLogin(ADA)) }),
    );
  });
});

describe('the accepted scope in the production configuration', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform('pglite', { sandbox: false });
  });
  afterAll(() => platform?.close());

  it('has no route, and a setting found in the database does not lower any scope', async () => {
    const route = await platform.app.inject({
      method: 'POST',
      url: `/sandbox/customers/${ADA}/accepted-scope`,
      payload: { scope: 10 },
    });
    expect(route.statusCode).toBe(404);
    await setAcceptedScope(platform.db, ADA, 10);
    const token = (await loginAs(platform.app, ADA, platform.clock.now(), { scope: 10 })).access_token;
    for (const url of ['/banks/CB/customers', `${ADA_CASE}/tasks/capture`, `${ADA_CASE}/tasks/next`]) {
      const response = await platform.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('insufficient_scope');
    }
  });
});
