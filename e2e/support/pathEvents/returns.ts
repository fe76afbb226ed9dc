// Task P5 of issue 14: a task the app does not know, and the returns from the transfer and registration apps, on
// generated browser paths. Pure data like ../pathEvents.ts, which spreads these personas into its list; the spec
// sets their sandbox controls (e2e/generatedPaths.spec.ts).
//
// - A task the app does not know (doc 1 "Case state to screen map" has no row for it: the chart's taskNotAvailable,
//   "This part of the service is not available yet"): the sandbox's documented control
//   `POST /sandbox/cases/{caseId}/unknown-task { task, times }` (platform/README.md "Sandbox-only routes") makes the
//   seeded case's next polls answer it, as a bank that added a case state would.
import { BRANDS } from '../../../content/brands';
import type { JourneyInput } from '../../../machines/journeyTypes';
import type { Persona } from '../pathEvents';
import { e2eTimings } from '../timings';
import { armed, failed } from './faults';
import {
  INTERNET_BANKING_TRANSFER_RETURN_ENTRY,
  returnAfterLogin,
  TELEPHONE_TRANSFER_RETURN_ENTRY,
} from './registrationApp';

/** The task the control answers: the chart model's label for a task its map does not know (journeyModel.ts). */
export const UNKNOWN_TASK = 'somethingnew';
/** More polls than any path makes, so every poll of the path answers the unknown task, as the model says. */
const UNKNOWN_TASK_POLLS = 10;

/**
 * An applicant whose case, once submitted, the bank moves to a state the app does not know: played from the case
 * seeded at review (`entry`), its control set once the case is seeded; the review's submit, then the page that says
 * so. `anyTab` is what every tab gives and does (../pathEvents.ts ANY_TAB).
 */
export function answersAnUnknownTask(
  anyTab: { outcomes: readonly string[]; events: readonly string[] },
  entry: string,
): Persona {
  return {
    name: 'an applicant whose case the bank moves to a state the app does not know',
    entry,
    unknownTask: { task: UNKNOWN_TASK, times: UNKNOWN_TASK_POLLS },
    outcomes: [
      ...anyTab.outcomes,
      // the case the platform's own calls created (browserModel.ts plays the seeded review only with a create), the
      // tab opened as a reload of the review: its resume token spent, the case read back
      'createCase✓',
      'resumeCase✓',
      'fetchCaptureTask✓',
      'updateCase✓',
      'submitCase✓',
      `fetchNextTask✓(${UNKNOWN_TASK})`,
    ],
    events: [...anyTab.events, 'SUBMIT'],
  };
}

/**
 * The refusal of a tab's resume token on a return (platform/README.md "Case tokens": spent, expired, another case's;
 * always 401 invalid_token), given by the sandbox's fault switch on the case's `resume` family, armed once the
 * seeded case's tab has opened (its own resume done): the return's exchange is refused, and the app asks for a login.
 */
export const RESUME_REFUSED = 'resumeCase✗(invalid_token)';
const RESUME_REFUSAL = { family: 'resume', times: 1, status: 401, code: 'invalid_token' } as const;

/**
 * The persona `base` (an applicant whose seeded case goes on to another service and back) whose return's resume token
 * is refused: the tab's own resume on opening succeeds, the return's (after `leftOn`, the milestone at which the tab
 * left for the other service) is refused. No F5: a reload would spend the refusal first.
 */
export function refusedOnReturn(base: Persona, leftOn: string): Persona {
  return {
    ...base,
    name: `${base.name}, whose resume token is refused on the return`,
    outcomes: [...base.outcomes, RESUME_REFUSED],
    events: base.events.filter((event) => event !== 'RELOAD'),
    faults: [...(base.faults ?? []), RESUME_REFUSAL],
    after: { ...base.after, [RESUME_REFUSED]: leftOn },
    before: { ...base.before, 'resumeCase✓': leftOn },
  };
}

/**
 * A cash ISA's applicant back from the transfer app (pathEvents/transfer.ts cashIsaTransfer): the account-opened page
 * reads the accounts again (machines/journey.ts accountOpened.loading), and that read fails; the page shows what the
 * tab knew (doc 1 "Account opened"). The fault switch's `completed-case` family is armed by the step that meets the
 * failure (the return itself, or Register later after it; e2e/generatedPaths.spec.ts), so the reads before answered.
 */
export const ACCOUNTS_UNREAD_ON_RETURN = failed('fetchCompletedCase');
export const ACCOUNTS_REREAD_FAULT = { ...armed('fetchCompletedCase', 1), on: 'step' } as const;
export function accountsRereadFails(cashIsa: Persona, transferAppReturn: string): Persona {
  return {
    ...cashIsa,
    name: `${cashIsa.name}, whose accounts read after the transfer app fails`,
    outcomes: [...cashIsa.outcomes, ACCOUNTS_UNREAD_ON_RETURN],
    events: cashIsa.events.filter((event) => event !== 'RELOAD'),
    faults: [...(cashIsa.faults ?? []), ACCOUNTS_REREAD_FAULT],
    after: { ...cashIsa.after, [ACCOUNTS_UNREAD_ON_RETURN]: transferAppReturn },
    before: { ...cashIsa.before, [ACCOUNTS_UNREAD_ON_RETURN]: ACCOUNTS_UNREAD_ON_RETURN },
  };
}

/** A case of sandboxada's (platform/README.md "Portal cases of sandboxada": real cases in capture). */
const ADAS_CURRENT_ACCOUNT = 'CS90000011';
const ADAS_CREDIT_CARD = 'CC90000012';

/**
 * Browser-only entries (model-tests/browserModel.ts browserEntries): a return from the transfer app or the
 * registration app opened in a tab that holds nothing (a new tab, or one whose storage was cleared), naming a case of
 * the customer's: no token and no resume token, so the app asks for a login and then goes on with that case (doc 1
 * "Return from another service": "once a token exists"). The returns' addresses are the ones the app gives the other
 * service (machines/transfer.logic.ts transferAppUrl, registration.logic.ts registrationAppUrl): the transfer app's
 * names the case in the hash, the registration app's in the query.
 */
export const RETURN_IN_A_NEW_TAB = {
  registration: 'back from the registration app in a new tab, a case named',
  transferExistingInternetBanking: 'back from the transfer app in a new tab, an existing internet-banking customer',
  transferExistingCard: 'back from the transfer app in a new tab, an existing internet-banking customer of a card',
  transferExisting: 'back from the transfer app in a new tab, an existing customer',
} as const;

export const RETURN_IN_A_NEW_TAB_ENTRIES: readonly { name: string; input: JourneyInput }[] = [
  // a telephone-banking customer's, to the registration app (pathEvents/registrationApp.ts)
  TELEPHONE_TRANSFER_RETURN_ENTRY,
  // an internet-banking customer's, to the cash ISA's post-registration task (pathEvents/registrationApp.ts)
  INTERNET_BANKING_TRANSFER_RETURN_ENTRY,
  {
    name: RETURN_IN_A_NEW_TAB.registration,
    input: {
      location: {
        pathname: '/hasDigitalRegDone',
        search: `?brandId=CB&applyFor=IM135&caseId=${ADAS_CURRENT_ACCOUNT}&bank_id=CB`,
        hash: '',
      },
    },
  },
  {
    name: RETURN_IN_A_NEW_TAB.transferExistingInternetBanking,
    input: {
      location: {
        pathname: '/continue/existing',
        search: '?applyFor=IM135&brandId=CB&internetBanking=true',
        hash: `#case_id=${ADAS_CURRENT_ACCOUNT}&bankId=CB`,
      },
    },
  },
  {
    name: RETURN_IN_A_NEW_TAB.transferExistingCard,
    input: {
      location: {
        pathname: '/continue/existing',
        search: '?applyFor=G99&brandId=CB&internetBanking=true',
        hash: `#case_id=${ADAS_CREDIT_CARD}&bankId=CB`,
      },
    },
  },
  {
    name: RETURN_IN_A_NEW_TAB.transferExisting,
    input: {
      location: {
        pathname: '/continue/existing',
        search: '?applyFor=IM135&brandId=CB',
        hash: `#case_id=${ADAS_CURRENT_ACCOUNT}&bankId=CB`,
      },
    },
  },
];

/**
 * sandboxada back from another service in a new tab (RETURN_IN_A_NEW_TAB), one persona per entry: she logs in on the
 * login page, and the return goes on with her case (the switch, or account opened, whose accounts are read: her case
 * in capture has none open yet). `loginEvents` are the login page's (../pathEvents.ts LOGIN_EVENTS).
 */
export function returnsInANewTab(
  anyTab: { outcomes: readonly string[]; events: readonly string[] },
  loginEvents: readonly string[],
): Persona[] {
  return Object.values(RETURN_IN_A_NEW_TAB).map((entry) =>
    returnAfterLogin(`sandboxada ${entry}`, 'sandboxada', entry, anyTab, loginEvents),
  );
}

/**
 * The alternative offers (the scenario `alternative`, doc 1 §4 "In the alternative-offer list, cancel application opens a
 * confirm modal; confirming declines the first offer"): the applicant confirms the cancel; the first offer declined,
 * the other is still open (platform/offers/offerActions.ts: the case stays at offer), so the page reads the offers
 * again. No acceptance on these paths, so a decision is always the decline. Played from the case seeded at review.
 */
export function cancelsTheFirstAlternative(alternative: Persona, entry: string): Persona {
  return {
    ...alternative,
    name: `${alternative.name}, the cancel confirmed`,
    entry,
    outcomes: alternative.outcomes.filter(
      (label) => !/^(fetchNextTask✓\(fulfillmentinprogress\)|fetchCompletedCase)/.test(label),
    ),
    events: [
      ...alternative.events.filter((event) => event !== 'ACCEPT_OFFER' && event !== 'RELOAD'),
      'CANCEL_CONFIRMED',
    ],
  };
}

/**
 * Registration's PUT failing as a platform fault (503, after the transport's retries): the fault switch's
 * `credentials` family armed by the step that sends the form (pathActions/registration.ts, `on: 'step'`), once the
 * credentials' read before it has answered (the family holds both). The error page (doc 1 §8).
 */
export const REGISTRATION_FAULT = 'updateCredentials✗(service_unavailable)';
export const REGISTRATION_FAULT_CALLS = 4;
export const REGISTRATION_PUT_FAULT = { family: 'credentials', times: REGISTRATION_FAULT_CALLS, on: 'step' } as const;
export function registrationFails(ordinary: Persona, entry: string): Persona {
  return {
    ...ordinary,
    name: 'an ordinary applicant whose registration fails',
    entry,
    faults: [REGISTRATION_PUT_FAULT],
    outcomes: [...ordinary.outcomes.filter((label) => label !== 'updateCredentials✓'), REGISTRATION_FAULT],
    events: ordinary.events.filter((event) => event !== 'RELOAD'),
  };
}

/**
 * A browser-only entry (model-tests/browserModel.ts browserEntries): the case seeded at review opened with the
 * letter-code feature removed by its link (`removeFeatures=letterCode`, doc 1 §2 "/letter-code: only when the
 * letter-code feature is on"); the scenario Lettercode's case then asks for a letter code the app may not show: the
 * error task (doc 1 §4).
 */
export const SEEDED_REVIEW_WITHOUT_LETTER_CODE_ENTRY =
  'persisted on review, the letter-code feature removed by the URL';
export const WITHOUT_LETTER_CODE = 'removeFeatures=letterCode';

/**
 * Registration's reads failing as a platform fault (doc 1 §7 the public key, the security questions; the error page):
 * the switch's `public-key` or `security-questions` family, which fails the reads that come with the case's token,
 * armed on the seeded case before the first action (no earlier call of the family), each read a GET tried 4 times.
 */
export const REGISTRATION_READ_FAULTS: Readonly<Record<string, string>> = {
  'fetchPublicKey✗(service_unavailable)': 'public-key',
  'fetchSecurityQuestions✗(service_unavailable)': 'security-questions',
};
export function registrationReadFails(ordinary: Persona, entry: string, label: string): Persona {
  const call = label.slice(0, label.indexOf('✗'));
  return {
    ...ordinary,
    name: `an ordinary applicant whose registration's ${call} fails`,
    entry,
    faults: [{ family: REGISTRATION_READ_FAULTS[label] ?? '', times: REGISTRATION_FAULT_CALLS }],
    outcomes: [...ordinary.outcomes.filter((outcome) => !outcome.startsWith(`${call}✓`)), label],
    events: ordinary.events.filter((event) => event !== 'RELOAD'),
  };
}

/**
 * An ordinary applicant (`ordinary`, played from the case seeded at review, `entry`) every read of whose offer the
 * sandbox refuses with a 401 (its documented `offer-unauthorised` control, set once the case is seeded): the app waits
 * offerRetryInterval and reads again, up to offerRetryMaxTries, then the error page (doc 1 §4). The e2e platform serves
 * the chart model's count (e2e/support/timings.ts OFFER_RETRY_MAX_TRIES, model-tests/journeyModel.ts
 * OFFER_RETRY_MAX_TRIES: 3), so the browser's reads end before the e2e inactivity time-out, as the model's do.
 */
export const OFFER_READS = e2eTimings.OFFER_RETRY_MAX_TRIES;
export function offerNeverReadable(ordinary: Persona, entry: string): Persona {
  return {
    ...ordinary,
    name: 'an ordinary applicant whose offer reads are all refused',
    entry,
    offerUnauthorised: OFFER_READS,
    outcomes: [
      ...ordinary.outcomes.filter((label) => !label.startsWith('fetchOffers✓')),
      'fetchOffers✗(unauthorised)',
      '⏱offerRetry',
    ],
    events: ordinary.events.filter((event) => event !== 'RELOAD'),
  };
}

/** The security questions' timer (machines/callValidation.ts callValidationTimeout), as the model labels it. */
export const CALL_VALIDATION_TIMER = '⏱callValidationTimeout';

/**
 * The security questions left unanswered until their time runs out (doc 1 §4 "Call validation (3D)": "when the timer
 * expires the answers are posted"): the scenario `challenge` (last name Challenge), played from the case seeded at
 * review (`entry`), whose applicant does nothing on the questions. The answers posted are none, which the sandbox
 * marks FAIL (platform/auth/callValidation.ts), so the page is /sorry. The e2e platform's timer is
 * e2e/support/timings.ts CALL_VALIDATION_TIMEOUT (8 s, before the inactivity warning).
 */
export function securityTimesOut(challenge: Persona, entry: string): Persona {
  return {
    ...challenge,
    name: `${challenge.name}, the questions left until their time runs out`,
    entry,
    outcomes: [
      ...challenge.outcomes.filter(
        (label) => label !== 'submitCallValidation✓(PASS)' && !/^fetch(NextTask✓\(offer\)|Offers)/.test(label),
      ),
      CALL_VALIDATION_TIMER,
    ],
    events: challenge.events.filter(
      (event) => event !== 'RELOAD' && event !== 'SECURITY_ANSWER_CHOSEN' && event !== 'SECURITY_CONTINUE',
    ),
  };
}

/** The paths' own customer whose card limit update fails (content/seededCustomers.ts, sandboxrv*). */
export const CARD_UPDATE_FAULT_USERNAME = 'sandboxrvcard';
/** Every PUT of the offer's update (one chart call and the transport's three retries, ./faults.ts). */
const OFFER_UPDATE_CALLS = 4;

/** The card's offer update failing: the switch's `offer-update` family, armed on the case by the amending step. */
export const CARD_LIMIT_UPDATE_FAULT = { family: 'offer-update', times: OFFER_UPDATE_CALLS, on: 'step' } as const;

/**
 * The credit card's limit update failing as a platform fault (doc 1 §4 "Offer": the amended limit is PUT, then the
 * offer read again; a failure goes to the error page): `card` (./creditCard.ts creditCardPersona) as the paths' own
 * customer, whose case's offer update the sandbox's fault switch fails. The family is a case family (the switch looks
 * a case route's call up by its case, not by the login token), so the step that sends the amendment arms it on the
 * case the path created (pathActions/creditCard.ts AMEND_CREDIT_LIMIT).
 */
export function cardLimitUpdateFails(card: Persona): Persona {
  return {
    ...card,
    name: `${CARD_UPDATE_FAULT_USERNAME} changes a credit card's limit, and the offer's update fails`,
    username: CARD_UPDATE_FAULT_USERNAME,
    outcomes: [...card.outcomes.filter((label) => !label.startsWith('updateOffer✓')), failed('updateOffer')],
    faults: [CARD_LIMIT_UPDATE_FAULT],
  };
}

/**
 * Browser-only entries: a return from the registration app or the transfer app carrying a token in its hash (doc 1
 * "Return from another service": "/continue: … reads case id and id token from the hash, stores the token with scope
 * 30; once a token exists goes to the product's post-transfer task"; "/hasDigitalRegDone: stores case, bank and
 * alt-product flag, token scope 30; once a token exists goes to … switch"). The sandbox's stand-in pages
 * (platform/routes/handOffPages.ts) issue no token, so the browser comes back through the sandbox's login app, which
 * returns to any address of the app's origin with a real customer token in the hash (platform/README.md "Login app"):
 * sandboxada logs in there and lands on the return, naming her case in the query (the login app drops a hash).
 */
export const RETURN_WITH_A_TOKEN = {
  registration: 'back from the registration app with a token, a case named',
  transfer: 'back from the transfer app with a token, an existing internet-banking customer',
} as const;

const RETURN_WITH_A_TOKEN_PLACES: Record<string, { pathname: string; search: string }> = {
  [RETURN_WITH_A_TOKEN.registration]: {
    pathname: '/hasDigitalRegDone',
    search: `?brandId=CB&applyFor=IM135&caseId=${ADAS_CURRENT_ACCOUNT}&bank_id=CB`,
  },
  [RETURN_WITH_A_TOKEN.transfer]: {
    pathname: '/continue/existing',
    search: `?applyFor=IM135&brandId=CB&internetBanking=true&caseId=${ADAS_CURRENT_ACCOUNT}`,
  },
};

/** The entries as the app sees them: the login app's token in the hash (as the chart model's login-app entries). */
export const RETURN_WITH_A_TOKEN_ENTRIES: readonly { name: string; input: JourneyInput }[] = Object.entries(
  RETURN_WITH_A_TOKEN_PLACES,
).map(([name, place]) => ({ name, input: { location: { ...place, hash: '#access_token=T&bankId=CB' } } }));

/** Where the browser opens each: CB's login app (content/brands.ts client id), returning to the entry's address. */
export const RETURN_WITH_A_TOKEN_LOGIN_APP: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(RETURN_WITH_A_TOKEN_PLACES).map(([name, { pathname, search }]) => [
    name,
    `/login-app/CB?${new URLSearchParams({
      response_type: 'token',
      client_id: BRANDS.CB.clientId,
      redirect_uri: `${pathname}${search}`,
    })}`,
  ]),
);

/**
 * sandboxada back from another service with a token (RETURN_WITH_A_TOKEN), one persona per entry: the return goes on
 * at once with her case (the switch, whose accounts are read: her case in capture has none open yet).
 */
export function returnsWithAToken(anyTab: { outcomes: readonly string[]; events: readonly string[] }): Persona[] {
  return Object.values(RETURN_WITH_A_TOKEN).map((entry) => ({
    name: `sandboxada ${entry}`,
    username: 'sandboxada',
    entry,
    outcomes: [...anyTab.outcomes, 'fetchCurrentUser✓', 'fetchCompletedCase✓(not yet)'],
    events: [...anyTab.events],
  }));
}
