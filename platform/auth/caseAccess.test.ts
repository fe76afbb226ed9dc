// Issue 10: case-bound tokens on every call under a case id (platform/README.md "Case tokens"). Real platform, real
// database; every header set by hand (no caseTokenJar), so a missing token is really missing.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CUSTOMER_NUMBERS } from '../../content/seededCustomers';
import { buildPlatform } from '../app';
import type { Db } from '../db/db';
import { bearer, completeEnquiry, errorOf, partialEnquiry, SUBMIT_BODY } from '../test-support/testFixtures';
import {
  buildTestPlatform,
  type CreatedTestCase,
  createTestCase,
  openTestDb,
  TEST_CASE_TOKEN_KEY,
  type TestPlatform,
  testDatabaseKinds,
} from '../test-support/testing';
import { loginAs } from '../test-support/testLogin';
import { CASE_TOKEN_TTL_MS, newResumeToken, RESUME_TOKEN_TTL_MS } from './caseTokens';

const HOUR = 60 * 60 * 1000;

const NTB = '/banks/CB/cases/csapcurrent/ntb';
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/; // 32 bytes of node:crypto randomBytes, base64url: 256 bits
// A case token is signed (issue 16, auth/signedCaseTokens.ts): a random token id (a v4 UUID, 122 bits), its claims, and
// an HMAC-SHA256 (256 bits) under the platform's key.
const CASE_TOKEN_FORMAT =
  /^ct1\.[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.[A-Z]{2}\d{8}\.CB\.[01]\.30\.\d{13}\.[\w-]{43}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Method = 'GET' | 'POST' | 'PUT';
/** Every call under a case id (doc 1 §7), with a body its schema takes. */
const CASE_CALLS: [Method, string, object | undefined][] = [
  ['GET', '/tasks/capture', undefined],
  ['GET', '/tasks/next', undefined],
  ['GET', '/tasks/completed', undefined],
  ['PUT', '/tasks/capture/actions/update', partialEnquiry()],
  ['PUT', '/tasks/capture/actions/submit', SUBMIT_BODY],
  ['GET', '/tasks/offers', undefined],
  ['PUT', '/tasks/offers/OFFER-1', { id: 'OFFER-1', features: { credit_limit: { offer_limit: 500 } } }],
  ['PUT', '/tasks/offers/actions/decision', { offers: [{ id: 'OFFER-1', decision: 'ACCEPT' }] }],
  ['POST', '/tasks/lettercode', { lettercode: '0123456789' }],
  ['PUT', '/tasks/verify/actions/challenge', {}],
  ['PUT', '/tasks/verify/actions/submit', { challenges: [{ question_id: 'Q1', answer: 'A1' }] }],
  [
    'POST',
    '/evidence',
    {
      context: 'review',
      capture_timestamp: '2030-01-15T09:00:00.000Z',
      image: { mime_type: 'image/jpeg', data: ['AA=='] },
    },
  ],
];

describe.each(testDatabaseKinds())('case tokens on %s (issue 10)', (kind) => {
  let platform: TestPlatform;
  let caseA: CreatedTestCase;
  let caseB: CreatedTestCase;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind);
    caseA = await createTestCase(platform, partialEnquiry());
    caseB = await createTestCase(platform, partialEnquiry());
  });
  afterAll(() => platform?.close());

  const call = (method: Method, url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
    platform.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('create returns a signed case token and a resume token of 256 random bits, distinct every time', async () => {
    expect(caseA.accessToken).toMatch(CASE_TOKEN_FORMAT);
    expect(caseA.resumeToken).toMatch(TOKEN_FORMAT);
    const seen = new Set([caseA.accessToken, caseA.resumeToken, caseB.accessToken, caseB.resumeToken]);
    for (let i = 0; i < 5; i += 1) {
      const created = await createTestCase(platform, partialEnquiry());
      seen.add(created.accessToken).add(created.resumeToken ?? '');
    }
    expect(seen.size).toBe(14);
    const read = await call('GET', `${caseA.base}/tasks/capture`, undefined, bearer(caseA.accessToken));
    expect(read.statusCode).toBe(200);
  });

  // Issue 16: resume tokens are drawn from a pool of CSPRNG bytes, 64 at a time; each is 32 bytes, none repeats
  // across refills, and a token's bytes do not stay in the pool.
  it('draws resume tokens of 32 random bytes, distinct across the pool refills', () => {
    const tokens = Array.from({ length: 200 }, () => newResumeToken());
    expect(new Set(tokens).size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(TOKEN_FORMAT);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(token).not.toBe(Buffer.alloc(32).toString('base64url'));
    }
  });

  it('answers every case call without a token 401 invalid_token, with the WWW-Authenticate header', async () => {
    for (const [method, path, payload] of CASE_CALLS) {
      const refusedHeaders: Record<string, string>[] = [
        {},
        { authorization: 'Bearer not-a-token' },
        { authorization: `Basic ${caseA.accessToken}` },
      ];
      for (const headers of refusedHeaders) {
        const response = await call(method, `${caseA.base}${path}`, payload, headers);
        expect(response.statusCode, `${method} ${path}`).toBe(401);
        expect(errorOf(response).code, `${method} ${path}`).toBe('invalid_token');
        expect(response.headers['www-authenticate']).toBe('Bearer realm="account-opening", error="invalid_token"');
      }
    }
    // and nothing was written: the case is still as created
    const capture = await call('GET', `${caseA.base}/tasks/capture`, undefined, bearer(caseA.accessToken));
    expect(JSON.parse(capture.body)).toMatchObject({ state: 'capture', enquiry: partialEnquiry() });
  });

  it("answers case A's token on case B as it answers an unknown case: 404 case_not_found, nothing more", async () => {
    const unknownBase = `${NTB}/CS00000000`;
    for (const [method, path, payload] of CASE_CALLS) {
      const onB = await call(method, `${caseB.base}${path}`, payload, bearer(caseA.accessToken));
      const onUnknown = await call(method, `${unknownBase}${path}`, payload, bearer(caseA.accessToken));
      expect(onB.statusCode, `${method} ${path}`).toBe(404);
      expect(onUnknown.statusCode, `${method} ${path}`).toBe(404);
      const shape = (body: string) => body.replace(caseB.caseId, 'ID').replace('CS00000000', 'ID');
      expect(shape(onB.body), `${method} ${path}`).toBe(shape(onUnknown.body));
      expect(errorOf(onB).code).toBe('case_not_found');
      expect(onB.headers['www-authenticate']).toBeUndefined();
    }
    // A malformed case id answers the same.
    const malformed = await call('GET', `${NTB}/nope/tasks/next`, undefined, bearer(caseA.accessToken));
    expect(malformed.statusCode).toBe(404);
    // The token of another bank is no token here.
    const otherBank = await call(
      'GET',
      `/banks/YB/cases/csapcurrent/ntb/${caseA.caseId}/tasks/next`,
      undefined,
      bearer(caseA.accessToken),
    );
    expect(errorOf(otherBank).code).toBe('invalid_token');
  });

  it('stores the case and resume tokens only as SHA-256: no plaintext token anywhere in the database', async () => {
    const created = await createTestCase(platform, partialEnquiry());
    const tokens = await platform.db.query<{ token_hash: string; case_id: string; applicant_index: number }>(
      'SELECT token_hash, case_id, applicant_index FROM auth_tokens WHERE case_id = $1',
      [created.caseId],
    );
    expect(tokens).toEqual([{ token_hash: sha256(created.accessToken), case_id: created.caseId, applicant_index: 0 }]);
    const resume = await platform.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM case_resume_tokens WHERE case_id = $1',
      [created.caseId],
    );
    expect(resume).toEqual([{ token_hash: sha256(created.resumeToken ?? '') }]);
    const dump = JSON.stringify(
      await Promise.all(
        ['auth_tokens', 'case_resume_tokens', 'cases', 'case_transitions'].map((table) =>
          platform.db.query(`SELECT * FROM ${table}`),
        ),
      ),
    );
    expect(dump).not.toContain(created.accessToken);
    expect(dump).not.toContain(created.resumeToken);
  });

  it('refuses an expired case token; the submit of a new applicant hands a fresh one (doc 2 §7.1)', async () => {
    const created = await createTestCase(platform, completeEnquiry());
    // The token expires by the clock (a signed token carries its expiry, the same instant as auth_tokens.expires_at;
    // issue 16): the submit an hour later hands one that lives an hour longer.
    platform.clock.advance(HOUR);
    const submitted = await call(
      'PUT',
      `${created.base}/tasks/capture/actions/submit`,
      SUBMIT_BODY,
      bearer(created.accessToken),
    );
    expect(submitted.statusCode).toBe(200);
    const { access_token: fresh, resume_token: resume } = JSON.parse(submitted.body);
    expect(fresh).toMatch(CASE_TOKEN_FORMAT);
    expect(resume).toMatch(TOKEN_FORMAT);
    platform.clock.advance(CASE_TOKEN_TTL_MS - HOUR);
    try {
      const expired = await call('GET', `${created.base}/tasks/next`, undefined, bearer(created.accessToken));
      expect(errorOf(expired).code).toBe('invalid_token');
      expect((await call('GET', `${created.base}/tasks/next`, undefined, bearer(fresh))).statusCode).toBe(200);
    } finally {
      // The other tests' tokens were issued at the start.
      platform.clock.advance(-CASE_TOKEN_TTL_MS);
    }
  });

  it('exchanges a resume token once, within 16 minutes, for a fresh case token and a new resume token', async () => {
    const created = await createTestCase(platform, partialEnquiry());
    const resume = (token: string | undefined, base = created.base) =>
      call('POST', `${base}/resume`, { resume_token: token ?? '' });
    // of another case: refused, and not spent
    const elsewhere = await resume(created.resumeToken, caseB.base);
    expect(elsewhere.statusCode).toBe(401);
    expect(errorOf(elsewhere).code).toBe('invalid_token');
    const first = await resume(created.resumeToken);
    expect(first.statusCode).toBe(200);
    const body = JSON.parse(first.body) as { access_token: string; resume_token: string; scope: number };
    expect(body.access_token).toMatch(CASE_TOKEN_FORMAT);
    expect(body.resume_token).toMatch(TOKEN_FORMAT);
    expect(body.scope).toBe(30);
    expect((await call('GET', `${created.base}/tasks/capture`, undefined, bearer(body.access_token))).statusCode).toBe(
      200,
    );
    // single use
    const again = await resume(created.resumeToken);
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).code).toBe('invalid_token');
    // expiring: the new one is dead 16 minutes on (test clock; 15 minutes after a save that kept it a minute old)
    platform.clock.advance(RESUME_TOKEN_TTL_MS);
    const late = await resume(body.resume_token);
    expect(late.statusCode).toBe(401);
    expect(errorOf(late).code).toBe('invalid_token');
    // a save hands a new one (the live one expired), which works at once
    const saved = await call(
      'PUT',
      `${created.base}/tasks/capture/actions/update`,
      partialEnquiry(),
      bearer(body.access_token),
    );
    const next = JSON.parse(saved.body).resume_token as string;
    expect(next).toMatch(TOKEN_FORMAT);
    expect((await resume(next)).statusCode).toBe(200);
    // an unknown case answers as a spent token does
    const unknown = await resume(next, `${NTB}/CS00000000`);
    expect(unknown.statusCode).toBe(401);
  });

  it("checks an existing customer's login token by customer and scope", async () => {
    const own = `/banks/CB/cases/csapcurrent/existing/CS90000011`; // sandboxada's seeded case in capture
    const ada = await loginAs(platform.app, SANDBOX_CUSTOMER_NUMBERS.internetBanking, platform.clock.now());
    const other = await loginAs(platform.app, SANDBOX_CUSTOMER_NUMBERS.telephoneBanking, platform.clock.now());
    expect((await call('GET', `${own}/tasks/capture`, undefined, bearer(ada.access_token))).statusCode).toBe(200);
    const refused = await call('GET', `${own}/tasks/capture`, undefined, bearer(other.access_token));
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).code).toBe('case_not_found');
    const write = await call(
      'PUT',
      `${own}/tasks/capture/actions/update`,
      partialEnquiry(),
      bearer(other.access_token),
    );
    expect(write.statusCode).toBe(404);
    // a login token is no key to a new applicant's case either
    expect((await call('GET', `${caseA.base}/tasks/capture`, undefined, bearer(ada.access_token))).statusCode).toBe(
      404,
    );
    // below scope 30: step-up (doc 1 §4)
    const low = await loginAs(platform.app, SANDBOX_CUSTOMER_NUMBERS.internetBanking, platform.clock.now(), {
      scope: 10,
    });
    const stepUp = await call('GET', `${own}/tasks/capture`, undefined, bearer(low.access_token));
    expect(stepUp.statusCode).toBe(401);
    expect(errorOf(stepUp).code).toBe('insufficient_scope');
    expect(stepUp.headers['www-authenticate']).toBe(
      'Bearer realm="account-opening", error="insufficient_scope", scope="30"',
    );
  });

  // issue 16: the poll reads the enquiry's customer_id and the login's customer id for a login token only; a case
  // whose only link to its customer is the enquiry's customer_id (a customer number or a CUS- id) is still theirs.
  it("polls an existing customer's case with their login token, by customer number or by the enquiry's customer id", async () => {
    const own = `/banks/CB/cases/csapcurrent/existing/CS90000011`;
    const ada = await loginAs(platform.app, SANDBOX_CUSTOMER_NUMBERS.internetBanking, platform.clock.now());
    const other = await loginAs(platform.app, SANDBOX_CUSTOMER_NUMBERS.telephoneBanking, platform.clock.now());
    const poll = (token: string) => call('GET', `${own}/tasks/next`, undefined, bearer(token));
    const [before] = await platform.db.query<{ customer_number: string | null; enquiry: object }>(
      'SELECT customer_number, enquiry FROM cases WHERE id = $1',
      ['CS90000011'],
    );
    try {
      for (const customerId of [undefined, SANDBOX_CUSTOMER_NUMBERS.internetBanking, 'CUS-1000000011']) {
        if (customerId !== undefined) {
          await platform.db.query(
            `UPDATE cases SET customer_number = NULL, enquiry = enquiry || jsonb_build_object('customer_id', $2::text)
             WHERE id = $1`,
            ['CS90000011', customerId],
          );
        }
        const polled = await poll(ada.access_token);
        expect(polled.statusCode, customerId).toBe(200);
        expect(JSON.parse(polled.body).task_uri).toContain('/existing/CS90000011/tasks/capture');
        const refused = await poll(other.access_token);
        expect(refused.statusCode, customerId).toBe(404);
        expect(errorOf(refused).code).toBe('case_not_found');
      }
    } finally {
      await platform.db.query('UPDATE cases SET customer_number = $2, enquiry = $3 WHERE id = $1', [
        'CS90000011',
        before?.customer_number,
        JSON.stringify(before?.enquiry),
      ]);
    }
  });
});

describe('polling with a case token stays one query (issue 10)', () => {
  it('GET …/tasks/next loads the case and checks the token in a single SQL statement', async () => {
    const db = await openTestDb('pglite');
    let queries = 0;
    const counting: Db = {
      query: (sql, params) => {
        queries += 1;
        return db.query(sql, params);
      },
      transaction: (fn) => db.transaction(fn),
      close: () => db.close(),
    };
    // The production configuration: the statements counted are the product's (sandbox mode adds the fault switch's
    // check, faults/faultSwitch.ts, which rereads its armed list at most every 250 ms).
    const app = await buildPlatform({ db: counting, sandbox: false, caseTokenKey: TEST_CASE_TOKEN_KEY });
    try {
      const created = await createTestCase({ app }, partialEnquiry());
      queries = 0;
      const polled = await app.inject({
        method: 'GET',
        url: `${created.base}/tasks/next`,
        headers: bearer(created.accessToken),
      });
      expect(polled.statusCode).toBe(200);
      expect(queries).toBe(1);

      // issue 12: a joint case's second applicant, an existing customer who logged in, polls in one query: their
      // claim wrote the login on the case row (issue 16, caseAccess.ts bindSecondLogin, BOUND_POLL), so no token row
      // and no joint_applicants row is read
      const joint = await createTestCase(
        { app },
        completeEnquiry({ product: { code: '135', sub_type: 'JOINT' }, application_type: 'joint' }),
      );
      const [row] = await db.query<{ joint_link_code: string }>('SELECT joint_link_code FROM cases WHERE id = $1', [
        joint.caseId,
      ]);
      const linked = await app.inject({
        method: 'POST',
        url: '/banks/CB/joint/link',
        payload: { joint_link_code: row?.joint_link_code },
      });
      const { resume_token: resumeToken } = JSON.parse(linked.body) as { resume_token: string };
      const ada = await loginAs(app, SANDBOX_CUSTOMER_NUMBERS.internetBanking, new Date());
      const claimed = await app.inject({
        method: 'POST',
        url: `${joint.base}/tasks/joint/applicant`,
        headers: bearer(ada.access_token),
        payload: { resume_token: resumeToken },
      });
      expect(claimed.statusCode).toBe(200);
      queries = 0;
      const second = await app.inject({
        method: 'GET',
        url: `${joint.base}/tasks/next`,
        headers: bearer(ada.access_token),
      });
      expect(second.statusCode).toBe(200);
      expect(JSON.parse(second.body).task_uri).toContain('reason=capture');
      expect(queries).toBe(1);
    } finally {
      await app.close();
      await db.dispose();
    }
  }, 120_000);
});
