// Entry variants, resume, inactivity and the submission's reads on generated browser paths (issue 14; doc 1 route
// table, §2 "Query and hash parameters read on entry", §4 "Start-up", "Authentication and session", "Submission
// polling"; machines/journey.ts `entering`). Each entry is an address the browser opens as it is; each persona gives
// the answers the real sandbox gives that address (a refusal of its own, or the fault switch armed on the seeded case
// before a reload, platform/README.md "Fault switch"). Pure data like ../pathEvents.ts, which spreads these into its
// lists; the inactivity actions are ../pathActions/inactivity.ts.
import type { EntryLocation } from '../../../machines/entry';
import type { Persona } from '../pathEvents';
import { type ArmedFault, alwaysFails, armed, failsOnce } from './faults';

/**
 * The chart model's entries (model-tests/journeyModel.ts ENTRIES) the browser opens by URL, each with a persona of its
 * own: the resume link of doc 1 in a tab with nothing stored (the case's calls need its token: 401 invalid_token,
 * login); the second applicant's join address (/joint/join); a product refused on joint applications on /joint
 * (IM632); an existing-customers-only product (G99) not logged in, which leaves for the login app; a cash ISA on a
 * joint application (subType=JOINT), which product blocking refuses.
 */
export const RESUME_LINK_ENTRY = 'resume link';
export const JOIN_ADDRESS_ENTRY = 'joint, second applicant typing the address';
export const JOINT_REFUSED_ENTRY = 'joint, IM632 (not allowed on joint)';
export const CARD_NOT_LOGGED_IN_ENTRY = 'a credit card, not logged in';
export const JOINT_CASH_ISA_ENTRY = 'a cash ISA on a joint application';

/**
 * A browser-only entry (model-tests/browserModel.ts browserEntries): a decision-in-principle link whose uuid names no
 * case the sandbox holds (platform/README.md "Decision in principle": 404 case_not_found), so the application starts
 * empty on the start page of the product the link names.
 */
export const UNKNOWN_DIP_ENTRY = 'a decision-in-principle link of an unknown case';
export const UNKNOWN_DIP_LOCATION: EntryLocation = {
  pathname: '/',
  search: '?applyFor=IM135&brandId=CB&uuid=0e0e0e0e-0000-4000-8000-000000000000',
  hash: '',
};

/**
 * A browser-only entry (model-tests/browserModel.ts browserEntries): the IM135 start page on a device whose clock says
 * a day before every document list's range (content/documentLists.ts DOCUMENT_LIST_LOCATOR: from 01/01/2023). The
 * start-up reads the locator and finds no list in force (services/startupApi.ts `document_list_not_found`), so the
 * start-up fails and the error page shows (doc 1 §4 "Start-up"; machines/journey.ts booting). The page's clock is set
 * before the app loads (Persona clock, e2e/generatedPaths.spec.ts); the sandbox answers as it always does. The chart
 * model labels any start-up failure alike (`loadStartup✗(service_unavailable)`): the chart does not tell them apart.
 */
export const WRONG_CLOCK_ENTRY = 'the start page on a device whose clock is before every document list';
export const WRONG_CLOCK_LOCATION: EntryLocation = { pathname: '/', search: '?applyFor=IM135&brandId=CB', hash: '' };
export const WRONG_CLOCK = '2022-06-01T10:00:00.000Z';

/** The entries above, each played only by its own persona (../pathEvents.ts OWN_PERSONA_ENTRIES). */
export const ENTRY_VARIANTS: readonly string[] = [
  WRONG_CLOCK_ENTRY,
  RESUME_LINK_ENTRY,
  JOIN_ADDRESS_ENTRY,
  JOINT_REFUSED_ENTRY,
  CARD_NOT_LOGGED_IN_ENTRY,
  JOINT_CASH_ISA_ENTRY,
  UNKNOWN_DIP_ENTRY,
];

/**
 * The timer's events the browser drives on the start page (machines/inactivity.ts; e2e timings: a 20 s timeout, the
 * warning at 15 s), pathActions/inactivity.ts.
 */
export const INACTIVITY_EVENTS = {
  USER_ACTIVE: 'press a key on the page: the app reports the activity and the inactivity timer starts again',
  INACTIVITY_WARNING: 'leave the page alone until the inactivity warning shows ("Do you need more time?", 15 s)',
  INACTIVITY_EXTENDED: 'press a key while the warning shows: the activity gives more time, the warning goes',
  SESSION_EXTENDED:
    'activate the warning\'s "Continue with my application" as an assistive technology does (a click alone, no key or pointer before it)',
} as const;

/** The modal of a view while the inactivity warning shows (model-tests/browserModel.ts viewOf, pathActions.ts). */
export const TIMEOUT_WARNING = 'timeoutWarning';

/** How long the browser waits for a timer-driven event of the applicant's page (model-tests/browserPaths.ts costOf). */
export const INACTIVITY_ACTION_SECONDS: Readonly<Record<string, number>> = { INACTIVITY_WARNING: 15 };

/**
 * Where the browser model offers the inactivity events (../pathEvents.ts offeredOn): only on the start page's
 * questions, so the warning does not double every page's states; while the warning shows, only what the warning
 * allows (any other action is activity first, which takes the warning away).
 */
export function inactivityOffered(
  type: string,
  route: string,
  context?: { sessionTimeout?: string | undefined },
): boolean | undefined {
  const warning = context?.sessionTimeout === 'warning';
  if (type === 'INACTIVITY_EXTENDED' || type === 'SESSION_EXTENDED') return warning;
  if (type === 'USER_ACTIVE' || type === 'INACTIVITY_WARNING') return route === '/' && !warning;
  return warning ? false : undefined;
}

type AnyTab = { outcomes: readonly string[]; events: readonly string[] };

/** The persona of an entry with nothing to do there but look (the page the address leads to is the point). */
const looksAt = (name: string, entry: string, anyTab: AnyTab, outcomes: string[] = []): Persona => ({
  name,
  entry,
  outcomes: [...anyTab.outcomes.filter((outcome) => outcome.startsWith('loadStartup')), ...outcomes],
  events: [],
});

/** The refusal of a case call without the case's token (model-tests/journeyModel.ts ACTOR_ERRORS). */
const INVALID_TOKEN = 'invalid_token';

export function entryPersonas(anyTab: AnyTab): Persona[] {
  return [
    // doc 1 "Submission polling": the case comes from the query; no token for it in this tab, so the platform refuses
    // the poll (issue 10) and the applicant logs in (doc 1 §4), as e2e/existingCustomer.spec.ts checks by hand
    looksAt('the resume link opened in a tab with nothing stored', RESUME_LINK_ENTRY, anyTab, [
      `fetchNextTask✗(${INVALID_TOKEN})`,
    ]),
    looksAt('a second applicant types the join address', JOIN_ADDRESS_ENTRY, anyTab),
    looksAt('IM632 opened on /joint', JOINT_REFUSED_ENTRY, anyTab),
    looksAt('the credit card opened not logged in', CARD_NOT_LOGGED_IN_ENTRY, anyTab),
    looksAt('a cash ISA opened as a joint application', JOINT_CASH_ISA_ENTRY, anyTab),
    looksAt('a decision-in-principle link of a case the sandbox does not hold', UNKNOWN_DIP_ENTRY, anyTab, [
      'retrieveDipCase✗(case_not_found)',
    ]),
    {
      name: 'a device whose clock is before every document list opens the start page',
      entry: WRONG_CLOCK_ENTRY,
      clock: WRONG_CLOCK,
      outcomes: ['loadStartup✗(service_unavailable)'],
      events: [],
    },
  ];
}

/**
 * An applicant who leaves the IM135 start page alone (machines/inactivity.ts): the key they press, the warning, the
 * activity or the warning's button that gives more time, and the time-out when nobody answers.
 */
export function inactivityPersona(anyTab: AnyTab): Persona {
  return {
    name: 'an applicant leaves the start page alone',
    entry: 'IM135 start page',
    outcomes: anyTab.outcomes,
    events: Object.keys(INACTIVITY_EVENTS),
  };
}

/**
 * On the case seeded at review (`entry`), the tab reloaded (F5) once the fault switch is armed: the reload trades the
 * tab's resume token for a case token (platform/README.md "Case tokens"), then reads back what the tab did not keep.
 * The trade refused 401 invalid_token (the `resume` family) sends the applicant to log in (doc 1 §4); the read back
 * failing (`capture-read`, 503) leaves those fields empty, the review page shown. The first resume and read, when the
 * seeded tab opened, came before the switch was armed.
 */
export function reloadPersonas(ordinary: Persona, entry: string): Persona[] {
  const refused = `resumeCase✗(${INVALID_TOKEN})`;
  const unread = 'fetchCaptureTask✗(service_unavailable)';
  return [
    {
      name: "an applicant at review reloads and the resume token's trade is refused",
      entry,
      outcomes: [...ordinary.outcomes, refused],
      events: ['RELOAD'],
      faults: [{ ...armed('resumeCase', 1), status: 401, code: INVALID_TOKEN }],
      after: { [refused]: 'resumeCase✓' },
      before: { [refused]: refused },
    },
    {
      name: 'an applicant at review reloads and the read back of the case fails',
      entry,
      outcomes: [...ordinary.outcomes, unread],
      events: ['RELOAD'],
      faults: [armed('fetchCaptureTask', 1)],
      after: { [unread]: 'fetchCaptureTask✓' },
      before: { [unread]: unread },
    },
  ];
}

/**
 * The submission's reads on the case seeded at review (platform faults, ./faults.ts): the first poll fails and the
 * applicant reloads the submission page meanwhile (the resume token is traded there too, machines/startup.logic.ts
 * isSubmissionReload); the review's screenshot fails (best effort: only counted); every completed-case read fails
 * until the error page (configuration's completedCaseMaxAttempts, 10 in /config.json).
 */
export function submissionReadPersonas(ordinary: Persona, entry: string): Persona[] {
  const reloadsWhilePolling = failsOnce(ordinary, 'fetchNextTask');
  return [
    {
      ...reloadsWhilePolling,
      name: `${reloadsWhilePolling.name}, reloaded meanwhile`,
      entry,
      events: ['SUBMIT', 'RELOAD'],
    },
    { ...failsOnce(ordinary, 'submitEvidence'), entry, events: ['SUBMIT'] },
    { ...alwaysFails(ordinary, 'fetchCompletedCase', 10), entry, events: ['SUBMIT', 'ACCEPT_OFFER'] },
  ];
}

/**
 * Customers of the paths' own (content/seededCustomers.ts sandboxenmae, sandboxenned), each with a saved application
 * in capture (SEEDED_PORTAL_CASES), who log in on the login page and resume it from their portal: the submission page
 * reads where the case is (capture), then the case's answers (machines/submission.ts loadingCaseData), which the fault
 * switch armed on the saved case refuses 401 invalid_token (login again, doc 1 §4) or fails (the error page).
 */
export function resumedReadPersonas(anyTab: AnyTab): Persona[] {
  const resumes = (username: string, caseId: string, error: string, fault: ArmedFault): Persona => ({
    name: `${username} resumes a saved application whose read back answers ${error}`,
    username,
    entry: 'login',
    outcomes: [
      ...anyTab.outcomes,
      'createChallenge✓(internet banking)',
      'requestToken✓',
      'fetchCurrentUser✓',
      'fetchPortalCases✓',
      'fetchNextTask✓(capture)',
      `fetchCaptureTask✗(${error})`,
    ],
    events: ['LOGIN_IDENTIFIED', 'CHALLENGE_ANSWERED', 'RESUME'],
    faults: [{ ...fault, caseId }],
  });
  return [
    resumes('sandboxenmae', 'CS90000700', INVALID_TOKEN, {
      ...armed('fetchCaptureTask', 1),
      times: 1,
      status: 401,
      code: INVALID_TOKEN,
    }),
    resumes('sandboxenned', 'CS90000710', 'service_unavailable', armed('fetchCaptureTask', 1)),
  ];
}
