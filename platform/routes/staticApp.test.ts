// The built app's headers (issue 16): precompressed copies chosen by Accept-Encoding, hashed assets cached for a
// year, the HTML and /config.json revalidated on every load.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { buildTestPlatform, type TestPlatform } from '../test-support/testing';

const APP_JS = `export const app = ${JSON.stringify('a journey statechart '.repeat(200))};\n`;
const INDEX_HTML = `<!doctype html><title>Account opening</title><div id="root"></div>${'<!-- padding -->'.repeat(20)}`;

describe('serving the built app compressed and cached', () => {
  let staticDir: string;
  let platform: TestPlatform;
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'platform-precompressed-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
    await writeFile(join(staticDir, 'assets', 'main-3f2a1b9c.js'), APP_JS);
    precompressDir(staticDir);
    platform = await buildTestPlatform('pglite', { staticDir });
  });
  afterAll(async () => {
    await platform?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, accept = '*/*') =>
    platform.app.inject({
      method: 'GET',
      url,
      headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('serves the brotli copy of a hashed asset when the browser accepts br, cached immutable', async () => {
    const response = await get('/assets/main-3f2a1b9c.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 5);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
    // cached forever by its name: no validators or Accept-Ranges to carry (issue 16, bytes of the start page)
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(response.headers[name]).toBeUndefined();
  });

  it('serves the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/assets/main-3f2a1b9c.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('serves the plain file, still varying on Accept-Encoding, to a client that accepts no compression', async () => {
    const response = await get('/assets/main-3f2a1b9c.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(APP_JS);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html compressed and never cached without revalidation, for / and every page path', async () => {
    for (const url of ['/', '/step-1', '/?applyFor=IM135&brandId=CB']) {
      const response = await get(url, 'br, gzip', 'text/html,*/*;q=0.8');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      // revalidated on every load, so it keeps its validators
      expect(response.headers.etag).toBeDefined();
      expect(response.headers['last-modified']).toBeDefined();
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });

  it('answers 404 for a file the build has not, and for a precompressed copy asked for by its own name', async () => {
    // One route per file of the build (staticApp.ts): a name that is no file is the not-found handler's, which gives
    // the app's page only to a path without an extension.
    for (const url of [
      '/assets/main-00000000.js',
      '/assets/main-3f2a1b9c.js.br',
      '/index.html.gz',
      '/ASSETS/main-3f2a1b9c.js',
    ]) {
      const response = await get(url, 'br, gzip', 'text/html,*/*;q=0.8');
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'not_found' });
    }
  });

  it('serves /config.json revalidated on every load', async () => {
    const response = await get('/config.json', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
