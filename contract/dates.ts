// Calendar-date helpers: DD-MM-YYYY on screen, YYYY-MM-DD in the API (doc 2 §9), ages, years and
// working days (Monday to Friday, less bank holidays; doc 2 §9). A CalendarDate has no time and no
// zone; a Date is read in local time, so "today" is the local day of whoever runs the rule.

export interface CalendarDate {
  readonly year: number;
  /** 1 to 12 */
  readonly month: number;
  readonly day: number;
}

const DISPLAY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** A real calendar date, or undefined (31-02-2000 is not one). */
export function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** DD-MM-YYYY, as typed on screen. */
export function parseDisplayDate(text: string): CalendarDate | undefined {
  const match = DISPLAY_DATE.exec(text);
  return match ? calendarDate(Number(match[3]), Number(match[2]), Number(match[1])) : undefined;
}

/** YYYY-MM-DD, as sent in payloads. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(text);
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

/** Either format: the two patterns cannot be confused. */
export function parseAnyDate(text: string): CalendarDate | undefined {
  return parseDisplayDate(text) ?? parseIsoDate(text);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function formatDisplayDate(date: CalendarDate): string {
  return `${pad(date.day, 2)}-${pad(date.month, 2)}-${pad(date.year, 4)}`;
}

export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** '05-03-1990' → '1990-03-05'; undefined when the text is not a real DD-MM-YYYY date. */
export function toApiDate(display: string): string | undefined {
  const date = parseDisplayDate(display);
  return date && formatIsoDate(date);
}

/** '1990-03-05' → '05-03-1990'; undefined when the text is not a real YYYY-MM-DD date. */
export function fromApiDate(iso: string): string | undefined {
  const date = parseIsoDate(iso);
  return date && formatDisplayDate(date);
}

/** The local calendar day of an instant. */
export function calendarDateOf(instant: Date): CalendarDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/** Days since 1970-01-01; setUTCFullYear keeps years below 100 as they are. */
function dayNumber(date: CalendarDate): number {
  const utc = new Date(0);
  utc.setUTCFullYear(date.year, date.month - 1, date.day);
  return Math.round(utc.getTime() / MS_PER_DAY);
}

function fromDayNumber(days: number): CalendarDate {
  const utc = new Date(days * MS_PER_DAY);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** Negative when a is earlier, 0 on the same day, positive when a is later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

/**
 * The same day `years` later (or earlier). 29 February lands on 1 March in a common year, the
 * UK convention for leap-day birthdays, so that ageOn(dob, addYears(dob, n)) === n always holds.
 */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return calendarDate(year, date.month, date.day) ?? { year, month: 3, day: 1 };
}

/** Whole years completed on `on` by someone born on `dateOfBirth`. */
export function ageOn(dateOfBirth: CalendarDate, on: CalendarDate): number {
  const beforeBirthday = on.month < dateOfBirth.month || (on.month === dateOfBirth.month && on.day < dateOfBirth.day);
  return on.year - dateOfBirth.year - (beforeBirthday ? 1 : 0);
}

/** 0 Sunday to 6 Saturday; 1970-01-01 was a Thursday. */
export function dayOfWeek(date: CalendarDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function isWeekend(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6;
}

/** Bank holidays: a list of YYYY-MM-DD dates, or a calendar (contract/bankHolidays.ts, from date-holidays). */
export type BankHolidays = readonly string[] | ((date: CalendarDate) => boolean);

function isBankHoliday(date: CalendarDate, bankHolidays: BankHolidays): boolean {
  return typeof bankHolidays === 'function' ? bankHolidays(date) : bankHolidays.includes(formatIsoDate(date));
}

/** Monday to Friday and not one of the bank holidays (doc 2 §9). */
export function isWorkingDay(date: CalendarDate, bankHolidays: BankHolidays = []): boolean {
  return !isWeekend(date) && !isBankHoliday(date, bankHolidays);
}

/**
 * Working days after `from` up to and including `to`: from a Friday to the next Monday is 1.
 * Negative when `to` is earlier (the working days after `to` up to and including `from`).
 */
export function workingDaysBetween(from: CalendarDate, to: CalendarDate, bankHolidays: BankHolidays = []): number {
  const span = daysBetween(from, to);
  if (span < 0) return -workingDaysBetween(to, from, bankHolidays);
  let count = 0;
  for (let offset = 1; offset <= span; offset++) {
    if (isWorkingDay(addDays(from, offset), bankHolidays)) count++;
  }
  return count;
}

/** The `count`-th working day after `from` (count ≥ 1), or `from` itself for 0. */
export function addWorkingDays(from: CalendarDate, count: number, bankHolidays: BankHolidays = []): CalendarDate {
  let date = from;
  for (let found = 0; found < count; ) {
    date = addDays(date, 1);
    if (isWorkingDay(date, bankHolidays)) found++;
  }
  return date;
}
