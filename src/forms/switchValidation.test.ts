// The switch date with the clock frozen, in UTC (doc 2 §5.7, §9): at least 7 working days ahead, not a weekend or an England
// and Wales bank holiday (the list generated from date-holidays, contract/bankHolidayList.ts), under 90 days, one working day more from 10:00.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationForm } from '../../contract/applicationForm';
import { switchErrors } from './switchValidation';

const FULL_SWITCH: ApplicationForm = {
  wantsToSwitch: 'Yes',
  switchType: 'Full switch',
  switchAccountName: 'Ada Lovelace',
  switchAccountNumber: '12345678',
  switchSortCode: '309457',
  switchHasDebitCard: 'No',
  switchCloseOldAccount: true,
  switchAcceptFullTCs: true,
};

function freezeAt(instant: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(instant);
}

const dateError = (switchDate: string) => switchErrors({ ...FULL_SWITCH, switchDate }).switchDate;

afterEach(() => {
  vi.useRealTimers();
});

describe('switch date around Easter 2026 (Good Friday 3 April, Easter Monday 6 April)', () => {
  it('at 09:00 on Thursday 26 March the 7th working day is Wednesday 8 April, past both holidays', () => {
    freezeAt(new Date(Date.UTC(2026, 2, 26, 9, 0)));
    expect(dateError('08-04-2026')).toBeUndefined();
    expect(dateError('07-04-2026')).toMatch(/7 working days/); // the 6th
    expect(dateError('03-04-2026')).toMatch(/working day/); // Good Friday
    expect(dateError('06-04-2026')).toMatch(/working day/); // Easter Monday
  });

  it('from 10:00 the same day it needs one working day more', () => {
    freezeAt(new Date(Date.UTC(2026, 2, 26, 10, 0)));
    expect(dateError('08-04-2026')).toMatch(/7 working days/);
    expect(dateError('09-04-2026')).toBeUndefined();
  });
});

describe('switch date around Christmas 2026 (Friday 25, Boxing Day substitute Monday 28, New Year Friday 1 January)', () => {
  it('at 09:59 on Friday 18 December the 7th working day is Thursday 31 December', () => {
    freezeAt(new Date(Date.UTC(2026, 11, 18, 9, 59)));
    expect(dateError('31-12-2026')).toBeUndefined();
    expect(dateError('30-12-2026')).toMatch(/7 working days/);
    expect(dateError('25-12-2026')).toMatch(/working day/);
    expect(dateError('28-12-2026')).toMatch(/working day/); // Boxing Day's substitute
    expect(dateError('01-01-2027')).toMatch(/working day/);
  });

  it('at 10:00 sharp the next working day after New Year is the first one allowed', () => {
    freezeAt(new Date(Date.UTC(2026, 11, 18, 10, 0)));
    expect(dateError('31-12-2026')).toMatch(/7 working days/);
    expect(dateError('04-01-2027')).toBeUndefined();
  });
});

describe('the 10:00 cut-off is UK time', () => {
  it('in summer, 09:30 UTC is 10:30 BST: one working day more', () => {
    // Monday 1 June 2026: the 7th working day is Wednesday 10 June, the 8th Thursday 11 June
    freezeAt(new Date(Date.UTC(2026, 5, 1, 8, 59))); // 09:59 BST
    expect(dateError('10-06-2026')).toBeUndefined();
    freezeAt(new Date(Date.UTC(2026, 5, 1, 9, 30))); // 10:30 BST
    expect(dateError('10-06-2026')).toMatch(/7 working days/);
    expect(dateError('11-06-2026')).toBeUndefined();
  });
});

describe('the rest of the switch form (doc 2 §5.7)', () => {
  it('keeps the 90-day bound: 89 days on is allowed, 90 is not', () => {
    freezeAt(new Date(Date.UTC(2026, 10, 23, 9, 0))); // Monday 23 November 2026
    expect(dateError('19-02-2027')).toBeUndefined(); // Friday, 88 days
    expect(dateError('22-02-2027')).toMatch(/less than 90 days/); // Monday, 91 days
  });

  it('asks for the card only with a card, and the terms of the type chosen', () => {
    freezeAt(new Date(Date.UTC(2026, 10, 23, 9, 0)));
    const valid = { ...FULL_SWITCH, switchDate: '02-12-2026' };
    expect(switchErrors(valid)).toEqual({});
    expect(Object.keys(switchErrors({ ...valid, switchHasDebitCard: 'Yes' }))).toEqual([
      'switchDebitCardPan',
      'switchDebitCardExpiration',
    ]);
    expect(
      switchErrors({
        ...valid,
        switchHasDebitCard: 'Yes',
        switchDebitCardPan: '4000000000000002',
        switchDebitCardExpiration: '1026',
      }),
    ).toEqual({ switchDebitCardExpiration: 'Enter an expiry date as MMYY that has not passed' });
    expect(switchErrors({ ...valid, switchType: 'Payment transfer' })).toEqual({
      switchAcceptPaymentsTCs: 'Accept the terms of the payment transfer to continue',
    });
    expect(switchErrors({ wantsToSwitch: 'No' })).toEqual({});
    expect(switchErrors({})).toEqual({ wantsToSwitch: 'Select yes if you would like to switch' });
  });
});
