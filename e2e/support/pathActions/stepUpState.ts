// The step-up modal's state on a generated path (machines/stepUp.ts `answering`; doc 3 §2 "One-time passcode page with
// states: sent, resent, wrong, no passcode, limit reached"): the step's view names only the modal, so a step ending in
// it also checks the words of the state its outcomes lead to (screens/StepUpModal.tsx). Without it a passcode that was
// sent after all, or a resend that never happened, would pass for the no-passcode or resent state.
import type { Page } from '@playwright/test';
import { LOGIN_COPY } from '../../../content/login';
import { STEP_UP_COPY } from '../../../content/stepUp';
import type { BrowserStep } from '../../../model-tests/browserPaths';
import { expect } from '../fixtures';
import { TOKEN_FAILED } from '../pathEvents/authRefusals';

const prefix = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The words of the modal's state after the step's outcomes, or undefined when nothing is texted or decided yet. */
export function stepUpStateWords(
  step: Pick<BrowserStep, 'label' | 'outcomes' | 'expect'>,
): RegExp | string | undefined {
  if (step.expect.modal !== 'stepUp') return undefined;
  const sends = step.outcomes.filter((outcome) => outcome.startsWith('sendOtp'));
  const last = sends.at(-1);
  if (last === 'sendOtp✗(otp_limit_reached)') return prefix(STEP_UP_COPY.otp.limitReached('').split(' on ')[0] ?? '');
  if (last?.startsWith('sendOtp✗')) return STEP_UP_COPY.otp.noPasscode;
  if (last !== 'sendOtp✓') return undefined;
  // a wrong answer sets a new challenge whose passcode is sent with the wrong state's words; a platform fault on the
  // token request one with the gone-wrong message (the login page's, machines/stepUp.ts)
  const lastSent = step.outcomes.lastIndexOf(last);
  const refused = step.outcomes.slice(0, lastSent).filter((outcome) => outcome.startsWith('requestToken✗'));
  if (refused.at(-1) === TOKEN_FAILED) return LOGIN_COPY.errors.token;
  if (refused.length > 0) return STEP_UP_COPY.otp.wrong;
  if (step.label === 'OTP_RESEND') return prefix(STEP_UP_COPY.otp.resent('').replace(/ ending \.$/, ''));
  return prefix(STEP_UP_COPY.otp.sent('').replace(/ ending \.$/, ''));
}

export async function expectStepUpState(page: Page, step: BrowserStep, timeout?: number) {
  const words = stepUpStateWords(step);
  if (words === undefined) return;
  const dialog = page.getByRole('dialog', { name: STEP_UP_COPY.title });
  await expect(dialog.getByText(words)).toBeVisible({ timeout });
}
