// Step-up mid-journey (doc 1 §4): a session of scope 10 (the login app asked for scope=10) can say who it is and
// answer the eligibility questions, but step 1 reads the customer's details from the records, which needs scope 30.
// The platform answers with the step-up header; the app creates an access challenge for the current user at scope
// 30, sends a one-time passcode, shows the step-up modal (doc 1 "Step-up modal"), and makes the refused call again
// with the new token.
import type { Page } from '@playwright/test';
import { seededDob } from '../content/seededCustomers';
import { expect, test } from './support/fixtures';
import { answerEligibility } from './support/journey';
import { customer, logInThroughLoginApp } from './support/loginApp';

const ada = customer('sandboxada');

// Both tests step sandboxada up, and each step-up texts her a passcode: the outbox answers the last one sent, so the
// two run one after the other in one worker (with fullyParallel they ran at once, and the first test read the
// passcode the second had just had sent: its step-up was refused as a wrong passcode).
test.describe.configure({ mode: 'default' });

async function lastPasscode(page: Page): Promise<string> {
  const response = await page.request.get(`/sandbox/outbox/sms/${ada.customerNumber}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { passcode: string }).passcode;
}

/** The date of birth as typed: DD-MM-YYYY (doc 2 §5.1). */
const typedDob = () => seededDob(ada.dob, new Date()).split('-').reverse().join('-');

test('a scope-10 session steps up with a one-time passcode and the refused call is made again', async ({
  page,
  axe,
}) => {
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 && /insufficient_scope/.test(response.headers()['www-authenticate'] ?? ''))
      refusals.push(new URL(response.url()).pathname);
  });
  await page.goto('/authentication?applyFor=IM135&brandId=CB&scope=10');
  // The scope asked for goes to the login app, which issues a token of that scope.
  await expect(page).toHaveURL(/\/login-app\/CB\?.*scope=10/);
  await logInThroughLoginApp(page, 'sandboxada');
  // Scope 10 is enough to say who she is: the journey goes on to the product's eligibility page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus', {
    timeout: 15_000,
  });
  expect(refusals).toEqual([]);
  await answerEligibility(page);

  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(/We’ve sent a passcode to your mobile number ending 101\./)).toBeVisible();
  expect(refusals).toEqual(['/banks/CB/customers']);
  await axe();

  // Submit with nothing typed: the modal says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Answer every question to continue').first()).toBeVisible();

  // A new passcode on request; the first one no longer works.
  const first = await lastPasscode(page);
  await dialog.getByRole('button', { name: 'Send me a new passcode' }).click();
  await expect(dialog.getByText(/We’ve sent a new passcode to your mobile number ending 101\./)).toBeVisible();
  const second = await lastPasscode(page);

  // A wrong passcode: the challenge is set again with a new passcode.
  await dialog.getByLabel('One-time passcode').fill(second === '0000000000' ? '1111111111' : '0000000000');
  await dialog.getByLabel('Date of birth').fill(typedDob());
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(/The passcode or date of birth you entered is wrong/)).toBeVisible();
  const third = await lastPasscode(page);
  expect(new Set([first, second, third]).size).toBeGreaterThan(1);

  await dialog.getByLabel('One-time passcode').fill(third);
  await dialog.getByLabel('Date of birth').fill(typedDob());
  await dialog.getByRole('button', { name: 'Submit' }).click();

  // The details are read again with the scope-30 token: step 1 shows them from the records.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/step-1\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About you');
  await expect(page.locator('[data-read-only="firstName"]')).toHaveText('Ada');
  expect(refusals).toEqual(['/banks/CB/customers']);
  // Nothing secret in the address bar or in storage.
  expect(page.url()).not.toMatch(/access_token|passcode/);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(third);
  expect(stored).not.toMatch(/access_token|Bearer/);
});

test('logging out from the step-up modal drops the session and goes to login', async ({ page }) => {
  await page.goto('/authentication?applyFor=IM760&brandId=CB&scope=10');
  await logInThroughLoginApp(page, 'sandboxada');
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to continue your application');
});
