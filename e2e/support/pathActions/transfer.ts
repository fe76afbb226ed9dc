// The transfer region's UI actions on generated browser paths (issue 14): the browser half of
// ../pathEvents/transfer.ts, spread into ../pathActions.ts PATH_ACTIONS and HEADINGS.
import type { Page } from '@playwright/test';
import { TRANSFER_COPY } from '../../../content/registration';
import { TRANSFER_HAND_OFF_MS } from '../../../machines/transfer.logic';
import type { BrowserStep } from '../../../model-tests/browserPaths';
import { expect } from '../fixtures';
import { HAND_OFF, SEEDED_CASH_ISA, TRANSFER_APP_RETURN } from '../pathEvents/transfer';
import { openSeededReview } from '../seededCase';

/**
 * Opens the path's entry: a cash ISA's case seeded at review, its link turning the transfer feature on. The page's
 * clock is installed first (time flowing as usual), so that the hand-off's 25 s can be passed at once; the case id.
 */
export async function openSeededCashIsa(page: Page, lastName?: string): Promise<string> {
  await page.clock.install();
  return openSeededReview(page, {
    product: SEEDED_CASH_ISA.productCode,
    query: SEEDED_CASH_ISA.query,
    overdraft: '',
    ...(lastName ? { lastName } : {}),
  });
}

type TransferAction = (context: { page: Page; step: BrowserStep }) => Promise<void>;

export const TRANSFER_ACTIONS: Record<'TRANSFER_ANSWERED' | typeof TRANSFER_APP_RETURN, TransferAction> = {
  TRANSFER_ANSWERED: async ({ page, step }) => {
    const yes = step.payload?.answer === 'Yes';
    const question = page.getByRole('group', { name: TRANSFER_COPY.title.cashisa });
    await question.getByLabel(yes ? TRANSFER_COPY.yes : TRANSFER_COPY.no, { exact: true }).check();
    await page.getByRole('button', { name: TRANSFER_COPY.continue, exact: true }).click();
    if (!step.outcomes.includes(HAND_OFF)) return;
    // doc 1: the cash ISA's hand-off waits 25 s on the loading page; once the question has given way to it, the
    // page's clock (openSeededCashIsa) is moved past the wait instead of the path sitting through it (and through the
    // e2e inactivity time-out, 20 s, which would come first), as e2e/registration.spec.ts does
    await expect(page.getByRole('heading', { level: 1, name: TRANSFER_COPY.title.cashisa })).toHaveCount(0, {
      timeout: 15_000,
    });
    await page.clock.fastForward(TRANSFER_HAND_OFF_MS.cashisa);
  },
  // the sandbox's transfer app (platform/routes/handOffPages.ts) links back with the case and bank in the hash
  [TRANSFER_APP_RETURN]: ({ page }) => page.getByRole('link', { name: 'Return to your application' }).click(),
};

/** The transfer question's heading, and the sandbox's transfer app's (platform/routes/handOffPages.ts). */
export const TRANSFER_HEADINGS: Record<string, string | RegExp> = {
  transfer: TRANSFER_COPY.title.cashisa,
  transferApp: /^Transfer (an ISA|a balance)$/,
};
