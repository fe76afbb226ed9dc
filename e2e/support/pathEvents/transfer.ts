// The transfer region on generated browser paths (issue 14; doc 1 "Registration", "Return from another service"):
// a cash ISA's case seeded at review with the transfer feature turned on by its link (`addFeatures=transfer`), opened,
// the transfer question answered, the 25 s hand-off passed on the page's clock, the sandbox's transfer app, and its
// return to /continue. Pure data like ../pathEvents.ts, which spreads these into its shared lists; the UI actions are
// ../pathActions/transfer.ts.

import type { JourneyContext, JourneyInput, PersistedJourney } from '../../../machines/journeyTypes';
import { transferAppUrl } from '../../../machines/transfer.logic';
import type { Persona } from '../pathEvents';

/** The applicant's transfer event the browser sends (pathActions/transfer.ts). */
export const TRANSFER_EVENTS = {
  TRANSFER_ANSWERED:
    'answer "Do you want to transfer an ISA from another provider?" and press "Continue" (Yes: the page\'s clock is moved past the 25 s hand-off)',
} as const;

/** Leaving the sandbox's transfer app for the app (not a chart event: the app starts again on the return address). */
export const TRANSFER_APP_RETURN = 'TRANSFER_APP_RETURN';
export const TRANSFER_BROWSER_EVENTS = {
  [TRANSFER_APP_RETURN]:
    'press "Return to your application" on the sandbox\'s transfer app: the app starts again on /continue with the case and bank in the hash and the tab\'s session storage',
} as const;

/**
 * A browser-only entry (model-tests/browserModel.ts browserEntries): a new applicant's Flexi Cash ISA (IM481) case the
 * platform's own calls put at review, the tab opened with the transfer feature on (e2e/support/seededCase.ts
 * openSeededReview with the product). No other entry drives a product that transfers to its opened account.
 */
export const SEEDED_CASH_ISA_ENTRY = 'a cash ISA seeded at review, the transfer feature on';
export const SEEDED_CASH_ISA = { productCode: 'IM481', query: 'addFeatures=transfer' } as const;

/** The hand-off's wait (machines/transfer.ts handingOff, 25 s for a cash ISA): passed on the page's clock. */
export const HAND_OFF = '⏱transferHandOff';
const HANDING_OFF = 'journey.main.transfer.handingOff';
const HANDED_OFF = 'journey.main.transfer.handedOff';

/**
 * The hand-off's loading page is one the browser only passes through: the action answering Yes moves the page's
 * clock past the wait (pathActions/transfer.ts), so no step ends or acts there (pathEvents.ts PASSING_STATES).
 */
export const TRANSFER_PASSING_STATES: readonly string[] = [HANDING_OFF];

/** Seconds a hand-off takes in the browser: the clock is moved on, then the sandbox's page loads. */
export const TRANSFER_WAIT_SECONDS: Readonly<Record<string, number>> = { [HAND_OFF]: 1 };

/** Any address stands for the app's origin: the return address is read for its path, query and hash only. */
const APP_ORIGIN = 'https://app.invalid';

/**
 * Where the tab is once the chart has handed off (machines/transfer.ts handedOff, its entry action leaves the app,
 * src/main.tsx): the sandbox's transfer app of the product's route (platform/routes/handOffPages.ts), whose heading
 * names the transfer. Undefined in every other state.
 */
export function awayView(
  stateIds: readonly string[],
  context: JourneyContext,
): { route: string; screen: string } | undefined {
  if (!stateIds.includes(HANDED_OFF)) return undefined;
  return { route: new URL(transferAppUrl(context, APP_ORIGIN), APP_ORIGIN).pathname, screen: 'transferApp' };
}

/**
 * The transfer app's return (platform/routes/handOffPages.ts): the redirect_uri the app gave it (transferAppUrl,
 * /continue or /continue/existing) with the case and bank in the hash as doc 1 §2 spells them, and the tab's session
 * storage as it was when the tab left. Undefined unless the tab is on the transfer app.
 */
export function transferAppReturn(
  stateIds: readonly string[],
  context: JourneyContext,
  stored: PersistedJourney | null,
): { type: typeof TRANSFER_APP_RETURN; input: JourneyInput } | undefined {
  if (!awayView(stateIds, context)) return undefined;
  const back = new URL(
    new URL(transferAppUrl(context, APP_ORIGIN), APP_ORIGIN).searchParams.get('redirect_uri') ?? '/continue',
  );
  const hash = new URLSearchParams({
    ...(context.caseId ? { case_id: context.caseId } : {}),
    bankId: context.bankId,
  }).toString();
  return {
    type: TRANSFER_APP_RETURN,
    input: {
      location: { pathname: back.pathname, search: back.search, hash: `#${hash}` },
      ...(stored ? { persisted: stored } : {}),
    },
  };
}

/** What the tab does apart from the transfer: the review's submit, the offer accepted, registration afterwards. */
const NOT_ON_A_SEEDED_CASH_ISA =
  /^(FORM_CHANGED|FIELD_|CONTINUE|EDIT_SECTION|ADDRESS_|ELIGIBILITY_|TERMS_|REFUSE_|SWITCH_)/;
const NOT_FOR_A_CASH_ISA = /^(sendEvidence|updateOffer|submitSwitch|searchAddresses|fetchAddress|retrieveDipCase)/;

/**
 * An ordinary applicant's cash ISA (no overdraft, no switch: a savings product): played from SEEDED_CASH_ISA_ENTRY
 * only. It submits, accepts the offer, answers the transfer question, and comes back from the transfer app, where the
 * tab's resume token is spent for a case token (/continue without a token) before registration (the cash ISA's
 * post-transfer task for a new customer, content/products.ts).
 */
export function cashIsaTransfer(ordinary: Persona): Persona {
  return {
    ...ordinary,
    name: 'an ordinary applicant transfers into a cash ISA',
    entry: SEEDED_CASH_ISA_ENTRY,
    noOverdraft: true,
    outcomes: [...ordinary.outcomes.filter((label) => !NOT_FOR_A_CASH_ISA.test(label)), HAND_OFF],
    events: [
      ...ordinary.events.filter((type) => !NOT_ON_A_SEEDED_CASH_ISA.test(type)),
      ...Object.keys(TRANSFER_EVENTS),
      TRANSFER_APP_RETURN,
    ],
  };
}
