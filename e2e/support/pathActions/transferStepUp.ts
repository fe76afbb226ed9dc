// The transfer step-up's UI actions on generated browser paths (issue 14): the browser half of
// ../pathEvents/transferStepUp.ts. An existing customer's cash ISA forms (as e2e/registration.spec.ts fills them), the
// sandbox's accepted scope set for the path's customer before the login app, and the step-up modal's answer followed by
// the hand-off's 25 s passed on the page's clock.
import type { Page } from '@playwright/test';
import { TRANSFER_HAND_OFF_MS } from '../../../machines/transfer.logic';
import type { BrowserPathFile } from '../../../model-tests/browserPaths';
import { expect, field } from '../fixtures';
import { acceptReview, answer } from '../journey';
import { customer } from '../loginApp';
import type { ActionContext } from '../pathActions';
import { HAND_OFF } from '../pathEvents/transfer';
import { TRANSFER_STEP_UP_ENTRY, TRANSFER_STEP_UP_SCOPE } from '../pathEvents/transferStepUp';
import { answerStepUp } from './stepUp';

type Action = (context: ActionContext) => Promise<void>;

/** Whether a path is the transfer step-up's (its forms are an existing customer's cash ISA). */
export const isTransferStepUpPath = (context: Pick<ActionContext, 'path'>) =>
  context.path.entry === TRANSFER_STEP_UP_ENTRY;

/**
 * Before the path's first page: the page's clock installed (time flowing as usual) so that the hand-off's 25 s can be
 * passed at once, and the sandbox told that the customer's calls take their scope-10 login (platform/README.md
 * "Sandbox mode", `accepted-scope`). Nothing for any other path.
 */
export async function prepareTransferStepUp(page: Page, path: BrowserPathFile['paths'][number]) {
  if (path.entry !== TRANSFER_STEP_UP_ENTRY) return;
  await page.clock.install();
  const control = await page.request.post(
    `/sandbox/customers/${customer(path.username ?? '').customerNumber}/accepted-scope`,
    { data: { scope: TRANSFER_STEP_UP_SCOPE } },
  );
  expect(control.status()).toBe(200);
}

/** The cash ISA's forms for an existing customer (pathActions.ts asks isTransferStepUpPath). */
export const TRANSFER_STEP_UP_FORM_ACTIONS: Record<'ELIGIBILITY_ANSWERED' | 'CONTINUE' | 'SUBMIT', Action> = {
  // the cash ISA's questions (content/products.ts IM481): 16 or over, the UK, a device, a National Insurance number
  ELIGIBILITY_ANSWERED: async ({ page }) => {
    for (const question of [/16 or over/, /live in the UK/, /mobile phone or a computer/, /National Insurance/])
      await page.getByRole('group', { name: question }).getByLabel('Yes').check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  },
  CONTINUE: async ({ page, step, path }) => {
    if (step.on === 'personalDetails') {
      // step 1 from the bank's records, read-only; what the customer can change is asked
      await expect(page.locator('[data-read-only="lastName"]')).toHaveText(customer(path.username ?? '').lastName);
      await field(page, 'maritalStatus').selectOption('Single');
      await answer(page, 'hasDependants', 'No');
      await field(page, 'residentialStatus').selectOption('Tenant Private');
      await field(page, 'addresses.0.dateMoved').fill('01-06-2015');
      await page.getByRole('group', { name: 'How would you like us to contact you?' }).getByLabel('Email').check();
    } else if (step.on === 'employmentDetails') {
      if ((await field(page, 'niNumber').count()) === 0) await answer(page, 'niNumberQuestion', 'Yes');
      // an NI number of the customer's own, derived from their customer number
      const own = `QQ${customer(path.username ?? '').customerNumber.slice(-6)}C`;
      if (!(await field(page, 'niNumber').inputValue())) await field(page, 'niNumber').fill(own);
      await field(page, 'employmentStatus').selectOption('Retired');
      await field(page, 'grossAnnualIncome').fill('18000');
      await field(page, 'netMonthlyIncome').fill('1300');
    } else throw new Error(`no cash ISA form filler for the screen ${step.on}`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  },
  SUBMIT: ({ page }) => acceptReview(page),
};

/**
 * The step-up modal answered (./stepUp.ts); when the token goes on to the hand-off (its 25 s on the loading page,
 * doc 1), the page's clock is moved past it once the modal has closed, instead of the path sitting through it and
 * through the e2e inactivity time-out (20 s), which would come first.
 */
export async function answerTransferStepUp(context: ActionContext) {
  await answerStepUp(context);
  if (!context.step.outcomes.includes(HAND_OFF)) return;
  await expect(context.page.locator('dialog[open]')).toHaveCount(0, { timeout: 30_000 });
  await context.page.clock.fastForward(TRANSFER_HAND_OFF_MS.cashisa);
}
