import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegulatoryDocumentResponse } from '../../services/offerSchemas';
import { bodyAs, errorOf } from '../testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../testing';

describe.each(testDatabaseKinds())('regulatory documents on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const get = (url: string, token: string | undefined = 'sandbox-token') =>
    platform.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers { content, name } with the PDF as base64', async () => {
    const response = await get('/banks/CB/documents/CC-AGREEMENT?product=creditcard');
    expect(response.statusCode).toBe(200);
    const body = bodyAs(response, RegulatoryDocumentResponse);
    expect(body.name).toBe('cc-agreement.pdf');
    const pdf = Buffer.from(body.content, 'base64');
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1')).toContain('(Credit agreement) Tj');
    expect(bodyAs(await get('/banks/YB/documents/CA-TERMS?product=current'), RegulatoryDocumentResponse).name).toBe(
      'ca-terms.pdf',
    );
  });

  it('needs a bearer token (doc 3 §7): 401 missing_token without one', async () => {
    for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: 'Basic abc' }]) {
      const response = await platform.app.inject({
        method: 'GET',
        url: '/banks/CB/documents/CC-AGREEMENT?product=creditcard',
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toMatchObject({ code: 'missing_token', field: 'authorization' });
    }
  });

  it('refuses unknown documents, products and bank ids', async () => {
    const cases: [string, number, string, string?][] = [
      ['/banks/CB/documents/NO-SUCH-DOC?product=current', 404, 'document_not_found'],
      ['/banks/CB/documents/CC-AGREEMENT?product=current', 404, 'document_not_found'],
      ['/banks/CB/documents/CA-TERMS?product=mortgage', 400, 'invalid_request', 'product'],
      ['/banks/CB/documents/CA-TERMS', 400, 'invalid_request', 'product'],
      ['/banks/VM/documents/CA-TERMS?product=current', 400, 'invalid_bank_id', 'bankId'],
    ];
    for (const [url, status, code, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(errorOf(response).code).toBe(code);
      if (field) expect(errorOf(response).field).toBe(field);
    }
  });
});
