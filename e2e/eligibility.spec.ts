// The landing's existing-customer question (doc 2 §2 "Eligibility (landing) | eligibility answers, data-protection
// consent, existing-customer question"; doc 2 §3.1 isExistingCustomer, default No) in real Chromium against the
// sandbox platform. The chart decides where the answer leads (machines/journey.ts eligibility.questions): Yes on a
// product open to existing customers is the already-a-customer page, which links to log in (doc 3 §2 and §5).
import { EXISTING_CUSTOMER_FIELD } from '../content/fields/eligibility';
import { expect, test } from './support/fixtures';
import { answerEligibilityQuestions } from './support/journey';

test('eligibility: an existing customer who answers Yes on IM135 is asked to log in, carrying applyFor, brandId and promocode', async ({
  page,
  axe,
}) => {
  await page.goto('/?applyFor=IM135&brandId=CB&promocode=SPRING%2024');
  const question = page.getByRole('group', { name: EXISTING_CUSTOMER_FIELD.label });
  // doc 2 §3.1: the default is No, so an applicant who leaves it is a new customer
  await expect(question.getByLabel('No')).toBeChecked();

  await answerEligibilityQuestions(page, { existingCustomer: 'Yes' });
  await expect(page).toHaveURL(/\/already-a-customer\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are already one of our customers');
  const link = page.getByRole('link', { name: 'Log in to apply' });
  const href = new URL((await link.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe('/authentication');
  // the promocode with its whitespace removed (doc 1 §2)
  expect(Object.fromEntries(href.searchParams)).toEqual({ applyFor: 'IM135', brandId: 'CB', promocode: 'SPRING24' });
  await axe();

  // the authentication route goes on to the login and registration app (doc 1 "Authentication page")
  await link.click();
  await expect(page).toHaveURL(/\/login-app\/CB\?/);
});

test('eligibility: an applicant who leaves the existing-customer question at No goes on to the terms page', async ({
  page,
}) => {
  await page.goto('/?applyFor=IM135&brandId=CB');
  await answerEligibilityQuestions(page);
  await expect(page).toHaveURL(/\/personal-information\?/);
  // Back shows the question at the answer that led here
  await page.goBack();
  await expect(page.getByRole('group', { name: EXISTING_CUSTOMER_FIELD.label }).getByLabel('No')).toBeChecked();
});
