// The account-opened page's layouts (doc 1 "Account opened", doc 3 §2 "Account opened"; content/accountOpened.ts
// accountOpenedContent): a current account opened without an overdraft, and an alternative (downgrade) product, whose
// sections 2, 3, 4, 5 and 9 are hidden. The current account with an agreed overdraft is in registration.spec.ts, the
// switch button in switch.spec.ts, a cash ISA's account details in registration.spec.ts (/hasDigitalRegDone). Steps 1
// and 2 are seeded through the platform (e2e/support/seededCase.ts): these tests are about the page after the offer.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { submitSeeded } from './support/seededCase';

const sectionHeadings = (page: Page) => page.getByRole('heading', { level: 2 }).allTextContents();

test('account opened: a current account opened without an overdraft has no overdraft section, and offers the switch', async ({
  page,
  axe,
}) => {
  await submitSeeded(page, 'Overdraftdecline');
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Current Account Plus is open');
  await expect(page.getByTestId('account-number')).toHaveText(/^\d{8}$/, { timeout: 30_000 });
  await expect(page.getByTestId('sort-code')).toHaveText(/^\d{2}-\d{2}-\d{2}$/);
  expect(await sectionHeadings(page)).toEqual([
    'What happens next',
    'Banking on the go',
    'Switching to us',
    'Get our app',
  ]);
  await expect(page.getByText(/overdraft/i)).toHaveCount(0);
  // a new customer is asked to register, not to log in with existing details
  await expect(
    page.getByText('Register for internet and telephone banking to manage your account online.'),
  ).toBeVisible();
  await expect(page.getByText('Log in to internet banking with your existing details.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Switch your current account to us' })).toBeVisible();
  // Issue 15: "Get help" gives the hours; the bank's number is on the page once (the footer's).
  await page.getByRole('button', { name: 'Get help' }).click();
  await expect(page.locator('#account-opened-help')).toContainText('Monday to Friday');
  await expect(page.getByText('0800 000 1001')).toHaveCount(1);
  await axe();
});

test('account opened: an alternative product hides sections 2, 3, 4, 5 and 9', async ({ page, axe }) => {
  await submitSeeded(page, 'Readycash');
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Readycash' })).toBeVisible();
  await page.getByRole('button', { name: 'Open Readycash' }).click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 60_000 });
  // the title names the product opened, not the one applied for
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Readycash is open');
  await expect(page.getByTestId('account-number')).toHaveText(/^\d{8}$/, { timeout: 30_000 });
  expect(await sectionHeadings(page)).toEqual(['What happens next', 'Banking on the go', 'Get our app']);
  await expect(page.getByRole('button', { name: 'Switch your current account to us' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Available at Amazon Appstore' })).toHaveCount(0);
  await axe();
});
