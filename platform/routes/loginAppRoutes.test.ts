// The sandbox's external login app (doc 1 "Authentication page"), the seed's secrecy, and the log.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS, SEEDED_CUSTOMERS } from '../../content/seededCustomers';
import { CaseResponse } from '../../contract/schemas';
import { buildPlatform } from '../app';
import { SEED_SECRETS_FINGERPRINT } from '../auth/seedCredentialHashes';
import { allSeedSecrets, seedSecretsFingerprint } from '../auth/seedSecrets';
import { ORDINALS } from '../loginApp/loginPages';
import { bodyAs, completeEnquiry, SUBMIT_BODY } from '../test-support/testFixtures';
import {
  buildTestPlatform,
  caseTokenJar,
  openTestDb,
  type TestPlatform,
  testDatabaseKinds,
} from '../test-support/testing';
import { loginAs, rightAnswers, seededCustomer } from '../test-support/testLogin';

const HOST = 'bank.example';
const REDIRECT = `http://${HOST}/authentication?brandId=CB`;
const QUERY = `response_type=token&client_id=cb_account_opening&redirect_uri=${encodeURIComponent(REDIRECT)}`;

/** The name/value pairs of a page's form inputs. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] ?? ''] = (match[2] ?? '').replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
  }
  return fields;
}

describe.each(testDatabaseKinds())('login app on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const get = (url: string) => platform.app.inject({ method: 'GET', url, headers: { host: HOST } });
  const postForm = (url: string, fields: Record<string, string>) =>
    platform.app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('serves an accessible login page for each bank with its client id', async () => {
    for (const [bank, client] of [
      ['CB', 'cb_account_opening'],
      ['YB', 'yb_account_opening'],
      ['B', 'b_account_opening'],
      ['VM', 'vm_account_opening'],
    ]) {
      const response = await get(
        `/login-app/${bank}?response_type=token&client_id=${client}&redirect_uri=${encodeURIComponent('/portal')}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<html lang="en-GB">');
      expect(response.body).toContain('<label for="login">Username or customer number</label>');
    }
  });

  it('offers a way back without logging in: the redirect with access_denied in the hash (RFC 6749 §4.2.2.1)', async () => {
    const back = `http://${HOST}/joint/authentication?brandId=CB&applyFor=IM135`;
    const response = await get(
      `/login-app/CB?response_type=token&client_id=cb_account_opening&redirect_uri=${encodeURIComponent(back)}&state=s1`,
    );
    expect(response.statusCode).toBe(200);
    const href = /<a href="([^"]*)">Cancel and return to your application<\/a>/.exec(response.body)?.[1] ?? '';
    const cancel = new URL(href.replaceAll('&#38;', '&'));
    expect(`${cancel.origin}${cancel.pathname}${cancel.search}`).toBe(back);
    expect(Object.fromEntries(new URLSearchParams(cancel.hash.slice(1)))).toEqual({
      error: 'access_denied',
      state: 's1',
    });
  });

  it('shows an error page for an unknown client id, a client of another bank or a redirect off the app', async () => {
    for (const url of [
      `/login-app/CB?response_type=token&client_id=evil_app&redirect_uri=%2Fportal`,
      `/login-app/CB?response_type=token&client_id=yb_account_opening&redirect_uri=%2Fportal`,
      `/login-app/DYB?response_type=token&client_id=b_account_opening&redirect_uri=%2Fportal`,
      `/login-app/CB?response_type=token&client_id=cb_account_opening&redirect_uri=${encodeURIComponent('https://evil.example/x')}`,
      `/login-app/CB?response_type=token&client_id=cb_account_opening&redirect_uri=${encodeURIComponent('//evil.example/x')}`,
      `/login-app/CB?response_type=code&client_id=cb_account_opening&redirect_uri=%2Fportal`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Sorry, there is a problem with this link');
    }
  });

  it('logs in by username, then returns to the redirect with the token and scope in the hash', async () => {
    const page = await get(`/login-app/CB?${QUERY}&state=s1`);
    const identify = await postForm('/login-app/CB/identify', { ...formFields(page.body), login: 'sandboxada' });
    expect(identify.statusCode).toBe(200);
    expect(identify.body).toContain('character of your password');
    const fields = formFields(identify.body);
    const customer = seededCustomer(SANDBOX_CUSTOMER_NUMBERS.internetBanking);
    const positions = [...identify.body.matchAll(/The (\w+) character of your password/g)].map(
      (match) => ORDINALS.indexOf(match[1] ?? '') + 1,
    );
    expect(positions.every((position) => position > 0)).toBe(true);
    const question = customer.securityQuestions.find((candidate) => identify.body.includes(candidate.question));
    const answers: Record<string, string> = { ...fields, 'security_questions.0': question?.answer ?? '' };
    const passwordAnswers = rightAnswers(customer, { type: 'partial_password', positions }, platform.clock.now());
    for (const [index, character] of passwordAnswers.entries()) answers[`partial_password.${index}`] = character;

    const done = await postForm('/login-app/CB/answer', answers);
    expect(done.statusCode).toBe(303);
    const location = new URL(String(done.headers.location));
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(REDIRECT);
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('access_token')?.length).toBeGreaterThan(20);
    expect(hash.get('scope')).toBe('30');
    expect(hash.get('state')).toBe('s1');
    const user = await platform.app.inject({
      method: 'GET',
      url: '/user',
      headers: { authorization: `Bearer ${hash.get('access_token')}` },
    });
    expect(JSON.parse(user.body).userName).toBe('sandboxada');
  });

  it('asks again after wrong answers, saying how many tries are left', async () => {
    const page = await get(`/login-app/B?response_type=token&client_id=b_account_opening&redirect_uri=%2Fportal`);
    const identify = await postForm('/login-app/B/identify', {
      ...formFields(page.body),
      login: SANDBOX_CUSTOMER_NUMBERS.telephoneBanking,
    });
    expect(identify.body).toContain('Telephone banking access code');
    const wrong = await postForm('/login-app/B/answer', {
      ...formFields(identify.body),
      'acn.0': '0000',
      'acn.1': '999101',
      'acn.2': '70000022',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('There is a problem');
    expect(wrong.body).toContain('You have 2 more tries.');
  });

  it('logs a DYB customer at YB in by customer number, at YB (the login looks up the bank, doc 1 §4)', async () => {
    const customer = seededCustomer(SANDBOX_CUSTOMER_NUMBERS.ybCustomer);
    expect(customer.bankId).toBe('YB');
    const page = await get(`/login-app/B?response_type=token&client_id=b_account_opening&redirect_uri=%2Fportal`);
    const identify = await postForm('/login-app/B/identify', {
      ...formFields(page.body),
      login: customer.customerNumber,
    });
    expect(identify.statusCode).toBe(200);
    const positions = [...identify.body.matchAll(/The (\w+) character of your password/g)].map(
      (match) => ORDINALS.indexOf(match[1] ?? '') + 1,
    );
    // An unknown customer's decoy asks beyond the end of a real password; this one is asked within it.
    expect(positions.length).toBeGreaterThan(0);
    expect(Math.max(...positions)).toBeLessThanOrEqual(customer.password?.length ?? 0);
    const question = customer.securityQuestions.find((candidate) => identify.body.includes(candidate.question));
    const answers: Record<string, string> = {
      ...formFields(identify.body),
      'security_questions.0': question?.answer ?? '',
    };
    const passwordAnswers = rightAnswers(customer, { type: 'partial_password', positions }, platform.clock.now());
    for (const [index, character] of passwordAnswers.entries()) answers[`partial_password.${index}`] = character;
    const done = await postForm('/login-app/B/answer', answers);
    expect(done.statusCode).toBe(303);
    const hash = new URLSearchParams(new URL(String(done.headers.location), 'http://x').hash.slice(1));
    const user = await platform.app.inject({
      method: 'GET',
      url: '/user',
      headers: { authorization: `Bearer ${hash.get('access_token')}` },
    });
    expect(JSON.parse(user.body)).toMatchObject({ customerNumber: customer.customerNumber, bank_id: 'YB' });
  });

  it('says which field is missing on the identify page', async () => {
    const page = await get(`/login-app/CB?${QUERY}`);
    const response = await postForm('/login-app/CB/identify', { ...formFields(page.body), login: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<a href="#login">Enter your username or your 10-digit customer number</a>');
  });
});

describe('the seed keeps secrets secret', () => {
  it('has hashes generated from the documented secrets (run generateSeedHashes after a change)', () => {
    expect(SEED_SECRETS_FINGERPRINT).toBe(seedSecretsFingerprint());
  });

  it('stores no secret and no full card number in the database', async () => {
    const db = await openTestDb('pglite');
    try {
      const dump = JSON.stringify([
        await db.query('SELECT * FROM customers'),
        await db.query('SELECT * FROM customer_credentials'),
        await db.query('SELECT * FROM customer_cards'),
      ]);
      expect(dump).toContain('************0011');
      for (const customer of SEEDED_CUSTOMERS) {
        for (const secret of [
          customer.password,
          customer.accessCode,
          customer.debitCard?.pan,
          customer.creditCard?.pan,
        ]) {
          if (secret) expect(dump).not.toContain(secret);
        }
        for (const question of customer.securityQuestions) expect(dump).not.toContain(question.answer);
      }
    } finally {
      await db.dispose();
    }
  });

  it('writes no seeded secret, card number or token to the log over a login, the customer calls and an application', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const db = await openTestDb('pglite');
    // pino's `base: null` drops pid and hostname (numbers that could look like an access code).
    const app = await buildPlatform({ db, logger: { level: 'trace', stream, base: null } as never });
    try {
      const number = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
      const token = await loginAs(app, number, new Date());
      const wrong = await loginAs(app, SANDBOX_CUSTOMER_NUMBERS.telephoneBanking, new Date());
      for (const url of ['/user', '/user/preferences', '/banks/CB/customers', '/banks/CB/cases']) {
        await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token.access_token}` } });
      }
      // And an application through to its decision: create, update, submit (with its token), poll, offers.
      const path = '/banks/CB/cases/csapcurrent/ntb';
      const cases = caseTokenJar(app);
      const created = await cases.inject({ method: 'POST', url: path, payload: completeEnquiry() });
      const base = `${path}/${bodyAs(created, CaseResponse).reference_id}`;
      const update = await cases.inject({
        method: 'PUT',
        url: `${base}/tasks/capture/actions/update`,
        payload: completeEnquiry(),
      });
      expect(update.statusCode).toBe(200);
      const submit = await cases.inject({
        method: 'PUT',
        url: `${base}/tasks/capture/actions/submit`,
        payload: SUBMIT_BODY,
      });
      expect(submit.statusCode).toBe(200);
      expect((await cases.inject({ method: 'GET', url: `${base}/tasks/next` })).statusCode).toBe(200);
      await cases.inject({ method: 'GET', url: `${base}/tasks/offers` });
      const log = lines.join('');
      expect(log).toContain(`${base}/tasks/capture/actions/submit`);
      expect(log).toContain('/banks/CB/auth/provider/oauth2/token');
      expect(log).not.toContain(token.access_token);
      expect(log).not.toContain(wrong.access_token);
      const caseToken = (JSON.parse(submit.body) as { access_token?: string }).access_token;
      expect(caseToken).toBeTruthy();
      expect(log).not.toContain(caseToken);
      const createToken = bodyAs(created, CaseResponse).access_token;
      expect(createToken).toBeTruthy();
      expect(log).not.toContain(createToken);
      for (const secret of allSeedSecrets()) {
        // Single characters of a password are everywhere; the whole secrets are what must not leak.
        if (secret.purpose.startsWith('password:')) continue;
        // A 4-digit access code on its own, not inside a number (times are numbers in the log).
        expect(log).not.toMatch(new RegExp(`(?<![\\d.])${secret.value}(?![\\d.])`));
      }
      for (const customer of SEEDED_CUSTOMERS) {
        if (customer.password) expect(log).not.toContain(customer.password);
      }
      expect(log).not.toContain('BEGIN PRIVATE KEY');
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});
