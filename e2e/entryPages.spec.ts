// The use-of-personal-information page after the eligibility questions and the missing-required-fields page
// (issue 15, doc 3 §2; doc 1 §8 "known error with an incomplete form goes to the error screen").
import { COPY } from '../content/copy';
import { ELIGIBILITY_PAGE_COPY } from '../content/eligibilityPage';
import { PAGE_LEVEL_ERROR } from '../content/fields/messages';
import { errorSummary, expect, gotoStart, test } from './support/fixtures';
import { acceptReview, answerEligibilityQuestions } from './support/journey';
import { openSeededReview } from './support/seededCase';

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

test('missing required fields: a seeded case without income and phone is refused 422 by the platform and /error lists each field', async ({
  page,
  axe,
}) => {
  // The case and the tab's form both lack two answers the decision needs (platform/cases/submitReadiness.ts); the
  // screens never let that through, so the steps before review are seeded through the platform (no page.route).
  await openSeededReview(page, { without: ['grossAnnualIncome', 'phoneNumber'] });
  const submitted = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/tasks/capture/actions/submit'),
  );
  await acceptReview(page);
  const refusal = await submitted;
  expect(refusal.status()).toBe(422);
  expect(await refusal.json()).toMatchObject({
    code: 'incomplete_application',
    missing_fields: expect.arrayContaining(['grossAnnualIncome', 'phoneNumber']),
  });
  await expect(page).toHaveURL(/\/error\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.missingRequiredFields.title);
  await expect(page.getByText(PAGE_LEVEL_ERROR)).toBeVisible();
  // each missing field in its declaration's wording (doc 2 §5, doc 3 §5), one list item each
  const list = page.getByRole('heading', { name: COPY.missingRequiredFields.listTitle }).locator('+ ul > li');
  await expect(list).toHaveText(['Enter your phone number', 'Enter your annual income before tax'], {
    useInnerText: true,
  });
  await expect(page.getByText('incomplete_application')).toBeVisible();
  await axe();
});
