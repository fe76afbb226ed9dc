// England and Wales bank holidays with the date-holidays library imported (bankHolidayCalendar.ts says which days
// count), for the screens and the tests; the platform loads the library at its first switch request instead.
import Holidays from 'date-holidays';
import { englandAndWalesCalendar } from './bankHolidayCalendar';

/** Whether the day is an England and Wales bank holiday (a substitute day included). */
export const isEnglandAndWalesBankHoliday = englandAndWalesCalendar(Holidays);

// The UK wall clock lives in ukWallClock.ts (no library): re-exported for the screens that import both from here.
export { ukWallClock } from './ukWallClock';
