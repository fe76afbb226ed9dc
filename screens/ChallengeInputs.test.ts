// The login page's and step-up modal's challenge inputs checked before anything is sent (doc 2 §5.6 challenge
// inputs; doc 3 §5 "telephone access code 4 digits; card number 16 digits", "the one-time passcode is also 10
// numeric characters"): the inputs as services/authApi.ts builds them from the platform's challenge, each answer
// through its declared rules.
import { describe, expect, it } from 'vitest';
import { LOGIN_COPY } from '../content/login';
import type { LoginChallenge } from '../machines/actorContracts';
import { challengeInputs } from '../services/authApi';
import { checkChallengeAnswers } from './ChallengeInputs';

const acn: LoginChallenge = {
  type: 'acn',
  inputs: challengeInputs({ type: 'acn', fields: ['access_code', 'sort_code', 'account_number'] }),
};
const debitCard: LoginChallenge = {
  type: 'debit_card',
  inputs: challengeInputs({ type: 'debit_card', fields: ['pan', 'sort_code', 'account_number'] }),
};
const otp: LoginChallenge = { type: 'otp', inputs: challengeInputs({ type: 'otp', length: 10 }) };

const typed = (challenge: LoginChallenge, ...answers: string[]) =>
  Object.fromEntries(answers.map((answer, index) => [`${challenge.type}-${index}`, answer]));

describe('challenge inputs', () => {
  it('take their labels from content/login.ts', () => {
    expect(acn.inputs.map((input) => input.label)).toEqual([
      LOGIN_COPY.challengeInputs.access_code,
      LOGIN_COPY.challengeInputs.sort_code,
      LOGIN_COPY.challengeInputs.account_number,
    ]);
    expect(debitCard.inputs[0]?.label).toBe('Card number');
    expect(otp.inputs[0]?.label).toBe('One-time passcode');
  });

  it('refuse a telephone access code of three digits with doc 3 §5 message, on the access code input', () => {
    const checked = checkChallengeAnswers([acn], typed(acn, '123', '123456', '12345678'), 'challenge');
    expect(checked.errors).toEqual([{ name: 'challenge-acn-0', message: 'Your access code is 4 digits' }]);
    expect(checked.missing).toBe(false);
  });

  it('refuse a card number of fifteen digits, and the message never carries what was typed', () => {
    const checked = checkChallengeAnswers([debitCard], typed(debitCard, '499999000000002', '123456', '12345678'), 'x');
    expect(checked.errors).toEqual([{ name: 'x-debit_card-0', message: 'Your card number is 16 digits' }]);
    expect(JSON.stringify(checked.errors)).not.toContain('499999');
  });

  it('refuse a passcode that is not 10 digits, and one with a letter', () => {
    for (const passcode of ['123456789', '12345678a0']) {
      const checked = checkChallengeAnswers([otp], typed(otp, passcode), 'step-up');
      expect(checked.errors).toEqual([{ name: 'step-up-otp-0', message: 'Your passcode is 10 digits' }]);
    }
  });

  it('take the passcode length from the challenge (doc 2 §5.6)', () => {
    const six: LoginChallenge = { type: 'otp', inputs: challengeInputs({ type: 'otp', length: 6 }) };
    expect(checkChallengeAnswers([six], typed(six, '123456'), 'p').errors).toEqual([]);
    expect(checkChallengeAnswers([six], typed(six, '1234567890'), 'p').errors[0]?.message).toBe(
      'Your passcode is 6 digits',
    );
  });

  it('refuse a date of birth not typed DD-MM-YYYY before it is turned into the API date', () => {
    const dob: LoginChallenge = { type: 'date_of_birth', inputs: challengeInputs({ type: 'date_of_birth' }) };
    expect(checkChallengeAnswers([dob], typed(dob, '1971-11-02'), 'p').errors[0]?.message).toBe(
      'Enter your date of birth as DD-MM-YYYY',
    );
    expect(checkChallengeAnswers([dob], typed(dob, '02-11-1971'), 'p').errors).toEqual([]);
  });

  it('pass well-formed answers through, trimmed and in authIndex order', () => {
    const checked = checkChallengeAnswers([acn], typed(acn, ' 2468 ', '123456', '70000011'), 'challenge');
    expect(checked.errors).toEqual([]);
    expect(checked.missing).toBe(false);
    expect(checked.answers).toEqual([
      { authType: 'acn', authIndex: 0, answer: '2468' },
      { authType: 'acn', authIndex: 1, answer: '123456' },
      { authType: 'acn', authIndex: 2, answer: '70000011' },
    ]);
  });

  it('say an empty input is missing, without a format message for it', () => {
    const checked = checkChallengeAnswers([acn], typed(acn, '', '123456', '70000011'), 'challenge');
    expect(checked.missing).toBe(true);
    expect(checked.errors).toEqual([]);
  });
});
