// doc 1 §8 / doc 2 §8 error 1036 "username already in use": the platform refuses a seeded customer's
// username (`sandboxada`, platform/README.md "Sandbox customers"); a known save/submit error with a complete
// form returns the applicant to review with the message of content/saveErrors.ts and every answer kept.
import { SAVE_ERROR_MESSAGES } from '../content/saveErrors';
import { expect, field, test } from './support/fixtures';
import { applicant, expectSubmissionAfter } from './support/journey';
import { openSeededReview } from './support/seededCase';

const CONSENTS = ['consentEmail', 'consentInternetBanking', 'consentMessaging', 'consentVoice', 'consentPost'];

test('a username already in use (1036) returns to review with the message; another username submits', async ({
  page,
}) => {
  // the subject is review: steps 1 and 2 are seeded through the platform (e2e/support/seededCase.ts)
  await openSeededReview(page);

  for (const name of CONSENTS) await page.locator(`[name="${name}"][value="No"]`).check();
  await field(page, 'username').fill('sandboxada');
  await field(page, 'reviewAcceptTsAndCs').check();
  await page.getByRole('button', { name: 'Accept and apply' }).click();

  // Back on review with the message, not on the submission page nor the error screen.
  const message = SAVE_ERROR_MESSAGES['1036'] ?? '';
  expect(message).toBe('That username is already in use. Choose a different username.');
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/review\?/);
  // The other answers are still there: the summary of steps 1 and 2, the consents and the username typed.
  await expect(page.getByText(applicant.firstName, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(applicant.email).first()).toBeVisible();
  await expect(page.getByText('Difference Engines Ltd').first()).toBeVisible();
  for (const name of CONSENTS) await expect(page.locator(`[name="${name}"][value="No"]`)).toBeChecked();
  await expect(field(page, 'username')).toHaveValue('sandboxada');

  // A username of one's own goes on to the submission page.
  await field(page, 'username').fill(`ada.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
  const terms = field(page, 'reviewAcceptTsAndCs');
  if (!(await terms.isChecked())) await terms.check();
  await expectSubmissionAfter(page, () => page.getByRole('button', { name: 'Accept and apply' }).click());
});
