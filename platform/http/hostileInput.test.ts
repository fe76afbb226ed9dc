// Hostile input answers 4xx, never 500 (issue 10: of 25,000 hostile requests ~150 answered 500): deep JSON
// nesting, NUL characters, lone UTF-16 surrogates (in JSON text and in percent-encoded path segments), garbage
// query parameters, and a login-app answer too long for RSA-OAEP. On PGlite and, with DATABASE_URL, PostgreSQL:
// both refuse NUL in text and jsonb, which is how these reached a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseResponse } from '../../contract/schemas';
import { leafPaths, withLeaf } from '../test-support/jsonLeaves';
import { bodyAs, completeEnquiry, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
import { findUnstorable, hasUnstorableCharacter, jsonNestingExceeds, MAX_JSON_DEPTH } from './inputGuards';

const CREATE = '/banks/CB/cases/csapcurrent/ntb';
const CHALLENGES = '/banks/CB/auth/provider/oauth2/token/challenges';
const OTPS = '/banks/CB/auth/provider/otp/otps';
const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' };

/** About 10 KB: an array nested 5,000 deep, as in the report. */
const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;

describe('input guard helpers', () => {
  it('measures nesting outside strings only', () => {
    expect(jsonNestingExceeds(DEEP)).toBe(true);
    expect(jsonNestingExceeds(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(false);
    expect(jsonNestingExceeds(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true);
    expect(jsonNestingExceeds(JSON.stringify({ text: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' }))).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ text: '\\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' }))).toBe(false);
  });

  it('finds NUL and lone surrogates, and accepts surrogate pairs', () => {
    expect(hasUnstorableCharacter('a\u0000b')).toBe(true);
    expect(hasUnstorableCharacter('\ud800')).toBe(true);
    expect(hasUnstorableCharacter('x\udc00')).toBe(true);
    expect(hasUnstorableCharacter('\udc00\ud800')).toBe(true);
    expect(hasUnstorableCharacter('Zoë 😀 Ł')).toBe(false);
    expect(findUnstorable({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ path: 'a.1.c', inKey: false });
    expect(findUnstorable({ a: { 'k\u0000': 'v' } })).toEqual({ path: 'a', inKey: true });
    expect(findUnstorable({ 'odd key!': 'x\u0000' })).toEqual({ path: undefined, inKey: false });
  });
});

describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  let platform: TestPlatform;
  let casePath: string;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
    const created = bodyAs(
      await platform.app.inject({ method: 'POST', url: CREATE, payload: completeEnquiry() }),
      CaseResponse,
    );
    casePath = `${CREATE}/${created.reference_id}`;
  });
  afterAll(() => platform?.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: string) =>
    platform.app.inject({ method, url, headers: JSON_TYPE, payload });

  it('answers a body nested 5,000 deep with 400 on create, update, challenges and passcode requests', async () => {
    const routes = [
      ['POST', CREATE, DEEP],
      ['POST', CREATE, `{"product":{"code":"135"},"applicants":${DEEP}}`],
      ['PUT', `${casePath}/tasks/capture/actions/update`, `{"product":{"code":"135"},"applicants":${DEEP}}`],
      ['POST', CHALLENGES, `{"user_identity":${DEEP}}`],
      ['POST', OTPS, `{"auth_session_id":${DEEP}}`],
      ['POST', '/ref/bank/search', DEEP],
      ['POST', '/banks/CB/user/events', `{"events":${DEEP}}`],
    ] as const;
    for (const [method, url, payload] of routes) {
      const response = await send(method, url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response), url).toEqual({
        code: 'invalid_request',
        message: 'The request body is nested too deeply',
      });
    }
  });

  it('refuses NUL and lone surrogates in every text field of an enquiry, on create and update', async () => {
    const enquiry = completeEnquiry();
    const leaves = leafPaths(enquiry);
    expect(leaves.length).toBeGreaterThan(15);
    for (const bad of ['a\u0000b', '\ud800', 'x\udfff']) {
      for (const path of leaves) {
        for (const [method, url] of [
          ['POST', CREATE],
          ['PUT', `${casePath}/tasks/capture/actions/update`],
        ] as const) {
          const response = await send(method, url, JSON.stringify(withLeaf(enquiry, path, bad)));
          expect(response.statusCode, `${method} ${path.join('.')}`).toBe(400);
          expect(errorOf(response)).toMatchObject({ code: 'invalid_request', field: path.join('.') });
        }
      }
    }
  });

  it('refuses a lone surrogate escape in JSON text and NUL in a field name', async () => {
    for (const payload of [
      '{"product":{"code":"135"},"source_id":"\\ud800"}',
      '{"product":{"code":"135"},"source_id":"\\udc00x"}',
      '{"product":{"code":"135"},"source_id":"a\\u0000b"}',
      '{"product":{"code":"135"},"applicants":[{"personal_details":{"name":{"first\\u0000":"Ada"}}}]}',
    ]) {
      const response = await send('POST', CREATE, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(errorOf(response).code).toBe('invalid_request');
    }
    // a surrogate pair is a character like any other
    const emoji = await send('POST', CREATE, JSON.stringify(completeEnquiry({ source_id: 'promo-😀' })));
    expect(emoji.statusCode).toBe(201);
  });

  it('refuses NUL and lone surrogates in login, passcode, bank, event and letter-code bodies', async () => {
    const bodies: [string, object][] = [
      [CHALLENGES, { user_identity: { username: 'sandbox\u0000ada' } }],
      [CHALLENGES, { user_identity: { customer_number: '10000000\ud80011' } }],
      [CHALLENGES, { user_identity: { alternative: { first_name: 'A\u0000', last_name: 'B' } } }],
      [OTPS, { auth_session_id: 'a\u0000b' }],
      ['/ref/bank/search', { account_number: '7000\u00000011', sort_code: '999101' }],
      ['/banks/CB/user/events', { events: [{ id: 'e1', type: 'view', data: { context: { 'k\u0000': 'v' } } }] }],
      [`${casePath}/tasks/lettercode`, { lettercode: '12345\u000067890' }],
    ];
    for (const [url, body] of bodies) {
      const response = await send('POST', url, JSON.stringify(body));
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).code, url).toBe('invalid_request');
    }
  });

  it('refuses NUL and encoded lone surrogates in path segments', async () => {
    for (const url of [
      `${CREATE}/CS0000%0001/tasks/capture`,
      `${CREATE}/CS0000%ED%A0%8001/tasks/capture`,
      `${CREATE}/CS0000%ED%B0%80/tasks/capture`,
      `${CREATE}/CS0000%zz/tasks/capture`,
      '/ref/address/search/LS1%004AP',
      '/ref/address/search/LS14AP/3%00',
      '/ref/address/a%00b',
      '/ref/address/%ED%A0%80',
      '/users/sandbox%00ada',
      '/users/sandbox%ED%A0%80ada',
      '/sandbox/outbox/sms/10000000%0011',
      '/cdn/config/a%00.json',
      '/cdn/attachments/a%00.pdf',
      '/banks/C%00B/cases/csapcurrent/ntb',
    ]) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(['invalid_request', 'invalid_postcode']).toContain(errorOf(response).code);
    }
    const put = await platform.app.inject({
      method: 'PUT',
      url: `${CREATE}/CS%00/tasks/capture/actions/update`,
      headers: JSON_TYPE,
      payload: JSON.stringify(completeEnquiry()),
    });
    expect(put.statusCode).toBe(400);
  });

  it('drops bad query parameters instead of failing', async () => {
    for (const url of [
      '/config.json?x=%00',
      '/config.json?%00=1&y=%ED%A0%80&z=%zz',
      `${casePath}/tasks/capture?debug=%00&n=%ED%A0%80`,
      '/banks/CB/documents/IM135?type=%00',
    ]) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.statusCode, url).not.toBe(400);
    }
  });

  it('treats a login-app answer too long for RSA-OAEP (over 190 bytes) as a wrong answer, not a fault', async () => {
    const oauth = { response_type: 'token', client_id: 'cb_account_opening', redirect_uri: '/authentication' };
    const identify = await platform.app.inject({
      method: 'POST',
      url: '/login-app/CB/identify',
      headers: FORM_TYPE,
      payload: new URLSearchParams({ ...oauth, login: 'sandboxada' }).toString(),
    });
    expect(identify.statusCode).toBe(200);
    // each answer in a new session: the first page's, then the retry page each answer gets back
    let page = identify.body;
    for (const long of ['x'.repeat(191), 'é'.repeat(200)]) {
      const sessionId = /name="auth_session_id" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const scheme = /name="auth_scheme" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const inputs = [...page.matchAll(/name="([a-z_]+\.\d{1,2})"/g)].map((match) => match[1] ?? '');
      expect(inputs.length).toBeGreaterThan(0);
      const answer = await platform.app.inject({
        method: 'POST',
        url: '/login-app/CB/answer',
        headers: FORM_TYPE,
        payload: new URLSearchParams({
          ...oauth,
          auth_session_id: sessionId,
          auth_scheme: scheme,
          ...Object.fromEntries(inputs.map((name) => [name, long])),
        }).toString(),
      });
      // a wrong answer: the challenge again, with the tries left (doc 1 §5 "token error resets the challenge")
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.body).toContain('do not match our records');
      page = answer.body;
    }
  });
});
