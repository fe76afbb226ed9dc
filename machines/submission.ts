// Submission polling (doc 1 §4 "Submission polling") and completed case retrieval ("Completed case retrieval").
import { and } from 'xstate';
import { CASE_STATE_RESULT_PAGES, hasLogout, RESULT_PAGES } from './resultPages';
import { caseRef, journeySetup } from './setup';
import { invalidTokenError } from './stepUp';

export const submittingState = journeySetup.createStateConfig({
  meta: { screen: 'submission', route: '/submission' },
  invoke: {
    id: 'submitCase',
    src: 'submitCase',
    input: ({ context }) => caseRef(context),
    onDone: { target: '#journey.main.submission', actions: ['storeSubmitted', 'sendSubmitEvidence'] },
    // doc 1 §8: the same codes as a save; the form is complete by now, so a known error returns to review.
    onError: [
      { guard: 'isDuplicateCustomerError', target: '#journey.main.result.duplicateCustomer', actions: 'storeError' },
      { guard: 'isKnownSaveError', target: '#journey.main.capture.screen.review', actions: 'storeError' },
      { target: '#journey.main.error', actions: 'storeError' },
    ],
  },
});

/**
 * Polls for the next task every pollInterval (5000 ms by default, from configuration). A poll waits for the
 * previous call to finish, so polling is postponed while an API call runs.
 */
export const submissionState = journeySetup.createStateConfig({
  meta: { screen: 'submission', route: '/submission' },
  entry: 'resetPollFailures',
  initial: 'fetching',
  states: {
    fetching: {
      invoke: {
        id: 'fetchNextTask',
        src: 'fetchNextTask',
        input: ({ context }) => caseRef(context),
        onDone: { target: 'routing', actions: ['storeTask', 'resetPollFailures'] },
        // issue 10: a case call without a live case token (a resume link in another browser) answers invalid_token.
        // doc 1 is silent on a failed poll; one platform fault must not end a submitted application (issue 10). A
        // fault (machines/faults.ts; axios has already retried it) is polled through after pollRetryInterval, up to
        // pollMaxFailures in a row; the platform's own answer (a 4xx) and the last fault go to the error page.
        onError: [
          invalidTokenError,
          { guard: and(['isTransientFailure', 'pollFailuresLeft']), target: 'retrying', actions: 'countPollFailure' },
          { target: '#journey.main.error', actions: 'storeError' },
        ],
      },
    },
    // The submission page stays as it is: the applicant sees the same "we're processing" page meanwhile.
    retrying: {
      after: { pollRetryInterval: 'fetching' },
    },
    // The case-state to screen map (caseStates.ts) names where each task leads.
    routing: {
      always: [
        { guard: { type: 'taskIs', params: { task: 'applicationprocessing' } }, target: 'waiting' },
        { guard: { type: 'taskRoutesTo', params: { route: '/registration' } }, target: '#journey.main.completion' },
        // A case still in capture (doc 1 map: capture -> root, where the form's screens are): the screen its web tasks
        // say is next. This tab holds the answers through step 2 (WEB-PERSONAL-DETAILS and WEB-EMPLOYMENT-DETAILS done:
        // a submit that failed, then a reload) and the case says nothing was submitted: review, with every answer, for
        // "Accept and apply" again. Otherwise (Resume "clears tasks", doc 1 §4 "Portal"; a resume link in a new tab) what
        // was captured so far is read into the form, then the start page.
        {
          guard: and([{ type: 'taskRoutesTo', params: { route: '/' } }, 'isFormComplete']),
          target: '#journey.main.capture.screen.review',
        },
        { guard: { type: 'taskRoutesTo', params: { route: '/' } }, target: 'loadingCaseData' },
        { guard: { type: 'taskRoutesTo', params: { route: '/offer' } }, target: '#journey.main.offer' },
        ...CASE_STATE_RESULT_PAGES.map((page) => ({
          guard: { type: 'taskRoutesTo' as const, params: { route: page.route } },
          target: `#journey.main.result.${page.state}`,
        })),
        // confirmcode and confirmauthcode -> letter-code; challenge -> security (doc 1 "Case state to screen map").
        // "/letter-code: only when the letter-code feature is on" (doc 1 §2); a disabled feature: the error task (§4).
        {
          guard: and([
            { type: 'taskRoutesTo', params: { route: '/letter-code' } },
            { type: 'isFeatureOff', params: { feature: 'letterCode' as const } },
          ]),
          target: '#journey.main.error',
          actions: { type: 'storeFeatureDisabled', params: { feature: 'letterCode' as const } },
        },
        { guard: { type: 'taskRoutesTo', params: { route: '/letter-code' } }, target: '#journey.main.letterCode' },
        { guard: { type: 'taskRoutesTo', params: { route: '/security' } }, target: '#journey.main.security' },
        // awaitapplicant -> Joint/next (machines/joint.ts): the waiting page polls on.
        { guard: { type: 'taskRoutesTo', params: { route: '/joint/next' } }, target: '#journey.main.joint.waiting' },
        { target: '#journey.main.taskNotAvailable' },
      ],
    },
    waiting: {
      after: { pollInterval: 'fetching' },
    },
    // doc 1 §7 GET .../{case-id}/tasks/capture: the enquiry saved so far, read back into the form (and the product
    // it is for, which the resume link does not carry).
    loadingCaseData: {
      invoke: {
        id: 'fetchCaptureTask',
        src: 'fetchCaptureTask',
        input: ({ context }) => caseRef(context),
        onDone: { target: '#journey.main.eligibility', actions: 'storeCaseData' },
        onError: [invalidTokenError, { target: '#journey.main.error', actions: 'storeError' }],
      },
    },
  },
});

/**
 * fulfillmentinprogress: the accounts are being opened. Retrieval repeats at the configured interval until every
 * account has an account_id; past the configured maximum it goes to the error handler.
 * Then the transfer question where it is offered, else account opened, whose button leads into registration
 * (machines/transfer.ts, registration.ts).
 */
export const completionState = journeySetup.createStateConfig({
  meta: { screen: 'submission', route: '/submission' },
  entry: 'resetCompletedAttempts',
  initial: 'fetching',
  states: {
    fetching: {
      invoke: {
        id: 'fetchCompletedCase',
        src: 'fetchCompletedCase',
        input: ({ context }) => caseRef(context),
        onDone: { target: 'checking', actions: 'storeCompleted' },
        onError: { target: 'checking', actions: 'countCompletedAttempt' },
      },
    },
    checking: {
      always: [
        // doc 1 "Registration": the transfer question when it is offered, else account opened (machines/transfer.ts).
        { guard: 'allAccountsOpened', target: '#journey.main.transfer' },
        { guard: 'completedAttemptsLeft', target: 'waiting' },
        { target: '#journey.main.error', actions: 'storeCompletedTimeout' },
      ],
    },
    waiting: {
      after: { completedCaseInterval: 'fetching' },
    },
  },
});

/** One state per result and deferral page (doc 3 §2), built from the table in resultPages.ts. */
export const resultState = journeySetup.createStateConfig({
  initial: RESULT_PAGES[0].state,
  states: Object.fromEntries(
    RESULT_PAGES.map((page) => [
      page.state,
      {
        meta: { screen: 'result', route: page.route, resultId: page.resultId },
        // doc 3 §2: the pages with a Log out button (pending refer, application submitted; resultPages.ts): the
        // token is dropped and the stores reset.
        ...(hasLogout(page)
          ? {
              on: {
                LOG_OUT: {
                  target: '#journey.main.login',
                  actions: ['dropToken', 'resetSession', 'forgetStoredJourney'],
                },
              },
            }
          : {}),
      },
    ]),
  ),
});
