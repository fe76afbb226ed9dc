import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvidenceResponse } from '../../services/offerSchemas';
import { evidenceOf } from '../evidence/evidenceStore';
import { submitCase, type TestCase } from '../lifecycle/lifecycleTestHelpers';
import { bodyAs, completeEnquiry, errorOf } from '../testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../testing';

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
  const post = (payload: unknown, path = url()) =>
    platform.app.inject({ method: 'POST', url: path, payload: payload as object });
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
    ];
    for (const [payload, status, code, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
      expect(errorOf(response)).toMatchObject({ code, ...(field ? { field } : {}) });
    }
    const elsewhere = await post(body([BASE64]), url().replace('/CB/', '/YB/'));
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).code).toBe('case_not_found');
  });
});

describe('evidence size limit', () => {
  it('answers 413 evidence_too_large over the image limit, and takes bodies over the platform default', async () => {
    const platform = await buildTestPlatform('pglite', { bodyLimit: 64 * 1024 });
    try {
      const testCase = await submitCase(platform, completeEnquiry());
      const post = (bytes: number) =>
        platform.app.inject({
          method: 'POST',
          url: `${testCase.base}/evidence`,
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
    } finally {
      await platform.close();
    }
  });
});
