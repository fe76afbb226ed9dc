// England and Wales bank holidays (doc 2 §5.7 "not a weekend or bank holiday", §9 business days), from the
// date-holidays library (offline, kept up to date by its maintainers), never a hand-written list. Only the public
// holidays count (Good Friday, Easter Monday, the May and August bank holidays, Christmas, Boxing Day and their
// substitute days); observances (Mother's Day, Easter Sunday) do not.
import Holidays from 'date-holidays';
import { type CalendarDate, formatIsoDate } from './dates';

const calendar = new Holidays('GB', 'ENG');
const byYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let found = byYear.get(year);
  if (!found) {
    found = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public' || holiday.type === 'bank')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    byYear.set(year, found);
  }
  return found;
}

/** Whether the day is an England and Wales bank holiday (a substitute day included). */
export function isEnglandAndWalesBankHoliday(date: CalendarDate): boolean {
  return holidaysOf(date.year).has(formatIsoDate(date));
}

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/**
 * The instant as UK wall-clock time, in a Date whose local fields read London's day and hour: the rule engine reads
 * `today` in local time, and the switch date's day and its 10:00 cut-off (doc 2 §5.7, §9) are the UK's, whatever
 * the time zone of the browser or the server (10:00 BST is 09:00 UTC).
 */
export function ukWallClock(instant: Date): Date {
  const parts = Object.fromEntries(LONDON.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return new Date(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    instant.getSeconds(),
  );
}
