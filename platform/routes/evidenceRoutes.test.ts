import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { EvidenceResponse } from '../../contract/offerSchemas';
import { CaseResponse } from '../../contract/schemas';
import { issueAccessToken } from '../auth/accessTokens';
import { CASE_TOKEN_TTL_MS } from '../auth/caseTokens';
import { INVALID_TOKEN_HEADER, stepUpHeader } from '../auth/tokenCheck';
import { evidenceOf } from '../evidence/evidenceStore';
import { submitCase, type TestCase } from '../test-support/lifecycleTestHelpers';
import { bearer, bodyAs, completeEnquiry, errorOf, SUBMIT_BODY } from '../test-support/testFixtures';
import { buildTestPlatform, createTestCase, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

/** A 1x1 JPEG is not needed: any bytes do, the platform stores what it is sent. */
const IMAGE = Buffer.from('sandbox screenshot bytes: not a real JPEG, but the size is what matters here');
const BASE64 = IMAGE.toString('base64');

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out;
}

describe.each(testDatabaseKinds())('evidence on %s', (kind) => {
  let platform: TestPlatform;
  let testCase: TestCase;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
    testCase = await submitCase(platform, completeEnquiry());
  });
  afterAll(() => platform?.close());

  const url = () => `${testCase.base.replace('csapcurrent', 'csap')}/evidence`;
  const post = (payload: unknown, path = url(), token: string | undefined = testCase.accessToken) =>
    platform.app.inject({
      method: 'POST',
      url: path,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const body = (data: string[], overrides: Record<string, unknown> = {}) => ({
    context: 'overdraft-refused',
    capture_timestamp: '2030-01-15T09:00:05.000Z',
    image: { mime_type: 'image/jpeg', data },
    ...overrides,
  });

  it('stores the image joined from its chunks with the case, 201', async () => {
    const response = await post(body(chunks(BASE64, 7)));
    expect(response.statusCode).toBe(201);
    const answer = bodyAs(response, EvidenceResponse);
    expect(answer).toMatchObject({ reference_id: testCase.caseId, size_bytes: IMAGE.length });
    const stored = await evidenceOf(platform.db, testCase.caseId);
    expect(stored.at(-1)).toMatchObject({
      id: answer.id,
      context: 'overdraft-refused',
      mimeType: 'image/jpeg',
      sizeBytes: IMAGE.length,
      capturedAt: new Date('2030-01-15T09:00:05.000Z'),
    });
    const [row] = await platform.db.query<{ image_base64: string }>(
      'SELECT image_base64 FROM case_evidence WHERE id = $1',
      [answer.id],
    );
    expect(row?.image_base64).toBe(BASE64);
  });

  it('accepts a data URL of the same type and an epoch timestamp', async () => {
    const response = await post(
      body([`data:image/png;base64,${BASE64.slice(0, 10)}`, BASE64.slice(10)], {
        capture_timestamp: 1_894_611_605_000,
        image: { mime_type: 'image/png', data: [`data:image/png;base64,${BASE64.slice(0, 10)}`, BASE64.slice(10)] },
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses what is not base64, another type, bad fields and other case addresses', async () => {
    const cases: [unknown, number, string, string?][] = [
      [body(['not base64!']), 400, 'invalid_request', 'image.data'],
      [body(['abc']), 400, 'invalid_request', 'image.data'],
      [body(['']), 400, 'invalid_request', 'image.data'],
      [body([`data:image/png;base64,${BASE64}`]), 400, 'invalid_request', 'image.data'],
      [body([]), 400, 'invalid_request', 'image.data'],
      [
        body([BASE64], { image: { mime_type: 'image/gif', data: [BASE64] } }),
        400,
        'invalid_request',
        'image.mime_type',
      ],
      [body([BASE64], { context: '' }), 400, 'invalid_request', 'context'],
      [body([BASE64], { capture_timestamp: 'yesterday' }), 400, 'invalid_request', 'capture_timestamp'],
      [body([BASE64], { image: { mime_type: 'image/jpeg' } }), 400, 'invalid_request', 'image.data'],
      [body([BASE64], { image: { mime_type: 'image/jpeg', data: BASE64 } }), 400, 'invalid_request', 'image.data'],
      [body([BASE64], { image: undefined }), 400, 'invalid_request', 'image'],
      [[], 400, 'invalid_request'],
    ];
    for (const [payload, status, code, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
      expect(errorOf(response)).toMatchObject({ code, ...(field ? { field } : {}) });
    }
    const elsewhere = await post(body([BASE64]), url().replace('/CB/', '/YB/'), await customerToken('YB', 30));
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).code).toBe('case_not_found');
    const noSuchCase = await post(body([BASE64]), url().replace(testCase.caseId, 'CS00000000'));
    expect(noSuchCase.statusCode).toBe(404);
    expect(errorOf(noSuchCase).code).toBe('case_not_found');
  });

  async function customerToken(bankId: 'CB' | 'YB', scope: number, customerNumber?: string): Promise<string> {
    const issued = await issueAccessToken(platform.db, {
      kind: 'customer',
      scope,
      bankId,
      customerNumber:
        customerNumber ??
        (bankId === 'CB' ? SANDBOX_CUSTOMER_NUMBERS.internetBanking : SANDBOX_CUSTOMER_NUMBERS.ybCustomer),
      now: platform.clock.now(),
    });
    return issued.accessToken;
  }
  const stored = async () => (await evidenceOf(platform.db, testCase.caseId)).length;

  it('the submit of a new applicant returns the token, bound to the case (doc 2 §7.1)', async () => {
    expect(testCase.accessToken).toEqual(expect.any(String));
    // issue 10: the create's token and the submit's, both bound to the case and its first applicant
    const rows = await platform.db.query<{ kind: string; case_id: string; scope: number; bank_id: string }>(
      'SELECT kind, case_id, scope, bank_id, applicant_index FROM auth_tokens WHERE case_id = $1',
      [testCase.caseId],
    );
    expect(rows).toEqual([
      { kind: 'ntb', case_id: testCase.caseId, scope: 30, bank_id: 'CB', applicant_index: 0 },
      { kind: 'ntb', case_id: testCase.caseId, scope: 30, bank_id: 'CB', applicant_index: 0 },
    ]);
    // an existing customer has the token of their login: their submit returns none (the create's case token stays)
    const path = '/banks/CB/cases/csapcurrent/existing';
    const created = await createTestCase(
      platform,
      completeEnquiry({ customer_id: SANDBOX_CUSTOMER_NUMBERS.internetBanking }),
      path,
    );
    expect(created.resumeToken).toBeUndefined();
    const submitted = await platform.app.inject({
      method: 'PUT',
      url: `${created.base}/tasks/capture/actions/submit`,
      headers: bearer(created.accessToken),
      payload: SUBMIT_BODY,
    });
    expect(submitted.statusCode).toBe(200);
    expect(JSON.parse(submitted.body).access_token).toBeUndefined();
  });

  it('needs a token (doc 1 §7 "with token"): without a live one, 401 invalid_token, and nothing is stored', async () => {
    const before = await stored();
    const refused: [string, string][] = [
      ['no token', ''],
      ['a token the platform never issued', 'sandbox-token'],
      ['a token of the other bank', await customerToken('YB', 30)],
    ];
    for (const [what, token] of refused) {
      const response = await post(body([BASE64]), url(), token);
      expect(response.statusCode, what).toBe(401);
      expect(response.headers['www-authenticate'], what).toBe(INVALID_TOKEN_HEADER);
      expect(errorOf(response).code, what).toBe('invalid_token');
    }
    const basic = await platform.app.inject({
      method: 'POST',
      url: url(),
      payload: body([BASE64]),
      headers: { authorization: 'Basic YWJjOmRlZg==' },
    });
    expect(basic.statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('asks a token below scope 30 to step up, and refuses an expired one', async () => {
    const low = await post(body([BASE64]), url(), await customerToken('CB', 20));
    expect(low.statusCode).toBe(401);
    expect(low.headers['www-authenticate']).toBe(stepUpHeader(30));
    expect(errorOf(low).code).toBe('insufficient_scope');

    const other = await submitCase(platform, completeEnquiry());
    platform.clock.advance(CASE_TOKEN_TTL_MS);
    const expired = await post(body([BASE64]), `${other.base}/evidence`, other.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).code).toBe('invalid_token');
    // the case's own token is as old: a new case for the tests that follow
    testCase = await submitCase(platform, completeEnquiry());
  });

  it('refuses a live token that does not speak for the case: 404, as if there were no such case', async () => {
    const other = await submitCase(platform, completeEnquiry());
    const before = await stored();
    const otherCase = await post(body([BASE64]), url(), other.accessToken);
    expect(otherCase.statusCode).toBe(404);
    expect(errorOf(otherCase).code).toBe('case_not_found');
    const customer = await post(body([BASE64]), url(), await customerToken('CB', 30));
    expect(customer.statusCode).toBe(404);
    expect(errorOf(customer).code).toBe('case_not_found');
    expect(await stored()).toBe(before);
    // and the other case's token works on its own case
    expect((await post(body([BASE64]), `${other.base}/evidence`, other.accessToken)).statusCode).toBe(201);
  });

  it("takes an existing customer's login token on the customer's own case", async () => {
    const customerNumber = SANDBOX_CUSTOMER_NUMBERS.internetBanking;
    const created = await platform.app.inject({
      method: 'POST',
      url: '/banks/CB/cases/csapcurrent/existing',
      payload: completeEnquiry({ customer_id: customerNumber }),
    });
    expect(created.statusCode).toBe(201);
    const caseId = bodyAs(created, CaseResponse).reference_id;
    const path = `/banks/CB/cases/csap/existing/${caseId}/evidence`;
    expect((await post(body([BASE64]), path, await customerToken('CB', 30, customerNumber))).statusCode).toBe(201);
    const someoneElse = await post(
      body([BASE64]),
      path,
      await customerToken('CB', 30, SANDBOX_CUSTOMER_NUMBERS.telephoneBanking),
    );
    expect(someoneElse.statusCode).toBe(404);
    expect(await evidenceOf(platform.db, caseId)).toHaveLength(1);
  });
});

describe('evidence size limit', () => {
  it('answers 413 evidence_too_large over the image limit, and takes bodies over the platform default', async () => {
    const platform = await buildTestPlatform('pglite', { bodyLimit: 64 * 1024 });
    try {
      const testCase = await submitCase(platform, completeEnquiry());
      const post = (bytes: number, token = testCase.accessToken) =>
        platform.app.inject({
          method: 'POST',
          url: `${testCase.base}/evidence`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: {
            context: 'review-submit',
            capture_timestamp: '2030-01-15T09:00:05.000Z',
            image: { mime_type: 'image/jpeg', data: chunks(Buffer.alloc(bytes, 7).toString('base64'), 64 * 1024) },
          },
        });
      // 200 KiB: over the 64 KiB platform body limit, well within the 5 MiB image limit.
      expect((await post(200 * 1024)).statusCode).toBe(201);
      const over = await post(5 * 1024 * 1024 + 3);
      expect(over.statusCode).toBe(413);
      expect(errorOf(over)).toMatchObject({ code: 'evidence_too_large', field: 'image.data' });
      // the token is checked before the body is read: no token, 401 whatever the size
      const anonymous = await post(5 * 1024 * 1024 + 3, '');
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous).code).toBe('invalid_token');
    } finally {
      await platform.close();
    }
  });
});
