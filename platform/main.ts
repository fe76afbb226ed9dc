// The production entry (`npm run serve`): the platform and the built app on one port.
// Environment: PORT, HOST (default 127.0.0.1: loopback only), PLATFORM_MODE (sandbox, the default, or
// production: no sandbox-only routes, CASE_TOKEN_KEY and LOGIN_APP_URL required), CASE_TOKEN_KEY, LOGIN_APP_URL, TRUST_PROXY,
// DATABASE_URL or DATA_DIR, LOG_LEVEL, and timing overrides for browser tests
// (PLATFORM_PROCESSING_MS, PLATFORM_FULFILMENT_MS, AUTOSAVE_INTERVAL, POLL_INTERVAL, COMPLETED_CASE_INTERVAL,
// INACTIVITY_TIMEOUT, OFFER_RETRY_MAX_TRIES, CALL_VALIDATION_TIMEOUT). See platform/README.md.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlatform, type PlatformOptions } from './app';
import { caseTokenKeyFromEnv } from './auth/signedCaseTokens';
import { loginAppUrlFromEnv, type RuntimeConfigOverrides } from './runtimeConfig';

const env = process.env;

function integerFromEnv(name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number >= 0 (got "${raw}")`);
  }
  return value;
}

/** The configuration's timings an environment variable overrides (whole numbers), mostly for the browser tests. */
const TIMINGS_FROM_ENV = [
  ['AUTOSAVE_INTERVAL', 'autosaveInterval'],
  ['POLL_INTERVAL', 'pollInterval'],
  // the completed-case retrieval's interval (2000 ms): every accepted offer waits one before its account opens, so the
  // browser tests shorten it as they do the poll
  ['COMPLETED_CASE_INTERVAL', 'completedCaseInterval'],
  // issue 15: the analytics send interval (doc 1 §9: 20000 ms)
  ['ANALYTICS_INTERVAL', 'analyticsInterval'],
  ['INACTIVITY_TIMEOUT', 'inactivityTimeout'],
  // issue 14 (generated browser paths): the offer's 401 retries and the security questions' timer, shortened so that
  // a path reaches their ends before the e2e inactivity time-out
  ['OFFER_RETRY_MAX_TRIES', 'offerRetryMaxTries'],
  ['CALL_VALIDATION_TIMEOUT', 'callValidationTimeout'],
] as const satisfies readonly (readonly [string, keyof RuntimeConfigOverrides])[];

function platformMode(): 'sandbox' | 'production' {
  const mode = env.PLATFORM_MODE?.trim() || 'sandbox';
  if (mode !== 'sandbox' && mode !== 'production') {
    throw new Error(`PLATFORM_MODE must be sandbox or production (got "${mode}")`);
  }
  return mode;
}

function options(): { port: number; host: string; platform: PlatformOptions; distReady: boolean } {
  const mode = platformMode();
  const caseTokenKey = caseTokenKeyFromEnv(env.CASE_TOKEN_KEY, mode === 'production');
  const loginAppUrl = loginAppUrlFromEnv(env.LOGIN_APP_URL, mode === 'production');
  const port = integerFromEnv('PORT') ?? 8080;
  const vacuumEveryMs = integerFromEnv('PGLITE_VACUUM_EVERY_MS');
  // Loopback unless HOST says otherwise: a sandbox with seeded customers and outboxes is not for the network.
  const host = env.HOST || '127.0.0.1';
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const distReady = existsSync(resolve(dist, 'index.html'));

  const lifecycle: PlatformOptions['lifecycle'] = {};
  const processingMs = integerFromEnv('PLATFORM_PROCESSING_MS');
  const fulfilmentMs = integerFromEnv('PLATFORM_FULFILMENT_MS');
  if (processingMs !== undefined) lifecycle.processingMs = processingMs;
  if (fulfilmentMs !== undefined) lifecycle.fulfilmentMs = fulfilmentMs;

  const config: RuntimeConfigOverrides = {};
  for (const [name, key] of TIMINGS_FROM_ENV) {
    const value = integerFromEnv(name);
    if (value !== undefined) config[key] = value;
  }
  // Production has no stand-in login app: the bank's own (doc 1 "Authentication page"), required there.
  if (loginAppUrl) config.loginAndRegistrationAppUrl = loginAppUrl;

  // The proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges; none unless set).
  const trustProxy = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

  return {
    port,
    host,
    distReady,
    platform: {
      // PGLITE_FSYNC=off: PGlite without fsync at commit (platform/README.md "Durability": a power loss may then lose
      // acknowledged writes; the bench measures what fsync costs with it).
      // A server opens its PostgreSQL connections at start, not under its first load (db/postgresDb.ts).
      database: env.DATABASE_URL
        ? { url: env.DATABASE_URL, openAllAtStart: true }
        : {
            dataDir: resolve(env.DATA_DIR || '.data'),
            ...(env.PGLITE_FSYNC === 'off' ? { fsync: false } : {}),
            // PGLITE_VACUUM_EVERY_MS: how often PGlite is vacuumed (db/pgliteDb.ts VACUUM_EVERY_MS; 0 never)
            ...(vacuumEveryMs === undefined ? {} : { vacuumEveryMs }),
          },
      ...(distReady ? { staticDir: dist } : {}),
      config,
      lifecycle,
      logger: { level: env.LOG_LEVEL || 'info' },
      sandbox: mode === 'sandbox',
      ...(trustProxy.length ? { trustProxy } : {}),
      // The case tokens' signing key (auth/signedCaseTokens.ts): required in production; unset in sandbox mode, the
      // one kept in the database. A missing or weak key stops the start with an error naming the variable.
      ...(caseTokenKey ? { caseTokenKey } : {}),
    },
  };
}

async function main(): Promise<void> {
  const { port, host, platform, distReady } = options();
  const app = await buildPlatform(platform);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1); // a second signal: stop now
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port, host });
  const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${platform.database?.dataDir}`;
  app.log.info({ database }, 'database ready');
  // One clear line at start (issue 10): which mode, and what sandbox mode serves that production would not.
  app.log.warn(
    platform.sandbox
      ? 'SANDBOX MODE: serving sandbox-only routes (/sandbox/*: outboxes, forced faults, scenarios; /login-app/*: stand-in login app); set PLATFORM_MODE=production to serve none of them'
      : 'PRODUCTION MODE: no sandbox-only routes (/sandbox/*, /login-app/*) are served, and no sandbox scenario acts',
  );
  if (!distReady) app.log.warn('The app is not built (no dist/index.html): run `npm run build`; serving the API only');
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  process.stdout.write(`\nAccount opening is running: open http://${shownHost}:${port}/?applyFor=IM135&brandId=CB\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The platform could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
