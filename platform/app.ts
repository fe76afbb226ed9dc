// The sandbox platform's app factory (ARCHITECTURE.md "The sandbox platform"): the bank-side API of
// doc 1 §7 with a real database, built from options only, so tests run it in-process with `inject`.
import Fastify, {
  type FastifyInstance,
  type FastifyLoggerOptions,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  CASE_TOKEN_KEY_VARIABLE,
  caseTokenKeyProblem,
  caseTokenSigner,
  loadCaseTokenSigner,
} from './auth/signedCaseTokens';
import { authContext } from './auth/tokenCheck';
import type { LifecycleContext } from './cases/caseStore';
import type { Db } from './db/db';
import { type DatabaseOptions, openDatabase } from './db/openDatabase';
import { prepareDatabase } from './db/prepareDatabase';
import { customerNamedBy, faultSwitch, sandboxFaults } from './faults/faultSwitch';
import { answerFrameworkError, registerErrorHandling } from './http/errorHandling';
import { registerInputGuards } from './http/inputGuards';
import { LOG_REDACTION, serializeError } from './http/logRedaction';
import { collectRoutes, registerOpenApi } from './http/openApi';
import { type RateLimits, registerRateLimits } from './http/rateLimit';
import { checkServiceContext } from './http/requestHeaders';
import { registerSecurityHeaders } from './http/securityHeaders';
import { structValidatorCompiler } from './http/structValidation';
import { DEFAULT_LIFECYCLE_TIMINGS, type LifecycleTimings } from './lifecycle/caseTransitions';
import { addressRoutes } from './routes/addressRoutes';
import { authRoutes } from './routes/authRoutes';
import { bankRoutes } from './routes/bankRoutes';
import { callValidationRoutes } from './routes/callValidationRoutes';
import { caseRoutes } from './routes/caseRoutes';
import { configRoutes } from './routes/configRoutes';
import { credentialRoutes } from './routes/credentialRoutes';
import { customerRoutes } from './routes/customerRoutes';
import { dipRoutes } from './routes/dipRoutes';
import { documentRoutes } from './routes/documentRoutes';
import { eventRoutes } from './routes/eventRoutes';
import { evidenceRoutes } from './routes/evidenceRoutes';
import { jointRoutes } from './routes/jointRoutes';
import { letterCodeRoutes } from './routes/letterCodeRoutes';
import { offerRoutes } from './routes/offerRoutes';
import { sandboxRoutes } from './routes/sandboxRoutes';
import { registerStaticApp } from './routes/staticApp';
import { switchRoutes } from './routes/switchRoutes';
import { userRoutes } from './routes/userRoutes';
import { buildRuntimeConfig, type RuntimeConfigOverrides } from './runtimeConfig';
import { sandboxUnknownTask } from './scenarios/unknownTask';

export interface PlatformOptions {
  /** A database to use as is (not closed with the app). */
  db?: Db;
  /** The database to open when `db` is not given: PostgreSQL by url, PGlite in dataDir, else PGlite in memory. */
  database?: DatabaseOptions;
  /** Folder of the built app to serve, with SPA fallback to its index.html. */
  staticDir?: string;
  /** Overrides of the served /config.json (features merged flag by flag). */
  config?: RuntimeConfigOverrides;
  /** How long a submitted case stays in applicationprocessing, then fulfillmentinprogress (ms). */
  lifecycle?: Partial<LifecycleTimings>;
  logger?: boolean | FastifyLoggerOptions;
  /** The platform's clock (tests move it on instead of waiting). */
  now?: () => Date;
  /** Largest request body in bytes; default 1 MiB. */
  bodyLimit?: number;
  /** HTTP rate limits (http/rateLimit.ts DEFAULT_RATE_LIMITS), limit by limit; false turns them off. */
  rateLimits?: Partial<RateLimits> | false;
  /**
   * Sandbox mode (default true): serve the sandbox-only routes (routes/sandboxRoutes.ts: outboxes, forced
   * faults, scenario page, stand-in login app), and let the sandbox scenarios act (content/scenarios.ts). false is
   * the production configuration: none of those routes exist, no scenario acts, and caseTokenKey is required.
   */
  sandbox?: boolean;
  /** Called for every route as it is registered (tests read the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The proxies whose X-Forwarded-For names the client (addresses or CIDR ranges; Fastify's trustProxy). Default
   * none: the client is the connection's peer, whatever a caller writes in the header. The per-client limits (the
   * link code's 5 wrong tries, http/rateLimit.ts) count the client this names: a bank behind a load balancer sets
   * it to the balancer; the browser tests to 127.0.0.1, so that each test can be its own client (playwright.config.ts).
   */
  trustProxy?: readonly string[];
  /**
   * The key new applicants' case tokens are signed with (auth/signedCaseTokens.ts): 32 bytes as 64 hex digits, the
   * same for every process on one database. Unset: a key made on the first start and kept in the database
   * (`case_token_keys`), which every process reads; set (CASE_TOKEN_KEY), it is kept out of the database, so that a
   * copy of the database cannot sign tokens. Required by the production configuration (`sandbox: false`): without it
   * the factory refuses to build, as main.ts refuses to start without CASE_TOKEN_KEY in production mode.
   */
  caseTokenKey?: string;
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Paths whose segments are personal data (postcodes) are logged without them. */
function redactUrl(url: string): string {
  return url.replace(/^\/ref\/address\/search\/[^?]*/, '/ref/address/search/[postcode]');
}

function loggerOptions(logger: PlatformOptions['logger']): false | Exclude<FastifyServerOptions['logger'], boolean> {
  if (!logger) return false;
  const serializers = {
    // Never the body, the query or the headers: they hold personal data and tokens.
    req: (request: { method: string; url: string }) => ({ method: request.method, url: redactUrl(request.url) }),
    // Errors without a database error's query, parameters or message (http/logRedaction.ts).
    err: (error: unknown) => serializeError(error),
  };
  // Personal fields and secrets censored wherever a log object carries them (doc 2 §3.1; http/logRedaction.ts).
  return { ...(logger === true ? {} : logger), serializers, redact: LOG_REDACTION };
}

function lifecycleTimings(overrides: Partial<LifecycleTimings> = {}): LifecycleTimings {
  const timings = { ...DEFAULT_LIFECYCLE_TIMINGS, ...overrides };
  for (const [name, value] of Object.entries(timings)) {
    if (!Number.isFinite(value) || value < 0) throw new Error(`Invalid platform lifecycle: ${name} must be >= 0 ms`);
  }
  return timings;
}

export async function buildPlatform(options: PlatformOptions = {}): Promise<FastifyInstance> {
  // The live inspector streams an applicant's (masked) journey: a sandbox tool, off in the production configuration
  // unless the operator turns it on explicitly (issue 14).
  const sandbox = options.sandbox ?? true;
  const config = buildRuntimeConfig({
    ...options.config,
    features: { inspector: sandbox, ...options.config?.features },
  });
  // Production signs with a key from the bank's secret store, never one the platform made and keeps in the database.
  if (!sandbox) {
    const problem = options.caseTokenKey ? caseTokenKeyProblem(options.caseTokenKey) : 'is not set';
    if (problem) {
      throw new Error(
        `The production configuration (sandbox: false): caseTokenKey (${CASE_TOKEN_KEY_VARIABLE}) ${problem}`,
      );
    }
  }
  const timings = lifecycleTimings(options.lifecycle);
  const now = options.now ?? (() => new Date());
  // Every route's view of the case lifecycle; the sandbox scenarios act in sandbox mode only (cases/caseStore.ts).
  const lifecycle: LifecycleContext = { now, timings, sandboxScenarios: sandbox };
  const ownsDb = !options.db;
  const db = options.db ?? (await openDatabase(options.database));
  try {
    await prepareDatabase(db);
    // The key new applicants' case tokens are signed with, shared by every process on this database (issue 16).
    const caseTokens = options.caseTokenKey ? caseTokenSigner(options.caseTokenKey) : await loadCaseTokenSigner(db);

    const app = Fastify({
      logger: loggerOptions(options.logger),
      bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
      frameworkErrors: answerFrameworkError,
      ...(options.trustProxy?.length ? { trustProxy: [...options.trustProxy] } : {}),
    });
    // JSON only (doc 1 §7: every call sends content-type JSON); other types answer 415.
    app.removeContentTypeParser('text/plain');
    app.setValidatorCompiler(structValidatorCompiler);
    if (options.onRoute) app.addHook('onRoute', options.onRoute);
    // The OpenAPI document lists every route registered from here on (http/openApi.ts).
    const routes = collectRoutes(app);
    // First of the onRequest hooks, so every answer (static files, refusals and 404s included) carries them.
    await registerSecurityHeaders(app);
    // Deep nesting, NUL and lone surrogates answer 400 before validation and the database (issue 10).
    registerInputGuards(app);
    app.addHook('onRequest', checkServiceContext);
    if (ownsDb) app.addHook('onClose', () => db.close());

    const spaFallback = options.staticDir ? await registerStaticApp(app, options.staticDir) : undefined;
    registerErrorHandling(app, spaFallback ? { spaFallback } : {});

    // Token checks (platform/auth/tokenCheck.ts): routes opt in with config.auth or requireToken(scope).
    await app.register(authContext, { db, now, sandbox });
    // Before the routes: it gives the limited routes their check as they are added.
    await registerRateLimits(app, { db, now, limits: options.rateLimits ?? {} });
    // Sandbox only, before the routes: the fault switch's check on each route of a family (faults/faultSwitch.ts).
    const faults = sandbox ? faultSwitch(db) : undefined;
    if (faults) await app.register(sandboxFaults, { faults, customerOfCall: customerNamedBy(db) });
    // Sandbox only, before the routes: the unknown-task control's answer on the case's poll (scenarios/unknownTask.ts).
    if (faults) await app.register(sandboxUnknownTask, { db });
    await app.register(configRoutes, { config, sandbox });
    await app.register(addressRoutes, { db });
    await app.register(bankRoutes, { db });
    await app.register(caseRoutes, { db, lifecycle, caseTokens });
    await app.register(jointRoutes, { db, lifecycle, caseTokens });
    await app.register(dipRoutes);
    await app.register(eventRoutes, { db, now });
    await app.register(offerRoutes, { db, lifecycle });
    await app.register(documentRoutes);
    await app.register(evidenceRoutes, { db, lifecycle });
    await app.register(authRoutes, { db, now });
    await app.register(userRoutes, { db });
    await app.register(customerRoutes, { db, now });
    await app.register(credentialRoutes, { db, now });
    await app.register(letterCodeRoutes, { db, now, lifecycle });
    await app.register(callValidationRoutes, { db, now, lifecycle });
    await app.register(switchRoutes, { db, lifecycle });
    if (faults) await app.register(sandboxRoutes, { db, now, lifecycle, faults });
    registerOpenApi(app, routes);
    return app;
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }
}
