// The terms page on the use of personal information (doc 3 §2 "A terms page on the use of personal information
// follows" the eligibility questions; issue 15): a state of the journey chart with its own address,
// /personal-information (doc 1's route table names none). The chart decides where its Back, the browser's Back and
// Forward, a reload and a typed address lead; the page's wording and its refusal are in entryPages.spec.ts.
import { COPY } from '../content/copy';
import { JOINT_COPY } from '../content/joint';
import { expect, test } from './support/fixtures';
import { answerEligibilityQuestions } from './support/journey';

const TERMS = /\/personal-information\?brandId=CB&applyFor=IM135$/;

test('terms: browser Back returns to the questions with their answers, Forward and a reload keep the terms page, Start your application opens step 1', async ({
  page,
}) => {
  // a typed address before the questions are answered shows the questions
  await page.goto('/personal-information?applyFor=IM135&brandId=CB');
  await expect(page).toHaveURL(/\/\?brandId=CB&applyFor=IM135$/);
  await expect(page.getByRole('group', { name: 'Are you 18 or over?' })).toBeVisible();

  await answerEligibilityQuestions(page);
  await expect(page).toHaveURL(TERMS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.eligibility.dataProtectionTitle);

  // the browser's Back: the questions, as answered
  await page.goBack();
  await expect(page).toHaveURL(/\/\?brandId=CB&applyFor=IM135$/);
  await expect(page.getByRole('group', { name: 'Are you 18 or over?' }).getByLabel('Yes')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Do you live in the UK?' }).getByLabel('Yes')).toBeChecked();
  // a reload on the questions stays on them (not on the terms page the tab saw last)
  await page.reload();
  await expect(page.getByRole('group', { name: 'Are you 18 or over?' }).getByLabel('Yes')).toBeChecked();
  await expect(page).toHaveURL(/\/\?brandId=CB&applyFor=IM135$/);

  // the browser's Forward, then a reload: the terms page stays
  await page.goForward();
  await expect(page).toHaveURL(TERMS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.eligibility.dataProtectionTitle);
  await page.reload();
  await expect(page).toHaveURL(TERMS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.eligibility.dataProtectionTitle);

  await page.getByLabel(COPY.eligibility.dataProtectionConsent).check();
  await page.getByRole('button', { name: COPY.eligibility.start }).click();
  await expect(page).toHaveURL(/\/step-1\?/);
  // before a case exists, the browser's Back from step 1 is the terms page again
  await page.goBack();
  await expect(page).toHaveURL(TERMS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.eligibility.dataProtectionTitle);
});

test('terms: the joint start page leads through the same questions to the same terms page', async ({ page }) => {
  await page.goto('/joint?applyFor=IM135&brandId=CB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.start.title);
  await page.getByRole('button', { name: JOINT_COPY.start.button }).click();
  await answerEligibilityQuestions(page);
  await expect(page).toHaveURL(TERMS);
  await page.getByRole('button', { name: COPY.back }).click();
  await expect(page.getByRole('group', { name: 'Are you 18 or over?' }).getByLabel('Yes')).toBeChecked();
  await answerEligibilityQuestions(page);
  await page.getByLabel(COPY.eligibility.dataProtectionConsent).check();
  await page.getByRole('button', { name: COPY.eligibility.start }).click();
  await expect(page).toHaveURL(/\/step-1\?/);
});
