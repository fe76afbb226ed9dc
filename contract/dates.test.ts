import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWorkingDays,
  addYears,
  ageOn,
  type CalendarDate,
  calendarDateOf,
  compareDates,
  dayOfWeek,
  daysBetween,
  formatDisplayDate,
  fromApiDate,
  isWorkingDay,
  parseAnyDate,
  parseDisplayDate,
  parseIsoDate,
  toApiDate,
  workingDaysBetween,
} from './dates';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe('display and API dates (doc 2 §9)', () => {
  it('converts DD-MM-YYYY to YYYY-MM-DD and back', () => {
    expect(toApiDate('05-03-1990')).toBe('1990-03-05');
    expect(fromApiDate('1990-03-05')).toBe('05-03-1990');
  });

  it('refuses dates that are not on the calendar or not in the format', () => {
    expect(parseDisplayDate('31-02-2000')).toBeUndefined();
    expect(parseDisplayDate('29-02-2001')).toBeUndefined();
    expect(parseDisplayDate('29-02-2000')).toEqual(d(2000, 2, 29));
    expect(parseDisplayDate('29-02-1900')).toBeUndefined();
    expect(parseDisplayDate('5-3-1990')).toBeUndefined();
    expect(parseDisplayDate('00-01-1990')).toBeUndefined();
    expect(parseDisplayDate('01-13-1990')).toBeUndefined();
    expect(toApiDate('1990-03-05')).toBeUndefined();
    expect(fromApiDate('05-03-1990')).toBeUndefined();
    expect(parseIsoDate('1990-02-30')).toBeUndefined();
  });

  it('reads either format where a rule may meet both', () => {
    expect(parseAnyDate('05-03-1990')).toEqual(d(1990, 3, 5));
    expect(parseAnyDate('1990-03-05')).toEqual(d(1990, 3, 5));
    expect(parseAnyDate('05/03/1990')).toBeUndefined();
  });

  it('keeps four-digit years below 100 as they are', () => {
    expect(formatDisplayDate(d(50, 1, 2))).toBe('02-01-0050');
    expect(addDays(d(99, 12, 31), 1)).toEqual(d(100, 1, 1));
  });

  it('reads the local calendar day of an instant', () => {
    expect(calendarDateOf(new Date(2024, 5, 14, 23, 59))).toEqual(d(2024, 6, 14));
  });
});

describe('day arithmetic', () => {
  it('compares and counts days across month and year ends', () => {
    expect(compareDates(d(2024, 1, 1), d(2023, 12, 31))).toBeGreaterThan(0);
    expect(compareDates(d(2024, 1, 1), d(2024, 1, 1))).toBe(0);
    expect(daysBetween(d(2023, 12, 31), d(2024, 3, 1))).toBe(61);
    expect(addDays(d(2024, 2, 28), 1)).toEqual(d(2024, 2, 29));
    expect(addDays(d(2024, 3, 1), -1)).toEqual(d(2024, 2, 29));
  });

  it('adds years, with 29 February landing on 1 March in a common year', () => {
    expect(addYears(d(1990, 3, 5), 16)).toEqual(d(2006, 3, 5));
    expect(addYears(d(2000, 2, 29), 18)).toEqual(d(2018, 3, 1));
    expect(addYears(d(2000, 2, 29), 4)).toEqual(d(2004, 2, 29));
    expect(addYears(d(2024, 6, 14), -18)).toEqual(d(2006, 6, 14));
  });

  it('counts whole years of age, turning on the birthday itself', () => {
    expect(ageOn(d(2006, 6, 14), d(2024, 6, 14))).toBe(18);
    expect(ageOn(d(2006, 6, 14), d(2024, 6, 13))).toBe(17);
    expect(ageOn(d(2000, 2, 29), d(2018, 2, 28))).toBe(17);
    expect(ageOn(d(2000, 2, 29), d(2018, 3, 1))).toBe(18);
  });
});

describe('working days (doc 2 §9: Monday to Friday)', () => {
  const friday = d(2024, 6, 14);

  it('knows the day of the week', () => {
    expect(dayOfWeek(friday)).toBe(5);
    expect(dayOfWeek(d(1970, 1, 1))).toBe(4);
    expect(dayOfWeek(d(1969, 12, 28))).toBe(0);
  });

  it('skips weekends and bank holidays', () => {
    expect(isWorkingDay(friday)).toBe(true);
    expect(isWorkingDay(d(2024, 6, 15))).toBe(false);
    expect(isWorkingDay(d(2024, 6, 16))).toBe(false);
    expect(isWorkingDay(d(2024, 8, 26), ['2024-08-26'])).toBe(false);
  });

  it('counts the working days after a date up to and including another', () => {
    expect(workingDaysBetween(friday, d(2024, 6, 15))).toBe(0);
    expect(workingDaysBetween(friday, d(2024, 6, 17))).toBe(1);
    expect(workingDaysBetween(friday, d(2024, 6, 25))).toBe(7);
    expect(workingDaysBetween(friday, d(2024, 6, 25), ['2024-06-18'])).toBe(6);
    expect(workingDaysBetween(friday, friday)).toBe(0);
    expect(workingDaysBetween(d(2024, 6, 17), friday)).toBe(-1);
  });

  it('finds the n-th working day after a date', () => {
    expect(addWorkingDays(friday, 1)).toEqual(d(2024, 6, 17));
    expect(addWorkingDays(friday, 7)).toEqual(d(2024, 6, 25));
    expect(addWorkingDays(friday, 7, ['2024-06-25'])).toEqual(d(2024, 6, 26));
    expect(addWorkingDays(friday, 0)).toEqual(friday);
  });
});
