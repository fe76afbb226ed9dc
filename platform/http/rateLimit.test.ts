// Issue 10: HTTP rate limits per client and per case, counted in the database so that two platform nodes on
// one database agree; 429 with the spec-style body `{ code, message }` and Retry-After; the window runs on the
// platform's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../app';
import { completeEnquiry, errorOf } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform, testDatabaseKinds } from '../test-support/testing';
import { DEFAULT_RATE_LIMITS, ROUTE_LIMITS, TOO_MANY_REQUESTS } from './rateLimit';

const WINDOW_MS = 60_000;
const CHALLENGES = '/banks/CB/auth/provider/oauth2/token/challenges';

describe.each(testDatabaseKinds())('HTTP rate limits on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind, {
      rateLimits: {
        challengesPerClient: { max: 3, windowMs: WINDOW_MS },
        caseCreationPerClient: { max: 2, windowMs: WINDOW_MS },
        letterCodePerCase: { max: 2, windowMs: WINDOW_MS },
        linkCodePerClient: { max: 1000, windowMs: WINDOW_MS },
        linkCodePerCase: { max: 1, windowMs: WINDOW_MS },
      },
    });
  });
  afterAll(() => platform?.close());

  const challenge = (remoteAddress: string, app = platform.app) =>
    app.inject({
      method: 'POST',
      url: CHALLENGES,
      remoteAddress,
      payload: { user_identity: { username: 'sandboxada' } },
    });

  it('refuses the call over the limit with 429, { code, message } and Retry-After, per client, until the window ends', async () => {
    for (let call = 0; call < 3; call += 1) expect((await challenge('198.51.100.1')).statusCode).toBe(201);
    const refused = await challenge('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({ code: TOO_MANY_REQUESTS, message: expect.stringMatching(/try again/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MS / 1000);
    // Another client is not held back.
    expect((await challenge('198.51.100.2')).statusCode).toBe(201);
    platform.clock.advance(WINDOW_MS + 1);
    expect((await challenge('198.51.100.1')).statusCode).toBe(201);
  });

  it('counts in the database: two platform nodes on one database share the count', async () => {
    const second = await buildPlatform({
      db: platform.db,
      now: platform.clock.now,
      rateLimits: { challengesPerClient: { max: 3, windowMs: WINDOW_MS } },
    });
    try {
      expect((await challenge('198.51.100.3')).statusCode).toBe(201);
      expect((await challenge('198.51.100.3', second)).statusCode).toBe(201);
      expect((await challenge('198.51.100.3')).statusCode).toBe(201);
      expect((await challenge('198.51.100.3', second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
    const [stored] = await platform.db.query<{ subject: string }>('SELECT subject FROM limit_counters LIMIT 1');
    // Subjects are digests: no client address is stored.
    expect(stored?.subject).not.toContain('198.51.100');
  });

  it('limits case creation per client and letter codes per case, whatever the client', async () => {
    const create = () =>
      platform.app.inject({
        method: 'POST',
        url: '/banks/CB/cases/csapcurrent/ntb',
        remoteAddress: '198.51.100.4',
        payload: completeEnquiry(),
      });
    const first = await create();
    expect(first.statusCode).toBe(201);
    const caseId = (JSON.parse(first.body) as { reference_id: string }).reference_id;
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(429);

    const letter = (remoteAddress: string, id = caseId) =>
      platform.app.inject({
        method: 'POST',
        url: `/banks/CB/cases/csapcurrent/ntb/${id}/tasks/lettercode`,
        remoteAddress,
        payload: { lettercode: '0000000000' },
      });
    expect((await letter('198.51.100.5')).statusCode).toBe(401);
    expect((await letter('198.51.100.6')).statusCode).toBe(401);
    const refused = await letter('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe(TOO_MANY_REQUESTS);
    // Another case is not held back (404: no such case, but not refused by the limit).
    expect((await letter('198.51.100.7', 'CS00000000')).statusCode).not.toBe(429);
  });

  it('gives the joint link-code route its named limits when it opts in with config.limits', async () => {
    const app = await buildPlatform({
      db: platform.db,
      now: platform.clock.now,
      rateLimits: { linkCodePerCase: { max: 1, windowMs: WINDOW_MS } },
    });
    try {
      app.post(
        '/test/cases/:caseId/link-code',
        { config: { limits: ['linkCodePerClient', 'linkCodePerCase'] } },
        async () => ({ ok: true }),
      );
      const post = (caseId: string) =>
        app.inject({ method: 'POST', url: `/test/cases/${caseId}/link-code`, payload: {} });
      expect((await post('CS10000001')).statusCode).toBe(200);
      expect((await post('CS10000001')).statusCode).toBe(429);
      expect((await post('CS10000002')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('keeps the defaults generous and every limited route registered', () => {
    const routes = platform.app.printRoutes({ commonPrefix: false });
    for (const key of Object.keys(ROUTE_LIMITS)) {
      const url = key.split(' ')[1] ?? '';
      expect(routes).toContain(url.split('/').pop());
    }
    for (const rule of Object.values(DEFAULT_RATE_LIMITS)) expect(rule.max).toBeGreaterThanOrEqual(30);
  });
});
