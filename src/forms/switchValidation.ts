// The switch page's validation: the one declaration of content/fields/switching.ts, run by the one rule engine with
// the England and Wales bank holidays listed from the date-holidays library at development time
// (contract/bankHolidayList.ts; the platform checks the same date with the library itself). Kept apart from
// validation.ts so that only the switch page's chunk carries the list, not the start page.
import { SWITCH_FIELDS } from '../../content/fields/switching';
import type { ApplicationForm } from '../../contract/applicationForm';
import { isListedBankHoliday } from '../../contract/bankHolidayList';
import { expandRows, isShown } from '../../contract/fieldRules';
import { type RuleContext, validateForm } from '../../contract/rules';
import { ukWallClock } from '../../contract/ukWallClock';
import { ruleContext } from './validation';

/** The screens' rule context (the clock read now, as UK time) with the bank-holiday calendar. */
export function switchRuleContext(): RuleContext {
  const context = ruleContext();
  return { ...context, today: ukWallClock(context.today), isBankHoliday: isListedBankHoliday };
}

/** The switch fields shown with these values (a hidden field is neither shown nor checked). */
export function shownSwitchFields(values: ApplicationForm) {
  return expandRows(SWITCH_FIELDS, values).filter((field) => isShown(field, values));
}

/** Messages by field name, in page order; {} when the switch form is valid. */
export function switchErrors(values: ApplicationForm): Record<string, string> {
  return validateForm(expandRows(SWITCH_FIELDS, values), values, switchRuleContext());
}
