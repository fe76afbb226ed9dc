// Issue 10 "Sandbox mode": the production configuration (`sandbox: false`, PLATFORM_MODE=production) serves
// none of the sandbox-only routes. They are enumerated from the sandbox-mode route table, so a sandbox route
// added later is covered without editing this test.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestPlatform, type TestPlatform } from '../test-support/testing';
import { isSandboxPath, SANDBOX_PREFIXES } from './sandboxRoutes';

type Route = { method: string; url: string };

function routeKeys(routes: readonly Route[]): string[] {
  return routes.map((route) => `${route.method} ${route.url}`).sort();
}

async function platformWithRoutes(sandbox: boolean, staticDir: string): Promise<[TestPlatform, Route[]]> {
  const routes: Route[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
  };
  return [await buildTestPlatform('pglite', { sandbox, staticDir, onRoute }), routes];
}

describe('sandbox mode and the production configuration', () => {
  let staticDir: string;
  let sandbox: TestPlatform;
  let production: TestPlatform;
  let sandboxRoutes: Route[];
  let productionRoutes: Route[];
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'platform-modes-'));
    await writeFile(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Account opening</title><div id="root"></div>',
    );
    [sandbox, sandboxRoutes] = await platformWithRoutes(true, staticDir);
    [production, productionRoutes] = await platformWithRoutes(false, staticDir);
  });
  afterAll(async () => {
    await sandbox?.close();
    await production?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('serves the outboxes, forced faults, scenario page and stand-in login app in sandbox mode (the default)', () => {
    const keys = routeKeys(sandboxRoutes.filter((route) => isSandboxPath(route.url)));
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /sandbox/outbox/sms/:customerNumber',
        'GET /sandbox/outbox/letters/:caseId',
        'POST /sandbox/cases/:caseId/letter-code',
        'POST /sandbox/cases/:caseId/offer-unauthorised',
        'POST /sandbox/customers/:customerNumber/sms-failing',
        'POST /sandbox/customers/:customerNumber/accepted-scope',
        'POST /sandbox/cases/:caseId/faults',
        'POST /sandbox/customers/:customerNumber/faults',
        'GET /sandbox/scenarios',
        'GET /login-app/:bank',
        'POST /login-app/:bank/identify',
        'POST /login-app/:bank/answer',
      ]),
    );
  });

  it('turns the live inspector feature on in sandbox mode and off in production (issue 14)', async () => {
    const flag = async (platform: TestPlatform) =>
      (
        JSON.parse((await platform.app.inject({ method: 'GET', url: '/config.json' })).body) as {
          features: { inspector?: boolean };
        }
      ).features.inspector;
    expect(await flag(sandbox)).toBe(true);
    expect(await flag(production)).toBe(false);
  });

  it('has no route under the sandbox prefixes in production, and every other route still', () => {
    expect(productionRoutes.filter((route) => isSandboxPath(route.url))).toEqual([]);
    expect(routeKeys(productionRoutes)).toEqual(routeKeys(sandboxRoutes.filter((route) => !isSandboxPath(route.url))));
    expect(SANDBOX_PREFIXES.length).toBeGreaterThan(0);
  });

  it('answers 404 to every sandbox route in production, even to a browser asking for a page', async () => {
    const sandboxOnly = sandboxRoutes.filter((route) => isSandboxPath(route.url));
    expect(sandboxOnly.length).toBeGreaterThanOrEqual(8);
    for (const route of sandboxOnly) {
      const url = route.url
        .replace(/:customerNumber/, '1000000001')
        .replace(/:bank\b/, 'CB')
        .replace(/:[A-Za-z]+/g, 'x');
      const method = route.method as 'GET' | 'POST' | 'HEAD';
      for (const accept of ['application/json', 'text/html,*/*;q=0.8']) {
        const response = await production.app.inject({
          method,
          url,
          headers: { accept },
          ...(method === 'POST' ? { payload: { times: 1 } } : {}),
        });
        expect(response.statusCode, `${method} ${url} (${accept})`).toBe(404);
        expect(response.body, `${method} ${url}`).not.toContain('<div id="root">');
      }
    }
    // The same calls exist in sandbox mode (the 404 above is the mode, not a wrong address).
    expect((await sandbox.app.inject({ method: 'GET', url: '/sandbox/scenarios' })).statusCode).toBe(200);
  });
});
