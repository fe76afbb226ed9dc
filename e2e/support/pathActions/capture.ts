// Capture's lookup failures on generated paths (../pathEvents/capture.ts): the UI half.
import type { Page } from '@playwright/test';
import { JOURNEY_COPY } from '../../../content/journeyCopy';
import { expect, field } from '../fixtures';
import type { ActionContext } from '../pathActions';
import { ADDRESS_LOOKUP_FAILURES, BANK_LOOKUP_FAILED } from '../pathEvents/capture';

/** Whether the step's address search or read is one the fault switch fails (its outcomes say so). */
export const addressLookupFailsOn = ({ step }: Pick<ActionContext, 'step'>) =>
  step.outcomes.some((outcome) => ADDRESS_LOOKUP_FAILURES.includes(outcome));

/** After a failed address search or read: the address finder says it is not working (doc 3 §8), step 1 stays. */
export async function expectAddressLookupFailed(page: Page) {
  await expect(page.getByText(JOURNEY_COPY.personalDetails.addressLookupFailed)).toBeVisible({ timeout: 15_000 });
}

/** Whether the step's bank details lookup is the one the fault switch fails (its outcomes say so). */
export const bankLookupFailsOn = ({ step }: Pick<ActionContext, 'step'>) => step.outcomes.includes(BANK_LOOKUP_FAILED);

/**
 * The card's bank details typed on step 2 (a Vocalink test pair the sandbox would find, platform/README.md "Bank
 * details lookup"); the switch armed for the customer fails the lookup with 503, and the page says the details could
 * not be checked (screens/EmploymentDetailsScreen.tsx).
 */
export async function failBankLookup(page: Page) {
  const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === '/ref/bank/search');
  await field(page, 'bankDetailsSortCode').fill('089999');
  await field(page, 'bankDetailsAccountNumber').fill('66374958');
  expect((await lookup).status()).toBe(503);
  await expect(page.getByTestId('bank-lookup-status')).toHaveText(JOURNEY_COPY.employmentDetails.bankLookupFailed);
}
