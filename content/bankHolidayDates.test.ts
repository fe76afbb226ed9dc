// The generated England and Wales bank-holiday list (scripts/bankHolidayDates.ts) against the date-holidays library
// it was generated from: when the library's next version moves a day, this fails; run the script again.
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { englandAndWalesHolidaysOf } from '../contract/bankHolidayCalendar';
import { isListedBankHoliday } from '../contract/bankHolidayList';
import { isEnglandAndWalesBankHoliday } from '../contract/bankHolidays';
import { BANK_HOLIDAY_DAYS } from './bankHolidayDates';
import { BANK_HOLIDAY_YEARS } from './bankHolidayYears';

// A hundred years worked out by the library: about a second alone, more than vitest's 5 s on a host whose cores the
// whole suite keeps busy (CI 2026-11-29 11:14-11:37).
describe('the England and Wales bank-holiday list the screens check switch dates against', { timeout: 60_000 }, () => {
  it('holds, for every year it covers, the days the library gives (run scripts/bankHolidayDates.ts when not)', () => {
    for (let year = BANK_HOLIDAY_YEARS.from; year <= BANK_HOLIDAY_YEARS.to; year++) {
      const fromLibrary = englandAndWalesHolidaysOf(Holidays, year).map((iso) => iso.slice(5).replace('-', ''));
      expect(BANK_HOLIDAY_DAYS[year], String(year)).toBe(fromLibrary.join(' '));
    }
    expect(Object.keys(BANK_HOLIDAY_DAYS)).toHaveLength(BANK_HOLIDAY_YEARS.to - BANK_HOLIDAY_YEARS.from + 1);
  });

  it('answers as the library does for every day from this year to the one after next', () => {
    const thisYear = new Date().getUTCFullYear();
    let holidays = 0;
    for (let year = thisYear; year <= thisYear + 2; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= new Date(Date.UTC(year, month, 0)).getUTCDate(); day++) {
          const date = { year, month, day };
          expect(isListedBankHoliday(date), `${year}-${month}-${day}`).toBe(isEnglandAndWalesBankHoliday(date));
          if (isListedBankHoliday(date)) holidays++;
        }
      }
    }
    // eight bank holidays a year at least (a substitute day adds one)
    expect(holidays).toBeGreaterThanOrEqual(24);
  });

  it('knows the days of 2026: Good Friday, Easter Monday, the May and August bank holidays, Christmas, Boxing Day substituted', () => {
    const days = ['2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28'];
    for (const iso of days) {
      const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
      expect(isListedBankHoliday({ year, month, day }), iso).toBe(true);
    }
    expect(isListedBankHoliday({ year: 2026, month: 4, day: 5 })).toBe(false); // Easter Sunday: an observance
  });
});
