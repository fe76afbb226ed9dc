// The bridge between content's field definitions, the rule engine and react-final-form.
import { setIn } from 'final-form';
import type { FieldContent, FieldEnvironment } from '../../content/fields/fieldTypes';
import type { ApplicationForm } from '../../services/applicationForm';
import { type RuleContext, standardCustomRules, validateForm } from '../../services/rules';

export function ruleContext(): RuleContext {
  return {
    today: new Date(),
    customRules: standardCustomRules,
    // doc 1 §5: an unknown validation type logs a warning (and fails).
    warn: (message) => console.warn(message),
  };
}

export function fieldsShownIn(fields: readonly FieldContent[], environment: FieldEnvironment): FieldContent[] {
  return fields.filter((field) => !field.showIn || field.showIn(environment));
}

/** A final-form validator: errors nested like the values (`addresses.0.postcode` becomes addresses[0].postcode). */
export function validatorFor(fields: readonly FieldContent[]) {
  return (values: ApplicationForm) => {
    const flat = validateForm(fields, values, ruleContext());
    let nested: object = {};
    for (const [name, message] of Object.entries(flat)) nested = setIn(nested, name, message);
    return nested;
  };
}

/** The errors of the fields in page order, for the error summary. */
export function orderedErrors(
  fields: readonly FieldContent[],
  values: ApplicationForm,
): { name: string; message: string }[] {
  const flat = validateForm(fields, values, ruleContext());
  const seen = new Set<string>();
  // One link per message: "Enter your house number or house name" stands for both of its fields.
  return fields
    .filter((field) => flat[field.name])
    .map((field) => ({ name: field.name, message: flat[field.name] as string }))
    .filter((error) => !seen.has(error.message) && seen.add(error.message));
}

/** The DOM id of a field: its name with dots as dashes. */
export function fieldId(name: string): string {
  return name.replace(/\./g, '-');
}
