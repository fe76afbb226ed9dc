// Token checks for protected calls (doc 1 §4 "Authentication and session", doc 1 §7 "a bearer access
// token where authentication is required"). One plugin, registered once at the root of the app, gives
// every route plugin two ways to opt in:
//   - route config: `{ config: { auth: { scope: 30 } } }` (checked by this plugin's onRequest hook);
//   - a preHandler: `{ preHandler: requireToken(30) }`.
// A missing, unknown, expired or revoked token, or one of another bank, answers 401 with
//   WWW-Authenticate: Bearer realm="account-opening", error="invalid_token"
// (the app resets its token and goes to login). A live token below the scope the call needs answers 401 with
//   WWW-Authenticate: Bearer realm="account-opening", error="insufficient_scope", scope="30"
// (the app creates an access challenge for that scope and retries the call: step-up). RFC 6750 §3.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/db';
import { scopeAccepted } from './acceptedScope';
import { type AccessTokenClaims, DEFAULT_SCOPE, verifyAccessToken } from './accessTokens';

export const AUTH_REALM = 'account-opening';
export const INVALID_TOKEN_HEADER = `Bearer realm="${AUTH_REALM}", error="invalid_token"`;
export const stepUpHeader = (scope: number): string =>
  `Bearer realm="${AUTH_REALM}", error="insufficient_scope", scope="${scope}"`;

export interface RouteAuthConfig {
  /** The scope the call needs (default 30, doc 2 §9). */
  scope?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt in to the token check of platform/auth/tokenCheck.ts. */
    auth?: RouteAuthConfig;
  }
  interface FastifyRequest {
    /** The claims of the request's checked bearer token (null until a token check has passed). */
    auth: AccessTokenClaims | null;
  }
  interface FastifyInstance {
    /** sandbox: the sandbox's lower scope for a customer is read (auth/acceptedScope.ts); never in production. */
    authContext: { db: Db; now: () => Date; sandbox: boolean };
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Answers the 401 itself (and returns the reply, which ends the request), or sets `request.auth`. */
async function checkToken(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: number,
): Promise<FastifyReply | undefined> {
  const { db, now } = request.server.authContext;
  const token = bearerToken(request);
  const claims = token ? await verifyAccessToken(db, token, now()) : undefined;
  const bankId = (request.params as { bankId?: unknown } | undefined)?.bankId;
  // A bank id that is not an API bank id is left to the route's own 400 invalid_bank_id.
  const otherBank = (bankId === 'CB' || bankId === 'YB') && bankId !== claims?.bankId;
  if (!claims || otherBank) {
    return reply
      .code(401)
      .header('www-authenticate', INVALID_TOKEN_HEADER)
      .send({ code: 'invalid_token', message: 'Log in again: the access token is missing, expired or revoked' });
  }
  if (!(await scopeAccepted(request, claims, scope))) {
    return reply
      .code(401)
      .header('www-authenticate', stepUpHeader(scope))
      .send({ code: 'insufficient_scope', message: `This call needs a session of scope ${scope}: authenticate again` });
  }
  request.auth = claims;
  return undefined;
}

/** A preHandler that lets the call through only with a live token of at least `scope`. */
export function requireToken(scope = DEFAULT_SCOPE): preHandlerAsyncHookHandler {
  return async function tokenCheck(request, reply) {
    return checkToken(request, reply, scope);
  };
}

/** The claims of a request that passed a token check (throws if a route forgot to opt in). */
export function authOf(request: FastifyRequest): AccessTokenClaims {
  if (!request.auth) throw new Error(`Route ${request.routeOptions.url} reads auth without a token check`);
  return request.auth;
}

export interface AuthContextOptions {
  db: Db;
  now: () => Date;
  /** Sandbox mode (app.ts): a customer's calls may accept the lower scope the sandbox set (auth/acceptedScope.ts). */
  sandbox?: boolean;
}

/**
 * Registered once at the root (not encapsulated): decorates the app with the token store and every
 * request with `auth`, and checks the token of every route whose config has `auth`.
 */
async function authContextPlugin(app: FastifyInstance, { db, now, sandbox }: AuthContextOptions): Promise<void> {
  app.decorate('authContext', { db, now, sandbox: sandbox ?? false });
  app.decorateRequest('auth', null);
  // Only the routes whose config asks for it get the check, as their first onRequest hook after the app's own (issue
  // 16: a hook on every route that most routes skip still cost every request, the poll included).
  app.addHook('onRoute', (route) => {
    const config = route.config?.auth;
    if (!config) return;
    const scope = config.scope ?? DEFAULT_SCOPE;
    const check = async (request: FastifyRequest, reply: FastifyReply) => checkToken(request, reply, scope);
    const existing = route.onRequest;
    route.onRequest = [check, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
  });
}
// The effect of fastify-plugin: the decorations and the hook apply to the whole app.
(authContextPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const authContext = authContextPlugin;
