// The step-up modal's answer on a generated path (screens/StepUpModal.tsx, machines/stepUp.ts): the texted passcode
// and the date of birth when the challenge is the one-time passcode's, or the password's characters and a security
// question when the customer has no mobile (nothing is texted: the challenge's own inputs, as on the login page).

import { LOGIN_COPY } from '../../../content/login';
import { seededDob } from '../../../content/seededCustomers';
import { STEP_UP_COPY } from '../../../content/stepUp';
import { expect } from '../fixtures';
import { customer, fillChallengeInputs } from '../loginApp';
import type { ActionContext } from '../pathActions';
import { RETRIES_EXCEEDED, TOKEN_FAILED } from '../pathEvents/authRefusals';

/** The label that says the step-up's challenge is not the passcode's (model-tests/journeyModel.ts OUTPUTS). */
const CHALLENGE_WITHOUT_PASSCODE = 'createChallenge✓(internet banking)';

export async function answerStepUp(context: ActionContext) {
  if (!context.step.outcomes.includes(RETRIES_EXCEEDED)) return answerOnce(context, {});
  // the platform allows a few wrong answers (retry_allowed; each sets a new challenge, its passcode texted): wrong
  // ones, each answer awaited, until it refuses for too many (pathEvents/authRefusals.ts)
  const { page } = context;
  for (let tries = 1; tries < 6; tries += 1) {
    const posted = (path: string) =>
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(path));
    const answered = posted('/oauth2/token');
    const texted = posted('/otp/otps');
    texted.catch(() => undefined);
    await answerOnce(context, { wrong: true });
    const { code } = (await (await answered).json()) as { code?: string };
    if (code === 'retries_exceeded') {
      await expect(page.getByText(LOGIN_COPY.errors.tooManyRetries)).toBeVisible({ timeout: 30_000 });
      return;
    }
    // the new challenge's passcode is sent: the modal's wrong state
    await texted;
    await expect(page.getByRole('dialog', { name: STEP_UP_COPY.title }).getByText(STEP_UP_COPY.otp.wrong)).toBeVisible({
      timeout: 30_000,
    });
  }
  throw new Error('the platform never refused the step-up for too many wrong answers');
}

async function answerOnce({ page, step, path }: ActionContext, { wrong: always = false }: { wrong?: boolean }) {
  const seeded = customer(path.username ?? '');
  const dialog = page.getByRole('dialog', { name: STEP_UP_COPY.title });
  // a platform fault (the switch's 503) is met by the right answers
  const wrong =
    always || step.outcomes.some((outcome) => outcome.startsWith('requestToken✗') && outcome !== TOKEN_FAILED);
  if (path.events.includes(CHALLENGE_WITHOUT_PASSCODE)) {
    // no passcode field, ever: the challenge's inputs show once it is created
    await expect(dialog.locator('input').first()).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByLabel('One-time passcode')).toHaveCount(0);
    await fillChallengeInputs(page, dialog.locator('input'), seeded.username ?? '', { wrong });
  } else {
    // the passcode field shows once the passcode is sent; read the outbox only then, or it still holds the
    // customer's passcode of an earlier path
    await expect(dialog.getByLabel('One-time passcode')).toBeVisible({ timeout: 30_000 });
    const response = await page.request.get(`/sandbox/outbox/sms/${seeded.customerNumber}`);
    expect(response.status()).toBe(200);
    const { passcode } = (await response.json()) as { passcode: string };
    await dialog
      .getByLabel('One-time passcode')
      .fill(wrong ? (passcode === '0000000000' ? '1111111111' : '0000000000') : passcode);
    // the date of birth as typed, DD-MM-YYYY (doc 2 §5.1)
    await dialog.getByLabel('Date of birth').fill(seededDob(seeded.dob, new Date()).split('-').reverse().join('-'));
  }
  await dialog.getByRole('button', { name: STEP_UP_COPY.submit }).click();
  if (!step.outcomes.includes(TOKEN_FAILED)) return;
  // the fault sets a new challenge: the modal says something went wrong and keeps the answers but the spent passcode
  await expect(dialog.getByText(LOGIN_COPY.errors.token)).toBeVisible({ timeout: 30_000 });
  const kept = dialog.getByLabel('Date of birth');
  if ((await kept.count()) > 0) await expect(kept).not.toHaveValue('');
  const passcode = dialog.getByLabel('One-time passcode');
  if ((await passcode.count()) > 0) await expect(passcode).toHaveValue('');
}
