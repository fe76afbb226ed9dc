import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseResponse } from '../../contract/schemas';
import { buildPlatform } from '../app';
import type { Db } from '../db/db';
import { bodyAs, completeEnquiry, errorOf, partialEnquiry } from '../test-support/testFixtures';
import {
  buildTestPlatform,
  caseTokenJar,
  openTestDb,
  type TestPlatform,
  testDatabaseKinds,
} from '../test-support/testing';

const CREATE = '/banks/CB/cases/csapcurrent/ntb';

describe.each(testDatabaseKinds())('errors and headers on %s', (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await buildTestPlatform(kind, { bodyLimit: 64 * 1024 });
  });
  afterAll(() => platform?.close());

  const post = (headers: Record<string, string>, payload: string) =>
    platform.app.inject({ method: 'POST', url: CREATE, headers, payload });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const response = await post({ 'content-type': 'application/json' }, '{"product": {"code": "135"');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('malformed_json');
  });

  it('answers an empty JSON body with 400 empty_body', async () => {
    const response = await post({ 'content-type': 'application/json' }, '');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('empty_body');
  });

  it('answers other content types with 415 unsupported_media_type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await post({ 'content-type': type }, 'product=135');
      expect(response.statusCode).toBe(415);
      expect(errorOf(response).code).toBe('unsupported_media_type');
    }
  });

  it('answers a body over the limit with 413 body_too_large', async () => {
    const enquiry = completeEnquiry({ source_id: 'x'.repeat(70 * 1024) });
    const response = await post({ 'content-type': 'application/json' }, JSON.stringify(enquiry));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('body_too_large');
  });

  it('refuses prototype poisoning as malformed JSON', async () => {
    const response = await post({ 'content-type': 'application/json' }, '{"__proto__": {"admin": true}}');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('malformed_json');
  });

  it('answers unknown routes with a JSON 404 not_found', async () => {
    for (const [method, url] of [
      ['GET', '/banks/CB/nothing'],
      ['DELETE', CREATE],
      ['GET', '/step-1'],
      ['POST', '/ref/address/search/LS14AP'],
    ] as const) {
      const response = await platform.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(errorOf(response).code).toBe('not_found');
    }
  });

  it('accepts the request headers of doc 1 §7 without requiring them', async () => {
    const response = await post(
      {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-service-version': '1.0.0',
        'x-service-context': 'USER',
        'x-client-context': JSON.stringify({
          trackingId: 't-1',
          app: 'account-opening',
          platform: 'web',
          locale: 'en-GB',
        }),
        authorization: 'Bearer sandbox-token',
      },
      JSON.stringify(partialEnquiry()),
    );
    expect(response.statusCode).toBe(201);
    bodyAs(response, CaseResponse);
  });

  it('refuses a service context other than USER', async () => {
    for (const context of ['SYSTEM', '']) {
      const response = await platform.app.inject({
        method: 'GET',
        url: '/config.json',
        headers: { 'x-service-context': context },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'invalid_service_context', field: 'x-service-context' });
    }
  });
});

describe('unexpected faults', () => {
  it('answer 500 internal_error without details, and store nothing half-way', async () => {
    const db = await openTestDb('pglite');
    let failing = false;
    const flaky: Db = {
      query: (sql, params) => db.query(sql, params),
      close: () => db.close(),
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            query: (sql, params) =>
              failing && sql.includes('case_transitions')
                ? Promise.reject(new Error('disk on fire: secret detail'))
                : tx.query(sql, params),
          }),
        ),
    };
    const platformApp = await buildPlatform({ db: flaky });
    const app = caseTokenJar(platformApp);
    try {
      const created = bodyAs(
        await app.inject({ method: 'POST', url: CREATE, payload: completeEnquiry() }),
        CaseResponse,
      );
      const base = `${CREATE}/${created.reference_id}`;
      failing = true;
      const response = await app.inject({
        method: 'PUT',
        url: `${base}/tasks/capture/actions/submit`,
        payload: { device_details: { blackbox: 'x' } },
      });
      expect(response.statusCode).toBe(500);
      expect(errorOf(response)).toEqual({
        code: 'internal_error',
        message: 'Something went wrong on the platform; please try again',
      });
      failing = false;
      const capture = await app.inject({ method: 'GET', url: `${base}/tasks/capture` });
      expect(JSON.parse(capture.body).state).toBe('capture');
    } finally {
      await platformApp.close();
      await db.dispose();
    }
  });
});

describe('logging', () => {
  it('never writes request bodies, queries or postcodes to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const db = await openTestDb('pglite');
    const app = await buildPlatform({ db, logger: { level: 'info', stream } });
    try {
      const enquiry = completeEnquiry();
      const applicant = enquiry.applicants[0];
      if (applicant?.personal_details?.name) applicant.personal_details.name.last = 'Zebedeeson';
      await app.inject({ method: 'POST', url: CREATE, payload: enquiry });
      await app.inject({ method: 'POST', url: CREATE, payload: { ...enquiry, product: { code: 'IM135' } } });
      await app.inject({ method: 'GET', url: '/ref/address/search/LS14AP/7' });
      await app.inject({ method: 'GET', url: '/ref/address/search/QQ9' });
      const log = lines.join('');
      expect(log).toContain('/banks/CB/cases/csapcurrent/ntb');
      expect(log).toContain('/ref/address/search/[postcode]');
      expect(log).not.toContain('Zebedeeson');
      expect(log).not.toContain('LS14AP');
      expect(log).not.toContain('QQ9');
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});

describe('serving the built app', () => {
  let staticDir: string;
  let platform: TestPlatform;
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'platform-static-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Account opening</title><div id="root"></div>',
    );
    await writeFile(
      join(staticDir, 'inspector.html'),
      '<!doctype html><title>Journey inspector</title><div id="inspector"></div>',
    );
    await writeFile(join(staticDir, 'assets', 'index-3f2a1b.js'), 'console.log("app")');
    await writeFile(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    platform = await buildTestPlatform('pglite', { staticDir });
  });
  afterAll(async () => {
    await platform?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
    platform.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves index.html for / and for every page path, revalidated', async () => {
    for (const url of ['/', '/?applyFor=IM135&brandId=CB', '/step-1', '/joint/join', '/no-such-page']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves the inspector page (issue 14) at /inspector, not the app', async () => {
    for (const url of ['/inspector', '/inspector/', '/inspector?x=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="inspector">');
    }
    expect((await get('/inspectorx')).body).toContain('<div id="root">');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await get('/assets/index-3f2a1b.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg', '*/*')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps API routes and missing files as JSON 404s', async () => {
    for (const url of ['/assets/missing.js', '/banks/CB/unknown', '/ref/nothing']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    }
    expect((await get('/step-1', 'application/json')).statusCode).toBe(404);
    expect((await get('/config.json')).headers['content-type']).toContain('application/json');
  });
});
