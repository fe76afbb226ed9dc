// The platform's checks of the enquiry payload (doc 2 §5, §7.1), derived from the one declaration of every
// field (content/fields) by the one rule engine (contract/fieldRules.ts, contract/rules.ts): the platform reads
// each applicant back into the flat form with fromEnquiry, builds the field set the screens would show for the
// same product, brand, customer kind and joint flag, and enforces the same rules with the same messages, so an
// error names the flat field the client names (`phoneNumber`, `dateOfBirth`, `addresses.1.dateMoved`).
//
// Two modes, because autosave sends partial forms (doc 1 §4 "Form save and submit"):
// - 'partial' (create, update): only what is present is checked; nothing is required;
// - 'complete' (submit): the same, plus the `required` rules of the fields whose declaration says the decision
//   needs them (`decisionNeeds`). Every other `required` is the screens' alone, so partial integrations can
//   still submit.
import type { BondIssue } from '../content/bonds';
import { EMPLOYMENT_FIELDS, step2Fields } from '../content/fields/employmentDetails';
import { environmentCache, fieldEnvironment } from '../content/fields/environment';
import { step1Fields } from '../content/fields/personalDetails';
import { reviewFields } from '../content/fields/review';
import type { ProductDefinition } from '../content/products';
import { type DeclaredField, expandRows } from './fieldRules';
import type { EnquiryForm } from './mapping';
import { type FieldDefinition, type RuleContext, standardCustomRules, validateForm } from './rules';

export type ValidationMode = 'partial' | 'complete';

export interface EnquiryRuleOptions {
  product: ProductDefinition;
  mode: ValidationMode;
  /** The enquiry's brand (doc 2 §3.1): it chooses the phone mode and the bank choice, as on the screens. */
  brandId?: string;
  /** doc 2 §3.1 subType JOINT: joint cases hide the overdraft section (doc 2 §4). */
  isJoint?: boolean;
  /** doc 2 §3.1 isExistingCustomer: no username of their own, no bank choice (doc 2 §5.6). */
  isExistingCustomer?: boolean;
  /** The bond issue of a bond product (doc 2 §5.4); default: the product variant's issue, else the latest. */
  bondIssue?: BondIssue;
}

/** doc 2 §4: a question this environment does not ask takes no answer (an overdraft on a joint case). */
const NOT_OFFERED = 'This is not offered for this product or application';

/** Every field the screens declare for this applicant's product, brand, kind and answers, list rows included. */
export function declaredFields(form: EnquiryForm, options: EnquiryRuleOptions): DeclaredField<EnquiryForm>[] {
  const { product } = options;
  const base = fieldEnvironment({
    product,
    brandId: options.brandId ?? '',
    subType: options.isJoint ? 'JOINT' : undefined,
    isExistingCustomer: options.isExistingCustomer,
    // the platform takes what any configuration of the screens may send
    overdraftsFeature: true,
    productVariant: form.productVariant,
  });
  const environment = options.bondIssue ? { ...base, bondIssue: options.bondIssue } : base;
  const shown = [
    ...step1Fields(environment, form),
    ...step2Fields(environment, form),
    ...reviewFields({ product, isExistingCustomer: environment.isExistingCustomer }, form),
  ];
  const expanded: DeclaredField<EnquiryForm>[] = expandRows(shown, form);
  expanded.push(...notOfferedFields(environment));
  return expanded;
}

/** The questions this environment does not ask, each taking no answer: the environment's alone, built once. */
const notOfferedFields = environmentCache((environment) =>
  EMPLOYMENT_FIELDS.filter((field) => field.showIn && !field.showIn(environment)).map(
    (field): DeclaredField<EnquiryForm> => ({
      name: field.name,
      rules: [{ kind: 'notEqual', to: 'Yes', message: NOT_OFFERED }],
    }),
  ),
);

/**
 * The rule definitions for one applicant's form, in the mode's strength: the declared fields' enforced rules,
 * `required` kept only on submit and only where the decision needs the field.
 */
export function enquiryFieldRules(form: EnquiryForm, options: EnquiryRuleOptions): FieldDefinition<EnquiryForm>[] {
  const complete = options.mode === 'complete';
  const cache = complete ? COMPLETE_RULES : PARTIAL_RULES;
  const definitions: FieldDefinition<EnquiryForm>[] = [];
  for (const field of declaredFields(form, options)) {
    let definition = cache.get(field);
    if (!definition) {
      definition = {
        name: field.name,
        when: field.when,
        rules: field.rules.filter((rule) => rule.kind !== 'required' || (complete && field.decisionNeeds)),
      };
      cache.set(field, definition);
    }
    definitions.push(definition);
  }
  return definitions;
}

/**
 * A declared field's definition in each mode, made once for each declaration (issue 16): the declarations are the
 * content's constant objects (built once for each environment), so these hit; a list row's fields are built for
 * each call and their entries go with them (WeakMap). A definition is a function of its declaration alone.
 */
const PARTIAL_RULES = new WeakMap<DeclaredField<EnquiryForm>, FieldDefinition<EnquiryForm>>();
const COMPLETE_RULES = new WeakMap<DeclaredField<EnquiryForm>, FieldDefinition<EnquiryForm>>();

/** The flat form the rules read: the personal residential status falls back to the current address's. */
export function formForRules(form: EnquiryForm): EnquiryForm {
  const residentialStatus = form.residentialStatus ?? form.addresses?.[0]?.residentialStatus;
  return residentialStatus === undefined ? form : { ...form, residentialStatus };
}

export interface EnquiryViolation {
  /** The applicant's position in the enquiry (0 the first). */
  applicant: number;
  /** The flat field name of doc 2 §3.1 (`phoneNumber`, `addresses.1.dateMoved`). */
  field: string;
  message: string;
}

/**
 * Every rule the enquiry breaks, applicant by applicant, in rule order: [] when it keeps them all. Each
 * applicant is read back into the flat form with `fromEnquiry`, the same form the client validated.
 */
export function validateEnquiryForms(
  forms: readonly EnquiryForm[],
  options: EnquiryRuleOptions,
  context: Omit<RuleContext, 'customRules'>,
): EnquiryViolation[] {
  const ruleContext: RuleContext = { ...context, customRules: standardCustomRules };
  return forms.flatMap((raw, applicant) => {
    const form = formForRules(raw);
    const errors = validateForm(enquiryFieldRules(form, options), form, ruleContext);
    return Object.entries(errors).map(([field, text]) => ({ applicant, field, message: text }));
  });
}
