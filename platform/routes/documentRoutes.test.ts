import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { RegulatoryDocumentResponse } from '../../contract/offerSchemas';
import { SubmitResponse } from '../../contract/schemas';
import { issueAccessToken, TOKEN_TTL_MS } from '../auth/accessTokens';
import { INVALID_TOKEN_HEADER, stepUpHeader } from '../auth/tokenCheck';
import { bodyAs, completeEnquiry, errorOf, SUBMIT_BODY } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

const DOCUMENT = '/banks/CB/documents/CC-AGREEMENT?product=creditcard';

describe.each(testDatabaseKinds())('regulatory documents on %s', (kind) => {
  let platform: TestPlatform;
  /** A CB customer's login token, scope 30. */
  let token: string;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
    token = await customerToken('CB', 30);
  });
  afterAll(() => platform?.close());

  async function customerToken(bankId: 'CB' | 'YB', scope: number): Promise<string> {
    const issued = await issueAccessToken(platform.db, {
      kind: 'customer',
      scope,
      bankId,
      customerNumber: bankId === 'CB' ? SANDBOX_CUSTOMER_NUMBERS.internetBanking : SANDBOX_CUSTOMER_NUMBERS.ybCustomer,
      now: platform.clock.now(),
    });
    return issued.accessToken;
  }

  const get = (url: string, bearer: string | undefined = token) =>
    platform.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

  it('answers { content, name } with the PDF as base64, for a live token of the bank', async () => {
    const response = await get(DOCUMENT);
    expect(response.statusCode).toBe(200);
    const body = bodyAs(response, RegulatoryDocumentResponse);
    expect(body.name).toBe('cc-agreement.pdf');
    const pdf = Buffer.from(body.content, 'base64');
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1')).toContain('(Credit agreement) Tj');
    const yb = await get('/banks/YB/documents/CA-TERMS?product=current', await customerToken('YB', 30));
    expect(bodyAs(yb, RegulatoryDocumentResponse).name).toBe('ca-terms.pdf');
  });

  it("takes the token a new applicant's submit returned (doc 2 §7.1), the only token they have", async () => {
    const created = await platform.app.inject({
      method: 'POST',
      url: '/banks/CB/cases/csapcurrent/ntb',
      payload: completeEnquiry(),
    });
    const caseId = created.json().reference_id as string;
    const submitted = await platform.app.inject({
      method: 'PUT',
      url: `/banks/CB/cases/csapcurrent/ntb/${caseId}/tasks/capture/actions/submit`,
      // issue 10: the create's case token reaches the case; the submit hands a fresh one (doc 2 §7.1)
      headers: { authorization: `Bearer ${created.json().access_token as string}` },
      payload: SUBMIT_BODY,
    });
    const caseToken = bodyAs(submitted, SubmitResponse).access_token;
    expect(caseToken).toEqual(expect.any(String));
    expect((await get('/banks/CB/documents/CA-KEY-FEATURES?product=current', caseToken)).statusCode).toBe(200);
  });

  it('needs an access token (doc 3 §7): 401 invalid_token with the authentication header otherwise', async () => {
    const refused: [string, Record<string, string>][] = [
      ['no header', {}],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ['basic credentials', { authorization: 'Basic abc' }],
      ['a token the platform never issued', { authorization: 'Bearer sandbox-token' }],
      ['a token of the other bank', { authorization: `Bearer ${await customerToken('YB', 30)}` }],
    ];
    for (const [what, headers] of refused) {
      const response = await platform.app.inject({ method: 'GET', url: DOCUMENT, headers });
      expect(response.statusCode, what).toBe(401);
      expect(response.headers['www-authenticate'], what).toBe(INVALID_TOKEN_HEADER);
      expect(errorOf(response).code, what).toBe('invalid_token');
    }
  });

  it('refuses an expired token, and asks a token below scope 30 to step up', async () => {
    const low = await get(DOCUMENT, await customerToken('CB', 20));
    expect(low.statusCode).toBe(401);
    expect(low.headers['www-authenticate']).toBe(stepUpHeader(30));
    expect(errorOf(low).code).toBe('insufficient_scope');

    const ageing = await customerToken('CB', 30);
    expect((await get(DOCUMENT, ageing)).statusCode).toBe(200);
    platform.clock.advance(TOKEN_TTL_MS);
    const expired = await get(DOCUMENT, ageing);
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).code).toBe('invalid_token');
    token = await customerToken('CB', 30);
  });

  it('refuses unknown documents, products, ids and bank ids with a 4xx, never a 500', async () => {
    const cases: [string, number, string, string?][] = [
      ['/banks/CB/documents/NO-SUCH-DOC?product=current', 404, 'document_not_found'],
      ['/banks/CB/documents/CC-AGREEMENT?product=current', 404, 'document_not_found'],
      ['/banks/CB/documents/CA-TERMS?product=mortgage', 400, 'invalid_request', 'product'],
      ['/banks/CB/documents/CA-TERMS?product=', 400, 'invalid_request', 'product'],
      ['/banks/CB/documents/CA-TERMS', 400, 'invalid_request', 'product'],
      [`/banks/CB/documents/${'X'.repeat(65)}?product=current`, 400, 'invalid_request', 'id'],
      ['/banks/CB/documents/CA-TERMS?product=current&product=savings', 400, 'invalid_request', 'product'],
      ['/banks/VM/documents/CA-TERMS?product=current', 400, 'invalid_bank_id', 'bankId'],
    ];
    for (const [url, status, code, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(errorOf(response).code, url).toBe(code);
      if (field) expect(errorOf(response).field, url).toBe(field);
    }
  });
});
