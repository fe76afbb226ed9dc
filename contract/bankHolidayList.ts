// England and Wales bank holidays from the list generated from the date-holidays library
// (content/bankHolidayDates.ts, scripts/bankHolidayDates.ts), for the screens: the same days as bankHolidays.ts
// (content/bankHolidayDates.test.ts), without the library's 1.4 MB in the switch page's chunk (issue 16).
import { BANK_HOLIDAY_DAYS } from '../content/bankHolidayDates';
import type { CalendarDate } from './dates';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Whether the day is an England and Wales bank holiday (a substitute day included). A year past the list
 * (content/bankHolidayYears.ts: to 2099) has none here; the platform, which checks the same date with the library,
 * still refuses a holiday then.
 */
export function isListedBankHoliday(date: CalendarDate): boolean {
  return BANK_HOLIDAY_DAYS[date.year]?.split(' ').includes(`${pad(date.month)}${pad(date.day)}`) ?? false;
}
