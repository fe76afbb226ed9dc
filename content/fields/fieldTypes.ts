// What a screen needs to show and check one field: the rule engine's definition (name, rules, when)
// plus its label, hint, control and options. Screens render these; they do not contain them.
import type { ApplicationForm } from '../../contract/applicationForm';
import type { DeclaredField } from '../../contract/fieldRules';
import type { BondIssue } from '../bonds';
import type { ProductDefinition } from '../products';

export interface Option {
  value: string;
  label: string;
}

export type Control =
  | 'text'
  /** Typed but not shown (registration password and PIN, doc 3 "Registration and login"). */
  | 'password'
  | 'email'
  | 'tel'
  | 'date'
  | 'currency'
  | 'radio'
  | 'select'
  | 'checkbox'
  | 'checkboxes'
  /** A repeatable list (citizenships, tax obligations, international payments): rows of `itemFields`. */
  | 'list';

/** What a field's visibility may depend on besides the values: the product and the configuration. */
export interface FieldEnvironment {
  supportsOverdraft: boolean;
  overdraftsFeature: boolean;
  isJoint: boolean;
}

/**
 * Everything the field set of a step depends on besides the values (doc 2 §3.8 product definition, §3.1 bankID,
 * subType JOINT): built once per screen by `fieldEnvironment` (content/fields/environment.ts).
 */
export interface ProductFieldEnvironment extends FieldEnvironment {
  product: ProductDefinition;
  /** doc 2 §3.1 bankID: a new customer of the VM and DYB brands chooses CB or YB. */
  needsBankChoice: boolean;
  /** doc 2 §5.1: mobile-only (07 and 9 digits) or general (01, 02 or 07 and 9 digits). */
  phoneMode: 'mobile' | 'general';
  isExistingCustomer: boolean;
  /** The bond issue a bond product's amount is checked against (doc 2 §5.4). */
  bondIssue: BondIssue | undefined;
}

/**
 * What a field's value is, where it must not go (common rule "secrets never in logs, URLs or browser storage"):
 * personal data of doc 2 §3.1 (names, dates, addresses, contact details, incomes, account numbers) or a secret
 * (password, PIN, security answers, card number, NI number, link code). The platform's log redaction and the
 * inspector's masker are derived from these flags (content/fields/dataClasses.ts): a new field needs only its flag.
 */
export type DataClass = 'personal' | 'secret';

/** A field's one declaration (contract/fieldRules.ts DeclaredField): the screens and the platform both enforce it. */
export interface FieldContent extends DeclaredField<ApplicationForm> {
  /** Personal data or a secret (DataClass); absent for answers that say nothing about the person (options, flags). */
  data?: DataClass;
  label: string;
  hint?: string;
  control: Control;
  options?: readonly Option[];
  /** Section anchor on the page (doc 1 web task anchors). */
  section: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  /** Narrow inputs for short values (GOV.UK width classes). */
  width?: 'short' | 'medium';
  /** A field shown only in some environments (product, feature flags, joint). */
  showIn?: (environment: FieldEnvironment) => boolean;
  /** A list's rows: the fields of row `index` (names `list.index` or `list.index.part`), given the values. */
  itemFields?: (index: number, values: ApplicationForm) => FieldContent[];
  /** A list's cap (doc 2 §5.3, §9: 5 citizenships, 5 international payment countries). */
  maxItems?: number;
  /** A list's add and remove button labels. */
  addLabel?: string;
  removeLabel?: string;
  /** The value of a new row of a list. */
  newItem?: () => unknown;
  /** The form a typed value takes when the field is left (NI number upper case, sort code in pairs). */
  normalise?: (value: string) => string;
  /** A heading above the field (a sub-section such as "Previous address 1"). */
  heading?: string;
  /** Shown, not asked: an existing customer's details from the bank's records (doc 2 §4). */
  readOnly?: boolean;
  /** How a read-only value is shown (doc 2 §9 data masks); display only, the form keeps the real value. */
  mask?: (value: string) => string;
}

export interface Section {
  id: string;
  title: string;
  /** Paragraphs shown under the section's heading (doc 3 wording). */
  intro?: readonly string[];
}

export const yesNo: readonly Option[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

/** A plain text field of a section: the shape most credential and switching fields share. */
export function textField(name: string, label: string, section: string, rules: FieldContent['rules']): FieldContent {
  return { name, label, control: 'text', section, rules };
}
