// The step-up modal's words (doc 3 §2 passcode states, §8 messages): a platform fault on the token request shows the
// login page's gone-wrong message over the new challenge, and keeps what was typed but the passcode (issue 10).
import { describe, expect, it } from 'vitest';
import { LOGIN_COPY } from '../content/login';
import { STEP_UP_COPY } from '../content/stepUp';
import { keptAfterFault, stepUpProblem } from './StepUpModal';

describe('the step-up modal', () => {
  it('says something went wrong after a platform fault, with or without a passcode', () => {
    expect(stepUpProblem('sent', 'fault', '')).toBe(LOGIN_COPY.errors.token);
    expect(stepUpProblem('challenge', 'fault', '')).toBe(LOGIN_COPY.errors.token);
    expect(LOGIN_COPY.errors.token).toMatch(/went wrong/);
    expect(stepUpProblem('sent', 'first', '')).toBeUndefined();
    expect(stepUpProblem('challenge', 'wrong', '')).toBe(STEP_UP_COPY.wrong);
    expect(stepUpProblem('wrong', 'wrong', '')).toBe(STEP_UP_COPY.otp.wrong);
  });

  it('keeps the answers but the spent passcode for the new challenge', () => {
    expect(keptAfterFault({ 'otp-0': '0123456789', 'dob-1': '01/02/1980', 'password-2': 'x' })).toEqual({
      'dob-1': '01/02/1980',
      'password-2': 'x',
    });
  });
});
