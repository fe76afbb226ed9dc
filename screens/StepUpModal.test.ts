// The step-up modal's words (doc 3 §2 passcode states, §8 messages): a platform fault on the token request shows the
// login page's gone-wrong message over the new challenge, and keeps what was typed but the passcode (issue 10).
import { describe, expect, it } from 'vitest';
import { LOGIN_COPY } from '../content/login';
import { STEP_UP_COPY } from '../content/stepUp';
import type { LoginChallenge } from '../machines/actorContracts';
import { answersKeptFor } from './ChallengeInputs';
import { stepUpProblem } from './StepUpModal';

describe('the step-up modal', () => {
  it('says something went wrong after a platform fault, with or without a passcode', () => {
    expect(stepUpProblem('sent', 'fault', '')).toBe(LOGIN_COPY.errors.token);
    expect(stepUpProblem('challenge', 'fault', '')).toBe(LOGIN_COPY.errors.token);
    expect(LOGIN_COPY.errors.token).toMatch(/went wrong/);
    expect(stepUpProblem('sent', 'first', '')).toBeUndefined();
    expect(stepUpProblem('challenge', 'wrong', '')).toBe(STEP_UP_COPY.wrong);
    expect(stepUpProblem('wrong', 'wrong', '')).toBe(STEP_UP_COPY.otp.wrong);
  });

  it('keeps the answers to the same questions for the new challenge, never the spent passcode', () => {
    const otp: LoginChallenge = {
      type: 'otp',
      inputs: [{ authIndex: 0, field: 'otp', label: 'One-time passcode', kind: 'digits', length: 10 }],
    };
    const dob: LoginChallenge = {
      type: 'date_of_birth',
      inputs: [{ authIndex: 0, field: 'date_of_birth', label: 'Date of birth', kind: 'date' }],
    };
    const characters = (...positions: string[]): LoginChallenge => ({
      type: 'partial_password',
      inputs: positions.map((label, authIndex) => ({ authIndex, field: 'partial_password', label, kind: 'character' })),
    });
    const typed = {
      'otp-0': '0123456789',
      'date_of_birth-0': '12-05-1981',
      'partial_password-0': 'a',
      'partial_password-1': 'b',
    };
    // the passcode's challenge again: the date of birth stays, the passcode goes
    expect(answersKeptFor(typed, [otp, dob], [otp, dob])).toEqual({ 'date_of_birth-0': '12-05-1981' });
    // other characters of the password asked: only the one asked again stays
    expect(
      answersKeptFor(typed, [characters('Character 2', 'Character 5')], [characters('Character 2', 'Character 7')]),
    ).toEqual({ 'partial_password-0': 'a' });
  });
});
