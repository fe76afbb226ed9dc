// Issue 10: the OpenAPI 3.1 document at /openapi.json lists every registered route with its method, and each
// documented params and body schema is the JSON Schema of the very struct the route validates with.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestPlatform, type TestPlatform } from '../test-support/testing';
import { documentedRoutes, openApiPath } from './openApi';
import { type JsonSchema, structToJsonSchema } from './structJsonSchema';

type Operation = {
  parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  tags?: string[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };
type Route = { method: string; url: string; schema?: { params?: unknown; body?: unknown; querystring?: unknown } };

async function platformWithRoutes(sandbox: boolean, staticDir: string): Promise<[TestPlatform, Route[]]> {
  const routes: Route[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({ method: String(method), url: route.url, schema: route.schema as Route['schema'] });
    }
  };
  return [await buildTestPlatform('pglite', { sandbox, staticDir, onRoute }), routes];
}

async function documentOf(platform: TestPlatform): Promise<Document> {
  const response = await platform.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  return JSON.parse(response.body) as Document;
}

describe('GET /openapi.json', () => {
  let staticDir: string;
  let platform: TestPlatform;
  let routes: Route[];
  let doc: Document;
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'platform-openapi-'));
    await writeFile(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Account opening</title><div id="root"></div>',
    );
    [platform, routes] = await platformWithRoutes(true, staticDir);
    doc = await documentOf(platform);
  });
  afterAll(async () => {
    await platform?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('is OpenAPI 3.1 and lists every registered route with its method, and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    const listed = documentedRoutes(routes);
    expect(listed.length).toBeGreaterThan(40);
    for (const route of listed) {
      expect(
        doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(listed.map((route) => `${route.method} ${openApiPath(route.url)}`).sort());
    // The calls the app makes are there (doc 1 §7).
    expect(doc.paths['/banks/{bankId}/cases/{caseType}/{subType}']?.post).toBeDefined();
    expect(doc.paths['/openapi.json']?.get).toBeDefined();
  });

  it('documents each body with the JSON Schema of the struct the route validates it with', () => {
    const withBody = routes.filter((route) => route.schema?.body !== undefined);
    expect(withBody.length).toBeGreaterThan(10);
    for (const route of withBody) {
      expect(route.schema?.body, route.url).toBeInstanceOf(Struct);
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const content = Object.values(operation?.requestBody?.content ?? {});
      expect(content, `${route.method} ${route.url}`).toHaveLength(1);
      expect(content[0]?.schema, `${route.method} ${route.url}`).toEqual(
        structToJsonSchema(route.schema?.body as Struct<unknown, unknown>),
      );
    }
    const create = doc.paths['/banks/{bankId}/cases/{caseType}/{subType}']?.post;
    expect(Object.keys(create?.requestBody?.content ?? {})).toEqual(['application/json']);
    expect(create?.requestBody?.content['application/json']?.schema.properties).toHaveProperty('applicants');
    const token = doc.paths['/banks/{bankId}/auth/provider/oauth2/token']?.post;
    expect(Object.keys(token?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
  });

  it('documents each path and query parameter with the schema the route validates it with', () => {
    for (const route of documentedRoutes(routes)) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const names = [...openApiPath(route.url).matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const pathParams = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(
        pathParams.map((parameter) => parameter.name),
        route.url,
      ).toEqual(names);
      for (const [part, place] of [
        ['params', 'path'],
        ['querystring', 'query'],
      ] as const) {
        const struct = route.schema?.[part];
        if (!(struct instanceof Struct)) continue;
        const properties = (structToJsonSchema(struct).properties ?? {}) as Record<string, JsonSchema>;
        for (const [name, schema] of Object.entries(properties)) {
          // A params struct shared by routes (postcode with and without house number) may name more than the path.
          if (place === 'path' && !names.includes(name)) continue;
          const documented = operation?.parameters?.find(
            (parameter) => parameter.name === name && parameter.in === place,
          );
          expect(documented?.schema, `${route.url} ${place} ${name}`).toEqual(schema);
        }
      }
    }
  });

  it('has a browsable page that works offline and under the app policy', async () => {
    const page = await platform.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>|<style|\sstyle=|https?:\/\//);
    for (const [url, type] of [
      ['/docs/openapi.js', 'text/javascript'],
      ['/docs/openapi.css', 'text/css'],
    ]) {
      const file = await platform.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toContain(type);
      expect(page.body).toContain(`"${url}"`);
    }
  });

  it('documents no sandbox call in the production configuration', async () => {
    const [production] = await platformWithRoutes(false, staticDir);
    try {
      const productionDoc = await documentOf(production);
      const paths = Object.keys(productionDoc.paths);
      expect(paths.filter((path) => path.startsWith('/sandbox/') || path.startsWith('/login-app/'))).toEqual([]);
      expect(Object.keys(doc.paths).filter((path) => path.startsWith('/sandbox/')).length).toBeGreaterThan(0);
    } finally {
      await production.close();
    }
  });
});
