// The bridge between content's field definitions and the rule engine, for any form (final-form's validator:
// finalFormValidator.ts, so a page without final-form does not load it).
import type { FieldContent, FieldEnvironment } from '../../content/fields/fieldTypes';
import type { ApplicationForm } from '../../contract/applicationForm';
import { expandRows } from '../../contract/fieldRules';
import { type RuleContext, standardCustomRules, validateForm, validateValue } from '../../contract/rules';

export { expandRows, isShown, rowsOf } from '../../contract/fieldRules';
export { fieldId } from './fieldId';

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

/** Field lists may depend on the values (address history, list rows). */
export type FieldsOf = readonly FieldContent[] | ((values: ApplicationForm) => readonly FieldContent[]);

export function fieldsFor(fields: FieldsOf, values: ApplicationForm): FieldContent[] {
  return expandRows(typeof fields === 'function' ? fields(values) : fields, values);
}

/** The errors of the fields in page order, for the error summary. */
export function orderedErrors(fields: FieldsOf, values: ApplicationForm): { name: string; message: string }[] {
  const all = fieldsFor(fields, values);
  const flat = validateForm(all, values, ruleContext());
  const seen = new Set<string>();
  // One link per message: "Enter your house number or house name" stands for both of its fields.
  return all
    .filter((field) => flat[field.name])
    .map((field) => ({ name: field.name, message: flat[field.name] as string }))
    .filter((error) => !seen.has(error.message) && seen.add(error.message));
}

/** Whether a single value passes a field's rules (the rule engine of contract/rules.ts). */
export function passesRules(rules: FieldContent['rules'], value: string): boolean {
  return validateValue(rules, value, {}, ruleContext()) === undefined;
}
