// England and Wales bank holidays (doc 2 §5.7 "not a weekend or bank holiday", §9 business days), from the
// date-holidays library (offline, kept up to date by its maintainers), never a hand-written list. Only the public
// holidays count (Good Friday, Easter Monday, the May and August bank holidays, Christmas, Boxing Day and their
// substitute days); observances (Mother's Day, Easter Sunday) do not. The library's class is passed in, so that the
// platform can load it only when a switch request needs it (issue 16: platform/switching/switchValidation.ts);
// bankHolidays.ts is the calendar with the library imported.
import type Holidays from 'date-holidays';
import { type CalendarDate, formatIsoDate } from './dates';

/** A year's England and Wales bank holidays (substitute days included) by the library given, as ISO dates in order. */
export function englandAndWalesHolidaysOf(HolidaysLibrary: typeof Holidays, year: number): string[] {
  return [
    ...new Set(
      new HolidaysLibrary('GB', 'ENG')
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public' || holiday.type === 'bank')
        .map((holiday) => holiday.date.slice(0, 10)),
    ),
  ].sort();
}

/** Whether a day is an England and Wales bank holiday (a substitute day included), by the library given. */
export function englandAndWalesCalendar(HolidaysLibrary: typeof Holidays): (date: CalendarDate) => boolean {
  const byYear = new Map<number, ReadonlySet<string>>();
  const holidaysOf = (year: number): ReadonlySet<string> => {
    let found = byYear.get(year);
    if (!found) {
      found = new Set(englandAndWalesHolidaysOf(HolidaysLibrary, year));
      byYear.set(year, found);
    }
    return found;
  };
  return (date) => holidaysOf(date.year).has(formatIsoDate(date));
}
