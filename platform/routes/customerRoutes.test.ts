// Users, customers, default accounts and the portal's case list, with their token and scope checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import {
  BankSelectorResponse,
  CaseListResponse,
  CurrentUser,
  CustomerDetails,
  CustomersResponse,
  DefaultAccountsResponse,
  UserBankResponse,
  UserPreferences,
} from '../../contract/authSchemas';
import { CaptureTaskResponse } from '../../contract/schemas';
import { IDENTIFIED_SCOPE, issueAccessToken } from '../auth/accessTokens';
import { INVALID_TOKEN_HEADER, stepUpHeader } from '../auth/tokenCheck';
import { bodyAs, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
import { loginAs } from '../test-support/testLogin';

const N = SANDBOX_CUSTOMER_NUMBERS;

describe.each(testDatabaseKinds())('users and customers on %s', (kind) => {
  let platform: TestPlatform;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
    for (const number of [N.internetBanking, N.telephoneBanking, N.regularSaverHolder]) {
      tokens[number] = (await loginAs(platform.app, number, platform.clock.now())).access_token;
    }
  });
  afterAll(() => platform?.close());

  const get = (url: string, token?: string) =>
    platform.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const ada = () => tokens[N.internetBanking] ?? '';

  it('answers the bank of a username or customer number before login; nobody gets one too, always the same', async () => {
    expect(bodyAs(await get('/users/sandboxada'), UserBankResponse).bank_id).toBe('CB');
    expect(bodyAs(await get('/users/sandboxhugo'), UserBankResponse).bank_id).toBe('YB');
    expect(bodyAs(await get(`/users/${N.telephoneBanking}`), UserBankResponse).bank_id).toBe('CB');
    // Issue 10: the answer must not tell whether a user exists (usernames are case-sensitive).
    const unknown = bodyAs(await get('/users/SANDBOXADA'), UserBankResponse).bank_id;
    expect(['CB', 'YB']).toContain(unknown);
    expect(bodyAs(await get('/users/SANDBOXADA'), UserBankResponse).bank_id).toBe(unknown);
  });

  it('answers the current user, the bank selector and the marketing preferences (0, 5 and 3)', async () => {
    expect(bodyAs(await get('/user', ada()), CurrentUser)).toEqual({
      userName: 'sandboxada',
      customerNumber: N.internetBanking,
      bank_id: 'CB',
      contactDetails: { phone: { mobile: '07700900101' } },
    });
    expect(bodyAs(await get('/user', tokens[N.telephoneBanking]), CurrentUser).userName).toBe(N.telephoneBanking);
    expect(bodyAs(await get('/bank/selector/bankid/CSAP', ada()), BankSelectorResponse)).toEqual({
      data: { bank_id: 'CB' },
    });
    const counts = [];
    for (const number of [N.internetBanking, N.telephoneBanking, N.regularSaverHolder]) {
      const body = bodyAs(await get('/user/preferences', tokens[number]), UserPreferences);
      counts.push(body.marketing_preferences.length);
    }
    expect(counts).toEqual([5, 0, 3]);
  });

  it('lists the customer as OWNER and answers their details with the marketing preferences', async () => {
    const { customers } = bodyAs(await get('/banks/CB/customers', ada()), CustomersResponse);
    expect(customers).toEqual([{ id: 'CUS-1000000011', relationship: 'OWNER' }]);
    const details = bodyAs(await get('/banks/CB/customers/CUS-1000000011', ada()), CustomerDetails);
    expect(details.customer_number).toBe(N.internetBanking);
    expect(details.contact_details.marketing_preferences).toHaveLength(5);
    expect(details.personal_details.dob).toBe('1985-03-14');
    expect((await get('/banks/CB/customers/CUS-1000000022', ada())).statusCode).toBe(404);
  });

  it('answers the default accounts, and refuses a query without type=user', async () => {
    const { accounts } = bodyAs(
      await get('/banks/CB/accounts/default?type=user&retrieveBalances=false', tokens[N.regularSaverHolder]),
      DefaultAccountsResponse,
    );
    expect(accounts.map((account) => account.productCode)).toEqual(['135', '760']);
    expect((await get('/banks/CB/accounts/default', ada())).statusCode).toBe(400);
  });

  it('lists the portal cases: real resumable ones and the ones the client must filter', async () => {
    const { cases } = bodyAs(await get('/banks/CB/cases', ada()), CaseListResponse);
    const ids = cases.map((summary) => summary.id);
    expect(ids).toEqual(
      expect.arrayContaining(['CS90000011', 'CC90000012', 'CS90000013', 'PL90000014', 'SA90000015', 'MG90000016']),
    );
    expect(cases.find((summary) => summary.id === 'CS90000013')?.uri).toContain('origin=mobile');
    expect(cases.find((summary) => summary.id === 'SA90000015')?.uri).toContain('/cases/isatransfer/');
    const resumable = cases.find((summary) => summary.id === 'CS90000011');
    expect(resumable?.context.customers[0]).toMatchObject({ customer_number: N.internetBanking });
    // A resumable case is a real case in capture.
    const capture = await get(`${resumable?.uri}/tasks/capture`, ada());
    expect(bodyAs(capture, CaptureTaskResponse).state).toBe('capture');
    // Another customer sees none of them.
    const other = bodyAs(await get('/banks/CB/cases', tokens[N.telephoneBanking]), CaseListResponse);
    expect(other.cases).toEqual([]);
  });

  it('answers 401 with the invalid-token header without a live token of the bank', async () => {
    const yb = await loginAs(platform.app, N.ybCustomer, platform.clock.now(), { bankId: 'YB' });
    for (const [url, token] of [
      ['/user', undefined],
      ['/user', 'not-a-token'],
      ['/banks/CB/customers', yb.access_token],
      ['/banks/CB/cases', undefined],
      ['/user/preferences', 'x'.repeat(300)],
    ] as const) {
      const response = await get(url, token);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe(INVALID_TOKEN_HEADER);
      expect(errorOf(response).code).toBe('invalid_token');
    }
    // The bank id check stays the route's own: VM is 400 invalid_bank_id.
    expect(errorOf(await get('/banks/VM/customers', ada())).code).toBe('invalid_bank_id');
  });

  it('asks a new-to-bank session below scope 30 to step up, with the step-up header', async () => {
    const ntb = await issueAccessToken(platform.db, {
      kind: 'ntb',
      scope: 20,
      bankId: 'CB',
      caseId: 'CS12345678',
      now: platform.clock.now(),
    });
    const response = await get('/banks/CB/cases', ntb.accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe(stepUpHeader(30));
    expect(response.headers['www-authenticate']).toBe(
      'Bearer realm="account-opening", error="insufficient_scope", scope="30"',
    );
    expect(errorOf(response).code).toBe('insufficient_scope');
  });

  it('lets a scope-10 session say who it is, and asks it to step up for personal data', async () => {
    const low = await issueAccessToken(platform.db, {
      kind: 'customer',
      scope: IDENTIFIED_SCOPE,
      bankId: 'CB',
      customerNumber: N.internetBanking,
      now: platform.clock.now(),
    });
    const user = await get('/user', low.accessToken);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ customerNumber: N.internetBanking });
    for (const url of ['/banks/CB/customers', '/user/preferences', '/banks/CB/cases']) {
      const response = await get(url, low.accessToken);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe(stepUpHeader(30));
    }
  });

  it('treats an expired token as invalid', async () => {
    const token = await loginAs(platform.app, N.aged16, platform.clock.now());
    expect((await get('/user', token.access_token)).statusCode).toBe(200);
    platform.clock.advance(token.expires_in * 1000 + 1);
    const expired = await get('/user', token.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toBe(INVALID_TOKEN_HEADER);
  });
});
