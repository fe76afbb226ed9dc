// The built app (dist/) on the same port as the API: hashed assets cached for a year, HTML always
// revalidated, served from the brotli or gzip copy the build wrote beside each file (scripts/precompress.ts)
// when the browser accepts it (with Vary: Accept-Encoding), and any page path the router knows (or not: it shows /not-found itself) gets index.html.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const UNUSED_ON_IMMUTABLE = ['etag', 'last-modified', 'accept-ranges'];

/** Vite puts content-hashed files under assets/. */
function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? LONG_CACHE : REVALIDATE;
}

/** Registers the static files on the root instance and answers the SPA fallback. */
export async function registerStaticApp(
  app: FastifyInstance,
  root: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  await app.register(fastifyStatic, {
    root,
    // One route per file of the build, found once at start (dist/ does not change while a process serves it), not a
    // catch-all, which reads every directory on the way to a file on each request to check its spelling (dist/, then
    // dist/assets/ with its 263 entries): 417 µs of CPU a file served against 695 (bench/staticServe.ts,
    // bench/results/2026-12-02-static-routes.md). A path that is no file goes to the not-found handler, and so to the
    // SPA fallback, as before.
    wildcard: false,
    // the precompressed copies are chosen for their plain file's route, not served by names of their own
    globIgnore: ['**/*.br', '**/*.gz'],
    // dist/x.js.br and x.js.gz, chosen by Accept-Encoding (brotli first); the plain file otherwise.
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, path) => {
      const cacheControl = cacheControlFor(path);
      reply.header('cache-control', cacheControl);
      // A hashed asset is cached forever by its name and never revalidated: its validators and Accept-Ranges are
      // bytes on every start page for nothing (issue 16: start page ≤ 100 KB on the wire). index.html and the
      // unhashed files keep them for their revalidation.
      if (cacheControl === LONG_CACHE) for (const name of UNUSED_ON_IMMUTABLE) reply.removeHeader(name);
    },
  });
  // The analysts' inspector (issue 14) is a page of its own (inspector.html, a second Vite entry).
  return (request, reply) =>
    reply.sendFile(/^\/inspector\/?(\?|$)/.test(request.url) ? 'inspector.html' : 'index.html');
}
