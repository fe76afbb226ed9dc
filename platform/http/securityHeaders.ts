// Security headers on every answer of the platform (issue 10 "Hardened edges"): the app's HTML, API errors and 404s
// carry them all, because the onRequest hook runs before any route or handler; a successful JSON answer leaves out
// those that govern only a document (NOT_ON_JSON_HEADERS); a script, style sheet or font answered with its file keeps
// only those that govern a subresource (DOCUMENT_ONLY_HEADERS). The app's policy allows only its own files: Vite emits no inline script or style into
// dist/index.html (one module script, modulepreload links and a stylesheet link), and React's `style`
// props go through the CSSOM, which style-src does not govern.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The app's Content-Security-Policy directives.
 * - img-src data: blob: — the evidence screenshot (doc 2 §9) is taken with modern-screenshot, which draws the
 *   page as an SVG `data:` image onto a canvas; without `data:` the image never loads and evidence fails.
 * - frame-src 'self' — modern-screenshot computes default styles in a hidden `srcdoc` iframe of the same origin.
 * - no upgrade-insecure-requests: the sandbox is served over plain http on loopback (tests, `npm start`);
 *   behind TLS, HSTS does that job.
 */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/** Features the journey never uses, switched off for the page and anything it might embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/** `'sha256-…'` of an inline `<style>` or `<script>` body, for a policy without 'unsafe-inline'. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/**
 * The policy of a server-rendered page with no script and the given inline `<style>` bodies (the login app,
 * the scenario page): nothing loads, the styles are allowed by hash, forms post to this origin only.
 */
export function pageCsp(inlineStyles: readonly string[]): string {
  const styles = inlineStyles.map(cspHash).join(' ');
  return [
    "default-src 'none'",
    `style-src ${styles || "'none'"}`,
    "img-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * Registers the headers on the root instance (one onRequest hook, global, first of all hooks)
 * and `Cache-Control: no-store` on every answer that did not choose its own caching: API answers carry
 * personal data, and an error (4xx, 5xx) is never cached whatever the route had set before it failed.
 * Static files (hashed assets, index.html) and public reference files set their own Cache-Control.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders({
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...APP_CSP_DIRECTIVES } },
    // A year, subdomains included (issue 10); browsers ignore it over plain http.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  const notOnJson = new Set<string>(NOT_ON_JSON_HEADERS);
  const everyAnswer = headers.filter(([name]) => !notOnJson.has(name));
  const beyondJson = headers.filter(([name]) => notOnJson.has(name));
  // Set on the raw response, as helmet's own hook would, so a route's own header (a page's Content-Security-Policy,
  // Referrer-Policy), set through the reply, still wins. Those of every answer first of all hooks, so a refusal in a
  // later hook carries them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of everyAnswer) reply.raw.setHeader(name, value);
    done();
  });
  // Callback style: no promise per answer (issue 16).
  app.addHook('onSend', (_request, reply, payload, done) => {
    const status = reply.statusCode;
    if (status >= 400 || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    const type = reply.getHeader('content-type');
    if (isSubresourceFile(status, type)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    } else if (!isJsonAnswer(status, type)) {
      for (const [name, value] of beyondJson) reply.raw.setHeader(name, value);
    }
    done(null, payload);
  });
}

/**
 * Headers that mean nothing on a JSON answer (issue 16): they govern what a document may do with its window, links,
 * scripts and the browser's features, and a JSON answer is data the app's script reads, never a page with links or
 * script of its own (shown as a document, it is inert text, `nosniff` keeping it JSON). A successful JSON answer (the
 * API's, `/config.json`) carries the rest: the Content-Security-Policy (`frame-ancestors 'none'`), X-Frame-Options,
 * nosniff, HSTS, Cross-Origin-Resource-Policy and its own `Cache-Control` (`no-store` for personal data). Documents,
 * errors and every other answer keep them all. An autosave's answer carries 8 headers fewer, about 450 bytes.
 */
export const NOT_ON_JSON_HEADERS = [
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** A successful JSON answer (2xx, `application/json`): the API's data, which NOT_ON_JSON_HEADERS mean nothing to. */
export function isJsonAnswer(status: number, contentType: unknown): boolean {
  if (status < 200 || status > 299) return false;
  return /^application\/json(?:;|$)/i.test(String(contentType ?? ''));
}

/**
 * Headers that govern a document (what it may load, run, embed or be framed by; how it treats its window, links and
 * the browser's features): a script, a style sheet or a font ignores them, so such a file does not carry them
 * (issue 16: over HTTP/1.1 each of the start page's files paid about 1.1 KiB for them). It keeps nosniff (its
 * content type is the only one the browser will run it as), Cross-Origin-Resource-Policy (which origins may load
 * it), HSTS, and its own caching, encoding and Vary. Documents and every error keep all of them; a successful JSON
 * answer keeps these two (the policy's `frame-ancestors` and X-Frame-Options) and drops NOT_ON_JSON_HEADERS.
 */
export const DOCUMENT_ONLY_HEADERS = [...NOT_ON_JSON_HEADERS, 'content-security-policy', 'x-frame-options'] as const;

/**
 * A script, style sheet or font answered with its file (the build's hashed assets, /unsupported-browser.js, the API
 * page's script): a browser never renders these types as a document, even when navigated to. Anything that could be
 * one (HTML, SVG, an image, JSON), an API answer, and every miss, redirect or error keep the document headers: the
 * allow-list is of types, and of successful answers only.
 */
export function isSubresourceFile(status: number, contentType: unknown): boolean {
  if (!(status === 200 || status === 304 || status === 206)) return false;
  return /^(?:text\/javascript|application\/javascript|text\/css|font\/woff2?)(?:;|$)/i.test(String(contentType ?? ''));
}

/**
 * The headers @fastify/helmet sets with these options, with the Permissions-Policy, worked out once. Its hook builds
 * helmet's thirteen middlewares again on every request (parsing the CSP directives each time): 2-4% of the CPU of a
 * `tasks/next` poll (bench/results/profile.md). None of the headers depends on the request (no CSP nonces), so they
 * are taken from one answer of a throwaway app with the plugin registered exactly as before.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, number | string | string[]][]> {
  const scratch = Fastify();
  let headers: OutgoingHttpHeaders = {};
  try {
    await scratch.register(helmet, options);
    scratch.get('/', async (_request, reply) => {
      headers = reply.raw.getHeaders();
      return '';
    });
    await scratch.inject({ method: 'GET', url: '/' });
  } finally {
    await scratch.close();
  }
  const set = Object.entries(headers).filter(
    (entry): entry is [string, number | string | string[]] => entry[1] !== undefined,
  );
  if (!set.some(([name]) => name === 'content-security-policy'))
    throw new Error('helmet set no Content-Security-Policy');
  return [...set, ['permissions-policy', PERMISSIONS_POLICY]];
}
