// The switch page's validation: the one declaration of content/fields/switching.ts, run by the one rule engine with
// the England and Wales bank-holiday calendar (contract/bankHolidays.ts). Kept apart from validation.ts so that only
// the switch page's chunk carries the date-holidays library, not the start page.
import { SWITCH_FIELDS } from '../../content/fields/switching';
import type { ApplicationForm } from '../../contract/applicationForm';
import { isEnglandAndWalesBankHoliday, ukWallClock } from '../../contract/bankHolidays';
import { expandRows, isShown } from '../../contract/fieldRules';
import { type RuleContext, validateForm } from '../../contract/rules';
import { ruleContext } from './validation';

/** The screens' rule context (the clock read now, as UK time) with the bank-holiday calendar. */
export function switchRuleContext(): RuleContext {
  const context = ruleContext();
  return { ...context, today: ukWallClock(context.today), isBankHoliday: isEnglandAndWalesBankHoliday };
}

/** The switch fields shown with these values (a hidden field is neither shown nor checked). */
export function shownSwitchFields(values: ApplicationForm) {
  return expandRows(SWITCH_FIELDS, values).filter((field) => isShown(field, values));
}

/** Messages by field name, in page order; {} when the switch form is valid. */
export function switchErrors(values: ApplicationForm): Record<string, string> {
  return validateForm(expandRows(SWITCH_FIELDS, values), values, switchRuleContext());
}
