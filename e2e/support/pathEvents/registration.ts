// Registration's refusals and the registration app's return on generated browser paths (issue 14; doc 1
// "Registration", §7 "a 409 goes to a specific error callback", "Return from another service" /hasDigitalRegDone;
// doc 3 §8 "Registration credential problem"). Pure data like ../pathEvents.ts, which spreads these into its shared
// lists; the UI actions are ../pathActions/registration.ts.
//
// - A customer number the platform does not know as the registrant's: 400 registration_credential_problem, back to
//   the form with doc 3 §8's template (an input of the applicant, no switch needed).
// - Registered elsewhere: the sandbox's documented control `POST /sandbox/cases/{caseId}/registered-elsewhere`
//   (platform/README.md "Sandbox-only routes") registers the opened case's new customer somewhere else; the app's
//   registration then finds them registered (fetchCredentials✓(registered)), or, its form already open, is refused
//   with the 409 and shows "You are already registered" (registration.alreadyRegistered), whose Continue goes on.
// - The registration app's return: the tab on the account-opened page goes to the bank's registration app (the
//   sandbox's stand-in, platform/routes/handOffPages.ts, at the address the app's external registration gives,
//   machines/registration.logic.ts registrationAppUrl) and comes back by its "Return to your application" to
//   /hasDigitalRegDone with the tab's session storage: the resume token is spent, then account opened for a cash ISA,
//   savings or a credit card, the switch for a current account. Here the tab goes to the registration app by its
//   address, as a customer sent there by the bank would; the chart's own `registration.external` (a telephone-banking
//   customer back from a cash ISA's transfer) is ./registrationApp.ts.

import type { JourneyContext, JourneyInput, PersistedJourney } from '../../../machines/journeyTypes';
import { registrationAppUrl } from '../../../machines/registration.logic';
import type { Persona } from '../pathEvents';

/** Outcomes of the registration calls, as browserModel.ts stepLabel writes them. */
export const CREDENTIAL_PROBLEM = 'updateCredentials✗(registration_credential_problem)';
export const CREDENTIALS_EXIST = 'updateCredentials✗(credentials_exist)';
export const FOUND_REGISTERED = 'fetchCredentials✓(registered)';
const NOT_REGISTERED = 'fetchCredentials✓(not registered)';

/** Going to the registration app and back (not a chart event: the app starts again on /hasDigitalRegDone). */
export const REGISTRATION_APP_RETURN = 'REGISTRATION_APP_RETURN';
export const REGISTRATION_BROWSER_EVENTS = {
  [REGISTRATION_APP_RETURN]:
    "go to the bank's registration app (the sandbox's /login-app/{bank}/tandcs with the app's return address) and press \"Return to your application\": the app starts again on /hasDigitalRegDone with the tab's session storage",
} as const;

/** Where the registration app is served in the sandbox (/config.json loginAndRegistrationAppUrl, platform/runtimeConfig.ts). */
export const REGISTRATION_APP = '/login-app';
const APP_ORIGIN = 'https://app.invalid';

const ACCOUNT_OPENED = 'journey.main.accountOpened';

/**
 * The registration app's return from the account-opened page: the return address registrationAppUrl gives (its
 * redirect_uri, /hasDigitalRegDone with the brand, product, case and bank) and the tab's storage as it was. Undefined
 * anywhere but on the account-opened page, and where the tab's stored resume token is spent.
 */
export function registrationAppReturn(
  stateIds: readonly string[],
  context: JourneyContext,
  stored: PersistedJourney | null,
  registrationBank: string,
): { type: typeof REGISTRATION_APP_RETURN; input: JourneyInput } | undefined {
  if (!stateIds.includes(ACCOUNT_OPENED)) return undefined;
  // the tab keeps the last resumable screen's journey (src/sessionStore.ts): once its resume token was spent (a return
  // from the transfer app traded it for the token in memory), the platform would refuse it, not resume the case
  if (stored?.resumeToken !== context.resumeToken) return undefined;
  const app = new URL(registrationAppUrl(context, REGISTRATION_APP, registrationBank, APP_ORIGIN), APP_ORIGIN);
  const back = new URL(app.searchParams.get('redirect_uri') ?? '/hasDigitalRegDone');
  return {
    type: REGISTRATION_APP_RETURN,
    input: {
      location: { pathname: back.pathname, search: back.search, hash: '' },
      ...(stored ? { persisted: stored } : {}),
    },
  };
}

/**
 * Entries (model-tests/journeyModel.ts ENTRIES) the browser opens as a URL: the registration app's return in a tab
 * that holds nothing (a new tab, or one whose storage was cleared): no token and no resume token, so login.
 */
export const REGISTRATION_URL_ENTRIES: readonly string[] = ['back from the registration app without a token'];

/**
 * What every applicant whose account opened may also meet at registration: a customer number the platform refuses
 * (typed by the applicant), and the registration app's return.
 */
export const REGISTRATION_OUTCOMES: readonly string[] = [CREDENTIAL_PROBLEM];
export const REGISTRATION_EVENTS: readonly string[] = [REGISTRATION_APP_RETURN];

/**
 * An ordinary applicant who registers elsewhere (the sandbox's `registered-elsewhere` control, called by the step that
 * needs it: pathActions/registration.ts): found registered when they press Register, or refused with the 409 when
 * their form was open. Once the 409 came, the platform never answers "not registered" again.
 */
export function registersElsewhere(ordinary: Persona): Persona {
  return {
    ...ordinary,
    name: 'an ordinary applicant who registers elsewhere',
    outcomes: [
      ...ordinary.outcomes.filter((label) => label !== 'updateCredentials✓'),
      CREDENTIALS_EXIST,
      FOUND_REGISTERED,
    ],
    before: { ...ordinary.before, [NOT_REGISTERED]: CREDENTIALS_EXIST },
  };
}
