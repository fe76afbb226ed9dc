// Review (step 3) fields: the five marketing consent questions and the terms acceptance (doc 2 §5.1, doc 3 §2).
import type { FieldContent } from './fieldTypes';
import { yesNo } from './fieldTypes';
import { SELECT_AN_OPTION } from './messages';

const consent = (name: string, label: string): FieldContent => ({
  name,
  label,
  control: 'radio',
  section: 'marketing',
  options: yesNo,
  rules: [{ kind: 'required', message: SELECT_AN_OPTION }],
});

export const REVIEW_FIELDS: readonly FieldContent[] = [
  consent('consentEmail', 'By email'),
  consent('consentInternetBanking', 'In internet banking and the app'),
  consent('consentMessaging', 'By text message'),
  consent('consentVoice', 'By phone'),
  consent('consentPost', 'By post'),
  {
    name: 'reviewAcceptTsAndCs',
    label: 'I have read and accept the terms and conditions, and I have read the key features and the fee information',
    control: 'checkbox',
    section: 'declaration',
    rules: [{ kind: 'required', message: 'Confirm you have read and accept the terms and conditions' }],
  },
];
