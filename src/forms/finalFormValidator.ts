// A final-form validator from content's field definitions (kept apart from validation.ts so that the start page's
// plain form, which imports validation.ts, does not load final-form; issue 16).
import { setIn } from 'final-form';
import type { ApplicationForm } from '../../contract/applicationForm';
import { validateForm } from '../../contract/rules';
import { type FieldsOf, fieldsFor, ruleContext } from './validation';

/** Whether two forms hold the same values: final-form copies the values object for every validation, but a value it
 * has not changed keeps its identity (it sets values immutably), so one comparison per answer tells. */
function sameValues(a: ApplicationForm, b: ApplicationForm): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (a[key as keyof ApplicationForm] !== b[key as keyof ApplicationForm] || !Object.hasOwn(b, key)) return false;
  }
  return true;
}

/**
 * A final-form validator: errors nested like the values (`addresses.0.postcode` becomes addresses[0].postcode).
 * final-form validates the whole form again with values it has validated already (a field registering or leaving, a
 * behaviour's batch that changed nothing, the form on its way out after Continue): the answer to the same values on
 * the same day is the one worked out last, not worked out again (issue 16).
 */
export function validatorFor(fields: FieldsOf) {
  let last: { values: ApplicationForm; day: string; errors: object } | undefined;
  return (values: ApplicationForm) => {
    const context = ruleContext();
    // the date rules (ages, dates in the past) read today: a form validated yesterday is validated again
    const day = context.today.toDateString();
    if (last && last.day === day && sameValues(last.values, values)) return last.errors;
    const flat = validateForm(fieldsFor(fields, values), values, context);
    let nested: object = {};
    const names = Object.keys(flat);
    for (const [name, message] of Object.entries(flat)) {
      // a list's own message (none added, too many) cannot sit where its rows' messages are: the rows' win
      if (names.some((other) => other.startsWith(`${name}.`))) continue;
      nested = setIn(nested, name, message);
    }
    last = { values, day, errors: nested };
    return nested;
  };
}
