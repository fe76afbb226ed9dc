// What a screen needs to show and check one field: the rule engine's definition (name, rules, when)
// plus its label, hint, control and options. Screens render these; they do not contain them.
import type { ApplicationForm } from '../../services/applicationForm';
import type { FieldDefinition } from '../../services/rules';

export interface Option {
  value: string;
  label: string;
}

export type Control = 'text' | 'email' | 'tel' | 'date' | 'currency' | 'radio' | 'select' | 'checkbox' | 'checkboxes';

/** What a field's visibility may depend on besides the values: the product and the configuration. */
export interface FieldEnvironment {
  supportsOverdraft: boolean;
  overdraftsFeature: boolean;
  isJoint: boolean;
}

export interface FieldContent extends FieldDefinition<ApplicationForm> {
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
}

export interface Section {
  id: string;
  title: string;
}

export const yesNo: readonly Option[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
