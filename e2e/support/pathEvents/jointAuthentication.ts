// WEB-JOINT-AUTHENTICATION on generated browser paths (issue 14; doc 1 "Authentication page", route
// /joint/authentication; machines/joint.ts `secondary.authentication`): the joint second applicant who is an existing
// customer leaves for the sandbox's login app, logs in there, and comes back to /joint/authentication with the token
// and its scope in the hash and the tab's session storage as it was when the tab left; their login claims the case,
// stepping up first when the login app was asked for a scope below 30. Pure data like ../pathEvents.ts, which spreads
// these into its shared lists; the UI actions are ../pathActions/jointAuthentication.ts.
import type { JourneyContext, JourneyInput, PersistedJourney } from '../../../machines/journeyTypes';
import { journeyLoginAppUrl } from '../../../machines/session';
import { DEFAULT_RUNTIME_CONFIG } from '../../../platform/runtimeConfig';
import type { Persona } from '../pathEvents';

/** Logging in at the login app, which sends the tab back to the app (not a chart event: the app starts again). */
export const JOINT_LOGIN_APP_RETURN = 'JOINT_LOGIN_APP_RETURN';
/** The same, the login app asked for scope 10 (the customer's token is below the claim's 30). */
export const JOINT_LOGIN_APP_RETURN_AT_SCOPE_10 = 'JOINT_LOGIN_APP_RETURN_AT_SCOPE_10';

/** Not logging in at the login app: its Cancel link returns access_denied (the app's own login page follows). */
export const JOINT_LOGIN_APP_CANCELLED = 'JOINT_LOGIN_APP_CANCELLED';

/**
 * A customer the bank holds no login details for (content/seededCustomers.ts sandboxgail): the login app says so and
 * its "Return to your application" link comes back with error=missing_details, an authentication error (doc 1).
 */
export const JOINT_LOGIN_APP_MISSING_DETAILS = 'JOINT_LOGIN_APP_MISSING_DETAILS';

export const JOINT_AUTHENTICATION_BROWSER_EVENTS = {
  [JOINT_LOGIN_APP_RETURN]:
    "log in at the sandbox's login app as the persona's customer: the app starts again on /joint/authentication with the token (scope 30) in the hash and the tab's session storage",
  [JOINT_LOGIN_APP_RETURN_AT_SCOPE_10]:
    "ask the sandbox's login app for scope 10 (its `scope` parameter), then log in there as the persona's customer: the app starts again on /joint/authentication with a scope-10 token in the hash",
  [JOINT_LOGIN_APP_CANCELLED]:
    'press "Cancel and return to your application" on the sandbox\'s login app: the app starts again on /joint/authentication with error=access_denied in the hash',
  [JOINT_LOGIN_APP_MISSING_DETAILS]:
    'type the persona\'s username (a customer without login details) at the sandbox\'s login app and press "Return to your application" on its "You cannot log in online" page: the app starts again on /joint/authentication with error=missing_details in the hash',
} as const;

export type JointLoginAppReturnType =
  | typeof JOINT_LOGIN_APP_RETURN
  | typeof JOINT_LOGIN_APP_RETURN_AT_SCOPE_10
  | typeof JOINT_LOGIN_APP_CANCELLED
  | typeof JOINT_LOGIN_APP_MISSING_DETAILS;
type ReturnType = JointLoginAppReturnType;

/** The state whose entry leaves for the login app (src/main.tsx redirectToJointLoginApp). */
const REDIRECTING = 'journey.main.joint.secondary.authentication.redirecting';
/** Any address stands for the app's origin: the login app's address is read for its path and query only. */
const APP_ORIGIN = 'https://app.invalid';
const SANDBOX_LOGIN_APP = DEFAULT_RUNTIME_CONFIG.loginAndRegistrationAppUrl;

/**
 * The login app's address as the browser suite's platform configures it (platform/runtimeConfig.ts: the sandbox's
 * stand-in at /login-app), whatever the chart model's configuration says.
 */
const loginAppAddress = (context: JourneyContext) =>
  new URL(
    journeyLoginAppUrl(
      context.config
        ? { ...context, config: { ...context.config, loginAndRegistrationAppUrl: SANDBOX_LOGIN_APP } }
        : context,
      APP_ORIGIN,
      '/joint/authentication',
    ),
  );

/**
 * Where the tab is once the chart leaves for the login app: the sandbox's login app of the brand's bank
 * (platform/routes/loginAppRoutes.ts), whose first page asks for the username. Undefined in every other state.
 */
export function jointLoginAppView(
  stateIds: readonly string[],
  context: JourneyContext,
): { route: string; screen: string } | undefined {
  if (!stateIds.includes(REDIRECTING)) return undefined;
  return {
    route: loginAppAddress(context).pathname,
    screen: 'loginApp',
  };
}

/**
 * The login app's returns (platform/routes/loginAppRoutes.ts): the redirect_uri the app gave it, with the token, its
 * scope and the bank in the hash as the login app puts them, and the tab's session storage as it was when the tab left.
 * None unless the tab is on the login app.
 */
export function jointLoginAppReturns(
  stateIds: readonly string[],
  context: JourneyContext,
  stored: PersistedJourney | null,
): { type: ReturnType; input: JourneyInput }[] {
  if (!jointLoginAppView(stateIds, context)) return [];
  const away = loginAppAddress(context);
  const back = new URL(away.searchParams.get('redirect_uri') ?? '/joint/authentication', APP_ORIGIN);
  const token = (scope: string) => ({ access_token: 'T', token_type: 'Bearer', scope, bankId: context.bankId });
  const hashes: Record<ReturnType, Record<string, string>> = {
    [JOINT_LOGIN_APP_RETURN]: token('30'),
    [JOINT_LOGIN_APP_RETURN_AT_SCOPE_10]: token('10'),
    // platform/loginApp/loginPages.ts cancelHref
    [JOINT_LOGIN_APP_CANCELLED]: { error: 'access_denied' },
    // platform/routes/loginAppRoutes.ts startSession: no login details (1013)
    [JOINT_LOGIN_APP_MISSING_DETAILS]: { error: 'missing_details' },
  };
  return (Object.keys(hashes) as ReturnType[]).map((type) => ({
    type,
    input: {
      location: {
        pathname: back.pathname,
        search: back.search,
        hash: `#${new URLSearchParams(hashes[type]).toString()}`,
      },
      ...(stored ? { persisted: stored } : {}),
    },
  }));
}

/** The login recorded as the case's second applicant (POST …/tasks/joint/applicant). */
export const CLAIMED = 'claimJointApplicant✓';
const REFUSED_FOR_ITS_SCOPE = 'claimJointApplicant✗(insufficient_scope)';
/**
 * Their login token lives in the tab's memory only: once claimed, a reload polls the case without a token and the
 * platform refuses it (401 invalid_token: the login page again, doc 1 §4), no longer the first part's wait.
 */
const AFTER_THE_CLAIM = {
  after: { 'fetchNextTask✗(invalid_token)': CLAIMED },
  before: { 'fetchNextTask✓(awaitapplicant)': CLAIMED },
};

/**
 * The joint persona's outcomes before the link code's answers and the second applicant's: each persona of the second
 * applicant gives its own (here and ./jointExisting.ts).
 */
export const beforeTheCheck = (joint: Persona) =>
  joint.outcomes.filter((label) => !label.startsWith('checkJointLinkCode'));

/**
 * `joint`: the joint applicants on one device (../pathEvents.ts JOINT_ON_ONE_DEVICE). The second applicant is the
 * paths' own customer (sandboxjointsam, content/seededCustomers.ts), so no other path's texted passcodes are read or
 * spent: through the login app at scope 10 the claim is refused for its scope, the step-up modal asks for the texted
 * passcode and the date of birth (or is given up with Log out), then the claim is made again and recorded.
 */
export function jointAuthenticationPersonas(joint: Persona): Persona[] {
  return [
    {
      name: 'sandboxjointsam joins as an existing customer through the login app at scope 10',
      username: 'sandboxjointsam',
      entry: joint.entry as string,
      outcomes: [
        ...beforeTheCheck(joint),
        'checkJointLinkCode✓',
        'fetchCurrentUser✓',
        REFUSED_FOR_ITS_SCOPE,
        'createChallenge✓(one-time passcode (step-up))',
        'sendOtp✓',
        'requestToken✓',
        CLAIMED,
        'fetchNextTask✗(invalid_token)',
      ],
      events: [...joint.events, JOINT_LOGIN_APP_RETURN_AT_SCOPE_10, 'STEP_UP_ANSWERED', 'STEP_UP_CANCELLED'],
      after: { ...AFTER_THE_CLAIM.after, [CLAIMED]: 'requestToken✓' },
      before: { ...AFTER_THE_CLAIM.before, [REFUSED_FOR_ITS_SCOPE]: 'requestToken✓' },
    },
    {
      // access_denied: the app's own login page, whose login records the claim with the resume token the tab kept
      name: "sandboxpat cancels at the login app and logs in on the app's login page",
      username: 'sandboxpat',
      entry: joint.entry as string,
      outcomes: [
        ...beforeTheCheck(joint),
        'checkJointLinkCode✓',
        'createChallenge✓(internet banking)',
        'requestToken✓',
        'fetchCurrentUser✓',
        CLAIMED,
        'fetchNextTask✗(invalid_token)',
      ],
      events: [...joint.events, JOINT_LOGIN_APP_CANCELLED, 'LOGIN_IDENTIFIED', 'CHALLENGE_ANSWERED'],
      ...AFTER_THE_CLAIM,
    },
  ];
}
