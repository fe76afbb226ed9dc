// Platform faults on generated browser paths (issue 14): the chart's error and retry states (machines/faults.ts,
// the error page) reached in the real browser through the sandbox's fault switch (platform/README.md "Fault switch":
// `POST /sandbox/cases/{caseId}/faults { family, times }`), armed on the case seeded at review before the path's
// first action. Pure data like ../pathEvents.ts, which spreads these personas into its list; the spec arms them
// (e2e/generatedPaths.spec.ts, Persona faults).
import type { Persona } from '../pathEvents';

/** What the model's failed call is labelled (model-tests/journeyModel.ts ACTOR_ERRORS, browserModel.ts stepLabel). */
export const FAULT = 'service_unavailable';
export const failed = (call: string) => `${call}✗(${FAULT})`;

/** A family of the platform's calls the switch fails (platform/faults/faultSwitch.ts FAULT_FAMILIES). */
export interface ArmedFault {
  family: string;
  /** How many of the family's calls the platform fails, retries of the app's transport included. */
  times: number;
  /**
   * Armed for the persona's customer (their login token's calls) before the path opens; `step`: on the seeded case by
   * the step that needs it (an earlier call of the family must answer first, pathActions/registration.ts); else on
   * the seeded case before the first action.
   */
  on?: 'customer' | 'step';
  /**
   * The refusal the calls answer instead of 503 `service_unavailable` (`401 invalid_token`, `409 1036`, …), both or
   * neither: the switch's `status` and `code` (platform/README.md "Fault switch"). The spec posts the fault as it is.
   */
  status?: number;
  code?: string;
  /**
   * No fault: the calls are held this long, then answered as usual (the switch's `delay_ms`, platform/README.md "Fault
   * switch"): an autosave kept in flight while the applicant presses Continue (pathEvents/capture.ts).
   */
  delay_ms?: number;
  /** Armed on this seeded case (a customer's saved application) before the path opens (pathEvents/entry.ts). */
  caseId?: string;
}

/**
 * Platform calls per chart failure: a GET or PUT is tried once and again by axios-retry three times
 * (services/callPolicy.ts DEFAULT_RETRIES) before the chart sees the fault; a POST once.
 */
const TRIES_OF_AN_IDEMPOTENT_CALL = 4;
/** Failed polls in a row before the error page with the browser's /config.json (machines/faults.ts default). */
const BROWSER_POLL_MAX_FAILURES = 3;

/** Each chart call the paths fail, with its family and method (the app's services/api.ts). */
const CALLS: Record<string, { family: string; idempotent: boolean }> = {
  fetchNextTask: { family: 'next-task', idempotent: true },
  submitCase: { family: 'submit', idempotent: true },
  fetchOffers: { family: 'offers', idempotent: true },
  decideOffer: { family: 'offer-decision', idempotent: true },
  updateOffer: { family: 'offer-update', idempotent: true },
  sendEvidence: { family: 'evidence', idempotent: false },
  fetchCompletedCase: { family: 'completed-case', idempotent: true },
  fetchCredentials: { family: 'credentials', idempotent: true },
  updateCase: { family: 'save', idempotent: true },
  submitLetterCode: { family: 'letter-code', idempotent: false },
  fetchCallValidationQuestions: { family: 'call-validation-questions', idempotent: true },
  submitCallValidation: { family: 'call-validation-answers', idempotent: true },
  sendJointInvitation: { family: 'joint-invitation', idempotent: false },
  // a logged-in customer's reads (platform/faults/faultSwitch.ts FAULT_FAMILIES), all GETs
  fetchCurrentUser: { family: 'current-user', idempotent: true },
  fetchPortalCases: { family: 'portal-cases', idempotent: true },
  fetchCustomerDetails: { family: 'customer-details', idempotent: true },
  fetchCustomerProfile: { family: 'customer-details', idempotent: true },
  // entry and resume (./entry.ts): the review's screenshot, a reload's trade of the resume token and its read back
  submitEvidence: { family: 'evidence', idempotent: false },
  resumeCase: { family: 'resume', idempotent: false },
  fetchCaptureTask: { family: 'capture-read', idempotent: true },
};

/** The timer after which the chart tries a failed call again (machines/submission.ts), an outcome of the fault's path. */
const RETRY_TIMERS: Record<string, string> = {
  fetchNextTask: '⏱pollRetryInterval',
  fetchCompletedCase: '⏱completedCaseInterval',
};

/** Seconds in the browser: the transport's three retries (200, 400, 800 ms and jitter), and the chart's timers. */
export const FAULT_WAIT_SECONDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.keys(CALLS).map((call) => [failed(call), 1.6])),
  // pollRetryInterval is the e2e pollInterval (e2e/support/timings.ts, 0.5 s), completedCaseInterval its
  // COMPLETED_CASE_INTERVAL (0.5 s): kept at 1 and 2 s, which wait them out, so the ranking's costs
  // (model-tests/browserPaths.ts costOf) and e2e/generatedPaths.json stay as they were
  '⏱pollRetryInterval': 1,
  '⏱completedCaseInterval': 2,
};

export const armed = (call: string, chartFailures: number): ArmedFault => {
  const known = CALLS[call];
  if (!known) throw new Error(`no fault family for ${call}`);
  return { family: known.family, times: chartFailures * (known.idempotent ? TRIES_OF_AN_IDEMPOTENT_CALL : 1) };
};

/**
 * The persona whose first call of `call` fails once as a platform fault, and whose later calls of it answer as
 * usual: the failure comes before every success of the call, and only once.
 */
export function failsOnce(base: Persona, call: string): Persona {
  const label = failed(call);
  const successes = base.outcomes.filter((outcome) => outcome.startsWith(`${call}✓`));
  return {
    ...base,
    name: `${base.name}, whose first ${call} fails`,
    outcomes: [...base.outcomes, label, ...(RETRY_TIMERS[call] ? [RETRY_TIMERS[call]] : [])],
    faults: [armed(call, 1)],
    // the successes not already ordered after something else come after the failure
    after: { ...Object.fromEntries(successes.map((success) => [success, label])), ...base.after },
    before: { ...base.before, [label]: label },
  };
}

/** The persona every call of `call` fails for, as often as the chart asks before it gives up. */
export function alwaysFails(base: Persona, call: string, chartFailures: number): Persona {
  return {
    ...base,
    name: `${base.name}, whose ${call} always fails`,
    outcomes: [
      ...base.outcomes.filter((outcome) => !outcome.startsWith(`${call}✓`)),
      failed(call),
      ...(RETRY_TIMERS[call] ? [RETRY_TIMERS[call]] : []),
    ],
    faults: [armed(call, chartFailures)],
  };
}

/**
 * An ordinary applicant whose submit meets a platform fault (the fault switch's `submit` family answers 503 before the
 * platform acts: the case stays in capture) and who presses F5 on the error page (doc 1 §8). The tab's storage still
 * holds the journey on the submission page (the submit's own screen) with steps 1 and 2 done, so the reload trades the
 * resume token (refilling the form from the capture task), polls, and the case's task, capture, routes to the screen
 * its web tasks say is next: review, with every answer (machines/submission.ts routing always[2]), not the read of a
 * resumed case's data and the eligibility page (always[3], where Resume's cleared tasks lead).
 * Played from the case seeded at review (`entry`); only the submit and the reload are the applicant's.
 */
export const CAPTURE_AFTER_RELOAD = 'fetchNextTask✓(capture)';
export function submitFailsThenReloads(ordinary: Persona, entry: string): Persona {
  const failing = alwaysFails(ordinary, 'submitCase', 1);
  return {
    ...failing,
    name: `${ordinary.name} whose submit fails, reloading the error page`,
    entry,
    outcomes: [...failing.outcomes, CAPTURE_AFTER_RELOAD],
    events: ordinary.events.filter((event) => event === 'SUBMIT' || event === 'RELOAD'),
  };
}

/**
 * The joint applicants on one device whose invitation cannot be sent (/joint/next, "other person must be available"):
 * armed on the seeded joint case once its waiting page has loaded (the invitation is sent only on the applicant's
 * action).
 */
export function jointFaultPersonas(joint: Persona): Persona[] {
  return [{ ...alwaysFails(joint, 'sendJointInvitation', 1), events: joint.events.filter((e) => e !== 'RELOAD') }];
}

/**
 * Fault personas from the case seeded at review: an ordinary applicant (approved with an overdraft) whose poll fails
 * once and is polled through, or every time until the error page; whose submit, offer read, acceptance, overdraft
 * refusal (its evidence, its offer update, its decision) or completed-case read fails; and the applicant without an
 * overdraft whose decline fails. `entry` is the case seeded at review (../pathEvents.ts SEEDED_REVIEW_ENTRY): the switch
 * is armed on its case before the path's first action.
 */
export function faultPersonas(
  ordinary: Persona,
  declines: Persona,
  entry: string,
  scenarios: readonly Persona[],
): Persona[] {
  const scenario = (lastName: string) => {
    const found = scenarios.find((persona) => persona.lastName === lastName);
    if (!found) throw new Error(`no sandbox scenario with the last name ${lastName}`);
    return found;
  };
  return [
    // every save fails (the switch's 48 tries outlast a path): how many the autosave makes beside the screen's own
    // is timing, so a path that counted on a later save succeeding would be flaky (path 18 of the first run was)
    alwaysFails(ordinary, 'updateCase', 12),
    // the security questions (last name Challenge) and the letter code (Authcode), doc 1 §4
    alwaysFails(scenario('Challenge'), 'fetchCallValidationQuestions', 1),
    alwaysFails(scenario('Challenge'), 'submitCallValidation', 1),
    alwaysFails(scenario('Authcode'), 'submitLetterCode', 1),
    failsOnce(ordinary, 'fetchNextTask'),
    alwaysFails(ordinary, 'fetchNextTask', BROWSER_POLL_MAX_FAILURES),
    alwaysFails(ordinary, 'submitCase', 1),
    alwaysFails(ordinary, 'fetchOffers', 1),
    alwaysFails(ordinary, 'decideOffer', 1),
    alwaysFails(ordinary, 'updateOffer', 1),
    failsOnce(ordinary, 'sendEvidence'),
    failsOnce(ordinary, 'fetchCompletedCase'),
    alwaysFails(ordinary, 'fetchCredentials', 1),
    alwaysFails(declines, 'decideOffer', 1),
    // No F5 on these paths: a reload on the submission page while a failed poll waits for its retry (settled only
    // with a fault) goes to /time-out in the browser, not on to the offer as the model says (a defect found with
    // the switch, reported in issue 14's notes: the tab's resume token is not traded on /submission).
  ].map((persona) => ({ ...persona, entry, events: persona.events.filter((event) => event !== 'RELOAD') }));
}

/**
 * Customers of the paths' own back from the sandbox's login app at the full scope (content/seededCustomers.ts
 * sandboxfault*), one per call, as the switch fails that customer's calls: their current-user read on the
 * authentication page, their portal's cases, step 1's details from the records, the regular saver's profile. Each
 * goes to the error page. `entries` are the login app's entries (../pathEvents.ts LOGIN_APP_ENTRIES names).
 */
export function customerFaultPersonas(
  anyTab: { outcomes: readonly string[]; events: readonly string[] },
  entries: { withToken: string; withoutProduct: string; regularSaver: string },
): Persona[] {
  const customer = (username: string, entry: string, call: string, before: string[], events: string[] = []) => ({
    name: `${username}, whose ${call} fails`,
    username,
    entry,
    outcomes: [...anyTab.outcomes, ...before, failed(call)],
    events: [...anyTab.events, ...events],
    faults: [{ ...armed(call, 1), on: 'customer' as const }],
  });
  return [
    customer('sandboxfaultann', entries.withoutProduct, 'fetchCurrentUser', []),
    customer('sandboxfaultbo', entries.withoutProduct, 'fetchPortalCases', ['fetchCurrentUser✓']),
    customer(
      'sandboxfaultcy',
      entries.withToken,
      'fetchCustomerDetails',
      ['fetchCurrentUser✓'],
      ['ELIGIBILITY_ANSWERED', 'TERMS_AGREED'],
    ),
    customer('sandboxfaultdee', entries.regularSaver, 'fetchCustomerProfile', ['fetchCurrentUser✓']),
  ];
}
