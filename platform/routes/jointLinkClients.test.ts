// Who "the client" of the link code's wrong-try limit is (doc 1 §8 319; platform/README.md TRUST_PROXY): the
// connection's peer unless the peer is a proxy the platform was told to trust, whose X-Forwarded-For then names it.
// A client that writes the header itself gets no fresh count; behind a trusted proxy each client has its own 5 tries.
// (Without a trusted proxy, the default, the header is ignored: platform/routes/jointRoutes.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseResponse } from '../../contract/schemas';
import { MAX_LINK_CODE_ATTEMPTS } from '../auth/linkCodes';
import { bodyAs, completeEnquiry, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';

const PROXY = '127.0.0.1';

describe.each(testDatabaseKinds())('the link code limit per client on %s', (kind) => {
  let trusting: TestPlatform;
  beforeAll(async () => {
    trusting = await buildTestPlatform(kind, { trustProxy: [PROXY] });
  });
  afterAll(() => trusting?.close());

  const jointCode = async (platform: TestPlatform) => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/banks/CB/cases/csapcurrent/ntb',
      payload: completeEnquiry({ product: { code: '135', sub_type: 'JOINT' }, application_type: 'joint' }),
    });
    expect(response.statusCode).toBe(201);
    return bodyAs(response, CaseResponse).joint_link_code ?? '';
  };
  const link = (platform: TestPlatform, code: string, remoteAddress: string, forwardedFor?: string) =>
    platform.app.inject({
      method: 'POST',
      url: '/banks/CB/joint/link',
      payload: { joint_link_code: code },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const wrong = (code: string) => `${code.slice(0, 6)}${(Number(code[6]) + 1) % 10}`;

  it(`behind a trusted proxy, each forwarded client is locked after its own ${MAX_LINK_CODE_ATTEMPTS} wrong tries`, async () => {
    const code = await jointCode(trusting);
    for (let attempt = 0; attempt < MAX_LINK_CODE_ATTEMPTS; attempt += 1) {
      expect(errorOf(await link(trusting, wrong(code), PROXY, '198.51.100.1')).code).toBe('319');
    }
    // locked: the right code is refused for that client too
    const locked = await link(trusting, code, PROXY, '198.51.100.1');
    expect(locked.statusCode).toBe(401);
    expect(errorOf(locked).code).toBe('319');
    // another client through the same proxy has its own count
    expect((await link(trusting, code, PROXY, '198.51.100.2')).statusCode).toBe(201);
  });

  it('believes X-Forwarded-For only from the trusted proxy', async () => {
    const code = await jointCode(trusting);
    // a client that is not the proxy names a new address on every try: still one client, locked after 5
    for (let attempt = 0; attempt < MAX_LINK_CODE_ATTEMPTS; attempt += 1) {
      expect(errorOf(await link(trusting, wrong(code), '10.13.0.1', `203.0.113.${attempt + 1}`)).code).toBe('319');
    }
    expect((await link(trusting, code, '10.13.0.1', '203.0.113.99')).statusCode).toBe(401);
  });
});
