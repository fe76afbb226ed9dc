// The transfer's step-up on generated browser paths (issue 14; doc 1 §4 "Step-up is needed ... before the transfer
// hand-off", machines/transfer.ts steppingUp): an existing customer back from the sandbox's login app at scope 10 for a
// Flexi Cash ISA (IM481, its link turning the transfer feature on), whose calls the sandbox takes at scope 10 (its
// documented setting `POST /sandbox/customers/{customerNumber}/accepted-scope`, platform/README.md "Sandbox mode"), as
// a bank whose calls take a lower scope would. So nothing steps up on the way: eligibility, step 1 from the records,
// step 2, review, the offer accepted, the accounts open, the transfer question, Yes, and only then the step-up modal,
// in each of its passcode states (as the other step-ups' customers: the limit, no mobile, a passcode not sent), then
// the hand-off to the sandbox's transfer app. Pure data like ../pathEvents.ts, which spreads these into its lists;
// the UI actions are ../pathActions/transferStepUp.ts.
import type { Persona } from '../pathEvents';
import { EXISTING_CUSTOMER_TO_OFFER, OFFERED, PROCESSING } from './existingApplication';
import { HAND_OFF, TRANSFER_EVENTS } from './transfer';

/**
 * The chart model's entry (model-tests/journeyModel.ts ENTRIES) the paths start from: the return from the login app at
 * scope 10 for the cash ISA; the browser opens TRANSFER_STEP_UP_URL (with `&scope=10`) and logs in at the login app.
 */
export const TRANSFER_STEP_UP_ENTRY = 'back from the login app for a cash ISA at scope 10';
/** The link the browser opens: the login app's return keeps `addFeatures` (machines/session.ts journeyLoginAppUrl). */
export const TRANSFER_STEP_UP_URL = '/authentication?applyFor=IM481&brandId=CB&addFeatures=transfer';
/** The scope the login app is asked for, and the one the sandbox is told the customer's calls accept. */
export const TRANSFER_STEP_UP_SCOPE = 10;

/** The paths' own customers (content/seededCustomers.ts, sandboxts*): each path's texted passcodes its customer's alone. */
export const TRANSFER_STEP_UP_CUSTOMERS = {
  passcode: 'sandboxtsamir',
  limit: 'sandboxtsbeth',
  noMobile: 'sandboxtscal',
  notSent: 'sandboxtsdora',
} as const;

const DECIDED = 'decideOffer✓';

/** What the step-up's personas of ../pathEvents.ts give: its outcome labels, shared so that they stay one list. */
export interface StepUpLabels {
  anyTab: { outcomes: readonly string[]; events: readonly string[] };
  /** The texted passcode's challenge, its passcode sent, the token, a wrong answer. */
  steppingUp: readonly string[];
  otpSent: string;
  otpLimit: string;
  smsFailed: string;
}

/** The journey up to the transfer question, and the question's step-up and hand-off, for one customer. */
function transferStepUp(labels: StepUpLabels, username: string, name: string): Persona {
  return {
    name: `${username} ${name}`,
    username,
    loginAppScope: TRANSFER_STEP_UP_SCOPE,
    entry: TRANSFER_STEP_UP_ENTRY,
    outcomes: [
      ...labels.anyTab.outcomes,
      ...EXISTING_CUSTOMER_TO_OFFER,
      DECIDED,
      'fetchNextTask✓(fulfillmentinprogress)',
      'fetchCompletedCase✓(opened)',
      ...labels.steppingUp,
      HAND_OFF,
    ],
    events: [
      ...labels.anyTab.events.filter((event) => event !== 'NAVIGATE'),
      'ELIGIBILITY_ANSWERED',
      'TERMS_AGREED',
      'CONTINUE',
      'SUBMIT',
      'ACCEPT_OFFER',
      ...Object.keys(TRANSFER_EVENTS),
      'STEP_UP_ANSWERED',
      'OTP_RESEND',
      'STEP_UP_CANCELLED',
    ],
    // processed once, then offered; the accounts open once the offer is accepted; the hand-off only after a token
    before: { [PROCESSING]: OFFERED },
    after: {
      'fetchNextTask✓(fulfillmentinprogress)': DECIDED,
      'fetchCompletedCase✓(opened)': DECIDED,
      [HAND_OFF]: 'requestToken✓',
    },
  };
}

/**
 * The transfer step-up's personas: the texted passcode (sent, resent, wrong, right, Log out), resent to the sandbox's
 * limit (three a challenge), a customer with no mobile (the password's challenge, nothing texted), and a first passcode
 * the sandbox cannot send (its `sms-failing` switch), then resent.
 */
export function transferStepUpPersonas(labels: StepUpLabels): Persona[] {
  const passcode = transferStepUp(labels, TRANSFER_STEP_UP_CUSTOMERS.passcode, 'steps up before the cash ISA transfer');
  const limit = transferStepUp(labels, TRANSFER_STEP_UP_CUSTOMERS.limit, 'resends until the transfer step-up limit');
  const noMobile = transferStepUp(
    labels,
    TRANSFER_STEP_UP_CUSTOMERS.noMobile,
    'with no mobile, steps up before the transfer with his password',
  );
  const notSent = transferStepUp(
    labels,
    TRANSFER_STEP_UP_CUSTOMERS.notSent,
    'whose first transfer step-up passcode cannot be sent, resends',
  );
  return [
    passcode,
    { ...limit, outcomes: [...limit.outcomes, labels.otpLimit] },
    {
      ...noMobile,
      outcomes: [
        ...noMobile.outcomes.filter((outcome) => !labels.steppingUp.includes(outcome) || outcome === 'requestToken✓'),
        'createChallenge✓(internet banking)',
      ],
      events: noMobile.events.filter((event) => event !== 'OTP_RESEND'),
    },
    {
      ...notSent,
      smsFailing: 1,
      outcomes: [...notSent.outcomes, labels.smsFailed],
      after: { ...notSent.after, [labels.otpSent]: labels.smsFailed },
      before: { ...notSent.before, [labels.smsFailed]: labels.otpSent },
    },
  ];
}
