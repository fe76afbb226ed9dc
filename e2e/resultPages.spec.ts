// The already-a-customer, application-submitted and duplicate-customer pages (doc 3 §2) in real Chromium, reached as a
// tester reaches them: through the sandbox scenarios Alreadycustomer, Inflight and Duplicate (content/scenarios.ts),
// whose saves the platform refuses with doc 1 §8 318, 325 and 350. Continue on step 1 creates the case, the create is refused, and the chart goes
// to the code's page (machines/resultPages.ts SAVE_ERROR_RESULT_PAGES).
// No axe here: the three pages are checked in all four brands by e2e/accessibilityJourneys.spec.ts (CB with the same
// product; one result id per route) and the scenario table by e2e/scenarios.spec.ts; each ran twice until 28 November.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { answerEligibility, fillStep1 } from './support/journey';

async function continueStep1As(page: Page, lastName: string, search = '?applyFor=IM135&brandId=CB') {
  await page.goto(`/${search}`);
  await page.waitForLoadState('networkidle');
  await answerEligibility(page);
  await fillStep1(page, { lastName });
  const create = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/banks\/CB\/cases\/csapcurrent\/ntb$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  return create;
}

test('318 personal details found: the already-a-customer page links to log in with applyFor, brandId and promocode', async ({
  page,
}) => {
  const create = await continueStep1As(page, 'Alreadycustomer', '?applyFor=IM135&brandId=CB&promocode=SPRING24');
  expect(create.status()).toBe(409);
  expect((await create.json()).code).toBe('318');

  await expect(page).toHaveURL(/\/already-a-customer\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are already one of our customers');
  await expect(page.getByText('Log in to apply: we will fill in the details we already have.')).toBeVisible();
  const link = page.getByRole('link', { name: 'Log in to apply' });
  const href = new URL((await link.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe('/authentication');
  expect(Object.fromEntries(href.searchParams)).toEqual({ applyFor: 'IM135', brandId: 'CB', promocode: 'SPRING24' });

  // The authentication route sends the applicant to the login and registration app (doc 1 "Authentication page").
  await link.click();
  await expect(page).toHaveURL(/\/login-app\/CB\?/);
  const loginApp = new URL(page.url());
  expect(loginApp.searchParams.get('client_id')).toBe('cb_account_opening');
  expect(new URL(loginApp.searchParams.get('redirect_uri') ?? '').pathname).toBe('/authentication');
});

test('without a promotion code the log-in link carries no empty promocode', async ({ page }) => {
  await continueStep1As(page, 'alreadycustomer');
  await expect(page).toHaveURL(/\/already-a-customer\?/);
  const href = await page.getByRole('link', { name: 'Log in to apply' }).getAttribute('href');
  expect(href).toBe('/authentication?applyFor=IM135&brandId=CB');
});

test('325 in-flight customer: the application submitted page, whose Log out ends the session', async ({ page }) => {
  const create = await continueStep1As(page, 'Inflight');
  expect(create.status()).toBe(409);
  expect((await create.json()).code).toBe('325');

  await expect(page).toHaveURL(/\/application-submitted\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application submitted');
  await expect(page.getByText('Thank you. We have your application and will be in touch.')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\?/);
});

test('duplicate customer: an applicant whose save answers 350 sees the duplicate-customer page', async ({ page }) => {
  // doc 1 §8 "350 go to duplicate-customer task", reached through the sandbox scenario Duplicate.
  const create = await continueStep1As(page, 'Duplicate');
  expect(create.status()).toBe(409);
  expect((await create.json()).code).toBe('350');

  // doc 3 §2: the applicant looks familiar and should verify details or call.
  await expect(page).toHaveURL(/\/duplicatecustomer\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You look familiar');
  await expect(page.getByText('Please check the details you gave us, or call us and we will help you.')).toBeVisible();
  await expect(page.getByText('It looks like you may already have applied, or already bank with us.')).toBeVisible();
});

test('the sandbox scenario page lists the save refusals with the pages they lead to', async ({ page }) => {
  await page.goto('/sandbox/scenarios');
  const table = page.getByRole('table', { name: 'Magic values and the case state they lead to' });
  // exact: "Inflight" is also inside "Notinflight"
  const row = (value: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: value, exact: true }) });
  await expect(row('Alreadycustomer')).toContainText('Save refused with 318');
  await expect(row('Alreadycustomer')).toContainText('already-a-customer page');
  await expect(row('Inflight')).toContainText('Save refused with 325');
  await expect(row('Inflight')).toContainText('application submitted page');
  await expect(row('Notinflight')).toContainText('Save refused with 326');
  await expect(row('Notinflight')).toContainText('error screen');
  await expect(row('Duplicate')).toContainText('Save refused with 350');
  await expect(row('Duplicate')).toContainText('duplicate-customer page');
});
