// Submission polling (doc 1 §4 "Submission polling") and completed case retrieval ("Completed case retrieval").
import { caseRef, journeySetup } from './setup';

export const submittingState = journeySetup.createStateConfig({
  meta: { screen: 'submission', route: '/submission' },
  invoke: {
    id: 'submitCase',
    src: 'submitCase',
    input: ({ context }) => caseRef(context),
    onDone: { target: '#journey.main.submission', actions: 'storeSubmitted' },
    onError: { target: '#journey.main.error', actions: 'storeError' },
  },
});

/**
 * Polls for the next task every pollInterval (5000 ms by default, from configuration). A poll waits for the
 * previous call to finish, so polling is postponed while an API call runs.
 */
export const submissionState = journeySetup.createStateConfig({
  meta: { screen: 'submission', route: '/submission' },
  initial: 'fetching',
  states: {
    fetching: {
      invoke: {
        id: 'fetchNextTask',
        src: 'fetchNextTask',
        input: ({ context }) => caseRef(context),
        onDone: { target: 'routing', actions: 'storeTask' },
        onError: { target: '#journey.main.error', actions: 'storeError' },
      },
    },
    // The case-state to screen map (caseStates.ts) names where each task leads.
    routing: {
      always: [
        { guard: { type: 'taskIs', params: { task: 'applicationprocessing' } }, target: 'waiting' },
        { guard: { type: 'taskIs', params: { task: 'fulfillmentinprogress' } }, target: '#journey.main.completion' },
        { guard: { type: 'taskIs', params: { task: 'capture' } }, target: '#journey.main.eligibility' },
        { target: '#journey.main.taskNotAvailable' },
      ],
    },
    waiting: {
      after: { pollInterval: 'fetching' },
    },
  },
});

/**
 * fulfillmentinprogress: the accounts are being opened. Retrieval repeats at the configured interval until every
 * account has an account_id; past the configured maximum it goes to the error handler.
 * (Registration for internet and telephone banking, the next screen of doc 1 for new customers, is not built yet:
 * the journey goes straight to account opened and the page says how to register.)
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
        { guard: 'allAccountsOpened', target: '#journey.main.accountOpened' },
        { guard: 'completedAttemptsLeft', target: 'waiting' },
        { target: '#journey.main.error', actions: 'storeCompletedTimeout' },
      ],
    },
    waiting: {
      after: { completedCaseInterval: 'fetching' },
    },
  },
});
