// Which steps of a generated path (model-tests/journeyModel.ts) the browser can take (issue 14, "Generated paths in
// the browser"). Pure data, so the selection (model-tests/browserPaths.ts) and its unit test can read it without
// Playwright; e2e/support/pathActions.ts holds the UI action of each event, keyed by the same names.
import { SANDBOX_SCENARIOS } from '../../content/scenarios';

/** The applicant's events the browser suite performs, and the UI action that sends each (pathActions.ts). */
export const DRIVABLE_EVENTS = {
  ELIGIBILITY_ANSWERED: 'answer the eligibility radios (doc 2 §3.1 names) and press "Start your application"',
  FORM_CHANGED: "fill the screen's fields by their doc 2 names with valid values (e2e/support/journey.ts)",
  CONTINUE: 'fill the form if it is not filled yet, then press the primary button "Continue"',
  SUBMIT: 'answer the consents, accept the terms and press "Accept and apply"',
  BACK: 'press the "Back" link',
} as const;
export type DrivableEvent = keyof typeof DRIVABLE_EVENTS;

/**
 * The outcomes of invoked actors the real sandbox platform gives an ordinary applicant with the e2e configuration
 * (playwright.config.ts: autosave every 2 s, so "autosave on"), by the labels of model-tests/pathRunner.ts
 * `eventLabel`. A path that needs any other outcome (an error, a timer, another case state) is left to the chart run.
 */
export const PLATFORM_OUTCOMES: readonly string[] = [
  'loadStartup✓(autosave on)',
  'createCase✓',
  'updateCase✓',
  'submitCase✓',
];

/**
 * The case states a documented sandbox scenario forces by the applicant's last name (content/scenarios.ts, e.g.
 * `Idfail`): a path may wait for the case to reach one of them when it types that last name on step 1.
 */
export const SCENARIO_OUTCOMES: Readonly<Record<string, string>> = Object.fromEntries(
  SANDBOX_SCENARIOS.flatMap((scenario) =>
    scenario.field === 'lastName' && scenario.force.kind === 'state'
      ? [[`fetchNextTask✓(${scenario.force.state})`, scenario.value]]
      : [],
  ),
);

/** Invoked actors that run for the whole journey: a settled state may have them running. */
export const LONG_RUNNING_ACTORS: readonly string[] = ['inactivityTimer'];

/**
 * Calls that may still be in flight on the last state of a path: the submission page polls the case state, and the
 * sandbox keeps a new case in processing (PLATFORM_PROCESSING_MS) long enough for the page to be seen.
 */
export const FINAL_POLLING_ACTORS: readonly string[] = ['fetchNextTask'];

/**
 * The entries (model-tests/journeyModel.ts ENTRIES) the browser opens as a URL. The others need a stored journey
 * (sessionStorage), the login app or a case token the browser does not have at the start.
 */
export const BROWSER_ENTRIES: readonly string[] = [
  'IM135 start page',
  'invalid brand',
  'no product code',
  'unknown product',
  'unknown path',
  'submission without a case',
];
