import { OFFER_COPY } from '../../../content/offers';
import {
  acceptCreditCardReview,
  answerCreditCardQuestions,
  fillCreditCardStep2,
  fillExistingCustomerStep1,
  lookUpCreditCardBank,
} from '../creditCard';
import { armFault } from '../faultSwitch';
import { expect } from '../fixtures';
import type { ActionContext } from '../pathActions';
import { CREDIT_CARD_ENTRY, CREDIT_CARD_USERNAME } from '../pathEvents/creditCard';
import { failed } from '../pathEvents/faults';
import { CARD_LIMIT_UPDATE_FAULT } from '../pathEvents/returns';
import { bankLookupFailsOn, failBankLookup } from './capture';

type CardAction = (context: ActionContext) => Promise<void>;

/** Whether a path is the credit card's (its forms are the card's, not the current account's). */
export const isCreditCardPath = (context: Pick<ActionContext, 'path'>) => context.path.entry === CREDIT_CARD_ENTRY;

/** The card's own forms, where the current account's fillers would not do (pathActions.ts asks isCreditCardPath). */
export const CREDIT_CARD_FORM_ACTIONS: Record<'ELIGIBILITY_ANSWERED' | 'CONTINUE' | 'SUBMIT', CardAction> = {
  ELIGIBILITY_ANSWERED: ({ page }) => answerCreditCardQuestions(page),
  CONTINUE: async ({ page, step, path }) => {
    if (step.on === 'personalDetails') await fillExistingCustomerStep1(page, path.username ?? CREDIT_CARD_USERNAME);
    else if (step.on === 'employmentDetails') await fillCreditCardStep2(page);
    else throw new Error(`no credit card form filler for the screen ${step.on}`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  },
  SUBMIT: ({ page }) => acceptCreditCardReview(page),
};

export const CREDIT_CARD_ACTIONS: Record<
  'ADJUST_CREDIT_LIMIT' | 'AMEND_CREDIT_LIMIT' | 'BANK_DETAILS_CHANGED',
  CardAction
> = {
  // the lookup starts as the second detail is typed (screens/EmploymentDetailsScreen.tsx), the bank's name shows
  // (or fails, for the customer the switch fails it for: pathActions/capture.ts)
  BANK_DETAILS_CHANGED: (context) =>
    bankLookupFailsOn(context) ? failBankLookup(context.page) : lookUpCreditCardBank(context.page),
  ADJUST_CREDIT_LIMIT: async ({ page }) => {
    // the link shows with the offer's limit (screens/offer/CreditOfferView.tsx), once the offer is read
    const change = page.getByRole('button', { name: OFFER_COPY.credit.changeLimit, exact: true });
    await expect(change).toBeVisible({ timeout: 30_000 });
    await change.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFER_COPY.adjust.title);
  },
  AMEND_CREDIT_LIMIT: async ({ page, step, memory }) => {
    // the update fails as a platform fault (pathEvents/returns.ts cardLimitUpdateFails): armed on the path's case now
    const fails = step.outcomes.includes(failed('updateOffer'));
    if (fails) {
      if (!memory.caseId) throw new Error('no case id seen before the card limit fault is armed');
      await armFault(page, { caseId: memory.caseId }, CARD_LIMIT_UPDATE_FAULT);
    }
    // preset to the offer's limit (doc 3 §2); a hundred less, not under the £500 minimum (doc 2 §5.5)
    const limit = page.getByLabel(OFFER_COPY.adjust.label, { exact: true });
    const offered = Number(await limit.inputValue());
    expect(offered).toBeGreaterThanOrEqual(500);
    const lower = Math.max(500, Math.floor((offered - 100) / 100) * 100);
    await limit.fill(String(lower));
    await page.getByRole('button', { name: OFFER_COPY.adjust.submit, exact: true }).click();
    if (fails) return;
    // the offer is read again with the new limit (machines/offer.ts amending, then loading)
    await expect(page.getByText(OFFER_COPY.credit.limit(`£${lower.toLocaleString('en-GB')}`))).toBeVisible({
      timeout: 30_000,
    });
  },
};
