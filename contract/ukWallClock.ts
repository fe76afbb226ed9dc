// UK wall-clock time (doc 2 §5.7, §9): kept apart from bankHolidays.ts so that what needs only the clock (the
// platform's switch route at every request) does not load the date-holidays library with it.

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
