// `/config.json`: the runtime configuration the app loads at start (doc 1 §4 "Start-up").
// Defaults follow doc 1 §4 and §9 (poll 5000 ms, offer retry 2000 ms x 9, analytics 20000 ms).
import { validate } from 'superstruct';
import { type FeatureFlags, RuntimeConfig } from '../contract/schemas';
import { describeFailure, failurePath } from './http/structValidation';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: '',
  eventsUrl: '',
  loginAndRegistrationAppUrl: '/login-app',
  defaultBankId: 'CB',
  pollInterval: 5000,
  autosaveInterval: 15000,
  autosaveErrorInterval: 3000,
  inactivityTimeout: 900000,
  callValidationTimeout: 180000,
  completedCaseInterval: 2000,
  completedCaseMaxAttempts: 10,
  offerRetryInterval: 2000,
  offerRetryMaxTries: 9,
  analyticsInterval: 20000,
  features: {
    progressBar: true,
    // Issue 12: joint applications are built (machines/joint.ts, routes/jointRoutes.ts); a bank may turn them off.
    joint: true,
    // The letter-code page (doc 1 §2 "/letter-code: only when the letter-code feature is on").
    letterCode: true,
    overdrafts: true,
    // On for the deployment; the brand family decides who shows it (content/features.ts: DYB and VM).
    amazonLink: true,
    disableProductBlacklist: false,
    // doc 1 "Registration": the transfer question (machines/transfer.ts) only with this on. Off by default: the
    // hand-off leaves for a bank's own transfer app; a deployment that has one sets `features: { transfer: true }`.
    transfer: false,
    // Issue 14: the live inspector (/inspector, `?inspect=1`) is a sandbox tool; a production configuration
    // sets `features: { inspector: false }`.
    inspector: true,
  },
};

/** Overrides of the served configuration; `features` is merged flag by flag. */
export type RuntimeConfigOverrides = Partial<Omit<RuntimeConfig, 'features'>> & { features?: Partial<FeatureFlags> };

/** The configuration to serve: defaults with overrides applied, checked against the schema. */
export function buildRuntimeConfig(overrides: RuntimeConfigOverrides = {}): RuntimeConfig {
  const { features, ...rest } = overrides;
  const config = {
    ...DEFAULT_RUNTIME_CONFIG,
    ...rest,
    features: { ...DEFAULT_RUNTIME_CONFIG.features, ...features },
  };
  const [error] = validate(config, RuntimeConfig);
  if (error) {
    const failure = error.failures()[0] ?? error;
    throw new Error(`Invalid platform config: ${failurePath(failure) || 'config'} ${describeFailure(failure)}`);
  }
  return config;
}

/** The environment variable naming the bank's own login and registration app (doc 1 "Authentication page"). */
export const LOGIN_APP_URL_VARIABLE = 'LOGIN_APP_URL';

/**
 * The login and registration app's address from LOGIN_APP_URL, checked. Sandbox mode defaults to the stand-in login
 * app it serves (`/login-app`); production serves no stand-in, so without the bank's own address every applicant who
 * logs in, registers or transfers would be sent to a page that is not there: production refuses to start instead,
 * naming the variable. The address must be absolute http(s) (the app sends the browser there with its redirect URI).
 */
export function loginAppUrlFromEnv(raw: string | undefined, production: boolean): string | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') {
    if (!production) return undefined;
    throw new Error(
      `${LOGIN_APP_URL_VARIABLE} is not set: in production mode (PLATFORM_MODE=production) the platform serves no ` +
        'stand-in login app, so it needs the address of the bank’s own login and registration app ' +
        `(e.g. ${LOGIN_APP_URL_VARIABLE}=https://login.example-bank.co.uk)`,
    );
  }
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new Error(
      `${LOGIN_APP_URL_VARIABLE} must be an absolute http(s) address without credentials (got "${value}")`,
    );
  }
  // The app appends `/{bank}?…` to it (doc 1 "Authentication page"): no trailing slash, no query.
  if (url.search || url.hash) {
    throw new Error(`${LOGIN_APP_URL_VARIABLE} must not carry a query or fragment (got "${value}")`);
  }
  return value.replace(/\/+$/, '');
}
