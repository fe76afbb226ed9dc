// The step-up modal's other states on generated browser paths (issue 14; machines/stepUp.ts, doc 3 §2 "One-time
// passcode page with states: sent, resent, wrong, no passcode, limit reached"): before the joint second applicant's
// claim (machines/joint.ts `secondary.authenticated.steppingUp`), where sandboxjointsam reaches only the passcode
// sent, and the challenge without a passcode and the passcode that cannot be sent on step 1 and for the regular saver.
// Each with a customer of the paths' own (content/seededCustomers.ts sandboxjs*), so no other path's or spec's texted
// passcodes are read or spent. Pure data like ../pathEvents.ts, which spreads these into PERSONAS; the joint paths
// arm the sandbox's `sms-failing` switch in ../pathActions/jointAuthentication.ts, the login-app entries in
// e2e/generatedPaths.spec.ts.
import type { Persona } from '../pathEvents';

/** Labels of model-tests/browserModel.ts stepLabel (the same as ../pathEvents.ts OTP_SENT, OTP_LIMIT). */
const OTP_SENT = 'sendOtp✓';
const OTP_LIMIT = 'sendOtp✗(otp_limit_reached)';
/** The sandbox's `sms-failing` switch answers 503 sms_unavailable; the chart takes it as "no passcode". */
const SMS_FAILED = 'sendOtp✗(service_unavailable)';
const WRONG = 'requestToken✗(invalid_credentials)';
const OTP_CHALLENGE = 'createChallenge✓(one-time passcode (step-up))';
/** The step-up of a customer without a mobile: the password's characters and a security question (nothing texted). */
const PASSWORD_CHALLENGE = 'createChallenge✓(internet banking)';

/** The same persona as another customer of the paths' own. */
const as = (persona: Persona, username: string, name: string): Persona => ({ ...persona, username, name });

/** A wrong passcode (a new challenge, the modal's wrong state) and a new passcode asked for (its resent state). */
const wrongAndResent = (persona: Persona): Persona => ({
  ...persona,
  outcomes: persona.outcomes.includes(WRONG) ? persona.outcomes : [...persona.outcomes, WRONG],
  events: persona.events.includes('OTP_RESEND') ? persona.events : [...persona.events, 'OTP_RESEND'],
});

/** Resent until the sandbox texts no more for the challenge (3, then 409 otp_limit_reached: the limit state). */
const toTheLimit = (persona: Persona): Persona => ({
  ...wrongAndResent(persona),
  outcomes: [...wrongAndResent(persona).outcomes, OTP_LIMIT],
});

/** The first passcode cannot be sent (the modal's no-passcode state), then a resend texts it. */
const firstTextFails = (persona: Persona): Persona => ({
  ...persona,
  smsFailing: 1,
  outcomes: [...persona.outcomes.filter((outcome) => outcome !== WRONG), SMS_FAILED],
  events: persona.events.includes('OTP_RESEND') ? persona.events : [...persona.events, 'OTP_RESEND'],
  after: { ...persona.after, [OTP_SENT]: SMS_FAILED },
  before: { ...persona.before, [SMS_FAILED]: OTP_SENT },
});

/** No mobile: the challenge is the password's, answered right; nothing is texted, so no resend. */
const withoutMobile = (persona: Persona): Persona => ({
  ...persona,
  outcomes: [
    ...persona.outcomes.filter((outcome) => ![OTP_CHALLENGE, OTP_SENT, OTP_LIMIT, WRONG].includes(outcome)),
    PASSWORD_CHALLENGE,
  ],
  events: persona.events.filter((event) => event !== 'OTP_RESEND'),
});

/**
 * sandboxjointsam's persona among `jointPersonas` (./jointAuthentication.ts), the joint second applicant back from the
 * login app at scope 10 whose claim is refused for its scope, steps up and is recorded: the same path as four
 * customers of their own, a wrong passcode and a resend (sandboxjsana), resent to the limit (sandboxjsbea), a first
 * passcode the sandbox cannot send (sandboxjscal), no mobile (sandboxjsdot).
 */
export function jointStepUpPersonas(jointPersonas: readonly Persona[]): Persona[] {
  const sam = jointPersonas.find((persona) => persona.username === 'sandboxjointsam');
  if (!sam) throw new Error('jointStepUpPersonas: no sandboxjointsam persona to follow');
  return [
    as(
      wrongAndResent(sam),
      'sandboxjsana',
      'sandboxjsana, a joint second applicant, gets the passcode wrong and resends',
    ),
    as(toTheLimit(sam), 'sandboxjsbea', 'sandboxjsbea, a joint second applicant, resends until the passcode limit'),
    as(
      firstTextFails(sam),
      'sandboxjscal',
      "sandboxjscal, a joint second applicant, whose first passcode can't be sent",
    ),
    as(withoutMobile(sam), 'sandboxjsdot', 'sandboxjsdot, a joint second applicant with no mobile, steps up'),
  ];
}

/**
 * The challenge without a passcode and the passcode that cannot be sent on the other step-ups the portal's
 * (sandboxquinn, sandboxrory) leave out: `steppers` are the login-app customers at scope 10 (../pathEvents.ts
 * LOGIN_APP_CUSTOMERS); for step 1 ('back from the login app with a token') and the regular saver ('… for a regular
 * saver') the same paths as sandboxjscal and sandboxjsdot, who are texted once a path, or never.
 */
export function otherStepUpPersonas(steppers: readonly Persona[]): Persona[] {
  const entries = ['back from the login app with a token', 'back from the login app for a regular saver'];
  return entries.flatMap((entry) => {
    const base = steppers.find(
      (persona) => persona.entry === entry && persona.loginAppScope === 10 && !persona.outcomes.includes(OTP_LIMIT),
    );
    if (!base) return [];
    return [
      as(firstTextFails(base), 'sandboxjscal', `sandboxjscal, whose first passcode can't be sent, ${entry}`),
      as(withoutMobile(base), 'sandboxjsdot', `sandboxjsdot, with no mobile, steps up ${entry}`),
    ];
  });
}
