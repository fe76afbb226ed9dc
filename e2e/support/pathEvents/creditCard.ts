// The credit card's limit adjustment on generated browser paths (issue 14; doc 1 §4 "Offer", doc 3 §2 the adjust
// page, doc 2 §5.5 its rules): an existing customer back from the sandbox's login app with a token for the Clydeside
// Credit Card (G99), its eligibility, step 1 from the bank's records, step 2 with the card's bank details, Direct
// Debit and credit limit, review, then the credit offer, where "change your credit limit" opens the adjust page and
// its update reads the offer again. Pure data like ../pathEvents.ts, which spreads these into its lists; the UI
// actions are ../pathActions/creditCard.ts.
import type { Persona } from '../pathEvents';
import { EXISTING_CUSTOMER_TO_OFFER, OFFERED, PROCESSING } from './existingApplication';

/** The applicant's credit-limit events the browser sends (pathActions/creditCard.ts). */
export const CREDIT_CARD_EVENTS = {
  ADJUST_CREDIT_LIMIT: 'press the credit offer\'s "change your credit limit" link',
  AMEND_CREDIT_LIMIT:
    'type a credit limit the rules accept (a multiple of 100 below the offer) and press "Update my credit limit"',
  // doc 2 §5.5: the card's step 2 looks the bank details up once both are valid and changed (capture.bankLookup)
  BANK_DETAILS_CHANGED:
    "type the card's sort code and account number on step 2 (a Vocalink test pair the sandbox finds) and wait for the bank's name",
} as const;

/**
 * A browser-only entry (model-tests/browserModel.ts browserEntries): the app back from the login app with a token for
 * G99, as 'back from the login app with a token' is for IM135 (the browser logs in there first, LOGIN_APP_ENTRIES).
 */
export const CREDIT_CARD_ENTRY = 'a credit card, back from the login app with a token';
export const CREDIT_CARD_URL = '/authentication?applyFor=G99&brandId=CB';

/**
 * The paths' own customer for the card (content/seededCustomers.ts, sandboxcard*): an existing internet-banking
 * customer with a mobile, logged in at the full scope, so no step-up comes first.
 */
export const CREDIT_CARD_USERNAME = 'sandboxcard';

/**
 * The card's eligibility answered so that it passes (content/products.ts G99: the three questions Yes, a county court
 * judgement and bankruptcy No). The chart model's events answer the current account's three only, which the card's
 * check refuses; the browser model answers this one instead on the card's entry (model-tests/browserModel.ts).
 */
export const CARD_ELIGIBLE = 'ELIGIBLE (credit card)';
export const cardEligibilityAnswers = {
  age: 'Yes',
  ukResident: 'Yes',
  device: 'Yes',
  countyCourtJudgement: 'No',
  bankrupt: 'No',
} as const;

/**
 * The customer applies for the card and is offered it (the sandbox approves an ordinary applicant: content/scenarios.ts),
 * then adjusts the limit, or goes back from the adjust page. The offer is not accepted here: the card's balance-transfer
 * question after it is e2e/creditCard.spec.ts's.
 */
export function creditCardPersona(anyTab: { outcomes: readonly string[]; events: readonly string[] }): Persona {
  return {
    name: `${CREDIT_CARD_USERNAME} applies for a credit card and changes its limit`,
    username: CREDIT_CARD_USERNAME,
    entry: CREDIT_CARD_ENTRY,
    outcomes: [
      ...anyTab.outcomes,
      ...EXISTING_CUSTOMER_TO_OFFER,
      'updateOffer✓',
      // the sandbox finds the card's bank details (platform/README.md "Bank details lookup")
      'searchBank✓(found)',
    ],
    events: [
      ...anyTab.events.filter((event) => event !== 'NAVIGATE' && event !== 'LOG_OUT'),
      // the card's answers only (CARD_ELIGIBLE: model-tests/browserModel.ts answers no other on this entry)
      'ELIGIBILITY_ANSWERED',
      'TERMS_AGREED',
      'CONTINUE',
      'SUBMIT',
      ...Object.keys(CREDIT_CARD_EVENTS),
    ],
    // processed once, then offered (decided), never processing again
    before: { [PROCESSING]: OFFERED },
  };
}
