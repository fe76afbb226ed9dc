// HTTP rate limits per client and per case (issue 10) with @fastify/rate-limit, its counters in the
// platform database (DbRateLimitStore: one atomic upsert per hit in limit_counters), so that several
// platform nodes on one PostgreSQL agree on the counts. They bound how fast anyone can call the routes that
// check secrets or cost a hash (login, challenges, passcodes, letter code, link code) or create rows (cases);
// the lockouts (auth/attemptCounters.ts) bound how many guesses are checked at all.
// A refused call answers 429 `{ code: 'too_many_requests', message }` (doc 1 §8 "API errors read the code
// from the response body") with Retry-After in seconds.
// Numbers: DEFAULT_RATE_LIMITS, overridden through buildPlatform({ rateLimits }); platform/README.md
// "Limits and lockouts".
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { counterSubject, hitWindow, pruneWindows } from '../auth/attemptCounters';
import type { Db } from '../db/db';
import { ApiError } from './apiError';

export const TOO_MANY_REQUESTS = 'too_many_requests';

export interface RateLimitRule {
  /** Calls allowed in one window. */
  max: number;
  /** The window, in ms, from the first call counted. */
  windowMs: number;
}

/** The named limits. "Client" is the caller's address (request.ip); "case" the path's caseId. */
export interface RateLimits {
  /** Token calls and the login app's answer page. */
  loginPerClient: RateLimitRule;
  /** Challenge creation and the login app's identify page. */
  challengesPerClient: RateLimitRule;
  /** One-time passcode sends (the per-customer send limit is auth/otp.ts MAX_OTPS_PER_CUSTOMER). */
  passcodePerClient: RateLimitRule;
  letterCodePerClient: RateLimitRule;
  letterCodePerCase: RateLimitRule;
  /** The joint link-code check (not built yet): opt in with `config: { limits: ['linkCodePerClient', 'linkCodePerCase'] }`. */
  linkCodePerClient: RateLimitRule;
  linkCodePerCase: RateLimitRule;
  caseCreationPerClient: RateLimitRule;
}

export type RateLimitName = keyof RateLimits;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Generous on purpose: a person never comes near them, and the test suites (many logins and cases a minute
 * from 127.0.0.1, two browser workers on one server) stay well below; the lockouts do the guess counting.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerClient: { max: 300, windowMs: MINUTE },
  challengesPerClient: { max: 300, windowMs: MINUTE },
  passcodePerClient: { max: 60, windowMs: MINUTE },
  letterCodePerClient: { max: 120, windowMs: MINUTE },
  letterCodePerCase: { max: 30, windowMs: HOUR },
  linkCodePerClient: { max: 120, windowMs: MINUTE },
  linkCodePerCase: { max: 30, windowMs: HOUR },
  caseCreationPerClient: { max: 300, windowMs: MINUTE },
};

/** Which limits each existing route takes, by `METHOD url` as registered (one table, no edits in the routes). */
export const ROUTE_LIMITS: Readonly<Record<string, readonly RateLimitName[]>> = {
  'POST /banks/:bankId/auth/provider/oauth2/token': ['loginPerClient'],
  'POST /login-app/:bank/answer': ['loginPerClient'],
  // Registration (auth/registration.ts) costs as many hashes as a login: the same limit.
  'PUT /banks/:bankId/user/credentials': ['loginPerClient'],
  'POST /banks/:bankId/auth/provider/oauth2/token/challenges': ['challengesPerClient'],
  'POST /login-app/:bank/identify': ['challengesPerClient'],
  'POST /banks/:bankId/auth/provider/otp/otps': ['passcodePerClient'],
  'POST /banks/:bankId/cases/:caseType/:subType/:caseId/tasks/lettercode': ['letterCodePerClient', 'letterCodePerCase'],
  'POST /banks/:bankId/cases/:caseType/:subType': ['caseCreationPerClient'],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Named rate limits this route takes (http/rateLimit.ts), beyond those of ROUTE_LIMITS. */
    limits?: readonly RateLimitName[];
  }
}

const PRUNE_EVERY = 500;

/** The store interface of @fastify/rate-limit over the platform's Db: one atomic upsert per hit. */
function dbStore(db: Db, now: () => Date) {
  let hitsSincePrune = 0;
  return class DbRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      const counted = hitWindow(db, { name: 'http', subject: counterSubject(key), windowMs: timeWindow, now: at });
      counted
        .then(async (hit) => {
          hitsSincePrune += 1;
          if (hitsSincePrune >= PRUNE_EVERY) {
            hitsSincePrune = 0;
            await pruneWindows(db, new Date(at.getTime() - HOUR));
          }
          callback(null, { current: hit.hits, ttl: Math.max(0, hit.windowEndsAt.getTime() - at.getTime()) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

function subjectOf(name: RateLimitName, request: FastifyRequest): string | undefined {
  if (name.endsWith('PerCase')) {
    const caseId = (request.params as { caseId?: unknown } | undefined)?.caseId;
    return typeof caseId === 'string' ? `case:${caseId}` : undefined;
  }
  return `client:${request.ip}`;
}

function checkRules(rules: RateLimits): RateLimits {
  for (const [name, rule] of Object.entries(rules)) {
    if (!Number.isInteger(rule.max) || rule.max < 1 || !Number.isInteger(rule.windowMs) || rule.windowMs < 1) {
      throw new Error(`Invalid platform rate limit ${name}: max and windowMs must be whole numbers >= 1`);
    }
  }
  return rules;
}

export interface RateLimitOptions {
  db: Db;
  now: () => Date;
  /** Overrides of DEFAULT_RATE_LIMITS, limit by limit; false turns the HTTP rate limits off. */
  limits?: Partial<RateLimits> | false;
}

/**
 * Registers the limits on the root instance, before the routes: an onRoute hook gives each route of
 * ROUTE_LIMITS (or with `config.limits`) an onRequest check, so a refused call costs no body parsing.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  if (options.limits === false) return;
  const rules = checkRules({ ...DEFAULT_RATE_LIMITS, ...options.limits });
  await app.register(fastifyRateLimit, { global: false, store: dbStore(options.db, options.now) });

  const limiters = new Map(
    (Object.keys(rules) as RateLimitName[]).map((name) => [
      name,
      app.createRateLimit({
        max: rules[name].max,
        timeWindow: rules[name].windowMs,
        keyGenerator: (request) => `${name}:${subjectOf(name, request) ?? ''}`,
      }),
    ]),
  );

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const names = new Set<RateLimitName>([
      ...methods.flatMap((method) => ROUTE_LIMITS[`${method} ${route.url}`] ?? []),
      ...(route.config?.limits ?? []),
    ]);
    if (names.size === 0) return;
    const check = async (request: FastifyRequest, reply: { header: (name: string, value: string) => unknown }) => {
      for (const name of names) {
        if (subjectOf(name, request) === undefined) continue;
        const limiter = limiters.get(name);
        const result = limiter ? await limiter(request) : undefined;
        if (result && !result.isAllowed && result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds);
          reply.header('retry-after', String(seconds));
          throw new ApiError(429, TOO_MANY_REQUESTS, `Too many requests: try again in ${seconds} seconds`);
        }
      }
    };
    const existing = route.onRequest;
    route.onRequest = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), check];
  });
}
