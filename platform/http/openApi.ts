// The OpenAPI 3.1 document of every platform call (issue 10), served at GET /openapi.json and browsable at
// GET /docs. It is generated from the route table itself (Fastify's onRoute hook) and from the superstruct
// structs each route validates its params, query and body with (structJsonSchema.ts), so a new route or a
// changed schema is in the document without anyone writing it down (platform/openApi.test.ts checks both).
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Struct } from 'superstruct';
import { ApiErrorBody } from '../../contract/schemas';
import { isSandboxPath } from '../routes/sandboxRoutes';
import { DOCS_PAGE_CSS, DOCS_PAGE_HTML, DOCS_PAGE_SCRIPT } from './openApiPage';
import { type JsonSchema, structToJsonSchema } from './structJsonSchema';

/** One documented call: a method of a registered route. */
export interface RouteEntry {
  method: string;
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
  config?: { auth?: unknown };
}

/** Calls whose body is form-encoded, not JSON (doc 1 §7 "Authentication": the token exchange). */
const FORM_BODY_URLS = new Set(['/banks/:bankId/auth/provider/oauth2/token']);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Adds an onRoute hook that records every route registered after it (register it before the routes). */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method: String(method).toUpperCase(),
        url: route.url,
        ...(route.schema ? { schema: route.schema as RouteEntry['schema'] } : {}),
        ...(route.config ? { config: route.config as RouteEntry['config'] } : {}),
      });
    }
  });
  return routes;
}

/** Fastify's `/a/:b/*` as OpenAPI's `/a/{b}/{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

/** The calls the document lists: every route, except the HEAD twin Fastify adds to each GET. */
export function documentedRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
  return routes.filter((route) => !(route.method === 'HEAD' && gets.has(route.url)));
}

function asSchema(value: unknown): JsonSchema | undefined {
  return value instanceof Struct ? structToJsonSchema(value) : undefined;
}

function parameters(route: RouteEntry): JsonSchema[] {
  const path = openApiPath(route.url);
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const params = asSchema(route.schema?.params);
  const pathProperties = (params?.properties ?? {}) as Record<string, JsonSchema>;
  const result: JsonSchema[] = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathProperties[name] ?? { type: 'string' },
  }));
  const query = asSchema(route.schema?.querystring);
  const required = new Set((query?.required ?? []) as string[]);
  for (const [name, schema] of Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>)) {
    result.push({ name, in: 'query', required: required.has(name), schema });
  }
  return result;
}

function operation(route: RouteEntry): JsonSchema {
  const [, first = ''] = route.url.split('/');
  const tag = isSandboxPath(route.url) ? 'sandbox' : first || 'app';
  const body = asSchema(route.schema?.body);
  const mediaType = FORM_BODY_URLS.has(route.url) ? 'application/x-www-form-urlencoded' : 'application/json';
  const params = parameters(route);
  return {
    operationId: `${route.method.toLowerCase()} ${route.url}`,
    summary: `${route.method} ${openApiPath(route.url)}`,
    tags: [tag],
    ...(isSandboxPath(route.url) ? { 'x-sandbox-only': true } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: { required: true, content: { [mediaType]: { schema: body } } } } : {}),
    ...(route.config?.auth ? { security: [{ bearer: [] }] } : {}),
    responses: {
      '2XX': { description: 'Done' },
      '4XX': {
        description: 'Refused: `{ code, message, field? }` (doc 1 §8)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
      },
      '5XX': {
        description: 'A fault of the platform (`internal_error`)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the given routes. */
export function openApiDocument(routes: readonly RouteEntry[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of documentedRoutes(routes)) {
    const method = route.method.toLowerCase();
    if (!METHODS.includes(method)) continue;
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Account opening platform',
      version: '1',
      description:
        'The bank-side calls of doc 1 §7 as this platform serves them, generated from the superstruct schemas it validates with. Refinements (lengths, patterns, minimums) are checked by the platform but not written here. Operations tagged "sandbox" exist in sandbox mode only.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ApiErrorBody: structToJsonSchema(ApiErrorBody) },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}

/** GET /openapi.json and the browsable page GET /docs (plus its script and style sheet, served as files). */
export function registerOpenApi(app: FastifyInstance, routes: readonly RouteEntry[]): void {
  let document: string | undefined;
  // Built on first read, when every route is registered; the route table does not change after that.
  app.get('/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(routes));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
  app.get('/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE_HTML),
  );
  app.get('/docs/openapi.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE_SCRIPT),
  );
  app.get('/docs/openapi.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE_CSS),
  );
}
