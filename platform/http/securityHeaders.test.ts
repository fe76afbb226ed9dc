// Issue 10 "Hardened edges": every kind of answer carries the security headers, nothing can frame the app,
// no policy allows inline script or style, and answers with personal data (and every error) are never cached.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeEnquiry } from '../test-support/testFixtures';
import { buildTestPlatform, type TestPlatform } from '../test-support/testing';
import { cspHash, DOCUMENT_ONLY_HEADERS, NOT_ON_JSON_HEADERS, PERMISSIONS_POLICY, pageCsp } from './securityHeaders';

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const LOGIN_QUERY = `response_type=token&client_id=cb_account_opening&redirect_uri=${encodeURIComponent('http://bank.example/authentication')}`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string): void {
  const csp = directives(response);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toBeDefined();
  for (const name of ['script-src', 'style-src', 'default-src']) {
    for (const value of csp.get(name) ?? []) {
      expect(value, `${what}: ${name}`).not.toMatch(/unsafe-(inline|eval|hashes)|^\*$|^https?:$|^data:$/);
    }
  }
  expect(response.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  expect(response.headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
}

describe('security headers on every kind of answer', () => {
  let staticDir: string;
  let platform: TestPlatform;
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'platform-headers-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Account opening</title><div id="root"></div>',
    );
    await writeFile(join(staticDir, 'assets', 'index-3f2a1b.js'), 'console.log("app")');
    await writeFile(join(staticDir, 'assets', 'index-3f2a1b.js.br'), brotliCompressSync('console.log("app")'));
    await writeFile(join(staticDir, 'assets', 'index-3f2a1b.css'), 'body{margin:0}');
    await writeFile(join(staticDir, 'unsupported-browser.js'), '(function () {})();');
    await writeFile(join(staticDir, 'assets', 'font-3f2a1b.woff2'), 'wOF2');
    await writeFile(join(staticDir, 'assets', 'logo-3f2a1b.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(staticDir, 'assets', 'page-3f2a1b.html'), '<!doctype html><title>x</title>');
    platform = await buildTestPlatform('pglite', { staticDir });
  });
  afterAll(async () => {
    await platform?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, accept = HTML, headers: Record<string, string> = {}) =>
    platform.app.inject({ method: 'GET', url, headers: { accept, host: 'bank.example', ...headers } });

  it('sets them on app HTML, API errors, refusals in hooks and 404s', async () => {
    const answers: [string, LightMyRequestResponse, number][] = [
      ['app start page', await get('/?applyFor=IM135&brandId=CB'), 200],
      ['app page (SPA fallback)', await get('/step-1'), 200],
      ['API error (bad bank id)', await get('/banks/XX/auth/provider/rsa/public_key', 'application/json'), 400],
      [
        'refusal in an onRequest hook',
        await get('/config.json', 'application/json', { 'x-service-context': 'ADMIN' }),
        400,
      ],
      ['API 404', await get('/banks/CB/unknown', 'application/json'), 404],
      ['missing file 404', await get('/assets/missing.js', '*/*'), 404],
      ['login app page', await get(`/login-app/CB?${LOGIN_QUERY}`), 200],
      ['scenario page', await get('/sandbox/scenarios'), 200],
    ];
    for (const [what, response, status] of answers) {
      expect(response.statusCode, what).toBe(status);
      expectSecurityHeaders(response, what);
    }
  });

  // Issue 16: a successful JSON answer is data, never a page with links or script of its own; the headers that only
  // govern a document (NOT_ON_JSON_HEADERS) mean nothing to it and are left out. What protects it stays.
  it('sends a successful JSON answer its policy, nosniff, HSTS, CORP, no framing and no caching, without the document-only headers', async () => {
    const created = await platform.cases.inject({
      method: 'POST',
      url: '/banks/CB/cases/csapcurrent/ntb',
      payload: completeEnquiry(),
    });
    const saved = await platform.cases.inject({
      method: 'PUT',
      url: `/banks/CB/cases/csapcurrent/ntb/${JSON.parse(created.body).reference_id}/tasks/capture/actions/update`,
      payload: completeEnquiry(),
    });
    const answers: [string, LightMyRequestResponse, number][] = [
      ['API JSON', await get('/config.json', 'application/json'), 200],
      ['API JSON with personal data', created, 201],
      ['the autosave', saved, 200],
    ];
    for (const [what, response, status] of answers) {
      expect(response.statusCode, what).toBe(status);
      expect(response.headers['content-type'], what).toMatch(/^application\/json/);
      const csp = directives(response);
      expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
      expect(csp.get('default-src'), what).toEqual(["'self'"]);
      expect(response.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
      expect(response.headers['x-frame-options'], what).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy'], what).toBe('same-origin');
      for (const name of NOT_ON_JSON_HEADERS) expect(response.headers[name], `${what}: ${name}`).toBeUndefined();
    }
    expect(created.headers['cache-control']).toBe('no-store');
    expect(saved.headers['cache-control']).toBe('no-store');
    // A JSON error keeps them all, as every error does.
    const refused = await platform.cases.inject({
      method: 'PUT',
      url: `/banks/CB/cases/csapcurrent/ntb/${JSON.parse(created.body).reference_id}/tasks/capture/actions/update`,
      payload: { ...completeEnquiry(), product: { code: 'nope' } },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expectSecurityHeaders(refused, 'API JSON error');
  });

  it('sends a script, style sheet or font nosniff, HSTS and its caching, without the document headers', async () => {
    for (const [url, type] of [
      ['/assets/index-3f2a1b.js', 'application/javascript; charset=utf-8'],
      ['/assets/index-3f2a1b.css', 'text/css; charset=utf-8'],
      ['/assets/font-3f2a1b.woff2', 'font/woff2'],
      ['/unsupported-browser.js', 'application/javascript; charset=utf-8'],
    ] as const) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(type);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      // hashed files cached for a year; the unhashed fallback revalidated like index.html
      expect(response.headers['cache-control'], url).toBe(
        url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      for (const name of DOCUMENT_ONLY_HEADERS) expect(response.headers[name], `${url}: ${name}`).toBeUndefined();
    }
    // The precompressed copy is chosen by Accept-Encoding and says so.
    const brotli = await get('/assets/index-3f2a1b.js', '*/*', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-security-policy']).toBeUndefined();
    // Whatever could be shown as a document under assets/ keeps the whole policy: an SVG, an HTML file, a miss.
    for (const url of ['/assets/logo-3f2a1b.svg', '/assets/page-3f2a1b.html', '/assets/missing.js']) {
      expectSecurityHeaders(await get(url, '*/*'), url);
    }
    // The document that loads them carries the whole Content-Security-Policy and the rest.
    const page = await get('/?applyFor=IM135&brandId=CB');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(page, 'start page');
    expect(directives(page)).toEqual(
      new Map([
        ['default-src', ["'self'"]],
        ['script-src', ["'self'"]],
        ['style-src', ["'self'"]],
        ['img-src', ["'self'", 'data:', 'blob:']],
        ['font-src', ["'self'"]],
        ['connect-src', ["'self'"]],
        ['frame-src', ["'self'"]],
        ['worker-src', ["'self'"]],
        ['object-src', ["'none'"]],
        ['base-uri', ["'none'"]],
        ['form-action', ["'self'"]],
        ['frame-ancestors', ["'none'"]],
      ]),
    );
    for (const name of DOCUMENT_ONLY_HEADERS) expect(page.headers[name], name).toBeDefined();
  });

  it('never caches API answers or errors; static files keep their own caching', async () => {
    const created = await platform.app.inject({
      method: 'POST',
      url: '/banks/CB/cases/csapcurrent/ntb',
      payload: completeEnquiry(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    for (const url of ['/users/sandboxada', '/users/nobody123', '/banks/XX/auth/provider/rsa/public_key', '/nothing']) {
      expect((await get(url, 'application/json')).headers['cache-control'], url).toBe('no-store');
    }
    // An error after a route chose its caching is still never cached.
    const refused = await get('/config.json', 'application/json', { 'x-service-context': 'ADMIN' });
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await get('/assets/index-3f2a1b.js', '*/*')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });

  it('lets no page be framed and allows only its own scripts and styles in the app', async () => {
    const csp = directives(await get('/'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    // modern-screenshot draws the evidence screenshot through a data: SVG image (doc 2 §9).
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['data:']));
  });

  it('allows the login app and scenario pages exactly their inline style sheets, and they have no script', async () => {
    for (const url of [
      `/login-app/CB?${LOGIN_QUERY}`,
      `/login-app/CB?${LOGIN_QUERY}&alternative=1`,
      '/sandbox/scenarios',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const styles = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
      expect(styles.length, url).toBeGreaterThan(0);
      const allowed = directives(response).get('style-src') ?? [];
      for (const style of styles) {
        const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
        expect(allowed, url).toContain(hash);
      }
      expect(directives(response).get('script-src') ?? directives(response).get('default-src')).toEqual(["'none'"]);
      expect(response.body, url).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    }
  });
});

describe('page policies', () => {
  it('hashes inline content the way browsers do (sha256 of the exact text, base64)', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(pageCsp(['a{}'])).toContain(cspHash('a{}'));
    expect(pageCsp([])).toContain("style-src 'none'");
  });
});
