// Paths generated from the production journey chart (ARCHITECTURE "Tests": model tests are generated from the
// same chart that runs in production, never from a hand-written copy). `createTestModel` refuses charts with
// invokes and delays, so the paths come from `getShortestPaths` over `journeyMachine` itself, with every invoked
// actor's done and error, and every `after`, modelled as events the test sends.
import { type ActorLogic, type AnyActorScope, createEmptyActor, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import type { RuntimeConfig } from '../contract/schemas';
import type {
  CompletedCaseOutput,
  CustomerDetailsOutput,
  JourneyError,
  LoadStartupOutput,
  NextTaskOutput,
} from '../machines/actorContracts';
import { CASE_STATE_ROUTES } from '../machines/caseStates';
import { needsCustomerDetails } from '../machines/existingCustomer';
import {
  allAccountsOpened,
  autosaveEnabled,
  hasCompletedTask,
  hasEligibilityAnswers,
  TASK_EMPLOYMENT_DETAILS,
  TASK_PERSONAL_DETAILS,
} from '../machines/guards';
import { journeyMachine } from '../machines/journey';
import type { JourneyEvent, JourneyInput, PersistedJourney } from '../machines/journeyTypes';
import { isKnownRoute, TERMS_ROUTE } from '../machines/routes';
import { savedTab } from '../machines/test-support/journeyStubs';
import { needsTransferStepUp } from '../machines/transfer.logic';
import { isCurrentQuestionAnswered } from '../machines/verificationRules';
import { transitionId, transitionsOf } from './chartInventory';

export type JourneySnapshot = SnapshotFrom<typeof journeyMachine>;

/** What an invoked actor or a timer says to the chart; the test sends these itself, so no clock is involved. */
export type ActorEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: JourneyError }
  | { type: `xstate.after.${string}` };
export type ModelEvent = JourneyEvent | ActorEvent;
export type JourneyPath = StatePath<JourneySnapshot, ModelEvent>;

// ---------------------------------------------------------------- entries (doc 1 §2 "Query and hash parameters")

export interface Entry {
  name: string;
  input: JourneyInput;
}

const CASE_ID = 'CS12345678';
const start = (pathname: string, search: string) => ({ pathname, search, hash: '' });
const START_PAGE = start('/', '?applyFor=IM135&brandId=CB');

function persisted(screen: string, caseId: string | undefined, completedTasks: string[]): PersistedJourney {
  return savedTab(screen, {
    caseId,
    form: { productCode: 'IM135', isExistingCustomer: 'No', completedTasks, firstName: 'Ada' },
  });
}

/** What the joint second applicant's tab keeps while they are at the login app (src/sessionStore.ts). */
const JOINT_SECOND_APPLICANT: PersistedJourney = {
  ...persisted('jointAuthentication', CASE_ID, []),
  resumeToken: 'resume-token',
  jointRole: 'secondary',
  form: {
    productCode: 'IM135',
    isExistingCustomer: 'Yes',
    subType: 'JOINT',
    jointLinkCode: '1234567',
  },
};
const jointReturn = (hash: string) => ({
  pathname: '/joint/authentication',
  search: '?brandId=CB&applyFor=IM135',
  hash,
});

/** Every screen of the chart lives under `main`; only `notFound` stands beside it (so Back can use history). */
export function inMain(value: string | object): Parameters<JourneySnapshot['matches']>[0] {
  return (value === 'notFound' ? value : { main: value }) as Parameters<JourneySnapshot['matches']>[0];
}

export const ENTRIES: Entry[] = [
  { name: 'IM135 start page', input: { location: START_PAGE } },
  { name: 'invalid brand', input: { location: start('/', '?applyFor=IM135&brandId=XX') } },
  { name: 'no product code', input: { location: start('/', '?brandId=CB') } },
  { name: 'unknown product', input: { location: start('/', '?applyFor=IM999&brandId=CB') } },
  { name: 'unknown path', input: { location: start('/nope', '?applyFor=IM135&brandId=CB') } },
  { name: 'resume link', input: { location: start('/submission', `?caseId=${CASE_ID}&type=current&brandId=CB`) } },
  { name: 'submission without a case', input: { location: start('/submission', '?brandId=CB') } },
  {
    name: 'resume link, the letter-code feature removed by the URL',
    input: {
      location: start('/submission', `?caseId=${CASE_ID}&type=current&brandId=CB&removeFeatures=letterCode`),
    },
  },
  {
    name: 'a decision-in-principle link',
    input: { location: start('/', '?brandId=CB&uuid=3f2b8c1e-5d4a-4e8b-9c1f-0a1b2c3d4e5f') },
  },
  { name: 'login', input: { location: start('/login', '?brandId=CB') } },
  { name: 'the component gallery', input: { location: start('/components', '?brandId=CB') } },
  {
    name: 'a cash ISA on a joint application',
    input: { location: start('/', '?applyFor=IM481&brandId=CB&subType=JOINT') },
  },
  { name: 'a credit card, not logged in', input: { location: start('/', '?applyFor=G99&brandId=CB') } },
  {
    name: 'back from the login app with a token',
    input: {
      location: {
        pathname: '/authentication',
        search: '?applyFor=IM135&brandId=CB',
        hash: '#access_token=T&bankId=CB',
      },
    },
  },
  {
    name: 'back from the login app with a return address',
    input: {
      location: {
        pathname: '/authentication',
        search: '?applyFor=IM135&brandId=CB&returnUrl=%2Fportal',
        hash: '#access_token=T&bankId=CB',
      },
    },
  },
  {
    name: 'back from the login app without a product',
    input: { location: { pathname: '/authentication', search: '?brandId=CB', hash: '#access_token=T' } },
  },
  {
    name: 'back from the login app refused',
    input: { location: { pathname: '/authentication', search: '?brandId=CB', hash: '#error=access_denied' } },
  },
  {
    name: 'back from the login app in error',
    input: { location: { pathname: '/authentication', search: '?brandId=CB', hash: '#error=server_error' } },
  },
  { name: 'to the login app', input: { location: start('/authentication', '?applyFor=IM135&brandId=CB') } },
  {
    name: 'back from the login app for a regular saver',
    input: {
      location: {
        pathname: '/authentication',
        search: '?applyFor=IM760&brandId=VM',
        hash: '#access_token=T&bankId=CB',
      },
    },
  },
  {
    name: 'persisted on step 2',
    input: { location: START_PAGE, persisted: persisted('employmentDetails', CASE_ID, ['WEB-PERSONAL-DETAILS']) },
  },
  // issue 10: a new applicant's tab kept a resume token, spent for a fresh case token before the first case call
  {
    name: 'persisted on step 2 with a resume token',
    input: {
      location: START_PAGE,
      persisted: { ...persisted('employmentDetails', CASE_ID, ['WEB-PERSONAL-DETAILS']), resumeToken: 'resume-1' },
    },
  },
  {
    name: 'persisted on review',
    input: {
      location: START_PAGE,
      persisted: persisted('review', CASE_ID, ['WEB-PERSONAL-DETAILS', 'WEB-EMPLOYMENT-DETAILS']),
    },
  },
  // The other branches of `resuming`: a reload on review with a step left to do (guards.ts resumeScreenOf: step 1), on step 1,
  // on the submission screen, and before any case existed.
  {
    name: 'persisted on review, step 2 not done',
    input: { location: START_PAGE, persisted: persisted('review', CASE_ID, ['WEB-PERSONAL-DETAILS']) },
  },
  {
    name: 'persisted on step 1',
    input: { location: START_PAGE, persisted: persisted('personalDetails', undefined, []) },
  },
  { name: 'persisted on submission', input: { location: START_PAGE, persisted: persisted('submission', CASE_ID, []) } },
  {
    name: 'persisted before a case',
    input: { location: START_PAGE, persisted: persisted('eligibility', undefined, []) },
  },
  // A reload on the terms page (issue 15): it comes back, with the answers that led there.
  {
    name: 'persisted on the terms page',
    input: {
      location: start(TERMS_ROUTE, '?applyFor=IM135&brandId=CB'),
      persisted: {
        ...persisted('eligibilityTerms', undefined, []),
        form: {
          ...persisted('eligibilityTerms', undefined, []).form,
          eligibilityQuestions: [{ question: 'age', answer: 'Y', consent: 'Y', timestamp: '2025-01-06T09:00:00.000Z' }],
        },
      },
    },
  }, // Registration, the transfer hand-off and the returns from other services (machines/registration.ts, transfer.ts).
  {
    name: 'a cash ISA resume link',
    input: { location: start('/submission', `?caseId=${CASE_ID}&type=cashisa&brandId=CB&applyFor=IM481`) },
  },
  {
    name: 'back from the transfer app',
    input: {
      location: {
        pathname: '/continue',
        search: `?applyFor=IM481&brandId=CB&caseId=${CASE_ID}`,
        hash: '#id_token=T&bankId=CB',
      },
    },
  },
  {
    name: 'back from the transfer app, an existing internet-banking customer',
    input: {
      location: {
        pathname: '/continue/existing',
        search: `?applyFor=IM481&brandId=CB&caseId=${CASE_ID}&internetBanking=true`,
        hash: '#id_token=T&bankId=CB',
      },
    },
  },
  {
    // no internetBanking=true: the cash ISA's post-transfer task, registration, which the customer's token (not a
    // telephone-banking login) sends on to the post-registration task (machines/registration.ts deciding)
    name: 'back from the transfer app, an existing customer of a cash ISA',
    input: {
      location: {
        pathname: '/continue/existing',
        search: `?applyFor=IM481&brandId=CB&caseId=${CASE_ID}`,
        hash: '#id_token=T&bankId=CB',
      },
    },
  },
  {
    name: 'back from the transfer app without a token, with a resume token',
    input: {
      location: { pathname: '/continue', search: '?applyFor=IM135&brandId=CB', hash: '' },
      persisted: { ...persisted('transfer', CASE_ID, []), resumeToken: 'resume-1' },
    },
  },
  {
    name: 'back from the transfer app without a token',
    input: { location: { pathname: '/continue', search: '?applyFor=IM135&brandId=CB', hash: '' } },
  },
  {
    name: 'back from the transfer app, an existing internet-banking customer of a current account',
    input: {
      location: {
        pathname: '/continue/existing',
        search: `?applyFor=IM135&brandId=CB&caseId=${CASE_ID}&internetBanking=true`,
        hash: '#id_token=T&bankId=CB',
      },
    },
  },
  {
    name: 'back from the transfer app for a savings product without registration here',
    input: {
      location: {
        pathname: '/continue',
        search: `?applyFor=IM760&brandId=CB&caseId=${CASE_ID}`,
        hash: '#id_token=T&bankId=CB',
      },
    },
  },
  {
    name: 'back from the registration app for a cash ISA',
    input: {
      location: {
        pathname: '/hasDigitalRegDone',
        search: `?applyFor=IM481&brandId=CB&caseId=${CASE_ID}`,
        hash: '#access_token=T&bankId=CB',
      },
    },
  },
  {
    name: 'back from the registration app without a token, with a resume token',
    input: {
      location: { pathname: '/hasDigitalRegDone', search: '?applyFor=IM135&brandId=CB', hash: '' },
      persisted: { ...persisted('accountOpened', CASE_ID, []), resumeToken: 'resume-1' },
    },
  },
  {
    // F5 on the submission page: the tab's resume token is traded first (machines/startup.logic.ts isSubmissionReload)
    name: 'a reload of the submission page, with a resume token',
    input: {
      location: {
        pathname: '/submission',
        search: `?applyFor=IM135&brandId=CB&caseId=${CASE_ID}&type=current`,
        hash: '',
      },
      persisted: { ...persisted('submission', CASE_ID, []), resumeToken: 'resume-1' },
    },
  },
  {
    name: 'back from the registration app without a token',
    input: { location: { pathname: '/hasDigitalRegDone', search: '?applyFor=IM135&brandId=CB', hash: '' } },
  },
  {
    name: 'back from the registration app',
    input: {
      location: {
        pathname: '/hasDigitalRegDone',
        search: `?applyFor=IM135&brandId=CB&caseId=${CASE_ID}&isAltProduct=true`,
        hash: '#access_token=T&bankId=CB',
      },
    },
  },
  // doc 1 §4 "Step-up is needed ... before the transfer hand-off": an existing customer whose login app token is of
  // scope 10 (the sandbox's `scope` parameter) reaches the transfer question below scope 30 when nothing stepped up.
  {
    name: 'back from the login app for a cash ISA at scope 10',
    input: {
      location: {
        pathname: '/authentication',
        search: '?applyFor=IM481&brandId=CB&addFeatures=transfer&scope=10',
        hash: '#access_token=T&bankId=CB',
      },
    },
  },
  // Joint (machines/joint.ts): the first applicant's start, the second applicant's link with a code and without a
  // product (the invitation's link and the typed address).
  { name: 'joint, first applicant', input: { location: start('/joint', '?applyFor=IM135&brandId=CB') } },
  {
    name: 'joint, second applicant with the invitation link',
    input: { location: start('/joint/join', '?jointLinkCode=1234567&applyFor=IM135&brandId=CB') },
  },
  { name: 'joint, second applicant typing the address', input: { location: start('/joint/join', '?brandId=CB') } },
  // WEB-JOINT-AUTHENTICATION (machines/joint.ts secondary.authentication): the login app's return to
  // /joint/authentication, the tab holding the second applicant's case and the resume token of their link; an error,
  // access_denied, and a token with no joint case in the tab.
  {
    name: 'joint, back from the login app with a token',
    input: { location: jointReturn('#access_token=T&scope=10&bankId=CB'), persisted: JOINT_SECOND_APPLICANT },
  },
  {
    name: 'joint, back from the login app refused',
    input: { location: jointReturn('#error=access_denied'), persisted: JOINT_SECOND_APPLICANT },
  },
  {
    name: 'joint, back from the login app in error',
    input: { location: jointReturn('#error=server_error'), persisted: JOINT_SECOND_APPLICANT },
  },
  {
    name: 'joint, back from the login app with no joint case in the tab',
    input: { location: jointReturn('#access_token=T&scope=30&bankId=CB') },
  },
  {
    name: 'joint, Back from the login app without an answer',
    input: { location: jointReturn(''), persisted: JOINT_SECOND_APPLICANT },
  },
  { name: 'joint, the authentication address typed', input: { location: jointReturn('') } },
  // The second applicant's link opened again in the tab that left for the login app: their case resumed, the question
  // again (machines/journey.ts resuming.routing), not the link's spent code.
  {
    name: 'joint, the link opened again at the login app',
    input: {
      location: start('/joint/join', '?jointLinkCode=1234567&applyFor=IM135&brandId=CB'),
      persisted: JOINT_SECOND_APPLICANT,
    },
  },
  { name: 'joint, IM632 (not allowed on joint)', input: { location: start('/joint', '?applyFor=IM632&brandId=VM') } },
];

// ---------------------------------------------------------------- the event catalogue

const ANSWERED_AT = '2025-01-06T09:00:00.000Z';
const FEATURES = {
  progressBar: true,
  joint: true,
  letterCode: true,
  overdrafts: true,
  amazonLink: false,
  disableProductBlacklist: false,
  // doc 1 "Registration": the transfer question (machines/transfer.ts) is asked only with this feature on.
  transfer: true,
};

/** Small on purpose: every attempt is a distinct model state, so the maximum bounds the completion loop. */
export const COMPLETED_CASE_MAX_ATTEMPTS = 3;
/** Shortened like the other limits (production: 9 tries, doc 1 §9); the chart reads it from configuration. */
export const OFFER_RETRY_MAX_TRIES = 3;
/** Small like the others (default 3, machines/faults.ts): failed next-task polls in a row before the error page. */
export const POLL_MAX_FAILURES = 2;

function startupConfig(autosaveInterval: number, features: RuntimeConfig['features'] = FEATURES): RuntimeConfig {
  return {
    apiUrl: '',
    eventsUrl: '',
    loginAndRegistrationAppUrl: '',
    defaultBankId: 'CB',
    pollInterval: 5000,
    autosaveInterval,
    autosaveErrorInterval: 3000,
    inactivityTimeout: 900000,
    completedCaseInterval: 2000,
    completedCaseMaxAttempts: COMPLETED_CASE_MAX_ATTEMPTS,
    offerRetryInterval: 2000,
    offerRetryMaxTries: OFFER_RETRY_MAX_TRIES,
    pollMaxFailures: POLL_MAX_FAILURES,
    analyticsInterval: 10000,
    features,
  };
}

const startup = (autosaveInterval: number, features?: RuntimeConfig['features']): LoadStartupOutput => ({
  config: startupConfig(autosaveInterval, features),
  documents: [],
  productContent: { products: {} },
});
const savedCase = { caseId: CASE_ID, taskUri: `/cases/${CASE_ID}/tasks/WEB-PERSONAL-DETAILS` };
const nextTask = (task: string): NextTaskOutput => ({ taskUri: `/cases/${CASE_ID}/${task}`, task, waitSeconds: 0 });
const completed = (accountId: string | null): CompletedCaseOutput => ({
  customerNumber: accountId ? '1234567890' : null,
  accounts: [
    {
      account_type: 'current',
      product_code: '135',
      account_id: accountId,
      // opened with its number and sort code: the switch page needs them (doc 2 §7.2 new_account)
      account_number: accountId ? '12345678' : null,
      sort_code: accountId ? '999101' : null,
    },
  ],
});

/** Two questions, so both the next-question and the last-question branches of Continue are shown. */
/** Three questions, as the sandbox asks (doc 2 §9 "security questions 3"; platform/auth/callValidation.ts). */
export const SECURITY_QUESTIONS = ['Q1', 'Q2', 'Q3'].map((id) => ({
  id,
  question: `Question ${id}`,
  answers: [
    { id: `${id}-A1`, answer: 'Right' },
    { id: `${id}-A2`, answer: 'None of these' },
  ],
}));

const CUSTOMER_DETAILS: CustomerDetailsOutput = {
  customerNumber: '1000000011',
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Quillfeather',
  gender: 'Female',
  dateOfBirth: '14-03-1985',
  phoneNumber: '07700900101',
  emailAddress: 'ada.quillfeather@example.com',
  address: { houseNumber: '3', streetName: 'Wharfedale Row', city: 'Leeds', postcode: 'LS1 4AP' },
  niNumber: 'QQ123456C',
  marketingPreferences: [],
};

/**
 * Representative outputs of every invoked actor (machines/actorContracts.ts), one per behaviour the chart tells
 * apart: autosave on and off; each kind of next task (polling, completion, back to capture, a case state whose
 * screen is not built); accounts opened and not yet; addresses found and none.
 */
export const ACTOR_OUTPUTS: Record<string, { label: string; output: unknown }[]> = {
  loadStartup: [
    { label: 'autosave on', output: startup(30000) },
    { label: 'autosave off', output: startup(0) },
    // doc 1 route table: the joint routes only when the joint feature is on, otherwise the error task.
    { label: 'joint feature off', output: startup(0, { ...FEATURES, joint: false }) },
  ],
  createCase: [{ label: 'case', output: savedCase }],
  updateCase: [{ label: 'case', output: savedCase }],
  submitCase: [{ label: 'submitted', output: { ...savedCase, accessToken: undefined } }],
  resumeCase: [{ label: 'resumed', output: { accessToken: 'case-token', resumeToken: 'resume-2' } }],
  // Every case state of doc 1's map, and one the map does not know.
  fetchNextTask: [...Object.keys(CASE_STATE_ROUTES), 'somethingnew'].map((task) => ({
    label: task,
    output: nextTask(task),
  })),
  fetchCompletedCase: [
    { label: 'opened', output: completed('ACC-1') },
    { label: 'not yet', output: completed(null) },
  ],
  fetchPublicKey: [{ label: 'key', output: { publicKey: 'PEM' } }],
  fetchCredentials: [
    { label: 'not registered', output: { customerNumber: '1234567890', registered: false } },
    { label: 'registered', output: { customerNumber: '1234567890', registered: true } },
  ],
  fetchSecurityQuestions: [{ label: 'questions', output: [{ id: 'SQ01', question: 'What was your first pet?' }] }],
  updateCredentials: [{ label: 'registered', output: { customerNumber: '1234567890', registered: true } }],
  searchAddresses: [
    { label: 'found', output: [{ id: 'ADDR-1', potential_address: '10 Downing Street, London, SW1A 2AA' }] },
    { label: 'none', output: [] },
  ],
  createChallenge: [
    {
      label: 'internet banking',
      output: {
        sessionId: 'AUTH-1',
        publicKey: 'PEM',
        schemeId: 'password',
        challenges: [{ type: 'partial_password', inputs: [{ authIndex: 0, label: 'Character 1', kind: 'character' }] }],
        customerType: 'internetBanking',
      },
    },
    {
      // a customer who banks by telephone only: the access code, sort code and account number (doc 2 §3.5 acn)
      label: 'telephone banking',
      output: {
        sessionId: 'AUTH-3',
        publicKey: 'PEM',
        schemeId: 'acn',
        challenges: [
          {
            type: 'acn',
            inputs: [
              { authIndex: 0, label: 'Access code', kind: 'secret', length: 4 },
              { authIndex: 1, label: 'Sort code', kind: 'digits', length: 6 },
              { authIndex: 2, label: 'Account number', kind: 'digits', length: 8 },
            ],
          },
        ],
        customerType: 'telephoneBanking',
      },
    },
    {
      label: 'one-time passcode (step-up)',
      output: {
        sessionId: 'AUTH-2',
        publicKey: 'PEM',
        schemeId: 'otp',
        challenges: [
          { type: 'otp', inputs: [{ authIndex: 0, label: 'One-time passcode', kind: 'digits', length: 10 }] },
          { type: 'date_of_birth', inputs: [{ authIndex: 0, label: 'Date of birth', kind: 'date' }] },
        ],
        customerType: 'unknown',
      },
    },
  ],
  sendOtp: [{ label: 'sent', output: { sentTo: '********123', remaining: 2 } }],
  requestToken: [{ label: 'token', output: { accessToken: 'TOKEN', scope: 30 } }],
  inactivityTimer: [{ label: 'expired', output: undefined }],
  // One output per outcome the chart tells apart (machines/regularSaver.ts).
  fetchCustomerProfile: [
    { ageYears: 15, accounts: [{ accountType: 'current', productCode: '135' }] },
    { ageYears: 17, accounts: [{ accountType: 'current', productCode: '135' }] },
    { ageYears: 40, accounts: [{ accountType: 'savings', productCode: '760' }] },
    { ageYears: 40, accounts: [{ accountType: 'savings', productCode: '759' }] },
    { ageYears: 40, accounts: [{ accountType: 'current', productCode: '135' }] },
  ].map((output) => ({ label: `${output.ageYears} with ${output.accounts[0]?.productCode}`, output })),
  fetchCurrentUser: [{ label: 'user', output: { username: 'sandboxada', customerNumber: '1000000011', bankId: 'CB' } }],
  // doc 1 §7 retrievecase: the decision-in-principle case of a link's uuid (machines/entry.logic.ts).
  retrieveDipCase: [
    { label: 'case', output: { productCode: 'IM135', form: { firstName: 'Dipti', lastName: 'Principle' } } },
  ],
  // An existing customer's step 1 (doc 1 §4 "Existing-customer data"): the chart tells no two answers apart.
  fetchCustomerDetails: [{ label: 'details', output: CUSTOMER_DETAILS }],
  // A resumed case's captured data (GET .../tasks/capture read back into the form).
  fetchCaptureTask: [
    { label: 'captured', output: { productCode: 'IM135', firstName: 'Ada', dateOfBirth: '14-03-1985' } },
  ],
  fetchPortalCases: [
    {
      label: 'cases',
      output: [
        {
          id: CASE_ID,
          uri: `/banks/CB/cases/csapcurrent/existing/${CASE_ID}`,
          description: 'Current account',
          createdAt: '2026-01-01T00:00:00Z',
          productCode: 'IM135',
        },
      ],
    },
  ],
  fetchOffers: [
    {
      label: 'an offer',
      output: [
        {
          id: 'OFFER-1',
          productCode: 'IM135',
          creditLimit: { minimum: 50, offerLimit: 500, incomeProofRequired: false, updateOffer: true },
          documents: [],
        },
      ],
    },
    { label: 'no offer', output: [] },
  ],
  updateOffer: [{ label: 'updated', output: { id: 'OFFER-1', productCode: 'IM135', documents: [] } }],
  decideOffer: [{ label: 'decided', output: undefined }],
  sendEvidence: [{ label: 'sent', output: undefined }],
  // doc 2 §5.5: details found at a branch, and the platform's 404 (invalid details).
  searchBank: [
    { label: 'found', output: { found: true, bankName: 'Northgate Bank', branch: 'Manchester Piccadilly' } },
    { label: 'not found', output: { found: false } },
  ],
  // The letter-code and security pages (doc 1 §4 "Joint", "Call validation (3D)").
  submitLetterCode: [{ label: 'accepted', output: { taskUri: `/cases/${CASE_ID}/applicationprocessing` } }],
  fetchCallValidationQuestions: [
    { label: 'three questions', output: SECURITY_QUESTIONS },
    { label: 'none', output: [] },
  ],
  submitCallValidation: [
    { label: 'PASS', output: { result: 'PASS', taskUri: `/cases/${CASE_ID}/applicationprocessing` } },
    { label: 'FAIL', output: { result: 'FAIL', taskUri: `/cases/${CASE_ID}/idcheckfail` } },
  ],
  // Joint (machines/joint.ts): the link-code check, the first applicant's code, the invitation.
  checkJointLinkCode: [
    {
      label: 'linked',
      output: {
        caseId: CASE_ID,
        bankId: 'CB',
        productType: 'current',
        subType: 'ntb',
        productCode: 'IM135',
        taskUri: `/cases/${CASE_ID}/capture`,
        accessToken: 'case-token-2',
        resumeToken: 'resume-2',
      },
    },
  ],
  fetchJointLinkCode: [{ label: 'code', output: { linkCode: '1234567' } }],
  sendJointInvitation: [{ label: 'sent', output: { sent: 2 } }],
  claimJointApplicant: [{ label: 'recorded', output: { applicantIndex: 1 } }],
  // doc 1 §4 "Switch": set up (000); a refusal is an error with its code (below).
  submitSwitch: [{ label: 'set up', output: { switchId: 'SW-1', code: '000' } }],
  fetchAddress: [
    {
      label: 'address',
      output: { id: 'ADDR-1', houseNumber: '10', streetName: 'Downing Street', city: 'London', postcode: 'SW1A 2AA' },
    },
  ],
};

/**
 * The errors the chart tells apart (doc 1 §8): a failure, a known save error (1036), the duplicate customer (350),
 * and, on the create of step 1 (the form not complete yet), the codes with a page of their own (318, 325:
 * machines/resultPages.ts SAVE_ERROR_RESULT_PAGES).
 */
const ACTOR_ERRORS: Record<string, Omit<JourneyError, 'source'>[]> = {
  createCase: [
    { code: 'service_unavailable', status: 503 },
    { code: '1036', status: 409 },
    { code: '350', status: 409 },
    { code: '318', status: 409 },
    { code: '325', status: 409 },
    // doc 1 §8 326 not in-flight customer: a known code, the form not complete, so the error screen (sandbox Notinflight)
    { code: '326', status: 409 },
  ],
  updateCase: [
    { code: 'service_unavailable', status: 503 },
    { code: '1036', status: 409 },
    { code: '350', status: 409 },
  ],
  createChallenge: [
    { code: '1013', status: 401 },
    { code: 'service_unavailable', status: 503 },
  ],
  requestToken: [
    { code: 'invalid_credentials', status: 401, retryAllowed: 2 },
    { code: 'retries_exceeded', status: 401, retryAllowed: 0 },
    // issue 10: a platform fault is not a wrong answer (machines/session.ts)
    { code: 'timeout', status: 0 },
    // the sandbox's fault switch on the token request (family `token`, issue 14 paths P1)
    { code: 'service_unavailable', status: 503 },
  ],
  fetchOffers: [
    { code: 'unauthorised', status: 401 },
    { code: 'service_unavailable', status: 503 },
  ],
  submitCase: [
    { code: 'service_unavailable', status: 503 },
    { code: '1036', status: 409 },
    { code: '350', status: 409 },
  ],
  // doc 1 §4: the authentication header of a 401 (step-up, invalid token) on the calls that carry a token.
  fetchCurrentUser: [
    { code: 'invalid_token', status: 401, authenticate: { error: 'invalid_token' } },
    { code: 'service_unavailable', status: 503 },
  ],
  // issue 10: every case call needs the case token; a resume link alone answers invalid_token (login). A platform
  // fault is polled through (machines/faults.ts); the platform's answer (404) is not.
  fetchNextTask: [
    { code: 'invalid_token', status: 401, authenticate: { error: 'invalid_token' } },
    { code: 'service_unavailable', status: 503 },
    { code: 'not_found', status: 404 },
  ],
  fetchCaptureTask: [
    { code: 'invalid_token', status: 401, authenticate: { error: 'invalid_token' } },
    { code: 'service_unavailable', status: 503 },
  ],
  resumeCase: [{ code: 'invalid_token', status: 401, authenticate: { error: 'invalid_token' } }],
  retrieveDipCase: [{ code: 'case_not_found', status: 404 }],
  fetchCustomerProfile: [
    { code: 'insufficient_scope', status: 401, authenticate: { error: 'insufficient_scope', scope: 30 } },
    { code: 'invalid_token', status: 401, authenticate: { error: 'invalid_token' } },
    { code: 'service_unavailable', status: 503 },
  ],
  fetchCustomerDetails: [
    { code: 'insufficient_scope', status: 401, authenticate: { error: 'insufficient_scope', scope: 30 } },
    { code: 'invalid_token', status: 401, authenticate: { error: 'invalid_token' } },
    { code: 'service_unavailable', status: 503 },
  ],
  fetchPortalCases: [
    { code: 'insufficient_scope', status: 401, authenticate: { error: 'insufficient_scope', scope: 30 } },
    { code: 'invalid_token', status: 401, authenticate: { error: 'invalid_token' } },
    { code: 'service_unavailable', status: 503 },
  ],
  // doc 1 §8 "one-time-passcode limit shows a limit error"; any other failure: no passcode, try again.
  sendOtp: [
    { code: 'otp_limit_reached', status: 409 },
    { code: 'service_unavailable', status: 503 },
  ],
  // doc 1 §7 "a 409 goes to a specific error callback"; doc 3 §8 the registration credential problem.
  updateCredentials: [
    { code: 'credentials_exist', status: 409 },
    { code: 'registration_credential_problem', status: 400 },
    { code: 'service_unavailable', status: 503 },
  ],
  // WEB-JOINT-AUTHENTICATION: the login below scope 30 steps up; an invalid token goes to login; a fault.
  claimJointApplicant: [
    { code: 'insufficient_scope', status: 401, authenticate: { error: 'insufficient_scope', scope: 30 } },
    { code: 'invalid_token', status: 401, authenticate: { error: 'invalid_token' } },
    { code: 'service_unavailable', status: 503 },
  ],
  // doc 1 §8: 319 link case request invalid (the joint modal), 324 joint bank mismatch.
  checkJointLinkCode: [
    { code: '319', status: 401 },
    { code: '324', status: 409, jointMismatchBankId: 'YB' },
    { code: 'service_unavailable', status: 503 },
  ],
  // doc 3 §8: a switch refused with its code (409), and a platform fault (the default message).
  submitSwitch: [
    { code: '345', status: 409 },
    { code: 'service_unavailable', status: 503 },
  ],
  // doc 1 §8 "Letter code (HTTP 401): 320 limit reached; 321 invalid code".
  submitLetterCode: [
    { code: '321', status: 401 },
    { code: '320', status: 401 },
    { code: 'service_unavailable', status: 503 },
  ],
};
const actorErrors = (id: string): JourneyError[] =>
  (ACTOR_ERRORS[id] ?? [{ code: 'service_unavailable', status: 503 }]).map((error) => ({ source: id, ...error }));

/** What the applicant (or the URL bar) can do, with payloads that the guards tell apart. */
export const USER_EVENTS: JourneyEvent[] = [
  {
    type: 'ELIGIBILITY_ANSWERED',
    answers: { age: 'Yes', ukResident: 'Yes', device: 'Yes' },
    answeredAt: ANSWERED_AT,
  },
  {
    type: 'ELIGIBILITY_ANSWERED',
    answers: { age: 'No', ukResident: 'Yes', device: 'Yes' },
    answeredAt: ANSWERED_AT,
  },
  // doc 2 §2 the landing's existing-customer question answered Yes (doc 2 §3.1 isExistingCustomer; the events above
  // leave it at its default, No): on IM135, open to existing customers, the already-a-customer page.
  {
    type: 'ELIGIBILITY_ANSWERED',
    answers: { age: 'Yes', ukResident: 'Yes', device: 'Yes' },
    isExistingCustomer: 'Yes',
    answeredAt: ANSWERED_AT,
  },
  { type: 'TERMS_AGREED' },
  { type: 'CONTINUE', values: { firstName: 'Ada', lastName: 'Lovelace' } },
  { type: 'SUBMIT', values: { reviewAcceptTsAndCs: true } },
  { type: 'BACK' },
  { type: 'EDIT_SECTION', link: 'WEB-PERSONAL-DETAILS-CONTACT' },
  { type: 'EDIT_SECTION', link: 'WEB-EMPLOYMENT-DETAILS-INCOME' },
  { type: 'NAVIGATE', path: '/' },
  { type: 'NAVIGATE', path: '/personal-information' },
  { type: 'NAVIGATE', path: '/step-1' },
  { type: 'NAVIGATE', path: '/step-2' },
  { type: 'NAVIGATE', path: '/review' },
  /** Known to the route table but not a place this version of the journey goes by URL. */
  { type: 'NAVIGATE', path: '/offer' },
  { type: 'NAVIGATE', path: '/nope' },
  { type: 'FORM_CHANGED', values: { phoneNumber: '07700900123' } },
  { type: 'FIELD_FOCUSED' },
  { type: 'FIELD_BLURRED' },
  { type: 'ADDRESS_SEARCH', postcode: 'SW1A 2AA', houseNumber: '10' },
  { type: 'ADDRESS_SELECTED', addressRef: 'ADDR-1' },
  { type: 'BANK_DETAILS_CHANGED', sortCode: '089999', accountNumber: '66374958' },
  { type: 'BANK_CHOSEN', bankId: 'YB' },
  { type: 'START_AGAIN' },
  { type: 'ACCEPT_OFFER', offerId: 'OFFER-1' },
  { type: 'DECLINE_OFFER', offerId: 'OFFER-1' },
  { type: 'REFUSE_OVERDRAFT', offerId: 'OFFER-1' },
  { type: 'ADJUST_CREDIT_LIMIT' },
  { type: 'AMEND_CREDIT_LIMIT', offerId: 'OFFER-1', limit: 1500 },
  { type: 'CANCEL_APPLICATION' },
  { type: 'CANCEL_CONFIRMED' },
  { type: 'CANCEL_DISMISSED' },
  { type: 'LOGIN_IDENTIFIED', identity: { username: 'sandboxada' } },
  { type: 'CHALLENGE_ANSWERED', answers: [{ authType: 'partial_password', authIndex: 0, answer: 'S' }] },
  { type: 'LOGIN_RESTARTED' },
  {
    type: 'STEP_UP_ANSWERED',
    answers: [
      { authType: 'otp', authIndex: 0, answer: '0123456789' },
      { authType: 'date_of_birth', authIndex: 0, answer: '10-12-1985' },
    ],
  },
  { type: 'OTP_RESEND' },
  { type: 'STEP_UP_CANCELLED' },
  { type: 'USER_ACTIVE' },
  { type: 'INACTIVITY_WARNING' },
  { type: 'INACTIVITY_EXTENDED' },
  { type: 'SESSION_EXTENDED' },
  { type: 'LOG_OUT' },
  { type: 'RESUME', caseId: CASE_ID },
  { type: 'LETTER_CODE_SUBMITTED', code: '0123456789' },
  // An answer of each question (an id of another question changes nothing).
  { type: 'SECURITY_ANSWER_CHOSEN', answerId: 'Q1-A1' },
  { type: 'SECURITY_ANSWER_CHOSEN', answerId: 'Q2-A1' },
  { type: 'SECURITY_ANSWER_CHOSEN', answerId: 'Q3-A1' },
  { type: 'SECURITY_CONTINUE' },
  // Registration and the transfer question (machines/registration.ts, transfer.ts).
  { type: 'REGISTER' },
  { type: 'REGISTER_LATER' },
  {
    type: 'REGISTRATION_SUBMITTED',
    values: {
      customerNumber: '1234567890',
      password: 'Abcdef1#',
      securityQuestions: [{ id: 'SQ01', answer: 'biscuit42' }],
      telephonePin: '1357',
      termsAccepted: true,
    },
  },
  { type: 'TRANSFER_ANSWERED', answer: 'Yes' },
  { type: 'TRANSFER_ANSWERED', answer: 'No' },
  // Joint pages (doc 3 "Joint pages").
  { type: 'JOINT_LINK_CODE_SUBMITTED', code: '1234567' },
  { type: 'JOINT_MODAL_CLOSED' },
  { type: 'JOINT_EXISTING_CUSTOMER_ANSWERED', answer: 'Yes' },
  { type: 'JOINT_EXISTING_CUSTOMER_ANSWERED', answer: 'No' },
  { type: 'JOINT_OTHER_PERSON_PRESENT_ANSWERED', answer: 'Yes' },
  { type: 'JOINT_OTHER_PERSON_PRESENT_ANSWERED', answer: 'No' },
  { type: 'JOINT_INVITATION_SENT', email: 'bo.partner@example.com', mobile: '07700900456' },
  // The switch page (doc 1 §4 "Switch"): opened from account opened by its link or the URL, Yes then Proceed,
  // No then Proceed, the date changed.
  { type: 'SWITCH_START' },
  { type: 'NAVIGATE', path: '/switch' },
  {
    type: 'SWITCH_SUBMITTED',
    values: { wantsToSwitch: 'Yes', switchType: 'Full switch', switchAccountNumber: '12345678' },
  },
  { type: 'SWITCH_DECLINED' },
  { type: 'SWITCH_DATE_CHANGED' },
];

/** Raised inside the chart (the save pipeline), never sent from outside. */
const INTERNAL_EVENTS = new Set(['SAVE_NOW', 'SAVED', 'SAVE_FAILED']);

/** A cash ISA's eligibility answers (16 or over, a National Insurance number): the scope-10 entry's journey. */
const CASH_ISA_ELIGIBLE: JourneyEvent = {
  type: 'ELIGIBILITY_ANSWERED',
  answers: { age16: 'Yes', ukResident: 'Yes', device: 'Yes', niNumber: 'Yes' },
  answeredAt: ANSWERED_AT,
};
const STRAIGHT_ON_EVENTS = new Set<string>(['TERMS_AGREED', 'CONTINUE', 'SUBMIT', 'ACCEPT_OFFER']);

/**
 * A login below scope 30 (the entry 'back from the login app for a cash ISA at scope 10') is there for the transfer
 * question's step-up (machines/transfer.ts): until the question it only goes forward, every call answering (no
 * errors, so no step-up on the way: the journey before the question is the existing customer's, explored from the
 * other entries at scope 30, with the same transitions).
 */
function straightOn(snapshot: JourneySnapshot): ModelEvent[] {
  const answered = actorEventsOf(snapshot._nodes).filter((event) => !event.type.startsWith('xstate.error.'));
  return [CASH_ISA_ELIGIBLE, ...USER_EVENTS.filter((event) => STRAIGHT_ON_EVENTS.has(event.type)), ...answered];
}

/** The events of the actors invoked and the timers started by the given active state nodes. */
export function actorEventsOf(nodes: JourneySnapshot['_nodes']): ActorEvent[] {
  const events: ActorEvent[] = [];
  for (const node of nodes) {
    for (const invoke of node.invoke) {
      if (invoke.id !== invoke.src)
        throw new Error(`invoke ${invoke.id} of ${node.id} needs an explicit id equal to its src`);
      const outputs = ACTOR_OUTPUTS[invoke.id];
      if (!outputs) throw new Error(`no representative outputs for actor ${invoke.id}: add them to ACTOR_OUTPUTS`);
      for (const { output } of outputs) events.push({ type: `xstate.done.actor.${invoke.id}`, output });
      for (const error of actorErrors(invoke.id)) events.push({ type: `xstate.error.actor.${invoke.id}`, error });
    }
    for (const after of node.after) events.push({ type: after.eventType as `xstate.after.${string}` });
  }
  return events;
}

/** A chart event the catalogue has no example of would silently never be explored: refuse instead. */
function assertCatalogued(snapshot: JourneySnapshot, events: ModelEvent[]) {
  const known = new Set<string>(events.map((event) => event.type));
  for (const node of snapshot._nodes) {
    for (const type of node.transitions.keys()) {
      if (!known.has(type) && !INTERNAL_EVENTS.has(type))
        throw new Error(`the event catalogue has no ${type} (${node.id})`);
    }
  }
}

const ADDRESS_EVENTS = new Set<string>(['ADDRESS_SEARCH', 'ADDRESS_SELECTED']);
const STEP_UP_EVENTS = new Set<string>(['STEP_UP_ANSWERED', 'OTP_RESEND', 'STEP_UP_CANCELLED']);
/** The screenshot spawned at review submit (machines/setup.ts sendSubmitEvidence) fails while the case is followed. */
const EVIDENCE_FAILED: ActorEvent = {
  type: 'xstate.error.actor.submitEvidence',
  error: { source: 'sendEvidence', code: 'service_unavailable', status: 503 },
};
/** With a field focused the applicant types, leaves the field, or presses Enter (which submits the form). */
const WHILE_EDITING = new Set<string>(['FORM_CHANGED', 'FIELD_BLURRED', 'CONTINUE', 'SUBMIT']);
/** The bank details lookup (capture.bankLookup) shares no guard with the other regions either (doc 2 §5.5). */
const BANK_EVENTS = new Set<string>(['BANK_DETAILS_CHANGED']);
type ChartNode = Pick<JourneySnapshot['_nodes'][number], 'path'>;
const pathOf = (node: ChartNode) => node.path.join('.');
/**
 * The pruning rules that pick state nodes, by path. Each must match a state of the chart
 * (model-tests/pruningRules.test.ts): a rule that matches nothing would silently stop pruning when the chart changes.
 */
export const NODE_RULES = {
  inJoint: (node: ChartNode) => pathOf(node).startsWith('main.joint'),
  inLookup: (node: ChartNode) => pathOf(node).startsWith('main.capture.lookup'),
  inBankLookup: (node: ChartNode) => pathOf(node).startsWith('main.capture.bankLookup.searching'),
  inStepUp: (node: ChartNode) => node.path.includes('steppingUp'),
} as const;
const { inJoint, inLookup, inBankLookup, inStepUp } = NODE_RULES;
/**
 * The joint second applicant (machines/joint.ts) goes through the same eligibility, capture, review, login and
 * submission states as a sole applicant, whose paths explore them fully; outside the joint region the second
 * applicant's journey is followed on its happy path only (the first output of each call, no errors, the answers
 * that go on), far enough to reach what is theirs: Joint/next's wait and joint authentication.
 */
const SECOND_APPLICANT_EVENTS = new Set<string>([
  'ELIGIBILITY_ANSWERED',
  'TERMS_AGREED',
  'CONTINUE',
  'SUBMIT',
  'LOGIN_IDENTIFIED',
  'CHALLENGE_ANSWERED',
]);
function secondApplicantEvents(snapshot: JourneySnapshot): ModelEvent[] {
  const seen = new Set<string>();
  const firstOfEach = USER_EVENTS.filter((event) => {
    if (!SECOND_APPLICANT_EVENTS.has(event.type) || seen.has(event.type)) return false;
    seen.add(event.type);
    return true;
  });
  const calls = actorEventsOf(snapshot._nodes).filter((event) => {
    if (event.type.startsWith('xstate.error.')) return false;
    // their part submitted, the case waits for the other applicant (awaitapplicant -> Joint/next)
    if (event.type === 'xstate.done.actor.fetchNextTask') {
      return 'output' in event && (event.output as NextTaskOutput).task === 'awaitapplicant';
    }
    if (!event.type.startsWith('xstate.done.')) return true;
    if (seen.has(event.type)) return false;
    seen.add(event.type);
    return true;
  });
  return [...firstOfEach, ...calls];
}
/** Where an unknown URL is typed: the application's screens and the pages an entry can end on. */
const TYPED_URL_STATES = ['eligibility', 'capture', 'fatalError', 'productError', 'login', 'notFound'] as const;
/** The form screens while they are edited (the pruning rules' `onForm`). */
const FORM_STATES = [
  { capture: { screen: { personalDetails: 'editing' } } },
  { capture: { screen: { employmentDetails: 'editing' } } },
  { capture: { screen: { review: 'editing' } } },
] as const;
const SYNC_BUSY_STATES = [{ capture: { sync: 'saving' } }, { capture: { sync: 'failed' } }] as const;
/**
 * Every state value the pruning rules and the model key test with `matches` (under `main`, see inMain): each must be
 * a state of the chart (model-tests/pruningRules.test.ts), since `matches` answers false for a state that is gone.
 */
export const PRUNED_STATE_VALUES: readonly (string | object)[] = [
  ...TYPED_URL_STATES,
  ...FORM_STATES,
  ...SYNC_BUSY_STATES,
  'submission',
  'completion',
  'offer',
];
const isUnknownPath = (event: ModelEvent) => event.type === 'NAVIGATE' && !isKnownRoute(event.path);

/**
 * The catalogue, a function of the snapshot: user events and the done, error and timer events of what is active.
 * Four rules keep the state space small; none of them hides a transition (the coverage report shows it):
 * - the address lookup shares no guard with the other regions, so all its interleavings with them are alike: it is
 *   explored from step 1 while no save runs, and while it runs only its own events happen;
 * - while a field is focused the applicant only types, leaves the field or presses Enter (timers and calls go on);
 * - an unknown URL is typed on the application's screens and the pages an entry ends on, while no save runs: from
 *   not-found the chart replays its entry decisions with the context it carries, so allowing it from every later
 *   state would explore the whole journey again for each context, without a new transition;
 * - a form already changed is not changed again (same model state).
 * - the bank details lookup, likewise, runs from step 2 with no save running and the form saved, alone while it runs;
 *   the bank is chosen on step 1 with the form saved (neither changes a guard of the other regions).
 * - the portal's Resume is explored from brand CB only (a resumed journey is the same on every brand);
 * - while the step-up modal is open only its own events and calls happen (the page behind it is inert).
 */
export function eventsOf(snapshot: JourneySnapshot): ModelEvent[] {
  const lookupNodes = snapshot._nodes.filter(inLookup);
  const otherNodes = snapshot._nodes.filter((node) => !inLookup(node));
  assertCatalogued(snapshot, [...USER_EVENTS, ...actorEventsOf(snapshot._nodes), EVIDENCE_FAILED]);

  // the step-up modal is modal: while it is open only its own events happen (the page behind is inert, and the other
  // regions' calls and timers share no guard with it)
  if (snapshot.context.joint.role === 'secondary' && !snapshot._nodes.some(inJoint)) {
    return secondApplicantEvents(snapshot);
  }

  // (the joint second applicant's claim below scope 30 is the joint region's own step-up: explored in full)
  if (needsTransferStepUp(snapshot.context) && !snapshot.matches(inMain('transfer')) && !snapshot._nodes.some(inJoint))
    return straightOn(snapshot);

  const stepUpNodes = snapshot._nodes.filter(inStepUp);
  if (stepUpNodes.length > 0)
    return [...USER_EVENTS.filter((event) => STEP_UP_EVENTS.has(event.type)), ...actorEventsOf(stepUpNodes)];

  const addressEvents = USER_EVENTS.filter((event) => ADDRESS_EVENTS.has(event.type));
  // while the bank lookup runs only its own events happen; it is explored from step 2 while no save runs
  const bankNodes = snapshot._nodes.filter(inBankLookup);
  if (bankNodes.length > 0)
    return [...USER_EVENTS.filter((event) => BANK_EVENTS.has(event.type)), ...actorEventsOf(bankNodes)];
  if (lookupNodes.some((node) => node.invoke.length > 0)) return [...addressEvents, ...actorEventsOf(lookupNodes)];

  const { editing, dirty } = snapshot.context;
  const onForm = FORM_STATES.some((state) => snapshot.matches(inMain(state)));
  const syncQuiet = !SYNC_BUSY_STATES.some((state) => snapshot.matches(inMain(state)));
  const offered = USER_EVENTS.filter((event) => {
    if (editing) return WHILE_EDITING.has(event.type);
    if (BANK_EVENTS.has(event.type))
      return snapshot.matches(inMain({ capture: { screen: { employmentDetails: 'editing' } } })) && syncQuiet && !dirty;
    // the bank choice is made on step 1 before the case exists (doc 3 §6), while the form is being filled in (dirty
    // or not: the terms page's agreement leaves it dirty); the model's key leaves the bank out, so it adds no state
    if (event.type === 'BANK_CHOSEN')
      return snapshot.matches(inMain({ capture: { screen: { personalDetails: 'editing' } } }));
    if (ADDRESS_EVENTS.has(event.type))
      return snapshot.matches(inMain({ capture: { screen: { personalDetails: 'editing' } } })) && syncQuiet;
    if (event.type === 'FORM_CHANGED') return onForm && !dirty;
    if (event.type === 'FIELD_FOCUSED') return onForm;
    if (isUnknownPath(event)) return TYPED_URL_STATES.some((state) => snapshot.matches(inMain(state))) && syncQuiet;
    // A resumed case is the same journey on every brand (no guard reads the brand after entry): Resume is explored
    // from brand CB's portal only, or an entry on another brand that reaches login would explore it all again.
    if (event.type === 'RESUME') return snapshot.context.brandId === 'CB';
    return true;
  });
  return [
    ...offered,
    ...actorEventsOf(otherNodes),
    ...(snapshot.matches(inMain('submission')) ? [EVIDENCE_FAILED] : []),
  ];
}

// ---------------------------------------------------------------- what the model keeps of a snapshot

/**
 * The state value and the context bits that guards read (machines/setup.ts `guards`), so two snapshots with the
 * same key behave alike. Left out on purpose: form values, errors and the task (read only by `routing`, right after
 * `storeTask` wrote it), which would multiply states without changing a single transition.
 */
/** The states from account opened on, where registration and the transfer hand-off are read. */
const AFTER_OPENING = ['accountOpened', 'registration', 'transfer', 'transferReturn', 'registrationReturn', 'switch'];

export function modelKeyOf(snapshot: JourneySnapshot) {
  const { context } = snapshot;
  return {
    status: snapshot.status,
    value: snapshot.value,
    brandId: context.brandId,
    productCode: context.productCode,
    hasCaseId: context.caseId !== undefined,
    autosave: autosaveEnabled(context),
    tasksDone: [TASK_PERSONAL_DETAILS, TASK_EMPLOYMENT_DETAILS].filter((task) => hasCompletedTask(context, task)),
    reviewing: context.form.isReviewing === true,
    editing: context.editing,
    dirty: context.dirty,
    saveQueued: context.saveQueued,
    /** Past the maximum the guard answers the same: capped, so the space stays finite. */
    // Reset on entering completed-case retrieval (its entry action) and read only there.
    completedAttempts: snapshot.matches(inMain('completion'))
      ? Math.min(context.completedAttempts, context.config?.completedCaseMaxAttempts ?? 10)
      : 0,
    allAccountsOpened: allAccountsOpened(context.accounts),
    /** Failed polls in a row decide when polling gives up (issue 10); reset on entering the submission page. */
    pollFailures: snapshot.matches(inMain('submission')) ? context.pollFailures : 0,
    /** The offer retry count decides when 401s give up; reset on entering the offer page. */
    offerTries: snapshot.matches(inMain('offer')) ? context.offerTries : 0,
    offers: context.offers.length,
    /** Registration and the transfer question read these (machines/registration.logic.ts, transfer.logic.ts). */
    // Set and read only once the accounts are open (or on a return from another service): told apart only there, so
    // the journey before them is not explored twice.
    ...(AFTER_OPENING.some((state) => snapshot.matches(inMain(state)))
      ? { registered: context.registration?.registered === true, transferDone: context.transfer?.done === true }
      : {}),
    /** The transfer hand-off steps a login below scope 30 up first (transfer.logic.ts needsTransferStepUp). */
    ...(needsTransferStepUp(context) ? { belowScope30: true } : {}),
    /** switchApplies reads it: once switched, account opened offers no switch. */
    switched: context.switching.switched,
    /** The security page's guards read the question shown and whether it is answered. */
    securityQuestion: context.callValidation.index,
    securityAnswered: isCurrentQuestionAnswered(context.callValidation),
    /** Step-up's passcode states follow why the challenge was set (first, resend, wrong); read only while stepping up. */
    ...(snapshot._nodes.some((node) => node.key === 'steppingUp') ? { stepUpReason: context.stepUp?.reason } : {}),
    /**
     * Step 1 loads the records' details first (machines/existingCustomer.ts): told apart only on the states that read
     * it (elsewhere it would copy the whole onward journey for nothing new). (The submission page's routing of a case
     * still in capture reads the tasks done, tasksDone above.)
     */
    ...(['eligibility', 'capture'].some((state) => snapshot.matches(inMain(state)))
      ? // Back, Forward or a typed address reach the terms page once the answers are in (canVisitRoute).
        { needsCustomerDetails: needsCustomerDetails(context), eligibilityAnswered: hasEligibilityAnswers(context) }
      : {}),
    /**
     * The joint waiting page and login read whether this applicant is the second one (machines/joint.logic.ts
     * isJointSecondary); the first applicant behaves as a sole one, so only the second is told apart.
     */
    ...(context.joint.role === 'secondary' ? { jointSecondary: true } : {}),
    // The login goes on with the return from another service that sent the customer to it (machines/session.ts).
    ...(snapshot.matches(inMain('login')) && context.returnAwaitingLogin
      ? { returnAwaitingLogin: context.returnAwaitingLogin }
      : {}),
    // The letter-code feature decides where confirmcode leads, the link's return address where login goes
    // (machines/entry.logic.ts): told apart only where they are read.
    ...(snapshot.matches(inMain('submission')) ? { letterCode: context.config?.features.letterCode } : {}),
    ...(snapshot.matches(inMain('authentication')) ? { returnUrl: context.entry.returnUrl } : {}),
  };
}

/**
 * Each snapshot's key, once: a snapshot is never changed (a transition makes a new one), and the traversals ask for
 * the key of the same snapshot several times (the graph's own, stopWhen, the recorded edge, the paths' checks).
 */
const stateKeys = new WeakMap<JourneySnapshot, string>();
export function serializeState(snapshot: JourneySnapshot): string {
  let key = stateKeys.get(snapshot);
  if (key === undefined) {
    key = JSON.stringify(modelKeyOf(snapshot));
    stateKeys.set(snapshot, key);
  }
  return key;
}

export function serializeEvent(event: ModelEvent): string {
  return JSON.stringify(event);
}

// ---------------------------------------------------------------- generation

/** A path to run: steps[0] is the initial snapshot (event `xstate.init`), each later step an event and its result. */
export interface GeneratedPath {
  entry: Entry;
  steps: { event: ModelEvent; state: JourneySnapshot }[];
  /** `shortest`: the shortest path to a model state; `transition`: one extended by an edge for a transition. */
  kind: 'shortest' | 'transition';
}

/** One edge of the model: from a state (its key), an event, where it leads and the chart transitions it takes. */
export interface Edge {
  from: string;
  event: ModelEvent;
  to: JourneySnapshot;
  transitions: string[];
}

interface EntryModel {
  entry: Entry;
  shortest: JourneyPath[];
  pathTo: Map<string, JourneyPath>;
  edges: Edge[];
  /** The transitions of each edge, by `edgeKey`. */
  byEdge: Map<string, string[]>;
  initialTransitions: string[];
}

const edgeKey = (from: string, event: ModelEvent) => `${from}\n${serializeEvent(event)}`;

/** A safety net: the traversal stops with an error past this many expansions, rather than running for ever. */
export const TRAVERSAL_LIMIT = 200_000;

/**
 * The production chart with its `transition` wrapped to record, for every edge the traversal explores, the chart
 * transitions it takes (the `@xstate.microstep` inspection events of a scope of our own). The chart runs as it is.
 */
export function recordingLogic(edges: Edge[]) {
  const scopeActor = createEmptyActor();
  let taken: string[] = [];
  scopeActor.system.inspect((event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') taken.push(...event._transitions.map(transitionId));
  });
  const scope: AnyActorScope = {
    self: scopeActor,
    id: '',
    sessionId: 'journey-model',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    stopChild: () => {},
    actionExecutor: () => {},
    system: scopeActor.system,
  };
  const logic = Object.create(journeyMachine) as typeof journeyMachine;
  const transition = (snapshot: JourneySnapshot, event: ModelEvent) => {
    taken = [];
    const next = journeyMachine.transition(snapshot, asChartEvent(event), scope);
    edges.push({ from: serializeState(snapshot), event, to: next, transitions: taken });
    return next;
  };
  Object.assign(logic, { transition });
  const initial = (input: JourneyInput) => {
    taken = [];
    const snapshot = journeyMachine.getInitialSnapshot(scope, input);
    return { snapshot, transitions: taken };
  };
  return { logic: logic as unknown as ActorLogic<JourneySnapshot, ModelEvent, JourneyInput>, initial };
}

/** The chart's event type lists the user events; at run time it takes the `xstate.*` events of its actors too. */
export function asChartEvent(event: ModelEvent): JourneyEvent {
  return event as JourneyEvent;
}

function exploreEntry(entry: Entry, seen: ReadonlySet<string>): EntryModel {
  const edges: Edge[] = [];
  const { logic, initial } = recordingLogic(edges);
  const start = initial(entry.input);
  const shortest = getShortestPaths(logic, {
    fromState: start.snapshot,
    // A state an earlier entry already explored is reached but not expanded again: its onward paths exist.
    stopWhen: (snapshot) => snapshot !== start.snapshot && seen.has(serializeState(snapshot)),
    events: eventsOf,
    filterEvents: (snapshot, event) => snapshot.can(asChartEvent(event)),
    serializeState,
    serializeEvent,
    limit: TRAVERSAL_LIMIT,
  });
  const pathTo = new Map(shortest.map((path) => [serializeState(path.state), path]));
  const byEdge = new Map(edges.map((edge) => [edgeKey(edge.from, edge.event), edge.transitions]));
  return { entry, shortest, pathTo, edges, byEdge, initialTransitions: start.transitions };
}

function eventKey(path: { steps: { event: ModelEvent }[] }): string {
  return path.steps
    .slice(1)
    .map((step) => serializeEvent(step.event))
    .join('\n');
}

/** Drops every path whose events are a prefix of another path's: running the longer one visits the same states. */
function withoutPrefixes(paths: GeneratedPath[]): GeneratedPath[] {
  // each path's events serialized once (the sort below compares by them)
  const keys = new Map(paths.map((path) => [path, eventKey(path)]));
  const keyOf = (path: GeneratedPath) => keys.get(path) as string;
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const prefixes = new Set<string>();
  const kept: GeneratedPath[] = [];
  for (const path of sorted) {
    const key = keyOf(path);
    if (prefixes.has(key)) continue;
    kept.push(path);
    const events = path.steps.slice(1).map((step) => serializeEvent(step.event));
    for (let length = 0; length <= events.length; length += 1) prefixes.add(events.slice(0, length).join('\n'));
  }
  return kept.sort((a, b) => a.steps.length - b.steps.length || keyOf(a).localeCompare(keyOf(b)));
}

function transitionsOnPath(model: EntryModel, path: { steps: { event: ModelEvent; state: JourneySnapshot }[] }) {
  const taken = [...model.initialTransitions];
  path.steps.forEach((step, index) => {
    const before = path.steps[index - 1];
    if (before) taken.push(...(model.byEdge.get(edgeKey(serializeState(before.state), step.event)) ?? []));
  });
  return taken;
}

export interface GeneratedModel {
  paths: GeneratedPath[];
  /** Model states (distinct keys) and edges explored, over all entries. */
  states: number;
  edges: number;
  /** Chart transitions no explored edge takes: no path can show them with this catalogue. */
  unreachedTransitions: string[];
}

/**
 * For every entry: the shortest path to every model state (prefixes dropped), then, for each chart transition
 * those paths do not take, the shortest path to an edge that takes it, extended by that edge.
 */
export function generateModel(entries: Entry[] = ENTRIES): GeneratedModel {
  const seen = new Set<string>();
  const models = entries.map((entry) => {
    const model = exploreEntry(entry, seen);
    for (const key of model.pathTo.keys()) seen.add(key);
    return model;
  });
  const shortest = models.map((model) =>
    withoutPrefixes(
      model.shortest.map((path) => ({ entry: model.entry, steps: path.steps, kind: 'shortest' as const })),
    ),
  );
  const covered = new Set<string>();
  models.forEach((model, index) => {
    for (const path of shortest[index] ?? []) for (const id of transitionsOnPath(model, path)) covered.add(id);
  });
  const reachable = new Set<string>();
  const paths: GeneratedPath[] = [];
  models.forEach((model, index) => {
    const extra: GeneratedPath[] = [];
    const depth = (edge: Edge) => model.pathTo.get(edge.from)?.steps.length ?? Number.POSITIVE_INFINITY;
    const edges = [...model.edges].sort((a, b) => depth(a) - depth(b));
    for (const edge of edges) {
      for (const id of edge.transitions) reachable.add(id);
      const head = model.pathTo.get(edge.from);
      if (!head || edge.transitions.every((id) => covered.has(id))) continue;
      for (const id of edge.transitions) covered.add(id);
      extra.push({
        entry: model.entry,
        steps: [...head.steps, { event: edge.event, state: edge.to }],
        kind: 'transition',
      });
    }
    paths.push(...withoutPrefixes([...(shortest[index] ?? []), ...extra]));
  });
  const unreachedTransitions = transitionsOf(journeyMachine)
    .map(transitionId)
    .filter((id) => !reachable.has(id) && !covered.has(id));
  return {
    paths,
    states: models.reduce((sum, model) => sum + model.pathTo.size, 0),
    edges: models.reduce((sum, model) => sum + model.edges.length, 0),
    unreachedTransitions,
  };
}
