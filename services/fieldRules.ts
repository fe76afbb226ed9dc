// The field layer of the one rule engine (doc 2 §5.8): what a declared field enforces. Content declares each
// field once, as data (content/fields: name, rules with their parameters and messages, options, list caps,
// conditions on the values and on the environment); the screens (src/forms/validation.ts) and the platform
// (services/enquiryRules.ts) both validate with `enforcedRules` of those declarations, so a value is refused on
// both sides by the same rule with the same message.
import type { FieldDefinition, Rule } from './rules';

/** What the engine reads of a field's declaration besides its rules (content/fields/fieldTypes.ts FieldContent). */
export interface DeclaredField<V extends object = object> extends FieldDefinition<V> {
  control?: string;
  /** A choice among these values (select, radio, checkboxes): anything else is refused. */
  options?: readonly { value: string }[];
  /** A list's cap (doc 2 §5.3, §9). */
  maxItems?: number;
  /** A list's rows: the fields of row `index`. */
  itemFields?: (index: number, values: V) => DeclaredField<V>[];
  /**
   * The options are the whole allowed set (doc 2 §3.9 "each product restricts the allowed set": country codes,
   * contact methods, payment choices): a value outside them is refused. Without it the options are what the
   * screens offer, and the platform also takes the other values the API allows (doc 2 §3.1 codes such as
   * EMPLOYED from other integrations).
   */
  closedOptions?: boolean;
  /** Shown from the bank's records, not asked (doc 2 §4): its value is not the applicant's choice. */
  readOnly?: boolean;
  /**
   * The platform insists on this field's `required` rule on submit: its decision needs it (doc 2 §7.1;
   * platform/cases/submitReadiness.ts). Every other `required` is the screens' alone, so partial integrations
   * can still submit; autosave (doc 1 §4) is checked without any `required`.
   */
  decisionNeeds?: boolean;
}

/** doc 3 §5: the wording of a choice that is not one of the options (doc 2 §5.1 consent questions). */
const NOT_AN_OPTION = 'Please select one of the options to continue';

/**
 * The rules a declared field enforces: its own, then what its declaration implies. A select or radio with closed
 * options takes one of them and checkboxes only them (doc 2 §3.9 "each product restricts the allowed set"): on
 * the screens the control cannot offer anything else, on the platform the same declaration refuses it. The message is
 * the field's own `required` wording, so both sides name the same thing.
 */
export function enforcedRules<V extends object>(field: DeclaredField<V>): readonly Rule[] {
  if (!field.options || !field.closedOptions || field.readOnly) return field.rules;
  const allowed = field.options.map((option) => option.value).join('|');
  const message = field.rules.find((rule) => rule.kind === 'required')?.message ?? NOT_AN_OPTION;
  if (field.control === 'select' || field.control === 'radio')
    return [...field.rules, { kind: 'custom', name: 'oneOf', params: { allowed }, message }];
  if (field.control === 'checkboxes')
    return [...field.rules, { kind: 'custom', name: 'eachOneOf', params: { allowed }, message }];
  return field.rules;
}

/** Whether a field shows with these values (its `when`). */
export function isShown<V extends object>(field: FieldDefinition<V>, values: V): boolean {
  return !field.when || field.when(values);
}

/** The rows of a list field as they are in the values. */
export function rowsOf(field: { name: string }, values: object): unknown[] {
  let current: unknown = values;
  for (const key of field.name.split('.')) current = (current as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(current) ? current : [];
}

/** The fields with every shown list's rows in place after it: what is validated and summarised. */
export function expandRows<F extends DeclaredField<V>, V extends object>(fields: readonly F[], values: V): F[] {
  return fields.flatMap((field) => {
    if (field.control !== 'list' || !field.itemFields || !isShown(field, values)) return [field];
    const rows = rowsOf(field, values).slice(0, field.maxItems ?? Number.POSITIVE_INFINITY);
    return [field, ...rows.flatMap((_, index) => (field.itemFields?.(index, values) ?? []) as F[])];
  });
}
