// The use-of-personal-information page after the eligibility questions and the missing-required-fields page
// (issue 15, doc 3 §2; doc 1 §8 "known error with an incomplete form goes to the error screen").
import { COPY } from '../content/copy';
import { ELIGIBILITY_PAGE_COPY } from '../content/eligibilityPage';
import { PAGE_LEVEL_ERROR } from '../content/fields/messages';
import { errorSummary, expect, gotoStart, test } from './support/fixtures';
import {
  acceptReview,
  answerEligibility,
  answerEligibilityQuestions,
  fillStep1,
  fillStep2,
  refuseSubmitAsIncomplete,
} from './support/journey';

test('personal information: the terms page follows the eligibility questions and its agreement starts the application', async ({
  page,
  axe,
}) => {
  await gotoStart(page);
  // doc 3 §2: what the applicant needs and the terms of eligibility, before the questions.
  await expect(page.getByRole('heading', { name: ELIGIBILITY_PAGE_COPY.infoToApplyTitle })).toBeVisible();
  await expect(page.getByText('Your addresses for the last three years.')).toBeVisible();
  await expect(page.getByText('You are 18 or over.')).toBeVisible();
  // The questions part has no agreement on it: the terms page follows.
  await expect(page.getByLabel(COPY.eligibility.dataProtectionConsent)).toHaveCount(0);
  await answerEligibilityQuestions(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(COPY.eligibility.dataProtectionTitle);
  await expect(heading).toBeFocused();
  for (const paragraph of COPY.eligibility.dataProtection) await expect(page.getByText(paragraph)).toBeVisible();
  // a page of its own, decided by the chart (machines/journey.ts eligibility.terms; e2e/terms.spec.ts)
  await expect(page).toHaveURL(/\/personal-information\?brandId=CB&applyFor=IM135$/);

  // Not agreed: the page says so, linked to the tick box.
  await page.getByRole('button', { name: COPY.eligibility.start }).click();
  await expect(errorSummary(page)).toBeFocused();
  await expect(errorSummary(page).getByRole('link', { name: COPY.eligibility.dataProtectionError })).toBeVisible();
  await axe();

  // Back to the questions (with the answers given); then on, agreed, to step 1.
  await page.getByRole('button', { name: COPY.back }).click();
  await expect(page.getByRole('group', { name: 'Are you 18 or over?' })).toBeVisible();
  await answerEligibilityQuestions(page);
  await page.getByLabel(COPY.eligibility.dataProtectionConsent).check();
  await page.getByRole('button', { name: COPY.eligibility.start }).click();
  await expect(page).toHaveURL(/\/step-1\?/);
});

test('missing required fields: a submit the platform refuses as incomplete shows the missing-required-fields page', async ({
  page,
  axe,
}) => {
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/step-2\?/);
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/);
  // What the platform answers a submit that lacks a field a decision needs (platform/cases/submitReadiness.ts): the
  // browser's own checks let nothing of the kind through, so the refusal is the platform's body, given here.
  await refuseSubmitAsIncomplete(page);
  await acceptReview(page);
  await expect(page).toHaveURL(/\/error\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.missingRequiredFields.title);
  await expect(page.getByText(PAGE_LEVEL_ERROR)).toBeVisible();
  await expect(page.getByText('incomplete_application')).toBeVisible();
  await axe();
});
