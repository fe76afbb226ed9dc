// The switch page in real Chromium against the real platform (doc 1 §4 "Switch", doc 2 §5.7, §7.2, doc 3 §8): after a
// Current Account Plus opens, the applicant goes to /switch; a full switch succeeds, the sandbox's old account numbers
// 99999345 and 99999348 force the codes 345 and 348 (platform/README.md "Switch scenarios"), and No then Proceed goes
// back to account opened. The card number is shown masked once its field is left, and kept out of the tab's storage.
import type { Page } from '@playwright/test';
import { isEnglandAndWalesBankHoliday } from '../contract/bankHolidays';
import { addWorkingDays, calendarDateOf, formatDisplayDate } from '../contract/dates';
import { expect, field, test } from './support/fixtures';
import { submitSeeded } from './support/seededCase';

const CARD = '4000123412341234';

/** Ten working days on: past the 7 (8 after 10:00) the rule needs, whatever the hour, and under 90 days. */
const SWITCH_DATE = formatDisplayDate(addWorkingDays(calendarDateOf(new Date()), 10, isEnglandAndWalesBankHoliday));

const switchButton = (page: Page) => page.getByRole('button', { name: 'Switch your current account to us' });

/** The address bar changes without a reload, as a typed path does in the app (src/UrlSync.tsx: NAVIGATE). */
async function typePath(page: Page, path: string) {
  await page.evaluate((typed) => {
    window.history.pushState(null, '', typed);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * An ordinary applicant's Current Account Plus (steps 1 and 2 seeded through the platform: e2e/support/seededCase.ts),
 * opened with the overdraft they asked for, then the switch page by the account-opened page's button in "Switching to us" (doc 3 "Account opened", "Switch pages").
 */
async function onSwitchPage(page: Page) {
  await submitSeeded(page, 'Byron-King');
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Your overdraft agreement' }).click();
  await page.getByLabel(/this represents my signature/).check();
  await page.getByRole('button', { name: 'Open account with overdraft' }).click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Switching to us' })).toBeVisible();
  await switchButton(page).click();
  await expect(page).toHaveURL(/\/switch\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switch your current account to us');
}

async function fillFullSwitch(page: Page, oldAccountNumber: string) {
  await page.locator('[name="wantsToSwitch"][value="Yes"]').check();
  await page.locator('[name="switchType"][value="Full switch"]').check();
  await field(page, 'switchAccountName').fill('Ada Byron-King');
  await field(page, 'switchAccountNumber').fill(oldAccountNumber);
  await field(page, 'switchSortCode').fill('309457');
  await page.locator('[name="switchHasDebitCard"][value="Yes"]').check();
  await field(page, 'switchDebitCardPan').fill(CARD);
  await field(page, 'switchDebitCardExpiration').fill('1239');
  await field(page, 'switchDate').fill(SWITCH_DATE);
  await field(page, 'switchCloseOldAccount').check();
  await field(page, 'switchAcceptFullTCs').check();
}

const proceed = (page: Page) => page.getByRole('button', { name: 'Proceed' });

test('switch: a full switch succeeds', async ({ page, axe }) => {
  await onSwitchPage(page);
  await expect(proceed(page)).toBeDisabled();
  // the empty page's axe is accessibilityJourneys' (/switch in all four brands); the filled page's is here
  await fillFullSwitch(page, '11223344');
  // doc 2 §5.7 "masked on blur": only the last four digits are shown once the field is left
  await expect(field(page, 'switchDebitCardPan')).toHaveValue('••••••••••••1234');
  await expect(proceed(page)).toBeEnabled();
  await axe();

  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/evidence$|\/cases\/cas$/.test(request.url())) calls.push(request.url());
  });
  const switched = page.waitForResponse((response) => response.url().endsWith('/cases/cas'));
  await proceed(page).click();
  const response = await switched;
  expect(response.status()).toBe(201);
  expect((await response.json()).code).toBe('000');
  // the screenshot is taken and sent before the switch (doc 1 §4)
  expect(calls.map((url) => (url.endsWith('/evidence') ? 'evidence' : 'switch'))).toEqual(['evidence', 'switch']);
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 30_000 });
  // switched: account opened offers no second switch
  await expect(page.getByRole('heading', { level: 2, name: 'Switching to us' })).toBeVisible();
  await expect(switchButton(page)).toHaveCount(0);

  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(CARD);
});

test('switch: fails with 345', async ({ page }) => {
  await onSwitchPage(page);
  await fillFullSwitch(page, '99999345');
  await proceed(page).click();
  const message = page.getByText('The switch date cannot be a weekend or a bank holiday. Choose another date.');
  await expect(message).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/switch\?/);
  await expect(page.getByRole('alert')).toBeFocused();
  // doc 1 §4 "Changing the switch date clears the error"
  const other = formatDisplayDate(addWorkingDays(calendarDateOf(new Date()), 11, isEnglandAndWalesBankHoliday));
  await field(page, 'switchDate').fill(other);
  await expect(message).toBeHidden();
});

test('switch: fails with 348', async ({ page }) => {
  await onSwitchPage(page);
  await fillFullSwitch(page, '99999348');
  await proceed(page).click();
  await expect(
    page.getByText('A switch of this account is already in progress. We will write to you with the details.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/switch\?/);
  // what was typed is kept for another try, the card still masked
  await expect(field(page, 'switchDebitCardPan')).toHaveValue('••••••••••••1234');
  await expect(proceed(page)).toBeEnabled();
});

test('switch: No then Proceed goes to account opened', async ({ page }) => {
  await onSwitchPage(page);
  let switchCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/cases/cas')) switchCalls += 1;
  });
  await page.locator('[name="wantsToSwitch"][value="No"]').check();
  await expect(proceed(page)).toBeEnabled();
  await proceed(page).click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Current Account Plus is open');
  expect(switchCalls).toBe(0);
  // not switched: the button is still offered, and the typed path reaches the page too
  await expect(switchButton(page)).toBeVisible();
  await typePath(page, '/switch?brandId=CB&applyFor=IM135');
  await expect(page).toHaveURL(/\/switch\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switch your current account to us');
});
