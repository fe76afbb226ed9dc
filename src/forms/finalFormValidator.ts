// A final-form validator from content's field definitions (kept apart from validation.ts so that the start page's
// plain form, which imports validation.ts, does not load final-form; issue 16).
import { setIn } from 'final-form';
import type { ApplicationForm } from '../../contract/applicationForm';
import { validateForm } from '../../contract/rules';
import { type FieldsOf, fieldsFor, ruleContext } from './validation';

/** A final-form validator: errors nested like the values (`addresses.0.postcode` becomes addresses[0].postcode). */
export function validatorFor(fields: FieldsOf) {
  return (values: ApplicationForm) => {
    const flat = validateForm(fieldsFor(fields, values), values, ruleContext());
    let nested: object = {};
    const names = Object.keys(flat);
    for (const [name, message] of Object.entries(flat)) {
      // a list's own message (none added, too many) cannot sit where its rows' messages are: the rows' win
      if (names.some((other) => other.startsWith(`${name}.`))) continue;
      nested = setIn(nested, name, message);
    }
    return nested;
  };
}
