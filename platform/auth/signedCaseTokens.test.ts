// Issue 16: signed case tokens (auth/signedCaseTokens.ts). The poll and the autosave verify a new applicant's case
// token in process and read only the case row; these tests try the token as an attacker would (a changed claim, a
// key of their own, another case, another bank, after expiry, after revocation, on a second process) and check each
// gets the answer the token table gives, with nothing stored.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../app';
import type { Db } from '../db/db';
import { bearer, completeEnquiry, errorOf, partialEnquiry } from '../test-support/testFixtures';
import {
  createTestCase,
  createTestClock,
  openTestDb,
  TEST_CASE_TOKEN_KEY,
  testDatabaseKinds,
} from '../test-support/testing';
import { CASE_TOKEN_TTL_MS } from './caseTokens';
import { caseTokenSigner, type SignedCaseClaims } from './signedCaseTokens';

const KEY = 'a'.repeat(64);
const claims: SignedCaseClaims = {
  tokenId: randomUUID(),
  caseId: 'CS12345678',
  bankId: 'CB',
  applicantIndex: 0,
  scope: 30,
  expiresAt: new Date('2030-01-15T17:00:00.000Z'),
};

describe('signed case tokens: the signature', () => {
  const signer = caseTokenSigner(KEY);
  const token = signer.sign(claims);

  it('carries its claims, verified with the key that signed them', () => {
    expect(token).toMatch(/^ct1\.[0-9a-f-]{36}\.CS12345678\.CB\.0\.30\.\d{13}\.[\w-]{43}$/);
    expect(signer.verify(token)).toEqual(claims);
  });

  it('refuses a token whose claims were changed, whatever the claim', () => {
    const parts = token.split('.');
    const changed = (index: number, value: string) => parts.map((part, i) => (i === index ? value : part)).join('.');
    for (const forged of [
      changed(1, randomUUID()),
      changed(2, 'CS87654321'),
      changed(3, 'YB'),
      changed(4, '1'),
      changed(5, '99'),
      changed(6, String(claims.expiresAt.getTime() + 3_600_000)),
      changed(7, randomBytes(32).toString('base64url')),
      changed(0, 'ct2'),
    ]) {
      expect(signer.verify(forged), forged).toBeUndefined();
    }
  });

  // Issue 16: a verified token is remembered by its whole text (the HMAC once per token, not per call); nothing but
  // that very text is answered from memory.
  it('answers a token it verified before from memory, and verifies any other text, however close', () => {
    const fresh = caseTokenSigner(KEY);
    const once = fresh.verify(token);
    expect(once).toEqual(claims);
    expect(fresh.verify(token)).toBe(once);
    const body = token.slice(0, token.lastIndexOf('.') + 1);
    const forgedMac = `${body}${randomBytes(32).toString('base64url')}`;
    expect(fresh.verify(forgedMac)).toBeUndefined();
    const longer = `${body}${token.slice(body.length)}A`;
    expect(fresh.verify(longer)).toBeUndefined();
    expect(caseTokenSigner('b'.repeat(64)).verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another key, and anything that is not a signed token', () => {
    expect(caseTokenSigner('b'.repeat(64)).verify(token)).toBeUndefined();
    for (const text of ['', randomBytes(32).toString('base64url'), `${token}x`, `${token}.`, token.slice(0, -1)]) {
      expect(signer.verify(text)).toBeUndefined();
    }
  });

  it('refuses a key that is not 32 bytes of hex', () => {
    expect(() => caseTokenSigner('a'.repeat(63))).toThrow();
    expect(() => caseTokenSigner('A'.repeat(64))).toThrow();
  });
});

describe.each(testDatabaseKinds())('signed case tokens on %s, tried as an attacker would', (kind) => {
  const sql: string[] = [];
  const recording = (inner: Db): Db => ({
    query: (text, params, options) => {
      sql.push(text);
      return inner.query(text, params, options);
    },
    transaction: (fn) => inner.transaction((tx) => fn(recording(tx))),
    close: () => inner.close(),
  });
  let db: Awaited<ReturnType<typeof openTestDb>>;
  let app: Awaited<ReturnType<typeof buildPlatform>>;
  /** A second platform process on the same database, with the same key (CASE_TOKEN_KEY, as production needs). */
  let other: Awaited<ReturnType<typeof buildPlatform>>;
  const clock = createTestClock();
  beforeAll(async () => {
    db = await openTestDb(kind);
    // The production configuration: the statements counted are the product's (sandbox mode adds the fault switch's
    // check, faults/faultSwitch.ts, which rereads its armed list at most every 250 ms).
    app = await buildPlatform({ db: recording(db), now: clock.now, sandbox: false, caseTokenKey: TEST_CASE_TOKEN_KEY });
    other = await buildPlatform({ db, now: clock.now, caseTokenKey: TEST_CASE_TOKEN_KEY });
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await app?.close();
    await db?.dispose();
  });

  const poll = (on: typeof app, base: string, token: string) =>
    on.inject({ method: 'GET', url: `${base}/tasks/next`, headers: bearer(token) });
  const save = (on: typeof app, base: string, token: string) =>
    on.inject({
      method: 'PUT',
      url: `${base}/tasks/capture/actions/update`,
      headers: bearer(token),
      payload: completeEnquiry(),
    });
  const version = async (caseId: string) =>
    (await db.query<{ version: number }>('SELECT version FROM cases WHERE id = $1', [caseId]))[0]?.version;
  const expectInvalidToken = (answer: Awaited<ReturnType<typeof poll>>) => {
    expect(answer.statusCode, answer.body).toBe(401);
    expect(errorOf(answer).code).toBe('invalid_token');
    expect(answer.headers['www-authenticate']).toContain('error="invalid_token"');
  };

  it('a new applicant gets a signed token, and the poll and the autosave read no token table with it', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    expect(created.accessToken).toMatch(/^ct1\./);
    sql.length = 0;
    expect((await poll(app, created.base, created.accessToken)).statusCode).toBe(200);
    const saved = await save(app, created.base, created.accessToken);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(sql).toHaveLength(2);
    for (const text of sql) expect(text).not.toContain('auth_tokens');
    expect(await version(created.caseId)).toBe(2);
  });

  it('a revoked token is refused at once, by the process that revoked it and by another', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    const tokenId = created.accessToken.split('.')[1];
    // Both processes accept it on their fast path first.
    expect((await poll(other, created.base, created.accessToken)).statusCode).toBe(200);
    expect((await save(other, created.base, created.accessToken)).statusCode).toBe(200);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/banks/CB/auth/provider/oauth2/token/${tokenId}`,
      headers: bearer(created.accessToken),
    });
    expect(revoked.statusCode, revoked.body).toBe(204);
    for (const on of [other, app]) {
      expectInvalidToken(await poll(on, created.base, created.accessToken));
      expectInvalidToken(await save(on, created.base, created.accessToken));
    }
    expect(await version(created.caseId)).toBe(2);
  });

  it('an expired token is refused by the poll and the autosave, nothing stored', async () => {
    const created = await createTestCase({ app }, partialEnquiry());
    clock.advance(CASE_TOKEN_TTL_MS);
    expectInvalidToken(await poll(app, created.base, created.accessToken));
    expectInvalidToken(await save(app, created.base, created.accessToken));
    expect(await version(created.caseId)).toBe(1);
  });

  it("a token with a claim changed, or signed with the attacker's own key, is refused; nothing stored", async () => {
    const mine = await createTestCase({ app }, partialEnquiry());
    const victim = await createTestCase({ app }, partialEnquiry());
    const parts = mine.accessToken.split('.');
    const changed = (index: number, value: string) => parts.map((part, i) => (i === index ? value : part)).join('.');
    const ownKey = caseTokenSigner(randomBytes(32).toString('hex'));
    const [, tokenId, , , , , expires] = parts as [string, string, string, string, string, string, string];
    const forgeries: [string, string][] = [
      [victim.base, changed(2, victim.caseId)],
      [mine.base, changed(4, '1')],
      [mine.base, changed(6, String(Number(expires) + CASE_TOKEN_TTL_MS))],
      [
        victim.base,
        ownKey.sign({ ...claims, tokenId: tokenId, caseId: victim.caseId, expiresAt: new Date(Number(expires)) }),
      ],
    ];
    for (const [base, forged] of forgeries) {
      expectInvalidToken(await poll(app, base, forged));
      expectInvalidToken(await save(app, base, forged));
    }
    expect(await version(mine.caseId)).toBe(1);
    expect(await version(victim.caseId)).toBe(1);
  });

  it('CASE_TOKEN_KEY signs with the key given; a process with another key still answers by the token table', async () => {
    const key = randomBytes(32).toString('hex');
    const keyed = await buildPlatform({ db, now: clock.now, caseTokenKey: key });
    try {
      const created = await createTestCase({ app: keyed }, partialEnquiry());
      expect(caseTokenSigner(key).verify(created.accessToken)?.caseId).toBe(created.caseId);
      sql.length = 0;
      expect((await poll(app, created.base, created.accessToken)).statusCode).toBe(200);
      expect(sql.some((text) => text.includes('auth_tokens'))).toBe(true);
      expect((await poll(keyed, created.base, created.accessToken)).statusCode).toBe(200);
    } finally {
      await keyed.close();
    }
  });

  it("another case's token answers 404, another bank's 401, as the token table answers them", async () => {
    const mine = await createTestCase({ app }, partialEnquiry());
    const other = await createTestCase({ app }, partialEnquiry());
    for (const answer of [
      await poll(app, mine.base, other.accessToken),
      await save(app, mine.base, other.accessToken),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(errorOf(answer).code).toBe('case_not_found');
    }
    const yb = mine.base.replace('/banks/CB/', '/banks/YB/');
    expectInvalidToken(await poll(app, yb, mine.accessToken));
    expectInvalidToken(await save(app, yb, mine.accessToken));
    expect(await version(mine.caseId)).toBe(1);
  });
});
