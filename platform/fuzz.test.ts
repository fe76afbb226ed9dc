// Property-based fuzzing of every platform route with hostile input (fast-check): wrong types, missing and
// extra fields, huge and deeply nested values, `__proto__` keys, injection strings, NUL, lone surrogates, bad
// content types, bad percent-encoding and bad tokens, in bodies, path parameters, query strings and headers.
// The properties: no answer is a 5xx (bad input is a 4xx, common.md), nothing crashes or pollutes
// Object.prototype, the server still answers afterwards, and the heap stays bounded.
//
// The routes are not a hand list: Fastify's onRoute hook records every route the app registers (the
// `fastify` factory is wrapped below, so platform/app.ts needs no test hook).
//
// CI runs FUZZ_RUNS (default 300) requests in a few seconds; `npm run fuzz` (scripts/fuzz.sh) runs many more.
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestPlatform, type TestPlatform } from './test-support/testing';

// The platform project shares loaded modules between the test files of a worker (isolate: false in vitest.config.ts):
// the modules are loaded afresh for this file, so that its vi.mock below reaches the platform it builds, and again
// after it, so that no later file gets the mocked copies.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.resetModules();
});

const recorded = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const factory = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) recorded.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: Object.assign(factory, actual.default), fastify: factory };
});

/**
 * Hostile kinds left out of the generators while listed here (a known 5xx being fixed). Empty: every kind is sent.
 */
const AWAITING_ROBUST_FIXES: readonly HostileKind[] = [];

type HostileKind = 'deepNesting' | 'nul' | 'loneSurrogate' | 'longLoginAppAnswer';
// FUZZ_INCLUDE_KNOWN=1 sends them anyway (to see whether they are fixed before emptying the list).
const enabled = (kind: HostileKind) => process.env.FUZZ_INCLUDE_KNOWN === '1' || !AWAITING_ROBUST_FIXES.includes(kind);

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// ---------------------------------------------------------------- generators

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE cases; --",
  '"); SELECT pg_sleep(5); --',
  '$1',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\r\nSet-Cookie: a=b',
  'CS00000000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x41',
  '[]',
  '{}',
  ' ',
  '',
];

const FIELD_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'product',
  'code',
  'application_type',
  'applicants',
  'personal_details',
  'name',
  'first',
  'last',
  'dob',
  'addresses',
  'uk_address',
  'postcode',
  'contact_details',
  'email',
  'device_details',
  'blackbox',
  'user_identity',
  'username',
  'customer_number',
  'alternative',
  'auth_session_id',
  'scope',
  'challenges',
  'question_id',
  'answer',
  'lettercode',
  'events',
  'id',
  'offers',
  'accepted',
  'evidence',
  'grant_type',
  'auth_scheme',
];

function hostileString(maxLength: number): fc.Arbitrary<string> {
  const choices: fc.Arbitrary<string>[] = [
    fc.string({ maxLength: 40 }),
    fc.constantFrom(...INJECTIONS),
    fc.constantFrom(...FIELD_NAMES),
    fc.integer({ min: 1, max: maxLength }).map((length) => 'A'.repeat(length)),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  ];
  if (enabled('nul')) choices.push(fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`));
  if (enabled('loneSurrogate')) choices.push(fc.constantFrom('\uD800', 'a\uDC00b', '\uDBFF\uDBFF', 'x\uD83D'));
  return fc.oneof(...choices);
}

function jsonish(maxLength: number): fc.Arbitrary<unknown> {
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 5 },
      hostileString(maxLength),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(0, -1, 2 ** 53, -(2 ** 63), 1e308, true, false, null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), tie('value'), {
        maxKeys: 5,
      }),
    ),
  }));
  return value;
}

/** A body as the bytes sent: JSON of hostile values, or text that is not what it claims to be. */
function hostileBody(maxLength: number): fc.Arbitrary<string | undefined> {
  const choices: fc.Arbitrary<string | undefined>[] = [
    fc.constant(undefined),
    jsonish(maxLength).map((value) => JSON.stringify(value)),
    // a field of the right name with a value of the wrong type, at the top and one level down
    fc
      .tuple(fc.constantFrom(...FIELD_NAMES), jsonish(maxLength), fc.constantFrom(...FIELD_NAMES))
      .map(([key, value, outer]) => JSON.stringify({ [outer]: { [key]: value }, [key]: value })),
    // __proto__ and constructor keys as JSON text (an object literal would set the prototype instead)
    fc.constantFrom(
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '{"product":{"__proto__":{"polluted":"yes"},"code":"135"},"applicants":[{"__proto__":{"polluted":"yes"}}]}',
      '[{"__proto__":{"polluted":"yes"}}]',
    ),
    // not JSON, or not finished
    fc.constantFrom('{', '{"a":', '[1,2', 'undefined', "{'a':1}", '{"a":1}}', '\u0000', '', ' ', 'a=1&b=2', '<xml/>'),
    fc.string({ maxLength: 200 }),
    // a duplicate key and a huge number
    fc.constant('{"product":{"code":"135"},"product":{"code":"999"},"n":1e999999}'),
  ];
  if (enabled('deepNesting')) {
    choices.push(
      fc
        .integer({ min: 1000, max: 100_000 })
        .chain((depth) =>
          fc.constantFrom(
            `${'['.repeat(depth)}${']'.repeat(depth)}`,
            `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
            `{"product":${'['.repeat(depth)}${']'.repeat(depth)}}`,
          ),
        ),
    );
  }
  return fc.oneof(...choices);
}

/** A form body (login app, OAuth token call): fields of the right and wrong names with hostile values. */
function hostileForm(maxLength: number): fc.Arbitrary<string> {
  return fc
    .dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), hostileString(maxLength), {
      maxKeys: 6,
    })
    .map((fields) => new URLSearchParams(fields).toString());
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'text/plain',
  'text/html',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json, text/plain',
  '*/*',
  '',
  'application/',
  'a'.repeat(2000),
];

// The real case's own token is added once the case exists, so that case routes get past the token check too.
const AUTHORIZATIONS: string[] = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  `Bearer ${'a'.repeat(64)}`,
  `Bearer ${'A'.repeat(8000)}`,
  'Bearer null',
  "Bearer ' OR 1=1 --",
  'Basic',
  'Basic !!!',
  `Basic ${Buffer.from('session:[{"authType":"x"}]').toString('base64')}`,
  `Basic ${Buffer.from('a').toString('base64')}`,
  'Digest x',
  'bearer lower',
];

function hostileHeaders(): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      'content-type': fc.constantFrom(...CONTENT_TYPES),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', '', 'application/json;q=0'),
      authorization: fc.oneof(fc.constantFrom(...AUTHORIZATIONS), fc.string({ maxLength: 40 })),
      'x-service-context': fc.constantFrom('USER', 'user', 'ADMIN', '', 'USER,USER', 'a'.repeat(500)),
      'x-service-version': fc.constantFrom('1.0.0', '0.8.0', '9', ''),
      'x-client-context': fc.oneof(
        fc.constantFrom('{', '[]', 'null', '{"trackingId":1}'),
        fc.string({ maxLength: 40 }),
      ),
      cookie: fc.constantFrom('a=b', '__proto__=x', ''),
    },
    { requiredKeys: [] },
  );
}

/** encodeURIComponent refuses lone surrogates: replace them (the raw bad encodings are sent separately). */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Path segments: real-looking values, hostile text (percent-encoded), and raw bad encodings. */
function pathSegment(samples: readonly string[]): fc.Arbitrary<string> {
  const choices: fc.Arbitrary<string>[] = [
    fc.constantFrom(...samples),
    hostileString(3000).map((text) => encodeURIComponent(wellFormed(text))),
    fc.constantFrom('%ZZ', '%', '%C0%AF', '..', '.', '%2e%2e', '%2F', 'a%20b', '%FF%FE', '__proto__', 'constructor'),
  ];
  if (enabled('nul')) choices.push(fc.constantFrom('%00', 'CS%0012345678'));
  if (enabled('loneSurrogate')) choices.push(fc.constantFrom('%ED%A0%80', 'a%ED%B0%80'));
  return fc.oneof(...choices);
}

// ---------------------------------------------------------------- requests

interface Route {
  method: string;
  url: string;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
}

function requestFor(route: Route, samples: Record<string, readonly string[]>): fc.Arbitrary<FuzzRequest> {
  const names = [...route.url.matchAll(/:([A-Za-z_]+)|\*/g)].map((match) => match[1] ?? '*');
  const longAnswers = route.url.startsWith('/login-app') && !enabled('longLoginAppAnswer') ? 200 : 100_000;
  return fc
    .record({
      params: fc.tuple(...names.map((name) => pathSegment(samples[name] ?? ['x', '1', 'CB']))),
      query: fc.oneof(
        fc.constant(''),
        fc
          .dictionary(fc.constantFrom(...FIELD_NAMES, 'type', 'product', 'state', 'scope'), hostileString(500), {
            maxKeys: 3,
          })
          .map((query) => `?${new URLSearchParams(query).toString()}`),
        fc.constantFrom('?%ZZ', '?a=%', '?a[b]=1', '?a=1&a=2', '?__proto__[x]=1', '?constructor[prototype][x]=1'),
      ),
      headers: hostileHeaders(),
      payload: fc.oneof(hostileBody(longAnswers), hostileForm(longAnswers)),
    })
    .map(({ params, query, headers, payload }) => {
      let index = 0;
      const path = route.url.replace(/:([A-Za-z_]+)|\*/g, () => params[index++] ?? 'x');
      return {
        method: route.method,
        url: `${path}${query}`,
        headers,
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : payload,
      };
    });
}

/** Which hostile kind a failing request carries (for the tally of a run): the known ones, else `other`. */
function kindOf(request: FuzzRequest): HostileKind | 'other' {
  const text = `${request.url} ${request.payload ?? ''} ${Object.values(request.headers).join(' ')}`;
  if (text.includes('%00') || text.includes('\u0000') || text.includes('\\u0000')) return 'nul';
  if (/%ED%[AB]|[\uD800-\uDFFF]/i.test(text)) return 'loneSurrogate';
  if (/(\[|\{"a":){500}/.test(request.payload ?? '')) return 'deepNesting';
  if (request.url.startsWith('/login-app') && (request.payload?.length ?? 0) > 200) return 'longLoginAppAnswer';
  return 'other';
}

// ---------------------------------------------------------------- the run

/** Sandbox customer numbers (platform/README.md "Sandbox customers"), and one that does not exist. */
const SANDBOX_CUSTOMERS = ['1000000011', '1000000022', '1000000077', 'sandboxada', '9999999999'];

describe('fuzzing every route with hostile input', () => {
  let platform: TestPlatform;
  let app: FastifyInstance;
  let routes: Route[] = [];
  const samples: Record<string, string[]> = {
    bankId: ['CB', 'YB', 'VM', 'cb'],
    bank: ['CB', 'YB', 'B', 'VM'],
    caseType: ['csapcurrent', 'csap', 'csapsavings', 'csapcreditcard', 'csapcashisa'],
    subType: ['ntb', 'existing'],
    product: ['CSAP', 'csap'],
    postcode: ['LS14AP', 'LS1 4AP', 'ZE10AA', 'BFPO123'],
    houseNumber: ['3', 'Flat 2'],
    addressRef: ['LS14AP-07', 'LS14AP-99'],
    fileName: ['cb-current-account-terms-v3.pdf'],
    file: ['document-list-locator.json', 'document-list-2024.json'],
    customerNumber: SANDBOX_CUSTOMERS,
    customerId: ['CUS-1000000011', 'CUS-1000000022'],
    username: SANDBOX_CUSTOMERS,
    id: ['CA-TERMS', 'CA-KEY-FEATURES', 'CC-AGREEMENT'],
  };

  beforeAll(async () => {
    platform = await buildTestPlatform('pglite');
    app = platform.app;
    await app.ready();
    const seen = new Set<string>();
    routes = recorded.filter((route) => {
      const key = `${route.method} ${route.url}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    // A real case, so that case routes get past "not found" into their checks.
    const created = await app.inject({
      method: 'POST',
      url: '/banks/CB/cases/csapcurrent/ntb',
      payload: {
        product: { code: '135' },
        applicants: [{ personal_details: { name: { first: 'Ada', last: 'Fuzz' } } }],
      },
    });
    const { reference_id: caseId, access_token: caseToken } = created.json() as {
      reference_id?: string;
      access_token?: string;
    };
    if (caseToken) AUTHORIZATIONS.push(`Bearer ${caseToken}`, `Bearer ${caseToken}`, `Bearer ${caseToken}`);
    samples.caseId = [caseId ?? 'CS12345678', 'CS12345678', 'SA00000001'];
  }, 120_000);
  afterAll(() => platform?.close());

  it('records every route the app registers through onRoute', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /banks/:bankId/cases/:caseType/:subType');
    expect(urls).toContain('PUT /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/capture/actions/update');
    expect(urls).toContain('GET /config.json');
    expect(routes.length).toBeGreaterThan(30);
  });

  it(`answers no hostile request with a 5xx (${RUNS} requests), pollutes nothing and keeps its heap bounded`, async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    let sent = 0;
    const failures: { request: FuzzRequest; status: number; body: string }[] = [];
    // Every request is sent (no stop at the first 5xx), so a run reports how many answered 5xx; the seed
    // replays it (FUZZ_SEED).
    const seed = SEED ?? Date.now() % 2 ** 31;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes).chain((route) => requestFor(route, samples)),
        async (request) => {
          sent += 1;
          const response = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          if (response.statusCode >= 500) {
            failures.push({ request, status: response.statusCode, body: response.body.slice(0, 300) });
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: RUNS, seed },
    );
    console.log(
      `fuzz: ${sent} requests sent to ${routes.length} routes, ${failures.length} answered 5xx (FUZZ_SEED=${seed})`,
    );
    const byKind: Record<string, number> = {};
    for (const { request } of failures) byKind[kindOf(request)] = (byKind[kindOf(request)] ?? 0) + 1;
    if (failures.length > 0) console.log('fuzz: 5xx by hostile kind:', byKind);
    const shown = failures.slice(0, 5).map(({ request, status, body }) => ({
      status,
      method: request.method,
      url: request.url.slice(0, 300),
      headers: request.headers,
      payload: request.payload?.slice(0, 300),
      body,
    }));
    expect(shown).toEqual([]);

    // Still serving after the run.
    expect((await app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
    // Bounded memory: what a run leaves behind is small next to what it sent (bodies up to 100 KB each).
    await new Promise((settle) => setTimeout(settle, 50));
    const grownMiB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    expect(grownMiB).toBeLessThan(Math.max(64, RUNS / 20));
  }, 600_000);
});
