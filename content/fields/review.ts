// Review (step 3) fields: the five marketing consent questions and the terms acceptance (doc 2 §5.1, doc 3 §2).
import type { ApplicationForm } from '../../contract/applicationForm';
import type { ProductDefinition } from '../products';
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

// ---------------------------------------------------------------- the whole of review for one product

/** doc 2 §5.6: the review username, 6 to 70 of letters, numbers and . @ ! # $ & ' * = + - _, case sensitive. */
export const USERNAME_FIELD: FieldContent = {
  name: 'username',
  data: 'personal',
  label: 'Create a username',
  hint: "6 to 70 characters: letters, numbers and . @ ! # $ & ' * = + - _ only. It is case sensitive. You will use it to sign in.",
  control: 'text',
  section: 'username',
  autoComplete: 'username',
  rules: [
    { kind: 'required', message: 'Enter a username' },
    { kind: 'minLength', min: 6, message: 'Username must be 6 characters or more' },
    { kind: 'maxLength', max: 70, message: 'Username must be 70 characters or fewer' },
    {
      kind: 'regex',
      pattern: "^[A-Za-z0-9.@!#$&'*=+_-]*$",
      message: "Username must only include letters, numbers and . @ ! # $ & ' * = + - _",
    },
  ],
};

export interface ReviewEnvironment {
  product: ProductDefinition;
  isExistingCustomer: boolean;
  /** The username the platform answered 1036 (already in use) for, if it did (doc 2 §8). */
  usernameInUse?: string;
  /** The message of that answer (content/saveErrors.ts). */
  usernameInUseMessage?: string;
  /** doc 1 §4 "Portal": the username cannot be edited after SAVE_AND_RESUME; it is shown, not asked. */
  usernameLocked?: boolean;
}

/** doc 1 §4: a username carried over by save and resume is shown as it is (nothing to check: it cannot change). */
const LOCKED_USERNAME: FieldContent = {
  ...USERNAME_FIELD,
  label: 'Your username',
  hint: undefined,
  readOnly: true,
  rules: [],
};

/**
 * The questions of review (doc 3 §2 "Review", doc 2 §2): the username of a new customer, the five consent
 * questions, the direct-debit terms tick of a credit card paying by Direct Debit, the credit-card declaration and
 * the terms acceptance.
 */
export function reviewFields(environment: ReviewEnvironment, values: ApplicationForm): FieldContent[] {
  const { product } = environment;
  const consents = REVIEW_FIELDS.filter((field) => field.section === 'marketing');
  const terms = REVIEW_FIELDS.filter((field) => field.name === 'reviewAcceptTsAndCs');
  const username: FieldContent = {
    ...USERNAME_FIELD,
    rules: [
      ...USERNAME_FIELD.rules,
      // doc 2 §5.6: a new-to-bank username must not be exactly 10 digits (a customer number's shape)
      { kind: 'regex', pattern: '^(?![0-9]{10}$)', message: 'Username must not be a 10-digit number' },
      // doc 2 §8 1036: the platform said this one is in use; another must be chosen
      ...(environment.usernameInUse
        ? [
            {
              kind: 'notEqual',
              to: environment.usernameInUse,
              message: environment.usernameInUseMessage ?? 'That username is already in use',
            } as const,
          ]
        : []),
    ],
  };
  return [
    ...(environment.isExistingCustomer ? [] : [environment.usernameLocked ? LOCKED_USERNAME : username]),
    ...consents,
    ...(product.productType === 'credit-card' && values.setUpDirectDebit === 'Yes'
      ? [
          {
            name: 'directDebitReviewAcceptTsAndCs',
            label: 'I have read the Direct Debit instruction and I agree to pay by Direct Debit',
            control: 'checkbox',
            section: 'direct-debit-terms',
            rules: [{ kind: 'required', message: 'Confirm you agree to pay by Direct Debit' }],
          } satisfies FieldContent,
        ]
      : []),
    ...(product.declarationOnReview
      ? [
          {
            name: 'declarationAccept',
            label:
              'I declare that the information I have given is true and complete, and that I can afford to repay what I borrow',
            control: 'checkbox',
            section: 'declaration',
            rules: [{ kind: 'required', message: 'Confirm the declaration' }],
          } satisfies FieldContent,
        ]
      : []),
    ...terms,
  ];
}
