// The bridge between content's field definitions, the rule engine and react-final-form.
import { setIn } from 'final-form';
import type { FieldContent, FieldEnvironment } from '../../content/fields/fieldTypes';
import type { ApplicationForm } from '../../services/applicationForm';
import {
  type CustomRuleCheck,
  type RuleContext,
  standardCustomRules,
  validateForm,
  validateValue,
  valueAt,
} from '../../services/rules';
import { NAMED_TYPES } from '../../services/ruleTypes/namedTypes';

/**
 * The custom rules the pages name. `postcode` and `oneOf` are the platform's rules of the same names
 * (services/enquiryRules.ts `enquiryCustomRules`; validation.test.ts checks they agree), written here from the
 * named types so the start page does not load the platform's rule set (countries, bonds) with its form.
 */
export const pageCustomRules: Readonly<Record<string, CustomRuleCheck>> = {
  /** doc 2 §5.2: a UK postcode, or a BFPO number where the product allows it (`params.allowBFPO`). */
  postcode: (value, _values, params) => {
    const text = String(value);
    return NAMED_TYPES.ukPostcode(text) || (params.allowBFPO === true && NAMED_TYPES.bfpoPostcode(text));
  },
  /** doc 2 §3.9: one of `params.allowed` (values joined by |), as a product restricts residential statuses. */
  oneOf: (value, _values, params) =>
    String(params.allowed ?? '')
      .split('|')
      .includes(String(value)),
  /** doc 2 §5.3: a country chosen in one row of a list is excluded from the other rows. */
  notInOtherRows: (value, values, params) => {
    const rows = valueAt(values, String(params.list));
    if (!Array.isArray(rows)) return true;
    return !rows.some((row, index) => index !== Number(params.index) && row === value);
  },
  /** doc 2 §5.5: the pair the bank details lookup did not find (a 404) is invalid until either part changes. */
  bankDetailsFound: (value, values, params) =>
    !(
      String(value).replace(/\D/g, '') === String(params.invalidAccountNumber) &&
      String(valueAt(values, 'bankDetailsSortCode') ?? '').replace(/\D/g, '') === String(params.invalidSortCode)
    ),
};

export function ruleContext(): RuleContext {
  return {
    today: new Date(),
    customRules: { ...standardCustomRules, ...pageCustomRules },
    // doc 1 §5: an unknown validation type logs a warning (and fails).
    warn: (message) => console.warn(message),
  };
}

export function fieldsShownIn(fields: readonly FieldContent[], environment: FieldEnvironment): FieldContent[] {
  return fields.filter((field) => !field.showIn || field.showIn(environment));
}

/** Whether a field shows with these values (its `when`). */
export function isShown(field: FieldContent, values: ApplicationForm): boolean {
  return !field.when || field.when(values);
}

/** The rows of a list field as they are in the values. */
export function rowsOf(field: FieldContent, values: ApplicationForm): unknown[] {
  const rows = valueAt(values, field.name);
  return Array.isArray(rows) ? rows : [];
}

/** The fields with every shown list's rows in place after it: what is validated and summarised. */
export function expandRows(fields: readonly FieldContent[], values: ApplicationForm): FieldContent[] {
  return fields.flatMap((field) => {
    if (field.control !== 'list' || !field.itemFields || !isShown(field, values)) return [field];
    const rows = rowsOf(field, values).slice(0, field.maxItems ?? Number.POSITIVE_INFINITY);
    return [field, ...rows.flatMap((_, index) => field.itemFields?.(index, values) ?? [])];
  });
}

/** Field lists may depend on the values (address history, list rows). */
export type FieldsOf = readonly FieldContent[] | ((values: ApplicationForm) => readonly FieldContent[]);

export function fieldsFor(fields: FieldsOf, values: ApplicationForm): FieldContent[] {
  return expandRows(typeof fields === 'function' ? fields(values) : fields, values);
}

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

/** The DOM id of a field: its name with dots as dashes. */
export function fieldId(name: string): string {
  return name.replace(/\./g, '-');
}

/** Whether a single value passes a field's rules (the rule engine of services/rules.ts). */
export function passesRules(rules: FieldContent['rules'], value: string): boolean {
  return validateValue(rules, value, {}, ruleContext()) === undefined;
}
