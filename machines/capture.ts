// The capture region: step 1, step 2 and review, with the save pipeline (autosave) and the address lookup
// running beside them (doc 1 §4 "Form save and submit").
import { and, not } from 'xstate';
import { TASK_EMPLOYMENT_DETAILS, TASK_PERSONAL_DETAILS, TASK_REVIEW_DETAILS } from './guards';
import { SAVE_ERROR_RESULT_PAGES } from './resultPages';
import { TERMS_ROUTE } from './routes';
import { journeySetup, saveInput } from './setup';
import { authenticationErrors, stepUpState } from './stepUp';

const PERSONAL = '#journey.main.capture.screen.personalDetails';
const EMPLOYMENT = '#journey.main.capture.screen.employmentDetails';
const REVIEW = '#journey.main.capture.screen.review';
const TERMS = '#journey.main.eligibility.terms';

/** doc 1 §8: 350 goes to the duplicate-customer task; a known error with a complete form to review; others to the
 * error screen. */
const onSaveFailed = [
  { guard: 'isDuplicateCustomerError', target: '#journey.main.result.duplicateCustomer', actions: 'storeError' },
  { guard: and(['isKnownSaveError', 'isFormComplete']), target: REVIEW, reenter: true, actions: 'storeError' },
  { target: '#journey.main.error', actions: 'storeError' },
] as const;

/** Step 1's Continue: the values, its task complete, and a save (a create when there is no case id). */
const personalDetailsDone = [
  'mergeValues',
  { type: 'completeTask', params: { task: TASK_PERSONAL_DETAILS } },
  'requestSave',
] as const;

/**
 * doc 1: Employment Continue marks the task complete, sends the form data and goes to review. Nothing waits for the
 * save's answer: review is shown at once (issue 16, its answers are the chart's already) and the save's refusals are
 * taken there (review.confirming).
 */
const employmentContinue = {
  target: `${REVIEW}.confirming`,
  actions: ['mergeValues', { type: 'completeTask', params: { task: TASK_EMPLOYMENT_DETAILS } }, 'requestSave'],
} as const;

/** doc 1: review submit sends the data, marks WEB-REVIEW-DETAILS complete and goes to WEB-SUBMIT-FORM. */
const reviewSubmit = {
  target: '#journey.main.capture.screen.review.saving',
  actions: ['mergeValues', { type: 'completeTask', params: { task: TASK_REVIEW_DETAILS } }, 'requestSave'],
} as const;

/** doc 1 §8 codes that say who the applicant is, before the form is complete (resultPages.ts): their pages. */
const onSaveErrorPage = SAVE_ERROR_RESULT_PAGES.map((page) => ({
  guard: { type: 'saveErrorLeadsTo', params: { state: page.state } } as const,
  target: `#journey.main.result.${page.state}`,
  actions: 'storeError' as const,
}));

/**
 * Typed URLs and Back inside capture: the chart decides (ARCHITECTURE "Screens and the URL"). A screen's own route is
 * left out: the URL sync never sends the address already shown (src/UrlSync.tsx), so such a transition could never be
 * taken.
 */
const CAPTURE_SCREENS = [
  { path: '/step-1', target: PERSONAL },
  { path: '/step-2', target: EMPLOYMENT },
  { path: '/review', target: REVIEW },
] as const;
const navigateWithinCapture = (from: (typeof CAPTURE_SCREENS)[number]['path']) =>
  CAPTURE_SCREENS.filter(({ path }) => path !== from).map(({ path, target }) => ({
    guard: { type: 'canVisitRoute', params: { path } } as const,
    target,
  }));

export const captureState = journeySetup.createStateConfig({
  type: 'parallel',
  on: {
    FORM_CHANGED: { actions: 'mergeValues' },
    FIELD_FOCUSED: { actions: 'markEditing' },
    FIELD_BLURRED: { actions: 'markNotEditing' },
    // doc 2 §3.1 bankID; doc 3 §6: the bank cannot change once a case id exists.
    BANK_CHOSEN: { guard: not('hasCaseId'), actions: 'chooseBank' },
  },
  states: {
    screen: {
      initial: 'personalDetails',
      states: {
        personalDetails: {
          initial: 'preparing',
          // A new page starts with no field being edited (the last one may have gone without a blur).
          entry: 'markNotEditing',
          meta: { screen: 'personalDetails', route: '/step-1', progressStep: 'aboutYou', minutesRemaining: 10 },
          on: {
            // Before a case exists, Back leads to the terms page the applicant agreed on, and on to the questions.
            NAVIGATE: [
              {
                guard: and([not('hasCaseId'), { type: 'navigatesTo', params: { path: '/' } }]),
                target: '#journey.main.eligibility',
              },
              {
                guard: and([not('hasCaseId'), { type: 'canVisitRoute', params: { path: TERMS_ROUTE } }]),
                target: TERMS,
              },
              ...navigateWithinCapture('/step-1'),
            ],
            BACK: [
              { guard: 'isReviewing', target: REVIEW },
              { guard: not('hasCaseId'), target: TERMS },
            ],
          },
          states: {
            // An existing customer's page starts from the bank's records (doc 1 §4 "Existing-customer data"), once;
            // otherwise from the form as it is (a resumed case's data was read in before, machines/submission.ts).
            preparing: {
              always: [{ guard: 'needsCustomerDetails', target: 'loadingCustomerDetails' }, { target: 'editing' }],
            },
            // doc 1 §7 "Users and customers": the OWNER's details and marketing preferences, with a bearer token.
            loadingCustomerDetails: {
              meta: { screen: 'loading', route: '/step-1' },
              invoke: {
                id: 'fetchCustomerDetails',
                src: 'fetchCustomerDetails',
                input: ({ context }) => ({ bankId: context.bankId }),
                onDone: { target: 'editing', actions: 'storeCustomerDetails' },
                // doc 1 §4: a session below scope 30 steps up here, mid-journey, and the details are read again.
                onError: [...authenticationErrors, { target: '#journey.main.error', actions: 'storeError' }],
              },
            },
            steppingUp: stepUpState(
              'customerDetailsStepUp',
              '#journey.main.capture.screen.personalDetails.loadingCustomerDetails',
              { screen: 'loading', route: '/step-1' },
            ),
            editing: {
              on: {
                // doc 1: submit goes to review when reviewing, else to step 2 when a case id exists, else the form data
                // is sent to create the case. Step 2 is shown at once while the create is out (issue 16: Continue to
                // the next screen within 50 ms of main-thread work at 4x; the create's round trip was the applicant's
                // wait): its `confirming` state takes the create's refusals, as review's takes step 2's.
                CONTINUE: [
                  { guard: and(['hasCaseId', 'isReviewing']), target: REVIEW, actions: personalDetailsDone },
                  { guard: 'hasCaseId', target: EMPLOYMENT, actions: personalDetailsDone },
                  // (reviewing with no case: a create refused at review, its answers changed from there)
                  { guard: 'isReviewing', target: `${REVIEW}.confirming`, actions: personalDetailsDone },
                  { target: `${EMPLOYMENT}.confirming`, actions: personalDetailsDone },
                ],
              },
            },
          },
        },
        employmentDetails: {
          initial: 'editing',
          // A new page starts with no field being edited (the last one may have gone without a blur).
          entry: 'markNotEditing',
          meta: { screen: 'employmentDetails', route: '/step-2', progressStep: 'yourMoney', minutesRemaining: 5 },
          on: {
            NAVIGATE: navigateWithinCapture('/step-2'),
            BACK: [{ guard: 'isReviewing', target: REVIEW }, { target: PERSONAL }],
          },
          states: {
            editing: {
              on: { CONTINUE: employmentContinue },
            },
            // Shown by step 1's Continue while its create is out: the created case's id arrives with the save
            // (storeCase) and SAVED leaves this state; a refusal leads where it led from step 1 (350, 318 and 325 to
            // their pages, anything else to the error screen: the form cannot be complete yet). Continue meanwhile goes
            // to review as from editing, its save queued behind the create (sync.saving queueSave).
            confirming: {
              on: {
                SAVED: { target: 'editing' },
                SAVE_FAILED: [onSaveFailed[0], ...onSaveErrorPage, onSaveFailed[2]],
                CONTINUE: employmentContinue,
              },
            },
          },
        },
        review: {
          // No `checking` state: every way in opens review only with steps 1 and 2 done (a typed URL and a link's
          // `reason` by canVisitRoute, a reload by the saved screen's check in guards.ts resumeScreenOf, Continue
          // of step 2 after step 1, Back or a save error while reviewing). Its fallback to step 1 could be taken only
          // from a tab storage changed by hand (issue 14): the storage is checked where it is read instead.
          initial: 'editing',
          meta: { screen: 'review', route: '/review', progressStep: 'allSystemsGo' },
          entry: ['stopReviewing', 'markNotEditing'],
          on: {
            NAVIGATE: navigateWithinCapture('/review'),
            BACK: { target: EMPLOYMENT },
            EDIT_SECTION: [
              {
                guard: { type: 'editLinkOpens', params: { task: 'WEB-PERSONAL-DETAILS' } },
                target: PERSONAL,
                actions: 'startReviewing',
              },
              {
                guard: { type: 'editLinkOpens', params: { task: 'WEB-EMPLOYMENT-DETAILS' } },
                target: EMPLOYMENT,
                actions: 'startReviewing',
              },
            ],
          },
          states: {
            editing: {
              on: { SUBMIT: reviewSubmit },
            },
            // Shown by step 2's Continue while its save is out: a refusal leads where it led from step 2 (the duplicate
            // customer's page, review with what to do, or the error screen); a submit meanwhile is queued behind it
            // (sync.saving queueSave) and waits for the last save as from editing.
            confirming: {
              on: {
                SAVED: { target: 'editing' },
                SAVE_FAILED: [...onSaveFailed],
                SUBMIT: reviewSubmit,
              },
            },
            // "Accept and apply" pressed: the submission page is shown at once, while the review's save is out and
            // then its submit (#journey.main.submitting shows the same page). doc 1 §4 sends the data and goes to
            // WEB-SUBMIT-FORM, "a waiting screen"; nothing the applicant can do waits for the save's answer (issue
            // 16: Continue to the next screen within 50 ms of main-thread work at 4x). A refusal leads where it led
            // from review: review again with what to do, the duplicate customer's page, or the error screen.
            saving: {
              meta: { screen: 'submission', route: '/submission' },
              on: {
                SAVED: { target: '#journey.main.submitting' },
                SAVE_FAILED: [...onSaveFailed],
              },
            },
          },
        },
      },
    },

    // The one save pipeline: create when there is no case id, update otherwise; an autosave timer starts after
    // each successful save (0 disables it); a save waits while a field is being edited (doc 1 §4).
    sync: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: and(['hasCaseId', 'autosaveEnabled']), target: 'scheduled' }, { target: 'idle' }],
        },
        idle: {
          on: { SAVE_NOW: 'saving' },
        },
        scheduled: {
          after: { autosaveInterval: 'due' },
          on: { SAVE_NOW: 'saving' },
        },
        due: {
          always: [
            { guard: 'isEditing', target: 'deferred' },
            { guard: 'hasStandingSaveRefusal', target: 'refused' },
            { guard: 'isDirty', target: 'saving' },
            { target: 'scheduled' },
          ],
        },
        deferred: {
          on: {
            FIELD_BLURRED: { target: 'due', actions: 'markNotEditing' },
            SAVE_NOW: 'saving',
          },
        },
        saving: {
          initial: 'choosing',
          entry: 'markSaving',
          on: { SAVE_NOW: { actions: 'queueSave' } },
          states: {
            choosing: {
              always: [{ guard: 'hasCaseId', target: 'updating' }, { target: 'creating' }],
            },
            creating: {
              invoke: {
                id: 'createCase',
                src: 'createCase',
                input: ({ context }) => saveInput(context),
                onDone: { target: 'done', actions: ['storeCase', 'clearSaveFailed', 'clearSaveRefusal'] },
                onError: { target: '#journey.main.capture.sync.failed', actions: 'announceSaveFailed' },
              },
            },
            updating: {
              invoke: {
                id: 'updateCase',
                src: 'updateCase',
                input: ({ context }) => saveInput(context),
                onDone: { target: 'done', actions: ['storeCase', 'clearSaveFailed', 'clearSaveRefusal'] },
                onError: { target: '#journey.main.capture.sync.failed', actions: 'announceSaveFailed' },
              },
            },
            done: {
              always: [
                {
                  guard: 'isSaveQueued',
                  target: '#journey.main.capture.sync.saving',
                  reenter: true,
                  actions: 'clearSaveQueue',
                },
                { target: '#journey.main.capture.sync.afterSave', actions: 'announceSaved' },
              ],
            },
          },
        },
        afterSave: {
          always: [{ guard: 'autosaveEnabled', target: 'scheduled' }, { target: 'idle' }],
        },
        // A short interval after an update error, then try again (doc 1 §4); without a case, wait to be asked.
        // The form screens say the save failed until one succeeds (issue 10); what was typed stays in the form.
        failed: {
          entry: ['markUnsaved', 'markSaveFailed', 'storeSaveRefusal'],
          always: [
            { guard: not('hasCaseId'), target: 'idle' },
            { guard: 'hasStandingSaveRefusal', target: 'refused' },
          ],
          after: { autosaveErrorInterval: 'due' },
          on: { SAVE_NOW: 'saving' },
        },
        // doc 1 §8: a refusal only the applicant can fix (1036 username in use) is not sent again as it was; each change
        // of the form looks again, and autosave goes on once the answers it was about have changed (issue 15).
        refused: {
          // (this handler shadows capture's FORM_CHANGED, so it merges the values itself, as deferred's blur does)
          on: { FORM_CHANGED: { target: 'due', actions: 'mergeValues' }, SAVE_NOW: 'saving' },
        },
      },
    },

    lookup: {
      initial: 'idle',
      on: {
        ADDRESS_SEARCH: { target: '.searching', actions: 'startAddressSearch' },
        ADDRESS_SELECTED: { target: '.fetching', actions: 'markLookupFetching' },
      },
      states: {
        idle: {},
        searching: {
          invoke: {
            id: 'searchAddresses',
            src: 'searchAddresses',
            input: ({ context }) => ({
              postcode: context.addressLookup.postcode,
              houseNumber: context.addressLookup.houseNumber,
            }),
            onDone: { target: 'idle', actions: 'storeSearchResults' },
            onError: { target: 'idle', actions: 'markLookupFailed' },
          },
        },
        fetching: {
          invoke: {
            id: 'fetchAddress',
            src: 'fetchAddress',
            input: ({ event }) => ({ addressRef: event.type === 'ADDRESS_SELECTED' ? event.addressRef : '' }),
            onDone: { target: 'idle', actions: 'storeSelectedAddress' },
            onError: { target: 'idle', actions: 'markLookupFailed' },
          },
        },
      },
    },

    // The bank details lookup of step 2 (doc 2 §5.5, §7.3): both details valid and changed start a lookup; a
    // newer pair replaces one still being looked up. A 404 marks the details invalid (storeBankLookup).
    bankLookup: {
      initial: 'idle',
      on: {
        // Not reenter: a reentering transition's domain would be the parallel capture state, and every region (the
        // screen too) would start again from its initial state. Without it the domain is this region, and a
        // search under way is still left and entered again for the newer pair.
        BANK_DETAILS_CHANGED: { target: '.searching', actions: 'startBankSearch' },
      },
      states: {
        idle: {},
        searching: {
          invoke: {
            id: 'searchBank',
            src: 'searchBank',
            input: ({ context }) => ({
              sortCode: context.bankLookup.sortCode,
              accountNumber: context.bankLookup.accountNumber,
            }),
            onDone: { target: 'idle', actions: 'storeBankLookup' },
            onError: { target: 'idle', actions: 'markBankLookupFailed' },
          },
        },
      },
    },
  },
});
