// The offer page in real Chromium (doc 1 §4 "Offer", doc 3 §4): each overdraft outcome with its buttons, the
// alternative offers with cancel, the 401 retries, and an acceptance that leads to product setup.
// axe here only on the states no other spec reaches (the agreement opened and signed, the alternative's details open):
// the offer's first view of each outcome and the setup page are checked in all four brands by
// e2e/accessibilityJourneys.spec.ts (CB with this same product), and ran twice until 28 November.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { acceptReview } from './support/journey';
import { openSeededReview, submitSeeded } from './support/seededCase';

async function onOffer(page: Page) {
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 30_000 });
}

async function opened(page: Page) {
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ is open$/);
}

test('full overdraft: the agreement must be opened before it can be signed', async ({ page, axe }) => {
  await submitSeeded(page, 'Overdraftfull');
  await onOffer(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account and overdraft are approved');
  const signature = page.getByLabel(/this represents my signature/);
  await expect(signature).toBeDisabled();
  await page.getByRole('button', { name: 'Open account with overdraft' }).click();
  await expect(page.getByText('Open and read the agreement to sign it').first()).toBeVisible();
  await page.getByRole('button', { name: 'Your overdraft agreement' }).click();
  await signature.check();
  await axe();
  await page.getByRole('button', { name: 'Open account with overdraft' }).click();
  await opened(page);
});

test('reduced overdraft: the smaller limit is shown and the account can open without it', async ({ page }) => {
  await submitSeeded(page, 'Overdraftreduced');
  await onOffer(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your account is approved, with a smaller overdraft',
  );
  await expect(page.getByText(/You asked for £500\. We can give you an arranged overdraft of £\d/)).toBeVisible();
  await page.getByRole('button', { name: 'Open account without overdraft' }).click();
  await opened(page);
});

test('overdraft needing proof of income: open the account only, or upload proof', async ({ page }) => {
  await submitSeeded(page, 'Overdraftproof');
  await onOffer(page);
  await expect(page.getByText(/we need proof of your income/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload proof of income' })).toBeVisible();
  await page.getByRole('button', { name: 'Open account' }).click();
  await opened(page);
});

test('overdraft declined: the account opens without one', async ({ page }) => {
  await submitSeeded(page, 'Overdraftdecline');
  await onOffer(page);
  await expect(
    page.getByText("We can't give you an arranged overdraft at the moment. You can still open your account."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Open account' }).click();
  await opened(page);
});

test('alternative offers: cancel asks first, and confirming declines the first offer', async ({ page, axe }) => {
  await submitSeeded(page, 'Readycash');
  await onOffer(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can offer you a different account');
  await expect(page.getByRole('heading', { level: 2, name: 'Readycash' })).toBeVisible();
  await page.getByText('More information').first().click();
  await axe();

  await page.getByRole('button', { name: 'Cancel application' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel your application?' });
  await expect(dialog).toBeFocused();
  await dialog.getByRole('button', { name: 'No, go back' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel application' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel my application' }).click();
  // The first alternative is declined; the next one is offered (doc 3 §4).
  await onOffer(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Readycash' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Open / })).toHaveCount(1);
});

test('the offer is retried on 401 every offerRetryInterval until it comes', async ({ page }) => {
  const caseId = await openSeededReview(page, { lastName: 'Retried' });
  expect(caseId).toMatch(/^CS\d{8}$/);
  // The sandbox answers the next two offer reads with 401 (platform/README.md "sandbox control"), armed before the
  // submit: the case is decided 750 ms after it (e2e timings), and its offer read must not come first.
  const control = await page.request.post(`/sandbox/cases/${caseId}/offer-unauthorised`, { data: { times: 2 } });
  expect(control.status()).toBe(200);
  await acceptReview(page);
  await onOffer(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account and overdraft are approved', {
    timeout: 20_000,
  });
  const after = await page.request.post(`/sandbox/cases/${caseId}/offer-unauthorised`, { data: { times: 0 } });
  expect((await after.json()).remaining).toBe(0);
});

test('an accepted offer whose product needs setting up ends on setup in progress', async ({ page }) => {
  await submitSeeded(page, 'Setup');
  await onOffer(page);
  await page.getByRole('button', { name: 'Your overdraft agreement' }).click();
  await page.getByLabel(/this represents my signature/).check();
  await page.getByRole('button', { name: 'Open account with overdraft' }).click();
  await expect(page).toHaveURL(/\/setup-in-progress\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're setting up your account");
});

test('a pending identity referral offers Log out, which ends the session', async ({ page }) => {
  await submitSeeded(page, 'Providerbrefer');
  await expect(page).toHaveURL(/\/pending-provider-b-refer\?/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\?/);
});

// The sandbox scenario Nooffer (platform/README.md "Sandbox scenarios"): the case goes to offer and the offers read
// answers an empty list, as a bank's offer withdrawn or lapsed between its decision and the read. Nothing to show.
test('offers: the bank has no offer for the application', async ({ page }) => {
  const offersRead = page.waitForResponse(
    (response) => response.request().method() === 'GET' && response.url().endsWith('/tasks/offers'),
    { timeout: 60_000 },
  );
  await submitSeeded(page, 'Nooffer');
  const read = await offersRead;
  expect(read.status()).toBe(200);
  expect(await read.json()).toEqual({ offers: [] });
  await expect(page).toHaveURL(/\/error\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, something went wrong');
  await expect(page.getByText('Error reference: fetchOffers/no_offer')).toBeVisible();
  await expect(page.getByRole('button', { name: /accept/i })).toHaveCount(0);
});
