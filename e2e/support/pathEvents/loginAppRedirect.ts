// The authentication page without a token on generated browser paths (issue 14; doc 1 "Authentication page":
// "without a token the browser goes to the external login and registration app, which comes back here with one";
// machines/session.ts `authentication.redirecting`): /authentication opened by URL leaves for the sandbox's login app,
// the customer logs in there, and the app starts again on /authentication with the token in the hash. Pure data like
// ../pathEvents.ts, which spreads these into its lists; the UI action is ../pathActions/loginAppRedirect.ts.
import type { JourneyContext, JourneyInput } from '../../../machines/journeyTypes';
import { journeyLoginAppUrl } from '../../../machines/session';
import { DEFAULT_RUNTIME_CONFIG } from '../../../platform/runtimeConfig';
import type { Persona } from '../pathEvents';

/** The chart model's entry (model-tests/journeyModel.ts ENTRIES): /authentication?applyFor=IM135&brandId=CB, no hash. */
export const TO_THE_LOGIN_APP_ENTRY = 'to the login app';

/** Logging in at the login app, which sends the tab back to /authentication (not a chart event: the app restarts). */
export const LOGIN_APP_RETURN = 'LOGIN_APP_RETURN';

/**
 * The login app's other returns (platform/README.md "The login and registration app"): its Cancel link, with
 * `error=access_denied` (the app's own login page), and a customer without credentials sent back with
 * `error=missing_details` (any error but access_denied: the error page).
 */
export const LOGIN_APP_CANCELLED = 'LOGIN_APP_CANCELLED';
export const LOGIN_APP_MISSING_DETAILS = 'LOGIN_APP_MISSING_DETAILS';
/** Every return of the login app to /authentication: each starts the app again (model-tests/browserModel.ts). */
export const LOGIN_APP_RETURNS = [LOGIN_APP_RETURN, LOGIN_APP_CANCELLED, LOGIN_APP_MISSING_DETAILS] as const;
type LoginAppReturn = (typeof LOGIN_APP_RETURNS)[number];

export const LOGIN_APP_REDIRECT_BROWSER_EVENTS = {
  [LOGIN_APP_RETURN]:
    "log in at the sandbox's login app as the persona's customer: the app starts again on /authentication with the token in the hash",
  [LOGIN_APP_CANCELLED]:
    'press "Cancel and return to your application" on the sandbox\'s login app: the app starts again on /authentication with error=access_denied in the hash',
  [LOGIN_APP_MISSING_DETAILS]:
    'type the username of a customer without credentials at the sandbox\'s login app and press "Return to your application": the app starts again on /authentication with error=missing_details in the hash',
} as const;

/** The state whose entry leaves for the login app (src/main.tsx redirectToLoginApp). */
const REDIRECTING = 'journey.main.authentication.redirecting';
/** Any address stands for the app's origin: the login app's address is read for its path and query only. */
const APP_ORIGIN = 'https://app.invalid';

/** The login app's address as the browser suite's platform configures it (the sandbox's stand-in at /login-app). */
const loginAppAddress = (context: JourneyContext) =>
  new URL(
    journeyLoginAppUrl(
      context.config
        ? {
            ...context,
            config: {
              ...context.config,
              loginAndRegistrationAppUrl: DEFAULT_RUNTIME_CONFIG.loginAndRegistrationAppUrl,
            },
          }
        : context,
      APP_ORIGIN,
      '/authentication',
    ),
  );

/** Where the tab is once the chart leaves for the login app: its first page, which asks for the username. */
export function loginAppRedirectView(
  stateIds: readonly string[],
  context: JourneyContext,
): { route: string; screen: string } | undefined {
  if (!stateIds.includes(REDIRECTING)) return undefined;
  return { route: loginAppAddress(context).pathname, screen: 'loginApp' };
}

/**
 * The login app's return (platform/routes/loginAppRoutes.ts): the redirect_uri the app gave it with the token (the
 * full scope, none was asked for), its scope and the bank in the hash. None unless the tab is on the login app.
 */
export function loginAppRedirectReturns(
  stateIds: readonly string[],
  context: JourneyContext,
): { type: LoginAppReturn; input: JourneyInput }[] {
  if (!loginAppRedirectView(stateIds, context)) return [];
  const away = loginAppAddress(context);
  const back = new URL(away.searchParams.get('redirect_uri') ?? '/authentication', APP_ORIGIN);
  const hashes: Record<LoginAppReturn, Record<string, string>> = {
    [LOGIN_APP_RETURN]: { access_token: 'T', token_type: 'Bearer', scope: '30', bankId: context.bankId },
    // platform/loginApp/loginPages.ts cancelHref, platform/routes/loginAppRoutes.ts startSession
    [LOGIN_APP_CANCELLED]: { error: 'access_denied' },
    [LOGIN_APP_MISSING_DETAILS]: { error: 'missing_details' },
  };
  return LOGIN_APP_RETURNS.map((type) => ({
    type,
    input: {
      location: { pathname: back.pathname, search: back.search, hash: `#${new URLSearchParams(hashes[type])}` },
    },
  }));
}

/**
 * The customer who opens /authentication and logs in at the login app: sandboxjsdot (content/seededCustomers.ts, the
 * paths' own; no mobile, so nothing is texted), back on the eligibility page of an existing customer. Only the trip
 * there and back: what follows is the 'back from the login app with a token' entry's.
 */
export function loginAppRedirectPersona(anyTab: { outcomes: readonly string[] }): Persona {
  return {
    name: 'sandboxjsdot opens the authentication page and logs in at the login app',
    username: 'sandboxjsdot',
    entry: TO_THE_LOGIN_APP_ENTRY,
    outcomes: [...anyTab.outcomes.filter((outcome) => outcome.startsWith('loadStartup')), 'fetchCurrentUser✓'],
    events: [LOGIN_APP_RETURN],
  };
}

/**
 * Not logging in at the login app (issue 14 paths P1): its Cancel link, back on the app's own login page; and sandboxgail
 * (content/seededCustomers.ts, no credentials: challenge creation answers 1013), whom the login app sends back with
 * missing_details, on the error page. Only the trip there and back.
 */
export function loginAppNotLoggedInPersonas(anyTab: { outcomes: readonly string[] }): Persona[] {
  const startup = anyTab.outcomes.filter((outcome) => outcome.startsWith('loadStartup'));
  return [
    {
      name: 'an applicant opens the authentication page and cancels at the login app',
      entry: TO_THE_LOGIN_APP_ENTRY,
      outcomes: startup,
      events: [LOGIN_APP_CANCELLED],
    },
    {
      name: 'sandboxgail, with no credentials, opens the authentication page and is sent back by the login app',
      username: 'sandboxgail',
      entry: TO_THE_LOGIN_APP_ENTRY,
      outcomes: startup,
      events: [LOGIN_APP_MISSING_DETAILS],
    },
  ];
}
