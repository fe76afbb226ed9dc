// Capture's lookup failures on generated paths (../pathEvents/capture.ts): the UI half.
import type { Page } from '@playwright/test';
import { JOURNEY_COPY } from '../../../content/journeyCopy';
import { expect, field } from '../fixtures';
import type { ActionContext } from '../pathActions';
import { ADDRESS_LOOKUP_FAILURES, BANK_LOOKUP_FAILED, CHOSEN_BANK } from '../pathEvents/capture';

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

/** The question of doc 2 §3.1 bankID (content/fields/personalDetails.ts BANK_CHOICE). */
const BANK_CHOICE_QUESTION = 'Which bank would you like your account with?';

/**
 * Step 1's bank choice of a new VM or DYB applicant (doc 2 §3.1 bankID): the radio of the chosen bank. With
 * `onlyIfNone`, only where the question shows and nothing is chosen yet (the form filler before Continue).
 */
export async function chooseBank(page: Page, { onlyIfNone = false } = {}) {
  const group = page.getByRole('group', { name: BANK_CHOICE_QUESTION });
  if (onlyIfNone && ((await group.count()) === 0 || (await group.locator('input:checked').count()) > 0)) return;
  await group.getByLabel(CHOSEN_BANK.label).check();
}

/**
 * Continue pressed while the autosave's call is out (the switch holds it, pathEvents/capture.ts HELD_SAVE_MS): waits
 * until the browser has sent it and has no answer yet (a field still focused defers the autosave, doc 1 §4: it is
 * left first), then presses Continue without touching the form.
 */
export async function continueWhileSaving({ page, memory }: Pick<ActionContext, 'page' | 'memory'>) {
  const out = () => (memory.savesInFlight ?? 0) > 0;
  try {
    await expect.poll(out, { timeout: 6_000 }).toBe(true);
  } catch {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(out, { timeout: 20_000 }).toBe(true);
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // still held when pressed: the press happened during the autosave's call, as the path says
  expect(out(), 'the autosave was answered before Continue was pressed').toBe(true);
}
