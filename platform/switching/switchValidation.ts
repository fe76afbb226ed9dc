// The platform's check of a switch request (doc 1 §7 POST /banks/{bank-id}/cases/cas, doc 2 §5.7, §8; doc 3 §8):
// after the schema's structure, the switch fields' own rules (content/fields/switching.ts, the declaration the switch
// page validates with) over the form the payload stands for (contract/switchMapping.ts), with England and Wales bank
// holidays. A field's refusal is a 400 with that field's message, the one the page shows; a date the old bank cannot
// switch on is the 409 of doc 3 §8 (345 not a working day, 346 under 7 working days). Pure: the route and the
// agreement test (contract/validationAgreement.test.ts) both run it.
import { BRANDS, findBrand } from '../../content/brands';
import { SWITCH_FIELDS } from '../../content/fields/switching';
import { switchMessage } from '../../content/switching';
import { englandAndWalesCalendar } from '../../contract/bankHolidayCalendar';
import { type CalendarDate, isWorkingDay, parseIsoDate } from '../../contract/dates';
import { switchFormOf } from '../../contract/switchMapping';
import type { SwitchRequest } from '../../contract/switchSchemas';
import { ukWallClock } from '../../contract/ukWallClock';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { fieldRefusal, firstViolation } from '../http/fieldRefusal';

/** doc 3 §8 codes the platform decides itself. */
export const SWITCH_DATE_NOT_WORKING_DAY = '345';
export const SWITCH_DATE_TOO_SOON = '346';
export const SWITCH_IN_PROGRESS = '348';

function phoneOf(bankId: string): string {
  const brand = Object.values(BRANDS).find((candidate) => candidate.apiBankId === bankId) ?? findBrand(bankId);
  return brand?.phone ?? '';
}

type BankHolidayCheck = (date: CalendarDate) => boolean;
let bankHolidays: Promise<BankHolidayCheck> | undefined;

/**
 * England and Wales bank holidays (contract/bankHolidayCalendar.ts), the date-holidays library loaded at the first
 * switch request (issue 16): it carries every country's calendar, ~9 MB of the platform's heap and ~13 MiB of its
 * idle resident memory (bench/results/2026-11-29-mem1.md), for a check only a switch request makes.
 */
export function englandAndWalesBankHolidays(): Promise<BankHolidayCheck> {
  bankHolidays ??= import('date-holidays').then(
    (module) => englandAndWalesCalendar(module.default),
    (error: unknown) => {
      bankHolidays = undefined; // the next request tries again
      throw error;
    },
  );
  return bankHolidays;
}

/** A refusal by the old bank: 409 with the switch code and its doc 3 §8 message. */
export function switchRefused(code: string, bankId: string): ApiError {
  return new ApiError(409, code, switchMessage(code, phoneOf(bankId)));
}

/** What the platform answers a structurally valid switch request that breaks a field rule; undefined when none. */
export function switchRefusal(
  body: SwitchRequest,
  input: { bankId: string; now: Date; warn: (message: string) => void; isBankHoliday: BankHolidayCheck },
): ApiError | undefined {
  const form = switchFormOf(body);
  const context = { today: ukWallClock(input.now), warn: input.warn, isBankHoliday: input.isBankHoliday };
  // every field but the date first: its refusal is the old bank's (409) where the day cannot be switched on
  const refusal = fieldRefusal(
    SWITCH_FIELDS.filter((field) => field.name !== 'switchDate'),
    form,
    context,
  );
  if (refusal) return refusal;
  const dateError = firstViolation(
    SWITCH_FIELDS.filter((field) => field.name === 'switchDate'),
    form,
    context,
  )?.message;
  if (!dateError) return undefined;
  const date = parseIsoDate(body.complete_date);
  if (date && !isWorkingDay(date, input.isBankHoliday)) return switchRefused(SWITCH_DATE_NOT_WORKING_DAY, input.bankId);
  if (/working days/.test(dateError)) return switchRefused(SWITCH_DATE_TOO_SOON, input.bankId);
  return new ApiError(400, ERROR_CODES.invalidRequest, dateError, 'switchDate');
}
