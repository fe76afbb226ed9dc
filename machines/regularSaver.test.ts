import { describe, expect, it } from 'vitest';
import { regularSaverOutcome } from './regularSaver';

const current = { accountType: 'current', productCode: '135' };

describe('the Regular Saver Exclusive checks after authentication (doc 1 §4)', () => {
  it('sends under 16s to the error task and 16 and 17 year olds to a branch', () => {
    expect(regularSaverOutcome({ ageYears: 15, accounts: [current] })).toBe('underage');
    expect(regularSaverOutcome({ ageYears: 16, accounts: [current] })).toBe('applyInBranch');
    expect(regularSaverOutcome({ ageYears: 17, accounts: [current] })).toBe('applyInBranch');
  });

  it('allows one only, and needs a listed current account', () => {
    expect(
      regularSaverOutcome({ ageYears: 40, accounts: [current, { accountType: 'savings', productCode: '760' }] }),
    ).toBe('existingAccount');
    expect(regularSaverOutcome({ ageYears: 40, accounts: [{ accountType: 'savings', productCode: '759' }] })).toBe(
      'openCurrentAccount',
    );
    expect(regularSaverOutcome({ ageYears: 18, accounts: [current] })).toBe('eligible');
  });
});
