// The bank's digital registration app as a journey's end on generated browser paths (issue 14; doc 1 "Registration":
// "If digital registration is needed (registration support applies and no credentials yet) ...; otherwise the user
// goes to the product's post-registration task or is redirected to the digital registration app at
// {loginAndRegistrationAppUrl}/{bank}/tandcs"). A cash ISA registers new customers only (content/productFacts.ts
// registrationSupport.existing false), and an existing customer without internet banking who comes back from the ISA
// transfer app goes to its post-transfer task, registration (doc 1 "/continue"): one who banks by telephone only has no
// credentials to go on with, so the chart leaves for the registration app (machines/registration.ts deciding,
// `external`). The customer, a seeded one of the paths' own, opens the transfer app's return in a new tab naming their
// cash ISA case, logs in on the login page by customer number with the telephone challenge, and the tab arrives at the
// sandbox's registration app (platform/routes/handOffPages.ts, /login-app/{bank}/tandcs). Its twin, an existing customer
// who holds internet banking credentials (seeded sandboxibisa), logs in by username and password and goes to the cash
// ISA's post-registration task instead (deciding's `hasDigitalCredentials`, `finished`: account opened). Pure data like
// ../pathEvents.ts.
import { findBrand } from '../../../content/brands';
import type { JourneyContext, JourneyInput } from '../../../machines/journeyTypes';
import { registrationAppUrl } from '../../../machines/registration.logic';
import type { Persona } from '../pathEvents';
import { REGISTRATION_APP } from './registration';

/** The seeded telephone-banking-only customer (content/seededCustomers.ts) and their cash ISA case. */
export const TELEPHONE_CUSTOMER_NUMBER = '1000001350';
const TELEPHONE_CASH_ISA_CASE = 'SA90001350';

export const TELEPHONE_TRANSFER_RETURN = 'back from the ISA transfer app in a new tab, a telephone-banking customer';

/** The transfer app's return (machines/transfer.logic.ts transferAppUrl for an existing customer), opened in a new tab. */
export const TELEPHONE_TRANSFER_RETURN_ENTRY: { name: string; input: JourneyInput } = {
  name: TELEPHONE_TRANSFER_RETURN,
  input: {
    location: {
      pathname: '/continue/existing',
      search: '?applyFor=IM481&brandId=CB',
      hash: `#case_id=${TELEPHONE_CASH_ISA_CASE}&bankId=CB`,
    },
  },
};

/** The seeded internet-banking twin (content/seededCustomers.ts 1000001400) and their cash ISA case. */
export const INTERNET_BANKING_USERNAME = 'sandboxibisa';
const INTERNET_BANKING_CASH_ISA_CASE = 'SA90001400';

export const INTERNET_BANKING_TRANSFER_RETURN =
  'back from the ISA transfer app in a new tab, an internet-banking customer of a cash ISA';

/** The same return for the twin's case: no `internetBanking=true`, so the post-transfer task is registration. */
export const INTERNET_BANKING_TRANSFER_RETURN_ENTRY: { name: string; input: JourneyInput } = {
  name: INTERNET_BANKING_TRANSFER_RETURN,
  input: {
    location: {
      pathname: '/continue/existing',
      search: '?applyFor=IM481&brandId=CB',
      hash: `#case_id=${INTERNET_BANKING_CASH_ISA_CASE}&bankId=CB`,
    },
  },
};

/** The chart's state that leaves for the registration app (its entry action, src/main.tsx). */
const EXTERNAL = 'journey.main.registration.external';
const APP_ORIGIN = 'https://app.invalid';

/**
 * Where the tab is once the chart has left for the registration app: the sandbox's page at the address the app gives
 * (the brand's registration bank), whose heading is the registration's. Undefined in every other state.
 */
export function registrationAppView(
  stateIds: readonly string[],
  context: JourneyContext,
): { route: string; screen: string } | undefined {
  if (!stateIds.includes(EXTERNAL)) return undefined;
  const bank = findBrand(context.brandId)?.registrationBankId ?? 'VM';
  const url = new URL(registrationAppUrl(context, REGISTRATION_APP, bank, APP_ORIGIN), APP_ORIGIN);
  return { route: url.pathname, screen: 'registrationApp' };
}

/** The telephone-banking customer: the login page's identifier and the access code, sort code and account number. */
export function telephoneCustomerReturns(
  anyTab: { outcomes: readonly string[] },
  loginEvents: readonly string[],
): Persona {
  return {
    name: `customer ${TELEPHONE_CUSTOMER_NUMBER} (telephone banking only) ${TELEPHONE_TRANSFER_RETURN}`,
    username: TELEPHONE_CUSTOMER_NUMBER,
    entry: TELEPHONE_TRANSFER_RETURN,
    outcomes: [...anyTab.outcomes, 'createChallenge✓(telephone banking)', 'requestToken✓', 'fetchCurrentUser✓'],
    events: loginEvents.filter((event) => event !== 'LOGIN_RESTARTED'),
  };
}

/**
 * The internet-banking twin: logs in on the login page by username (password characters), and registration's
 * deciding sends them to the post-registration task, account opened, whose read of the case in capture finds no
 * account open yet.
 */
export function internetBankingCustomerReturns(
  anyTab: { outcomes: readonly string[] },
  loginEvents: readonly string[],
): Persona {
  return returnAfterLogin(
    `customer ${INTERNET_BANKING_USERNAME} (internet banking) ${INTERNET_BANKING_TRANSFER_RETURN}`,
    INTERNET_BANKING_USERNAME,
    INTERNET_BANKING_TRANSFER_RETURN,
    anyTab,
    loginEvents,
  );
}

/**
 * A return from another service in a new tab by a customer with internet banking credentials: they log in by username
 * (password characters), and the case's completed read finds no account open yet (pathEvents/returns.ts too).
 */
export function returnAfterLogin(
  name: string,
  username: string,
  entry: string,
  anyTab: { outcomes: readonly string[] },
  loginEvents: readonly string[],
): Persona {
  return {
    name,
    username,
    entry,
    outcomes: [
      ...anyTab.outcomes,
      'createChallenge✓(internet banking)',
      'requestToken✓',
      'fetchCurrentUser✓',
      'fetchCompletedCase✓(not yet)',
    ],
    events: loginEvents.filter((event) => event !== 'LOGIN_RESTARTED'),
  };
}
