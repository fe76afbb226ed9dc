// The field layer of the one rule engine (doc 2 §5.8): what a declared field enforces. Content declares each
// field once, as data (content/fields: name, rules with their parameters and messages, options, list caps,
// conditions on the values and on the environment); the screens (src/forms/validation.ts) and the platform
// (contract/enquiryRules.ts) both validate the fields `expandRows` gives of those declarations, so a value is refused on
// both sides by the same rule with the same message.
import { type FieldDefinition, valueAt } from './rules';

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
  /**
   * The platform insists on this field's `required` rule on submit: its decision needs it (doc 2 §7.1;
   * platform/cases/submitReadiness.ts). Every other `required` is the screens' alone, so partial integrations
   * can still submit; autosave (doc 1 §4) is checked without any `required`.
   */
  decisionNeeds?: boolean;
}

/**
 * The fields to validate: every field, and after each shown list its rows, each with the rules its declaration
 * enforces: its own, then what the declaration implies. A select or radio with closed options takes one of them
 * and checkboxes only them (doc 2 §3.9 "each product restricts the allowed set"): on the screens the control
 * cannot offer anything else, on the platform the same declaration refuses it. The message is the field's first
 * (its `required`) wording, so both sides name the same thing.
 */
export function expandRows<F extends DeclaredField<V>, V extends object>(fields: readonly F[], values: V): F[] {
  // A plain loop rather than flatMap and map: this runs on every autosave for some hundred fields (issue 16).
  const expanded: F[] = [];
  for (const field of fields) {
    expanded.push(withClosedOptions<F, V>(field));
    if (field.control !== 'list' || !field.itemFields || !isShown(field, values)) continue;
    const rows = Math.min(rowsOf(field, values).length, field.maxItems ?? Number.POSITIVE_INFINITY);
    for (let index = 0; index < rows; index += 1) {
      for (const item of field.itemFields(index, values) as F[]) expanded.push(withClosedOptions<F, V>(item));
    }
  }
  return expanded;
}

function withClosedOptions<F extends DeclaredField<V>, V extends object>(field: F): F {
  const { options, rules } = field;
  if (!options || !field.closedOptions) return field;
  let closed = CLOSED.get(field) as F | undefined;
  if (!closed) {
    closed = {
      ...field,
      rules: [
        ...rules,
        { kind: 'custom', name: 'oneOf', params: { allowed: allowedOf(options) }, message: rules[0]?.message ?? '' },
      ],
    };
    CLOSED.set(field, closed);
  }
  return closed;
}

/**
 * A closed field with its `oneOf` rule, made once for each declaration (issue 16): a function of the declaration
 * alone; a declaration built for each call (a list row's) takes its entry with it (WeakMap).
 */
const CLOSED = new WeakMap<DeclaredField<never>, DeclaredField<never>>();

/**
 * The `oneOf` parameter of a closed set of options, joined once per options array: the country lists have some 200
 * options, and joining them on every validation was a third of an autosave's rule checking (issue 16,
 * bench/results/profile.md). Fields with a constant options array (nationality, country of birth) hit the cache; a list
 * row's options filtered per call (content/fields/employmentDetails.ts countryOptions) are joined per call, as before.
 */
const ALLOWED_OF = new WeakMap<readonly { value: string }[], string>();
function allowedOf(options: readonly { value: string }[]): string {
  let allowed = ALLOWED_OF.get(options);
  if (allowed === undefined) {
    allowed = options.map((option) => option.value).join('|');
    ALLOWED_OF.set(options, allowed);
  }
  return allowed;
}

/** Whether a field shows with these values (its `when`). */
export function isShown<V extends object>(field: FieldDefinition<V>, values: V): boolean {
  return !field.when || field.when(values);
}

/** The rows of a list field as they are in the values. */
export function rowsOf(field: { name: string }, values: object): unknown[] {
  const rows = valueAt(values, field.name);
  return Array.isArray(rows) ? rows : [];
}
