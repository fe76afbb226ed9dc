// What the browser can do on a generated path (issue 14, "Generated paths in the browser"): the applicant's events
// it can send through the UI, and the personas that make the real sandbox platform answer the way a path needs
// (documented sandbox scenarios, seeded customers). Pure data, so the browser model (model-tests/browserModel.ts)
// and its unit test can read it without Playwright; e2e/support/pathActions.ts holds the UI action of each event,
// keyed by the same names. Labels are those of model-tests/browserModel.ts `stepLabel`: `ELIGIBLE`, `CONTINUE`,
// `NAVIGATE /nope`, `createCase✓`, `fetchNextTask✓(offer)`, `requestToken✗(invalid_credentials)`, `⏱pollInterval`.

import { SANDBOX_SCENARIOS } from '../../content/scenarios';
import { AUTH_REFUSAL_ENTRIES, authRefusalPersonas } from './pathEvents/authRefusals';
import {
  autosaveOff,
  BANK_CHOICE_ENTRY,
  bankLookupFails,
  CAPTURE_WAIT_SECONDS,
  capturePersonas,
  choosesABank,
  continuesWhileSaving,
  submitsWhileSaving,
} from './pathEvents/capture';
import { CREDIT_CARD_ENTRY, CREDIT_CARD_EVENTS, CREDIT_CARD_URL, creditCardPersona } from './pathEvents/creditCard';
import {
  CARD_NOT_LOGGED_IN_ENTRY,
  ENTRY_VARIANTS,
  entryPersonas,
  INACTIVITY_EVENTS,
  inactivityOffered,
  inactivityPersona,
  JOIN_ADDRESS_ENTRY,
  JOINT_CASH_ISA_ENTRY,
  JOINT_REFUSED_ENTRY,
  RESUME_LINK_ENTRY,
  reloadPersonas,
  resumedReadPersonas,
  submissionReadPersonas,
} from './pathEvents/entry';
import {
  type ArmedFault,
  customerFaultPersonas,
  FAULT_WAIT_SECONDS,
  faultPersonas,
  jointFaultPersonas,
  submitFailsThenReloads,
} from './pathEvents/faults';
import { JOINT_AUTHENTICATION_BROWSER_EVENTS, jointAuthenticationPersonas } from './pathEvents/jointAuthentication';
import { jointExistingPersonas } from './pathEvents/jointExisting';
import {
  JOINT_PATHS_BROWSER_EVENTS,
  JOINT_PATHS_OWN_ENTRIES,
  JOINT_TYPED_ENTRIES,
  jointPathsPersonas,
} from './pathEvents/jointPaths';
import { jointStepUpPersonas, otherStepUpPersonas } from './pathEvents/jointStepUp';
import {
  LOGIN_APP_REDIRECT_BROWSER_EVENTS,
  loginAppNotLoggedInPersonas,
  loginAppRedirectPersona,
  TO_THE_LOGIN_APP_ENTRY,
} from './pathEvents/loginAppRedirect';
import {
  REGISTRATION_BROWSER_EVENTS,
  REGISTRATION_EVENTS,
  REGISTRATION_OUTCOMES,
  REGISTRATION_URL_ENTRIES,
  registersElsewhere,
} from './pathEvents/registration';
import { internetBankingCustomerReturns, telephoneCustomerReturns } from './pathEvents/registrationApp';
import {
  accountsRereadFails,
  answersAnUnknownTask,
  CALL_VALIDATION_TIMER,
  cancelsTheFirstAlternative,
  cardLimitUpdateFails,
  offerNeverReadable,
  REGISTRATION_READ_FAULTS,
  RETURN_IN_A_NEW_TAB,
  RETURN_WITH_A_TOKEN,
  RETURN_WITH_A_TOKEN_LOGIN_APP,
  refusedOnReturn,
  registrationFails,
  registrationReadFails,
  returnsInANewTab,
  returnsWithAToken,
  SEEDED_REVIEW_WITHOUT_LETTER_CODE_ENTRY,
  securityTimesOut,
} from './pathEvents/returns';
import {
  cashIsaTransfer,
  HAND_OFF,
  SEEDED_CASH_ISA_ENTRY,
  TRANSFER_APP_RETURN,
  TRANSFER_BROWSER_EVENTS,
  TRANSFER_EVENTS,
  TRANSFER_PASSING_STATES,
  TRANSFER_WAIT_SECONDS,
} from './pathEvents/transfer';
import { TRANSFER_STEP_UP_ENTRY, TRANSFER_STEP_UP_URL, transferStepUpPersonas } from './pathEvents/transferStepUp';
import { typesAUsernameInUse } from './pathEvents/usernameInUse';
import { e2eTimings } from './timings';

/** The applicant's events the browser performs, and the UI action that sends each (pathActions.ts). */
export const DRIVABLE_EVENTS = {
  ELIGIBILITY_ANSWERED: 'answer the eligibility radios (doc 2 §3.1 names) and press "Continue"',
  TERMS_AGREED: 'tick the agreement on the terms page (/personal-information) and press "Start your application"',
  FORM_CHANGED: "fill the screen's fields by their doc 2 names with valid values (e2e/support/journey.ts)",
  FIELD_FOCUSED: "focus the screen's first text field",
  FIELD_BLURRED: 'leave the focused field',
  CONTINUE:
    'fill the form if it is not filled yet, then press the primary button "Continue" (after a 409 of the registration, the Continue of "You are already registered")',
  SUBMIT: 'answer the consents, accept the terms and press "Accept and apply"',
  BACK: 'press the "Back" link',
  EDIT_SECTION: 'press the section\'s "Change" link on the review page',
  NAVIGATE: 'go to the path as Back and Forward do (history entry and popstate)',
  ADDRESS_SEARCH: 'type a postcode (a seeded one, or one with no addresses) and press "Find address"',
  ADDRESS_SELECTED: 'choose the address found',
  BANK_CHOSEN:
    'choose "Ridings Bank" in "Which bank would you like your account with?" on step 1 (new VM or DYB applicants)',
  LOGIN_IDENTIFIED: "type the persona's username and press Continue",
  CHALLENGE_ANSWERED: "type the seeded customer's characters and answers (wrong ones when the platform must refuse)",
  LOGIN_RESTARTED: 'press "Start again" on the login page',
  ACCEPT_OFFER: 'open the agreement, sign and press the offer\'s "Open account" button',
  DECLINE_OFFER: 'press "No thanks" on the offer',
  REFUSE_OVERDRAFT: 'press "Open account without overdraft"',
  CANCEL_APPLICATION: 'press "Cancel application"',
  CANCEL_CONFIRMED: 'press "Yes, cancel my application"',
  CANCEL_DISMISSED: 'press "No, go back"',
  LETTER_CODE_SUBMITTED: 'type the letter code from the sandbox outbox (a wrong one when the platform must refuse)',
  SECURITY_ANSWER_CHOSEN: 'choose an answer of the security question',
  SECURITY_CONTINUE: 'press Continue on the security question',
  LOG_OUT: 'press "Log out"',
  STEP_UP_ANSWERED:
    'type the passcode from the sandbox SMS outbox and the date of birth in the step-up modal (a wrong passcode when the platform must refuse)',
  OTP_RESEND: 'press "Send me a new passcode" in the step-up modal',
  STEP_UP_CANCELLED: 'press "Log out" in the step-up modal',
  RESUME: 'press "Resume" on the portal',
  REGISTER:
    'press "Register for internet and telephone banking" on the account-opened page (registered elsewhere first, by the sandbox\'s control, when the platform must find the customer registered)',
  REGISTER_LATER: 'press "Register later" on the registration page',
  REGISTRATION_SUBMITTED:
    'fill the registration form (doc 2 §5.6: passwords, three security questions and answers, PIN, terms) and press "Register" (another customer number, or registered elsewhere first, when the platform must refuse it)',
  SWITCH_START: 'press "Switch your current account to us" on the account-opened page',
  SWITCH_SUBMITTED:
    'fill a full switch (doc 2 §5.7; the old account number 99999+code when the sandbox must refuse) and press "Proceed"',
  SWITCH_DECLINED: 'answer No to the switch and press "Proceed"',
  SWITCH_DATE_CHANGED: 'type another switch date after a refusal (the page sends it only while a refusal shows)',
  JOINT_OTHER_PERSON_PRESENT_ANSWERED: 'answer "Is the other person with you now?" on /joint/next and press "Continue"',
  JOINT_INVITATION_SENT: 'type the other person\'s email and mobile and press "Send the invitation"',
  JOINT_LINK_CODE_SUBMITTED:
    'type the link code the waiting page showed (one digit changed when the platform must refuse it) and press "Confirm code"',
  JOINT_MODAL_CLOSED: 'press "Try again" in the bad-code modal',
  JOINT_EXISTING_CUSTOMER_ANSWERED: 'answer "Are you already a customer of ours?" and press "Continue"',
  ...TRANSFER_EVENTS,
  ...CREDIT_CARD_EVENTS,
  ...INACTIVITY_EVENTS,
} as const;
/** What the browser does that is not a chart event: F5, after which the app restores the tab's journey. */
export const BROWSER_EVENTS = {
  RELOAD: 'press F5: the app starts again on the address shown, with the tab\'s session storage (README "A reload")',
  ...TRANSFER_BROWSER_EVENTS,
  ...REGISTRATION_BROWSER_EVENTS,
  ...JOINT_AUTHENTICATION_BROWSER_EVENTS,
  ...LOGIN_APP_REDIRECT_BROWSER_EVENTS,
  ...JOINT_PATHS_BROWSER_EVENTS,
} as const;
export type DrivableEvent = keyof typeof DRIVABLE_EVENTS | keyof typeof BROWSER_EVENTS;

/**
 * Who the applicant is, so the real platform gives the outcomes a path needs: a documented sandbox scenario typed
 * as the last name on step 1 (content/scenarios.ts), or a seeded customer who logs in (content/seededCustomers.ts).
 * A path keeps every persona that gives all of its outcomes and allows all of its events; the first one is used.
 */
export interface Persona {
  name: string;
  /** Typed as the last name on step 1. */
  lastName?: string;
  /** A seeded customer's username, typed on the login page or in the sandbox's login app. */
  username?: string;
  /** The scope the login app is asked for (LOGIN_APP_ENTRIES), when not the full 30: 10 makes the app step up. */
  loginAppScope?: number;
  /** The only entry (model-tests/journeyModel.ts ENTRIES) this persona is played from, when it is one. */
  entry?: string;
  /** The case seeded at review (SEEDED_REVIEW_ENTRY) asks for no overdraft: a current account's standard offer. */
  noOverdraft?: true;
  /**
   * How many of the seeded case's first offer reads the sandbox answers 401 (platform/README.md "Sandbox control":
   * `POST /sandbox/cases/{caseId}/offer-unauthorised`), set once the case is seeded.
   */
  offerUnauthorised?: number;
  /**
   * How many of the customer's next passcode texts the sandbox fails (platform/README.md "Sandbox-only routes":
   * `POST /sandbox/customers/{customerNumber}/sms-failing`), set before the path opens the login app.
   */
  smsFailing?: number;
  /**
   * The sandbox's fault switch (platform/README.md "Fault switch"), armed on the seeded case (at review, or the joint
   * case on its waiting page) before the path's first action: the families whose next calls answer 503
   * (pathEvents/faults.ts).
   */
  faults?: readonly ArmedFault[];
  /**
   * The task the seeded case's next `times` polls answer, one the app's case-state map does not know
   * (platform/README.md "Sandbox-only routes": `POST /sandbox/cases/{caseId}/unknown-task`), set once the case is seeded.
   */
  unknownTask?: { task: string; times: number };
  /**
   * The sandbox serves this browser `autosaveInterval: 0` (the cookie `sandbox_autosave_interval=0`, platform/README.md
   * "Sandbox mode"), set before the page loads.
   */
  autosaveOff?: true;
  /** The time the page's clock is set to before the app loads (an ISO instant; pathEvents/entry.ts WRONG_CLOCK). */
  clock?: string;
  /** The outcomes of invoked actors and timers the platform (and the e2e timings) gives this persona, by label. */
  outcomes: readonly string[];
  /** The applicant's events (types, or labels such as `NAVIGATE /nope`) this persona's screens offer. */
  events: readonly string[];
  /** Order the platform keeps: an outcome (label) only after another has happened, or only before. */
  after?: Readonly<Record<string, string>>;
  before?: Readonly<Record<string, string>>;
  /** Lifts a `before`: the outcome may happen again once this other one has (a confirmed case is processed again). */
  again?: Readonly<Record<string, string>>;
}

/**
 * The entry (model-tests/journeyModel.ts ENTRIES) whose tab the browser opens with a case the platform's own calls
 * put at review (e2e/support/seededCase.ts openSeededReview, with the persona's last name): the tab's storage as a
 * reload after step 2 leaves it, resume token included. Paths about what comes after the submit start there.
 */
export const SEEDED_REVIEW_ENTRY = 'persisted on review';

/**
 * A browser-only entry (model-tests/browserModel.ts browserEntries): the first applicant's part of a joint case
 * created and submitted through the platform's own calls, the tab opened as a reload on the waiting page leaves it
 * (e2e/support/seededCase.ts seededPrimaryWaiting). The joint region on one device starts there.
 */
export const SEEDED_JOINT_ENTRY = 'joint, first applicant seeded on the waiting page';

/** The joint start page by URL (model-tests/journeyModel.ts ENTRIES), played only by JOINT_FIRST_APPLICANT. */
export const JOINT_START_ENTRY = 'joint, first applicant';

/** Entries played only by the personas that name them (Persona entry): their tab is a joint applicant's. */
export const OWN_PERSONA_ENTRIES: readonly string[] = [
  SEEDED_JOINT_ENTRY,
  JOINT_START_ENTRY,
  SEEDED_CASH_ISA_ENTRY,
  CREDIT_CARD_ENTRY,
  TO_THE_LOGIN_APP_ENTRY,
  TRANSFER_STEP_UP_ENTRY,
  // the joint routes by their typed addresses, and the second applicant seeded on the waiting page (pathEvents/jointPaths.ts)
  ...JOINT_PATHS_OWN_ENTRIES,
  ...Object.values(RETURN_IN_A_NEW_TAB),
  ...Object.values(RETURN_WITH_A_TOKEN),
  SEEDED_REVIEW_WITHOUT_LETTER_CODE_ENTRY,
  ...ENTRY_VARIANTS,
  BANK_CHOICE_ENTRY,
];

/** A pattern matches a label exactly, or every label it prefixes when it ends in `*`. */
export function matchesLabel(pattern: string, label: string): boolean {
  return pattern.endsWith('*') ? label.startsWith(pattern.slice(0, -1)) : pattern === label;
}

/**
 * Whether the page offers an event: the URL bar cannot go to the address it shows (src/UrlSync.tsx ignores it), and
 * the switch page's date change is sent only while a refusal shows.
 */
export function offeredOn(
  event: { type: string; path?: string },
  route: string,
  context?: { switching?: { errorCode?: string | undefined }; sessionTimeout?: string | undefined },
): boolean {
  // the inactivity timer's events on the start page, and only those while its warning shows (pathEvents/entry.ts)
  const inactivity = inactivityOffered(event.type, route, context);
  if (inactivity !== undefined) return inactivity;
  // the switch page sends a date change only while a refusal shows (screens/SwitchScreen.tsx DateWatcher)
  if (event.type === 'SWITCH_DATE_CHANGED') return context?.switching?.errorCode !== undefined;
  return !(event.type === 'NAVIGATE' && event.path === route);
}

/** Every tab, with the e2e configuration (playwright.config.ts: autosave every 2 s, short timers). */
const ANY_TAB = {
  outcomes: ['loadStartup✓(autosave on)', 'inactivityTimer✓', '⏱autosaveInterval', '⏱pollInterval'],
  events: ['BACK', 'NAVIGATE', 'LOG_OUT'],
};

/** A new applicant: eligibility, the capture forms with their address lookup, review and the submission page. */
const NEW_APPLICANT = {
  outcomes: [
    ...ANY_TAB.outcomes,
    'createCase✓',
    'updateCase✓',
    'submitCase✓',
    'fetchNextTask✓(applicationprocessing)',
    'searchAddresses✓(found)',
    'searchAddresses✓(none)',
    'fetchAddress✓',
    // a reload spends the tab's resume token for a fresh case token, then reads back what the tab did not keep
    'resumeCase✓',
    'fetchCaptureTask✓',
    // the seeded decision-in-principle case of the link's uuid (platform/README.md "Decision in principle")
    'retrieveDipCase✓',
  ],
  events: [
    ...ANY_TAB.events,
    'RELOAD',
    'ELIGIBILITY_ANSWERED',
    'TERMS_AGREED',
    'FORM_CHANGED',
    'FIELD_FOCUSED',
    'FIELD_BLURRED',
    'CONTINUE',
    'SUBMIT',
    'EDIT_SECTION',
    'ADDRESS_SEARCH',
    'ADDRESS_SELECTED',
  ],
};

/**
 * After an accepted offer the sandbox sets the account up (PLATFORM_FULFILMENT_MS) and the account opens. Whether
 * the first completed-case read finds it open yet is timing, so paths rely only on its opening.
 */
const ACCOUNT_OPENING = [
  'fetchOffers✓(an offer)',
  'decideOffer✓',
  'fetchNextTask✓(fulfillmentinprogress)',
  'fetchCompletedCase✓(opened)',
];
/**
 * A submitted case is in processing (PLATFORM_PROCESSING_MS), then decided, and never processing again unless the
 * applicant confirms something (a letter code, the security questions). A model that let it be processing after
 * its decision ends paths on the submission page the browser only passes through (the flaky path 17 of issue 14).
 */
const PROCESSING = 'fetchNextTask✓(applicationprocessing)';
const decidedAs = (task: string) => ({ [PROCESSING]: `fetchNextTask✓(${task})` });

/** Refusing the overdraft (doc 1 §4 "Offer"): the screenshot for evidence, the offer without it, the decision. */
const REFUSING_OVERDRAFT = ['sendEvidence✓', 'updateOffer✓'];

/** The offer comes before the decision, the set-up after it. */
const OFFER_ORDER = {
  after: { 'fetchNextTask✓(fulfillmentinprogress)': 'decideOffer✓', 'fetchCompletedCase✓(opened)': 'decideOffer✓' },
  before: { 'fetchNextTask✓(offer)': 'decideOffer✓', ...decidedAs('offer') },
};

/**
 * What each scenario's page lets the applicant do beyond the capture forms, and the platform's answers there. A
 * confirmed case (`confirmed`) is processed again and decided on its merits: an ordinary applicant's offer.
 */
const ON_PAGE: Record<string, { outcomes: string[]; events: string[]; confirmed?: string }> = {
  challenge: {
    outcomes: [
      'fetchCallValidationQuestions✓(three questions)',
      'submitCallValidation✓(PASS)',
      'submitCallValidation✓(FAIL)',
    ],
    events: ['SECURITY_ANSWER_CHOSEN', 'SECURITY_CONTINUE'],
    confirmed: 'submitCallValidation✓(PASS)',
  },
  // The limit (320): wrong codes until the platform says no more (pathActions.ts LETTER_CODE_SUBMITTED; the limit
  // page shows in the browser, e2e/letterCode.spec.ts "Lettercode: three wrong codes reach the limit page").
  confirmcode: {
    outcomes: ['submitLetterCode✓', 'submitLetterCode✗(321)', 'submitLetterCode✗(320)'],
    events: ['LETTER_CODE_SUBMITTED'],
    confirmed: 'submitLetterCode✓',
  },
  confirmauthcode: {
    outcomes: ['submitLetterCode✓', 'submitLetterCode✗(321)', 'submitLetterCode✗(320)'],
    events: ['LETTER_CODE_SUBMITTED'],
    confirmed: 'submitLetterCode✓',
  },
  // the waiting page (/joint/next) reads the link code (none for a case that is not joint) and polls on
  awaitapplicant: { outcomes: ['fetchJointLinkCode✓'], events: [] },
};

function scenarioPersonas(): Persona[] {
  return SANDBOX_SCENARIOS.flatMap((scenario): Persona[] => {
    if (scenario.field !== 'lastName') return [];
    const force = scenario.force;
    const base = { name: `last name ${scenario.value}`, lastName: scenario.value };
    switch (force.kind) {
      case 'state': {
        const page = ON_PAGE[force.state] ?? { outcomes: [], events: [] };
        const forced = `fetchNextTask✓(${force.state})`;
        if (!page.confirmed)
          return [
            {
              ...base,
              outcomes: [...NEW_APPLICANT.outcomes, forced, ...page.outcomes],
              events: [...NEW_APPLICANT.events, ...page.events],
              before: decidedAs(force.state),
            },
          ];
        // confirmed: processed again, then offered (the scenario applies once, platform/lifecycle/caseTransitions.ts)
        return [
          {
            ...base,
            outcomes: [
              ...NEW_APPLICANT.outcomes,
              forced,
              ...page.outcomes,
              'fetchNextTask✓(offer)',
              'fetchOffers✓(an offer)',
            ],
            events: [...NEW_APPLICANT.events, ...page.events],
            after: { 'fetchNextTask✓(offer)': page.confirmed },
            before: { ...decidedAs(force.state), [forced]: page.confirmed },
            again: { [PROCESSING]: page.confirmed },
          },
        ];
      }
      case 'saveError':
        // the case is never created: every save answers the code (content/scenarios.ts)
        return [
          {
            ...base,
            outcomes: [
              ...NEW_APPLICANT.outcomes.filter((label) => !/^(createCase|updateCase|submitCase)✓/.test(label)),
              `createCase✗(${force.code})`,
            ],
            events: NEW_APPLICANT.events,
          },
        ];
      case 'overdraft': {
        const withOverdraft = force.outcome === 'full' || force.outcome === 'reduced';
        return [
          {
            ...base,
            outcomes: [
              ...NEW_APPLICANT.outcomes,
              'fetchNextTask✓(offer)',
              ...ACCOUNT_OPENING,
              ...(withOverdraft ? REFUSING_OVERDRAFT : []),
            ],
            // the overdraft view (screens/offer/OverdraftOfferView.tsx): open with or without the overdraft
            events: [...NEW_APPLICANT.events, 'ACCEPT_OFFER', ...(withOverdraft ? ['REFUSE_OVERDRAFT'] : [])],
            ...OFFER_ORDER,
          },
        ];
      }
      case 'alternative':
        return [
          {
            ...base,
            outcomes: [...NEW_APPLICANT.outcomes, 'fetchNextTask✓(offer)', ...ACCOUNT_OPENING],
            // the alternative offers (screens/offer/MultiOfferView.tsx)
            events: [...NEW_APPLICANT.events, 'ACCEPT_OFFER', 'CANCEL_APPLICATION', 'CANCEL_DISMISSED'],
            after: OFFER_ORDER.after,
            before: decidedAs('offer'),
          },
        ];
      case 'setupPending':
        // accepted, the account is set up the next working day (content/scenarios.ts)
        return [
          {
            ...base,
            outcomes: [
              ...NEW_APPLICANT.outcomes,
              'fetchNextTask✓(offer)',
              'fetchOffers✓(an offer)',
              'decideOffer✓',
              'fetchNextTask✓(productsetupinprogress)',
            ],
            events: [...NEW_APPLICANT.events, 'ACCEPT_OFFER'],
            after: { 'fetchNextTask✓(productsetupinprogress)': 'decideOffer✓' },
            before: OFFER_ORDER.before,
          },
        ];
      case 'noOffer':
        // an offer task with nothing in it (content/scenarios.ts Nooffer): the error page
        return [
          {
            ...base,
            outcomes: [...NEW_APPLICANT.outcomes, 'fetchNextTask✓(offer)', 'fetchOffers✓(no offer)'],
            events: NEW_APPLICANT.events,
            before: decidedAs('offer'),
          },
        ];
      case 'noSecurityQuestions':
        // call validation with no question to ask (content/scenarios.ts Noquestions): the error page
        return [
          {
            ...base,
            outcomes: [...NEW_APPLICANT.outcomes, 'fetchNextTask✓(challenge)', 'fetchCallValidationQuestions✓(none)'],
            events: NEW_APPLICANT.events,
            before: decidedAs('challenge'),
          },
        ];
      default:
        return [];
    }
  });
}

/**
 * Once the account is open (doc 1 "Account opened", "Registration", §4 "Switch"): a new customer registers for
 * internet and telephone banking with the case token (platform/README.md "Credentials": not registered until then),
 * and a current account's switch is sent after its screenshot; the sandbox refuses it with a code when the old
 * account number is 99999 and the code (platform/README.md "Switch scenarios"), the 345 of a weekend date here.
 */
const AFTER_OPENING = {
  outcomes: [
    'fetchPublicKey✓',
    'fetchCredentials✓(not registered)',
    'fetchSecurityQuestions✓',
    'updateCredentials✓',
    'sendEvidence✓',
    'submitSwitch✓',
    'submitSwitch✗(345)',
    ...REGISTRATION_OUTCOMES,
  ],
  events: [
    ...REGISTRATION_EVENTS,
    'REGISTER',
    'REGISTER_LATER',
    'REGISTRATION_SUBMITTED',
    'SWITCH_START',
    'SWITCH_SUBMITTED',
    'SWITCH_DECLINED',
    'SWITCH_DATE_CHANGED',
  ],
};

/** An ordinary applicant (no magic value) is approved with the overdraft asked for (content/scenarios.ts). */
const ORDINARY: Persona = {
  name: 'an ordinary applicant',
  outcomes: [
    ...NEW_APPLICANT.outcomes,
    'fetchNextTask✓(offer)',
    ...ACCOUNT_OPENING,
    ...REFUSING_OVERDRAFT,
    ...AFTER_OPENING.outcomes,
  ],
  events: [...NEW_APPLICANT.events, 'ACCEPT_OFFER', 'REFUSE_OVERDRAFT', ...AFTER_OPENING.events],
  ...OFFER_ORDER,
};

/**
 * An ordinary applicant who asks for no overdraft gets the current account's standard offer (platform/README.md
 * "Decision engine": "without an overdraft request, the product is offered as it is"; the standard view of
 * screens/offer/StandardOfferView.tsx), and declining the only offer cancels the application. Played from the case
 * seeded at review without an overdraft (e2e/support/seededCase.ts); the step 2 filler asks for one, so the persona
 * never continues a form.
 */
const DECLINES_STANDARD_OFFER: Persona = {
  name: 'an applicant without an overdraft declines the offer',
  entry: SEEDED_REVIEW_ENTRY,
  noOverdraft: true,
  outcomes: [
    ...NEW_APPLICANT.outcomes,
    'fetchNextTask✓(offer)',
    'fetchOffers✓(an offer)',
    'decideOffer✓',
    'fetchNextTask✓(cancelled)',
  ],
  events: [...ANY_TAB.events, 'RELOAD', 'SUBMIT', 'DECLINE_OFFER'],
  after: { 'fetchNextTask✓(cancelled)': 'decideOffer✓' },
  before: OFFER_ORDER.before,
};

/**
 * An ordinary applicant whose first offer read the sandbox refuses with a 401 without an authentication header (its
 * documented control, set on the seeded case): the app waits offerRetryInterval and reads again (doc 1 §4).
 */
const OFFER_READ_REFUSED_ONCE: Persona = {
  name: 'an ordinary applicant whose first offer read is refused',
  entry: SEEDED_REVIEW_ENTRY,
  offerUnauthorised: 1,
  outcomes: [...ORDINARY.outcomes, 'fetchOffers✗(unauthorised)', '⏱offerRetry'],
  events: ORDINARY.events,
  after: { ...OFFER_ORDER.after, 'fetchOffers✓(an offer)': 'fetchOffers✗(unauthorised)' },
  before: { ...OFFER_ORDER.before, 'fetchOffers✗(unauthorised)': '⏱offerRetry' },
};

/** The login page (machines/session.ts) for a seeded customer (content/seededCustomers.ts). */
const LOGIN_EVENTS = [...ANY_TAB.events, 'LOGIN_IDENTIFIED', 'CHALLENGE_ANSWERED', 'LOGIN_RESTARTED'];

/**
 * Seeded customers who log in on the login page. Lockouts count per customer, so the customers who answer wrongly
 * on purpose are ones no other spec logs in with (sandboxelle, sandboxivy), and the one who logs in never does.
 */
const CUSTOMERS: Persona[] = [
  {
    // the portal lists her saved applications (platform/README.md "Seed data"); Resume reads the case back
    name: 'sandboxada logs in',
    username: 'sandboxada',
    outcomes: [
      ...ANY_TAB.outcomes,
      'createChallenge✓(internet banking)',
      'requestToken✓',
      'fetchCurrentUser✓',
      'fetchPortalCases✓',
      'fetchNextTask✓(capture)',
      'fetchCaptureTask✓',
    ],
    events: [...LOGIN_EVENTS, 'RESUME'],
  },
  {
    name: 'sandboxelle gets her answers wrong once',
    username: 'sandboxelle',
    outcomes: [...ANY_TAB.outcomes, 'createChallenge✓(internet banking)', 'requestToken✗(invalid_credentials)'],
    events: LOGIN_EVENTS,
  },
  {
    // locked out on purpose: a customer of her own, so the paths may run in any order
    name: 'sandboxivy gets her answers wrong until locked out',
    username: 'sandboxivy',
    outcomes: [...ANY_TAB.outcomes, 'createChallenge✓(internet banking)', 'requestToken✗(retries_exceeded)'],
    events: LOGIN_EVENTS,
  },
  {
    // not registered for digital or telephone banking: challenge creation answers 1013
    name: 'sandboxgail has no credentials',
    username: 'sandboxgail',
    outcomes: [...ANY_TAB.outcomes, 'createChallenge✗(1013)'],
    events: LOGIN_EVENTS,
  },
];

/** The step-up modal's answers (machines/stepUp.ts): the texted passcode scheme, right and wrong. */
const STEPPING_UP = [
  'createChallenge✓(one-time passcode (step-up))',
  'sendOtp✓',
  'requestToken✓',
  'requestToken✗(invalid_credentials)',
];

/**
 * The sandbox's answer to a fourth passcode of one challenge (platform/README.md "Limits"): the model offers it only
 * then, and a sent passcode only before (model-tests/browserModel.ts OTPS_PER_CHALLENGE).
 */
export const OTP_LIMIT = 'sendOtp✗(otp_limit_reached)';
export const OTP_SENT = 'sendOtp✓';
/** Passcodes the sandbox texts for one challenge (platform MAX_OTPS_PER_SESSION). */
export const OTPS_PER_CHALLENGE = 3;

/** A customer of the paths' own at scope 10, stepping up where the entry's first call is refused. */
function steppingUpAt(entry: string, username: string, call: string, then: string[], events: string[]): Persona {
  return {
    name: `${username} through the login app at scope 10`,
    username,
    loginAppScope: 10,
    entry,
    outcomes: [...ANY_TAB.outcomes, 'fetchCurrentUser✓', ...STEPPING_UP, `${call}✗(insufficient_scope)`, ...then],
    events: [...ANY_TAB.events, 'STEP_UP_ANSWERED', 'OTP_RESEND', 'STEP_UP_CANCELLED', ...events],
    after: Object.fromEntries(then.map((outcome) => [outcome, 'requestToken✓'])),
    before: { [`${call}✗(insufficient_scope)`]: 'requestToken✓' },
  };
}

/** A customer stepping up who may also be refused a fourth passcode of a challenge (OTP_LIMIT). */
const reachingTheLimit = (persona: Persona): Persona => ({
  ...persona,
  name: `${persona.username} resends until the passcode limit`,
  outcomes: [...persona.outcomes, OTP_LIMIT],
});

/**
 * Customers back from the sandbox's login app (LOGIN_APP_ENTRIES). At scope 10 the customer's details (step 1),
 * her portal cases and her profile (the regular saver) are refused with the step-up header, the step-up modal asks
 * for the texted passcode and the date of birth, then the call is made again (e2e/stepUp.spec.ts does one by hand).
 * The paths step up as customers of their own (sandboxjo, sandboxkai, sandboxlin, one per entry, since a customer
 * is texted 10 passcodes an hour at most): e2e/stepUp.spec.ts reads sandboxada's texted passcodes, and the outbox
 * holds a customer's last one, so parallel workers must not share a customer.
 */
const LOGIN_APP_CUSTOMERS: Persona[] = [
  // step 1 reads her details from the records
  steppingUpAt(
    'back from the login app with a token',
    'sandboxjo',
    'fetchCustomerDetails',
    ['fetchCustomerDetails✓'],
    ['ELIGIBILITY_ANSWERED', 'TERMS_AGREED'],
  ),
  // the portal lists her saved applications (none)
  steppingUpAt(
    'back from the login app without a product',
    'sandboxkai',
    'fetchPortalCases',
    ['fetchPortalCases✓'],
    [],
  ),
  // the regular saver group reads her profile: aged 40-odd, holds a current account (135)
  steppingUpAt(
    'back from the login app for a regular saver',
    'sandboxlin',
    'fetchCustomerProfile',
    ['fetchCustomerProfile✓(40 with 135)'],
    [],
  ),
  // the portal's step-up resent until the sandbox sends no more (3 passcodes a challenge, platform/README.md
  // "Limits": 409 otp_limit_reached, the modal's limit state): a customer of its own, as the path texts her three
  // times and the other customers' paths stay within 10 texts an hour (browserModel.ts counts a challenge's sends)
  reachingTheLimit(
    steppingUpAt(
      'back from the login app without a product',
      'sandboxmo',
      'fetchPortalCases',
      ['fetchPortalCases✓'],
      [],
    ),
  ),

  // the regular saver group after the login app (doc 1 §4, machines/regularSaver.ts), at the full scope
  {
    name: 'sandboxcara already holds a Regular Saver Exclusive',
    username: 'sandboxcara',
    outcomes: [...ANY_TAB.outcomes, 'fetchCurrentUser✓', 'fetchCustomerProfile✓(40 with 760)'],
    events: ANY_TAB.events,
  },
  {
    name: 'sandboxfinn holds no current account',
    username: 'sandboxfinn',
    outcomes: [...ANY_TAB.outcomes, 'fetchCurrentUser✓', 'fetchCustomerProfile✓(40 with 759)'],
    events: ANY_TAB.events,
  },
  {
    name: 'sandboxdev is aged 17',
    username: 'sandboxdev',
    outcomes: [...ANY_TAB.outcomes, 'fetchCurrentUser✓', 'fetchCustomerProfile✓(17 with 135)'],
    events: ANY_TAB.events,
  },
];

/**
 * The step-up's other states (machines/stepUp.ts), each with a customer of the paths' own (content/seededCustomers.ts):
 * resending to the passcode limit on step 1 (sandboxnoor) and for the regular saver (sandboxpia), as sandboxmo does
 * on the portal; a customer whose first passcode the sandbox cannot text (sandboxrory, its `sms-failing` switch);
 * and a customer with no mobile (sandboxquinn), whose challenge is the password's, nothing texted.
 */
const SMS_FAILED = 'sendOtp✗(service_unavailable)';
const STEP_UP_STATES: Persona[] = [
  reachingTheLimit(
    steppingUpAt(
      'back from the login app with a token',
      'sandboxnoor',
      'fetchCustomerDetails',
      ['fetchCustomerDetails✓'],
      ['ELIGIBILITY_ANSWERED', 'TERMS_AGREED'],
    ),
  ),
  reachingTheLimit(
    steppingUpAt(
      'back from the login app for a regular saver',
      'sandboxpia',
      'fetchCustomerProfile',
      ['fetchCustomerProfile✓(40 with 135)'],
      [],
    ),
  ),
  // the first passcode cannot be sent (the sandbox's switch answers 503 sms_unavailable; the chart takes any failure
  // but the limit as "no passcode", the model's label says service_unavailable), then a resend texts it
  ((persona: Persona): Persona => ({
    ...persona,
    name: 'sandboxrory, whose first passcode cannot be sent, resends',
    smsFailing: 1,
    outcomes: [...persona.outcomes, SMS_FAILED],
    after: { ...persona.after, [OTP_SENT]: SMS_FAILED },
    before: { ...persona.before, [SMS_FAILED]: OTP_SENT },
  }))(
    steppingUpAt(
      'back from the login app without a product',
      'sandboxrory',
      'fetchPortalCases',
      ['fetchPortalCases✓'],
      [],
    ),
  ),
  ((persona: Persona): Persona => ({
    ...persona,
    name: 'sandboxquinn, with no mobile, steps up with his password',
    outcomes: [
      ...persona.outcomes.filter((outcome) => !STEPPING_UP.includes(outcome) || outcome === 'requestToken✓'),
      'createChallenge✓(internet banking)',
    ],
    events: persona.events.filter((event) => event !== 'OTP_RESEND'),
  }))(
    steppingUpAt(
      'back from the login app without a product',
      'sandboxquinn',
      'fetchPortalCases',
      ['fetchPortalCases✓'],
      [],
    ),
  ),
];

/**
 * Joint applicants on one device (doc 1 §4 "Joint"): the first applicant's case waits for the other (awaitapplicant)
 * as long as the second part is not in; on /joint/next the first applicant says the other person is with them (or
 * sends the invitation), and the second applicant goes on in the same tab on /joint/join with the code the page
 * showed, or with a wrong one, which the platform refuses (319, the bad-code modal). Their own application is not
 * driven past its eligibility page (e2e/joint.spec.ts does it with two browser contexts).
 */
const JOINT_ON_ONE_DEVICE: Persona = {
  name: 'joint applicants on one device',
  entry: SEEDED_JOINT_ENTRY,
  outcomes: [
    ...ANY_TAB.outcomes,
    'resumeCase✓',
    'fetchCaptureTask✓',
    'fetchNextTask✓(awaitapplicant)',
    'fetchJointLinkCode✓',
    'sendJointInvitation✓',
    'checkJointLinkCode✓',
    'checkJointLinkCode✗(319)',
  ],
  events: [
    ...ANY_TAB.events,
    'RELOAD',
    'JOINT_OTHER_PERSON_PRESENT_ANSWERED',
    'JOINT_INVITATION_SENT',
    'JOINT_LINK_CODE_SUBMITTED',
    'JOINT_MODAL_CLOSED',
    'JOINT_EXISTING_CUSTOMER_ANSWERED',
    'ELIGIBILITY_ANSWERED',
  ],
};

/**
 * The first applicant of a joint application by URL (doc 1 route table /joint, doc 3 §1 the joint copy): the start
 * page, then the eligibility page of a joint application. Their capture is the sole applicant's, driven by the other
 * paths; their submitted case is the seeded one of JOINT_ON_ONE_DEVICE.
 */
const JOINT_FIRST_APPLICANT: Persona = {
  name: "a joint application's first applicant",
  entry: JOINT_START_ENTRY,
  outcomes: ANY_TAB.outcomes,
  events: [...ANY_TAB.events, 'CONTINUE', 'ELIGIBILITY_ANSWERED'],
};

/** The persona of a scenario's last name (scenarioPersonas). */
function scenarioPersona(lastName: string): Persona {
  const found = scenarioPersonas().find((persona) => persona.lastName === lastName);
  if (!found) throw new Error(`no sandbox scenario with the last name ${lastName}`);
  return found;
}

export const PERSONAS: readonly Persona[] = [
  ORDINARY,
  ...scenarioPersonas(),
  DECLINES_STANDARD_OFFER,
  OFFER_READ_REFUSED_ONCE,
  ...CUSTOMERS,
  ...LOGIN_APP_CUSTOMERS,
  ...STEP_UP_STATES,
  ...otherStepUpPersonas(LOGIN_APP_CUSTOMERS),
  JOINT_ON_ONE_DEVICE,
  JOINT_FIRST_APPLICANT,
  ...jointExistingPersonas(JOINT_ON_ONE_DEVICE),
  ...jointAuthenticationPersonas(JOINT_ON_ONE_DEVICE),
  ...jointStepUpPersonas(jointAuthenticationPersonas(JOINT_ON_ONE_DEVICE)),
  cashIsaTransfer(ORDINARY),
  registersElsewhere(ORDINARY),
  typesAUsernameInUse(ORDINARY, SEEDED_REVIEW_ENTRY),
  ...faultPersonas(ORDINARY, DECLINES_STANDARD_OFFER, SEEDED_REVIEW_ENTRY, scenarioPersonas()),
  submitFailsThenReloads(ORDINARY, SEEDED_REVIEW_ENTRY),
  ...jointFaultPersonas(JOINT_ON_ONE_DEVICE),
  creditCardPersona(ANY_TAB),
  // the joint region's typed addresses, the second applicant's wait and refusals (pathEvents/jointPaths.ts)
  ...jointPathsPersonas(ANY_TAB, JOINT_ON_ONE_DEVICE),
  loginAppRedirectPersona(ANY_TAB),
  ...transferStepUpPersonas({
    anyTab: ANY_TAB,
    steppingUp: STEPPING_UP,
    otpSent: OTP_SENT,
    otpLimit: OTP_LIMIT,
    smsFailed: SMS_FAILED,
  }),
  ...customerFaultPersonas(ANY_TAB, {
    withToken: 'back from the login app with a token',
    withoutProduct: 'back from the login app without a product',
    regularSaver: 'back from the login app for a regular saver',
  }),
  // capture's refusals and lookup failures (pathEvents/capture.ts)
  ...capturePersonas(ORDINARY, SEEDED_REVIEW_ENTRY),
  bankLookupFails(creditCardPersona(ANY_TAB)),
  choosesABank(ANY_TAB),
  continuesWhileSaving(SEEDED_REVIEW_ENTRY),
  submitsWhileSaving(SEEDED_REVIEW_ENTRY),
  autosaveOff('IM135 start page'),
  // login, authentication and the step-ups: their refusals and faults (issue 14 paths P1, pathEvents/authRefusals.ts)
  ...loginAppNotLoggedInPersonas(ANY_TAB),
  ...authRefusalPersonas({
    anyTab: ANY_TAB,
    loginEvents: LOGIN_EVENTS,
    steppingUp: STEPPING_UP,
    steppers: LOGIN_APP_CUSTOMERS,
    transfer: transferStepUpPersonas({
      anyTab: ANY_TAB,
      steppingUp: STEPPING_UP,
      otpSent: OTP_SENT,
      otpLimit: OTP_LIMIT,
      smsFailed: SMS_FAILED,
    }),
    joint: jointAuthenticationPersonas(JOINT_ON_ONE_DEVICE),
    entries: {
      login: 'login',
      withToken: 'back from the login app with a token',
      withoutProduct: 'back from the login app without a product',
      regularSaver: 'back from the login app for a regular saver',
    },
  }),
  // task P5: a task the app does not know, the returns from the transfer and registration apps (pathEvents/returns.ts)
  answersAnUnknownTask(ANY_TAB, SEEDED_REVIEW_ENTRY),
  { ...refusedOnReturn(ORDINARY, 'decideOffer✓'), entry: SEEDED_REVIEW_ENTRY },
  refusedOnReturn(cashIsaTransfer(ORDINARY), HAND_OFF),
  accountsRereadFails(cashIsaTransfer(ORDINARY), TRANSFER_APP_RETURN),
  ...returnsInANewTab(ANY_TAB, LOGIN_EVENTS),
  telephoneCustomerReturns(ANY_TAB, LOGIN_EVENTS),
  internetBankingCustomerReturns(ANY_TAB, LOGIN_EVENTS),
  cancelsTheFirstAlternative(scenarioPersona('Readycash'), SEEDED_REVIEW_ENTRY),
  registrationFails(ORDINARY, SEEDED_REVIEW_ENTRY),
  // task H (wt-returns2): the offer's reads refused to the end, the security questions' timer run out
  offerNeverReadable(ORDINARY, SEEDED_REVIEW_ENTRY),
  securityTimesOut(scenarioPersona('Challenge'), SEEDED_REVIEW_ENTRY),
  cardLimitUpdateFails(creditCardPersona(ANY_TAB)),
  ...returnsWithAToken(ANY_TAB),
  ...Object.keys(REGISTRATION_READ_FAULTS).map((label) => registrationReadFails(ORDINARY, SEEDED_REVIEW_ENTRY, label)),
  { ...scenarioPersona('Lettercode'), entry: SEEDED_REVIEW_WITHOUT_LETTER_CODE_ENTRY },
  // entry variants, resume, inactivity and the submission's reads (pathEvents/entry.ts)
  ...entryPersonas(ANY_TAB),
  inactivityPersona(ANY_TAB),
  ...reloadPersonas(ORDINARY, SEEDED_REVIEW_ENTRY),
  ...submissionReadPersonas(ORDINARY, SEEDED_REVIEW_ENTRY),
  ...resumedReadPersonas(ANY_TAB),
];

/** Invoked actors that run for the whole journey: a settled state may have them running. */
export const LONG_RUNNING_ACTORS: readonly string[] = ['inactivityTimer'];

/**
 * Outcomes the browser only sees on a settled page: the inactivity time-out (21 s on the e2e timings) never comes
 * before the answer of a call in flight, which the sandbox gives within moments. Path 77 of issue 14 took it in the
 * middle of the review's submit (its save in flight) and expected the login page where the browser was submitting.
 */
export const SETTLED_ONLY_OUTCOMES: readonly string[] = ['inactivityTimer✓'];

/**
 * States the sandbox always moves the page on from by itself within moments: the submission page waiting for its
 * next poll (a case is in processing for PLATFORM_PROCESSING_MS only) and the completed-case retrieval waiting for
 * the accounts (PLATFORM_FULFILMENT_MS). A page in one of them is never settled: no step ends there and no action is
 * taken there, since the browser may already have left it when it looks (issue 14's flaky path 17 ended there).
 */
export const PASSING_STATES: readonly string[] = [
  'journey.main.submission.waiting',
  'journey.main.completion.waiting',
  ...TRANSFER_PASSING_STATES,
];

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
  'login',
  'a decision-in-principle link',
  'the component gallery',
  JOINT_START_ENTRY,
  ...REGISTRATION_URL_ENTRIES,
  TO_THE_LOGIN_APP_ENTRY,
  // the joint routes by their typed addresses (pathEvents/jointPaths.ts)
  ...JOINT_TYPED_ENTRIES,
  // entry variants (pathEvents/entry.ts)
  RESUME_LINK_ENTRY,
  JOIN_ADDRESS_ENTRY,
  JOINT_REFUSED_ENTRY,
  CARD_NOT_LOGGED_IN_ENTRY,
  JOINT_CASH_ISA_ENTRY,
];

/**
 * Entries (model-tests/journeyModel.ts ENTRIES) the browser reaches through the sandbox's login app: it opens the
 * address given here, logs in there as the persona's customer, and the app starts again on the entry's address with
 * the token the login app gave (platform/README.md "Login app").
 */
export const LOGIN_APP_ENTRIES: Readonly<Record<string, string>> = {
  'back from the login app with a token': '/authentication?applyFor=IM135&brandId=CB',
  'back from the login app without a product': '/authentication?brandId=CB',
  'back from the login app for a regular saver': '/authentication?applyFor=IM760&brandId=VM',
  [CREDIT_CARD_ENTRY]: CREDIT_CARD_URL,
  [TRANSFER_STEP_UP_ENTRY]: TRANSFER_STEP_UP_URL,
  ...AUTH_REFUSAL_ENTRIES,
  // task H: the returns with a token, through the login app (pathEvents/returns.ts)
  ...RETURN_WITH_A_TOKEN_LOGIN_APP,
};

/** Seconds the e2e timings (e2e/support/timings.ts) make a timer or a timed actor take in the browser. */
export const WAIT_SECONDS: Readonly<Record<string, number>> = {
  'inactivityTimer✓': 21,
  '⏱autosaveInterval': 2,
  // the e2e POLL_INTERVAL is 0.5 s: 1 s waits it out with room, and the ranking's costs (model-tests/browserPaths.ts
  // costOf), hence e2e/generatedPaths.json, stay as they were
  '⏱pollInterval': 1,
  // offerRetryInterval of /config.json (platform/README.md), not shortened for the e2e runs
  '⏱offerRetry': 2,
  // task H: e2e/support/timings.ts CALL_VALIDATION_TIMEOUT
  [CALL_VALIDATION_TIMER]: e2eTimings.CALL_VALIDATION_TIMEOUT / 1000,
  ...TRANSFER_WAIT_SECONDS,
  ...FAULT_WAIT_SECONDS,
  ...CAPTURE_WAIT_SECONDS,
};
