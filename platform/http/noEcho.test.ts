// Refusals say what was wrong, never the value (issue 10: `There is no case ${caseId} at this address`, bank
// ids, case types, URLs echoed back): a marker sent in every refusable place of the API (path segments, body
// fields, field names, query parameters, headers) appears in no answer body.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseResponse } from '../../contract/schemas';
import { leafPaths, withLeaf } from '../test-support/jsonLeaves';
import { bodyAs, completeEnquiry } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

const MARKER = 'Mk7QzEchoZ';
const CREATE = '/banks/CB/cases/csapcurrent/ntb';

describe.each(testDatabaseKinds())('refusals never echo input on %s', (kind) => {
  let platform: TestPlatform;
  let caseId: string;
  const answers: { what: string; status: number; body: string }[] = [];
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
    caseId = bodyAs(
      await platform.app.inject({ method: 'POST', url: CREATE, payload: completeEnquiry() }),
      CaseResponse,
    ).reference_id;
  });
  afterAll(() => platform?.close());

  const call = async (what: string, options: InjectOptions) => {
    const response = await platform.app.inject(options);
    answers.push({ what, status: response.statusCode, body: response.body });
    return response;
  };

  it('in path segments', async () => {
    const m = MARKER;
    for (const url of [
      `/banks/${m}/cases/csapcurrent/ntb/${caseId}/tasks/capture`,
      `/banks/CB/cases/csap${m}/ntb/${caseId}/tasks/capture`,
      `/banks/CB/cases/csapcurrent/${m}/${caseId}/tasks/capture`,
      `/banks/CB/cases/csapcurrent/ntb/${m}/tasks/capture`,
      `/banks/CB/cases/csapcurrent/ntb/${m}/tasks/next`,
      `/banks/CB/cases/csapcurrent/ntb/${m}/tasks/offers`,
      `/banks/CB/cases/csap/ntb/${m}/tasks/pending/lettercode`,
      `/ref/address/search/${m}`,
      `/ref/address/search/LS14AP/${m}`,
      `/ref/address/${m}`,
      `/users/${m}`,
      `/sandbox/outbox/sms/${m}`,
      `/sandbox/outbox/letters/${m}`,
      `/cdn/config/${m}.json`,
      `/cdn/attachments/${m}.pdf`,
      `/banks/CB/documents/${m}`,
      `/nothing/${m}`,
      `/banks/CB/cases/csapcurrent/ntb/${m}%ED%A0%80`,
      `/banks/CB/cases/csapcurrent/ntb/${m}%zz`,
      `/banks/CB/cases/csapcurrent/ntb/${m}%00`,
    ]) {
      await call(`GET ${url}`, { method: 'GET', url });
    }
    for (const url of [
      `/banks/CB/cases/csapcurrent/ntb/${MARKER}/tasks/capture/actions/update`,
      `/banks/CB/cases/csapcurrent/ntb/${MARKER}/tasks/capture/actions/submit`,
    ]) {
      await call(`PUT ${url}`, { method: 'PUT', url, payload: completeEnquiry() });
    }
    await call('POST lettercode', {
      method: 'POST',
      url: `/banks/CB/cases/csap/ntb/${MARKER}/tasks/lettercode`,
      payload: { lettercode: '1234567890' },
    });
    await call('DELETE token', { method: 'DELETE', url: `/banks/CB/auth/provider/oauth2/token/${MARKER}` });
  });

  it('in every field of the bodies, and as a field name', async () => {
    const enquiry = completeEnquiry();
    const bodies: [string, 'POST' | 'PUT', object][] = [
      [CREATE, 'POST', enquiry],
      [`${CREATE}/${caseId}/tasks/capture/actions/update`, 'PUT', enquiry],
      [
        `${CREATE}/${caseId}/tasks/capture/actions/submit`,
        'PUT',
        { device_details: { blackbox: 'x' }, sortcode: '999101' },
      ],
      ['/banks/CB/auth/provider/oauth2/token/challenges', 'POST', { user_identity: { username: 'sandboxada' } }],
      ['/banks/CB/auth/provider/oauth2/token/challenges', 'POST', { user_identity: { customer_number: '1000000011' } }],
      ['/banks/CB/auth/provider/otp/otps', 'POST', { auth_session_id: 'session' }],
      ['/ref/bank/search', 'POST', { account_number: '70000011', sort_code: '999101' }],
      ['/banks/CB/user/events', 'POST', { events: [{ id: 'e1', type: 'view', data: { context: { page: 'a' } } }] }],
      [`/banks/CB/cases/csap/ntb/${caseId}/tasks/lettercode`, 'POST', { lettercode: '1234567890' }],
      [`${CREATE}/${caseId}/tasks/offers/actions/decision`, 'PUT', { offers: [{ id: 'o1', decision: 'ACCEPT' }] }],
      [
        `${CREATE}/${caseId}/evidence`,
        'POST',
        { context: 'c', capture_timestamp: 't', image: { mime_type: 'image/png', data: ['a'] } },
      ],
    ];
    for (const [url, method, body] of bodies) {
      for (const path of leafPaths(body, (leaf) => typeof leaf === 'string' || typeof leaf === 'number')) {
        for (const value of [MARKER, `${MARKER}\u0000`, { [MARKER]: 1 }, [MARKER]]) {
          await call(`${method} ${url} ${path.join('.')}`, { method, url, payload: withLeaf(body, path, value) });
        }
      }
      await call(`${method} ${url} unknown field`, { method, url, payload: { ...body, [MARKER]: MARKER } });
      await call(`${method} ${url} raw`, {
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"${MARKER}": "${MARKER}`,
      });
      await call(`${method} ${url} type`, {
        method,
        url,
        headers: { 'content-type': `application/${MARKER}` },
        payload: MARKER,
      });
    }
    const form = new URLSearchParams({ auth_session_id: MARKER, auth_scheme: MARKER, grant_type: MARKER });
    await call('token form', {
      method: 'POST',
      url: '/banks/CB/auth/provider/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${MARKER}` },
      payload: form.toString(),
    });
  });

  it('in query parameters and headers', async () => {
    for (const url of [
      `/config.json?${MARKER}=${MARKER}`,
      `/banks/CB/documents/IM135?type=${MARKER}`,
      `/banks/CB/customers?type=${MARKER}`,
      `${CREATE}/${caseId}/tasks/capture?x=${MARKER}`,
    ]) {
      await call(`GET ${url}`, { method: 'GET', url });
    }
    for (const headers of [
      { 'x-service-context': MARKER },
      { 'x-client-context': MARKER },
      { authorization: `Bearer ${MARKER}` },
      { authorization: MARKER },
    ]) {
      await call(`headers ${Object.keys(headers)[0]}`, { method: 'GET', url: '/user', headers });
      await call(`headers ${Object.keys(headers)[0]}`, {
        method: 'GET',
        url: `${CREATE}/${caseId}/tasks/capture`,
        headers,
      });
    }
  });

  it('in no refusal, and none of them a 500', () => {
    expect(answers.length).toBeGreaterThan(300);
    const refused = answers.filter((answer) => answer.status >= 400);
    expect(refused.length).toBeGreaterThan(280);
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.what)).toEqual([]);
    // a value accepted and stored comes back in later answers (the case's capture): only refusals are judged
    const echoed = refused.filter((answer) => answer.body.includes(MARKER));
    expect(echoed.map((answer) => `${answer.what} ${answer.status} ${answer.body.slice(0, 200)}`)).toEqual([]);
  });
});
