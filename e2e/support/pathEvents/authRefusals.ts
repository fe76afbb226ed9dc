// Login, authentication and every step-up on generated browser paths (issue 14, paths P1): the refusals and faults no
// other path takes. Each from the real sandbox, with a customer of the paths' own (content/seededCustomers.ts
// sandboxau*):
// - a challenge that fails (the fault switch's `challenge` family, platform/README.md "Fault switch"): on the app's
//   login page (a new try), and in each step-up (the error page); the login page's token request failing (`token`);
// - a step-up whose token request meets a platform fault once (the `token` family; a new challenge, sandboxsf*);
// - a step-up answered wrongly until the platform locks online login (doc 1 §4 "beyond the limit a 'too many retries'
//   message shows"; three wrong answers, platform/README.md "Limits and lockouts"): one customer per step-up, as the
//   lockout lasts an hour;
// - a login token the platform no longer accepts (the switch's `401 invalid_token`): the current user on the login
//   page and on the authentication page, the portal's cases, step 1's details, the regular saver's profile (login);
//   the current user failing on the login page (the error page);
// - a customer aged 15 in the regular saver group (the error page), a login app return to the portal (`returnUrl`).
// Pure data like ../pathEvents.ts, which spreads these into PERSONAS; the UI actions are ../pathActions/stepUp.ts (the
// lockout) and ../pathActions/loginAppRedirect.ts (the login app's cancel and missing-details returns).
import type { Persona } from '../pathEvents';
import type { ArmedFault } from './faults';

/** The token request refused once the customer's tries are used up (model-tests/journeyModel.ts ACTOR_ERRORS). */
export const RETRIES_EXCEEDED = 'requestToken✗(retries_exceeded)';
/** A challenge the fault switch fails (503 service_unavailable; a POST, tried once). */
const CHALLENGE_FAILED = 'createChallenge✗(service_unavailable)';
/** A token request the fault switch fails (503: a platform fault, not a wrong answer; a new challenge). */
export const TOKEN_FAILED = 'requestToken✗(service_unavailable)';
const refused = (call: string) => `${call}✗(invalid_token)`;

/** The entry (model-tests/journeyModel.ts ENTRIES) whose link asks to go to the portal after the login (`returnUrl`). */
export const AUTH_REFUSAL_ENTRIES: Readonly<Record<string, string>> = {
  'back from the login app with a return address': '/authentication?applyFor=IM135&brandId=CB&returnUrl=%2Fportal',
};

/** The paths' own customers (content/seededCustomers.ts): a lockout or an armed fault is theirs alone. */
export const AUTH_REFUSAL_CUSTOMERS = {
  login: 'sandboxaulogin',
  token: 'sandboxautoken',
  aged15: 'sandboxauyoung',
  challenge: 'sandboxauchal',
  // the transfer's customer has its calls taken at scope 10 (accepted-scope), which would spare the others' step-ups
  transferChallenge: 'sandboxauchalts',
  lockStepOne: 'sandboxaulockone',
  lockPortal: 'sandboxaulockpo',
  lockRegularSaver: 'sandboxaulocksv',
  lockTransfer: 'sandboxaulocktr',
  lockJoint: 'sandboxaulockjt',
  // a platform fault on the step-up's token request (machines/stepUp.ts; sandboxsf*)
  tokenFault: 'sandboxsftoken',
  transferTokenFault: 'sandboxsftokents',
} as const;

/** The switch armed for the persona's customer before the path opens: the challenge fails once. */
const CHALLENGE_FAULT: ArmedFault = { family: 'challenge', times: 1, on: 'customer' };
/** The switch armed for the persona's customer before the path opens: the token request fails once (503). */
const TOKEN_FAULT: ArmedFault = { family: 'token', times: 1, on: 'customer' };
/** The switch's refusal of the family's next call: the token is no longer accepted (not retried by the transport). */
const tokenRefused = (family: string): ArmedFault => ({
  family,
  times: 1,
  on: 'customer',
  status: 401,
  code: 'invalid_token',
});

/** What ../pathEvents.ts gives these personas: its shared lists, and the personas they follow. */
export interface AuthRefusalInputs {
  anyTab: { outcomes: readonly string[]; events: readonly string[] };
  /** The login page's events (LOGIN_IDENTIFIED, CHALLENGE_ANSWERED, LOGIN_RESTARTED and any tab's). */
  loginEvents: readonly string[];
  /** The step-up's outcomes: the texted passcode's challenge, its passcode sent, the token, a wrong answer. */
  steppingUp: readonly string[];
  /** The login-app customers who step up at scope 10 (../pathEvents.ts LOGIN_APP_CUSTOMERS). */
  steppers: readonly Persona[];
  /** The transfer step-up's personas (./transferStepUp.ts), the passcode's first. */
  transfer: readonly Persona[];
  /** The joint second applicants (./jointAuthentication.ts), sandboxjointsam among them. */
  joint: readonly Persona[];
  entries: { login: string; withToken: string; withoutProduct: string; regularSaver: string };
}

/** Happens once on a path: the label only before it has been taken (browserModel.ts personasAllowing). */
const once = (label: string) => ({ [label]: label });

/** The same step-up as another customer: answered wrongly until the lockout, or its challenge failing. */
function lockedOut(base: Persona, username: string, steppingUp: readonly string[]): Persona {
  const spared = new Set([
    ...steppingUp.filter((label) => label.startsWith('requestToken')),
    'sendOtp✗(otp_limit_reached)',
  ]);
  return {
    ...base,
    name: `${username} answers the step-up wrongly until online login locks (${base.name})`,
    username,
    outcomes: [...base.outcomes.filter((label) => !spared.has(label)), RETRIES_EXCEEDED],
    events: base.events.filter((event) => event !== 'OTP_RESEND' && event !== 'STEP_UP_CANCELLED'),
  };
}

function challengeFails(base: Persona, username: string, steppingUp: readonly string[]): Persona {
  return {
    ...base,
    name: `${username}, whose step-up challenge fails (${base.name})`,
    username,
    outcomes: [...base.outcomes.filter((label) => !steppingUp.includes(label)), CHALLENGE_FAILED],
    // no F5 on the error page: after the joint claim's failed challenge the browser did not restore the first
    // applicant's waiting page the model expects (it timed out to the login page; reported in issue 14's notes)
    events: base.events.filter(
      (event) => !['STEP_UP_ANSWERED', 'OTP_RESEND', 'STEP_UP_CANCELLED', 'RELOAD'].includes(event),
    ),
    faults: [...(base.faults ?? []), CHALLENGE_FAULT],
  };
}

/**
 * The same step-up as another customer whose first answer meets a platform fault on the token request: a new
 * challenge with the gone-wrong message (issue 10 for the step-up), then the right answer and the call made again.
 */
function tokenFails(base: Persona, username: string): Persona {
  return {
    ...base,
    name: `${username}, whose step-up token request fails once (${base.name})`,
    username,
    outcomes: [
      ...base.outcomes.filter(
        (label) => label !== 'requestToken✗(invalid_credentials)' && label !== 'sendOtp✗(otp_limit_reached)',
      ),
      TOKEN_FAILED,
    ],
    events: base.events.filter((event) => event !== 'OTP_RESEND' && event !== 'STEP_UP_CANCELLED'),
    // the armed fault answers the first token request; every later one is the platform's own
    after: { ...base.after, 'requestToken✓': TOKEN_FAILED },
    before: { ...base.before, [TOKEN_FAILED]: TOKEN_FAILED },
    faults: [...(base.faults ?? []), TOKEN_FAULT],
  };
}

export function authRefusalPersonas(inputs: AuthRefusalInputs): Persona[] {
  const { anyTab, loginEvents, steppingUp, entries } = inputs;
  const customers = AUTH_REFUSAL_CUSTOMERS;
  const stepper = (entry: string) => {
    const found = inputs.steppers.find(
      (persona) =>
        persona.entry === entry &&
        persona.loginAppScope === 10 &&
        !persona.outcomes.includes('sendOtp✗(otp_limit_reached)'),
    );
    if (!found) throw new Error(`authRefusalPersonas: no customer stepping up at scope 10 from ${entry}`);
    return found;
  };
  const transfer = inputs.transfer[0];
  const sam = inputs.joint.find((persona) => persona.username === 'sandboxjointsam');
  if (!transfer || !sam) throw new Error('authRefusalPersonas: no transfer or joint step-up persona to follow');
  const stepUps: [Persona, string][] = [
    [stepper(entries.withToken), customers.lockStepOne],
    [stepper(entries.withoutProduct), customers.lockPortal],
    [stepper(entries.regularSaver), customers.lockRegularSaver],
    [transfer, customers.lockTransfer],
    [sam, customers.lockJoint],
  ];

  /** A customer of the login page whose login goes as far as `outcomes`, the switch armed with `faults`. */
  const atTheLoginPage = (name: string, outcomes: string[], faults: ArmedFault[], last: string): Persona => ({
    name: `${customers.login} ${name}`,
    username: customers.login,
    entry: entries.login,
    outcomes: [...anyTab.outcomes, ...outcomes],
    events: loginEvents,
    faults,
    before: once(last),
  });
  /** A customer back from the login app at the full scope whose `call` the switch refuses (its token not accepted). */
  const tokenRefusedAt = (entry: string, call: string, family: string, before: string[], events: string[] = []) => ({
    name: `${customers.token}, whose token ${call} refuses`,
    username: customers.token,
    entry,
    outcomes: [...anyTab.outcomes, ...before, refused(call)],
    events: [...anyTab.events, ...events],
    faults: [tokenRefused(family)],
  });

  return [
    // the app's login page: the challenge fails (a new try, "something went wrong"), the current user is refused
    // (login again) or fails (the error page)
    atTheLoginPage('whose login challenge fails', [CHALLENGE_FAILED], [CHALLENGE_FAULT], CHALLENGE_FAILED),
    atTheLoginPage(
      'answers, and the token request fails',
      ['createChallenge✓(internet banking)', TOKEN_FAILED],
      [{ family: 'token', times: 1, on: 'customer' }],
      TOKEN_FAILED,
    ),
    atTheLoginPage(
      'logs in and the current user refuses the token',
      ['createChallenge✓(internet banking)', 'requestToken✓', refused('fetchCurrentUser')],
      [tokenRefused('current-user')],
      refused('fetchCurrentUser'),
    ),
    atTheLoginPage(
      'logs in and the current user fails',
      ['createChallenge✓(internet banking)', 'requestToken✓', 'fetchCurrentUser✗(service_unavailable)'],
      // a GET: tried four times by the transport before the chart sees the fault (./faults.ts)
      [{ family: 'current-user', times: 4, on: 'customer' }],
      'fetchCurrentUser✗(service_unavailable)',
    ),
    // back from the login app, a token the platform no longer accepts: the login page
    tokenRefusedAt(entries.withoutProduct, 'fetchCurrentUser', 'current-user', []),
    tokenRefusedAt(entries.withoutProduct, 'fetchPortalCases', 'portal-cases', ['fetchCurrentUser✓']),
    tokenRefusedAt(
      entries.withToken,
      'fetchCustomerDetails',
      'customer-details',
      ['fetchCurrentUser✓'],
      ['ELIGIBILITY_ANSWERED', 'TERMS_AGREED'],
    ),
    tokenRefusedAt(entries.regularSaver, 'fetchCustomerProfile', 'customer-details', ['fetchCurrentUser✓']),
    // the regular saver group for a customer aged 15 (doc 1 §4): the error page
    {
      name: `${customers.aged15} is aged 15`,
      username: customers.aged15,
      entry: entries.regularSaver,
      outcomes: [...anyTab.outcomes, 'fetchCurrentUser✓', 'fetchCustomerProfile✓(15 with 135)'],
      events: anyTab.events,
    },
    // every step-up answered wrongly until the lockout, and its challenge failing
    ...stepUps.map(([base, username]) => lockedOut(base, username, steppingUp)),
    ...stepUps.map(([base]) =>
      challengeFails(base, base === transfer ? customers.transferChallenge : customers.challenge, steppingUp),
    ),
    // every step-up's token request meeting a platform fault once
    ...stepUps.map(([base]) =>
      tokenFails(base, base === transfer ? customers.transferTokenFault : customers.tokenFault),
    ),
  ];
}
