// The credential and login rules of doc 2 §5.6 as field definitions for the rule engine (registration, login,
// letter code, one-time passcode, challenge inputs, alternative identification). Wording from doc 3 §5.
import { type DataClass, type FieldContent, textField } from './fieldTypes';
import {
  ALTERNATIVE_ADDRESS_PATTERN,
  ALTERNATIVE_FIRST_NAME_PATTERN,
  ALTERNATIVE_LAST_NAME_PATTERN,
  CUSTOMER_NUMBER_PATTERN,
  LETTER_CODE_PATTERN,
  LOGIN_USERNAME_PATTERN,
} from './patterns';

const text = (name: string, label: string, rules: FieldContent['rules'], data?: DataClass): FieldContent => ({
  ...textField(name, label, 'credentials', rules),
  ...(data ? { data } : {}),
});

export const CUSTOMER_NUMBER_RULES: FieldContent['rules'] = [
  { kind: 'required', message: 'Enter your customer number' },
  { kind: 'regex', pattern: CUSTOMER_NUMBER_PATTERN, message: 'Your customer number is 10 digits and starts with 10' },
];

/** Login username 6-16 letters or digits (doc 2 §5.6). */
export const LOGIN_USERNAME_RULES: FieldContent['rules'] = [
  { kind: 'required', message: 'Enter your username' },
  { kind: 'regex', pattern: LOGIN_USERNAME_PATTERN, message: 'Your username is 6 to 16 letters or numbers' },
  // Ten digits are a customer number (starting 10) or nothing: never a username (doc 2 §5.6).
  { kind: 'regex', pattern: '^(?!\\d{10}$)', message: 'Your username is 6 to 16 letters or numbers' },
];

/**
 * The security questions a customer chooses three of at registration (doc 2 §5.6; served by
 * GET /banks/{bank}/ref/credentials/security_questions). SQ01-SQ04 are the ones the seeded customers answer.
 */
export const SECURITY_QUESTIONS: readonly { value: string; label: string }[] = [
  { value: 'SQ01', label: 'What was the name of your first pet?' },
  { value: 'SQ02', label: 'In which town or city were you born?' },
  { value: 'SQ03', label: 'What was the name of your first school?' },
  { value: 'SQ04', label: 'What street did you grow up on?' },
  { value: 'SQ05', label: "What is your oldest cousin's first name?" },
  { value: 'SQ06', label: 'What was the make of your first car?' },
];

/** doc 3 §8 "Registration credential problem: a template with the credential name and a reason". */
export function registrationProblem(credential: string, reason: string): string {
  return `There is a problem with your ${credential.toLowerCase()}: ${reason}`;
}

/** The registration fields whose values are confirmations: the screen checks them, the platform never sees them. */
export const REGISTRATION_CONFIRMATIONS: readonly string[] = ['registrationPassword2', 'telephonePinConfirmation'];

export const REGISTRATION_FIELDS: readonly FieldContent[] = [
  text('customerNumber', 'Customer number', CUSTOMER_NUMBER_RULES, 'personal'),
  {
    ...text(
      'registrationPassword1',
      'Password',
      [
        { kind: 'required', message: 'Enter a password' },
        { kind: 'minLength', min: 8, message: 'Your password must be 8 to 16 characters' },
        { kind: 'maxLength', max: 16, message: 'Your password must be 8 to 16 characters' },
        // doc 2 §5.6: at least one letter, one number and one symbol; the pound sign is excluded.
        {
          kind: 'regex',
          pattern: '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s£])[^£\\s]+$',
          message: 'Your password needs at least one letter, one number and one symbol (not £)',
        },
      ],
      'secret',
    ),
    control: 'password',
    autoComplete: 'new-password',
    hint: '8 to 16 characters with at least one letter, one number and one symbol (not £). Passwords are case sensitive.',
  },
  {
    ...text(
      'registrationPassword2',
      'Confirm your password',
      [
        { kind: 'required', message: 'Confirm your password' },
        { kind: 'equal', to: { field: 'registrationPassword1' }, message: 'The passwords do not match' },
      ],
      'secret',
    ),
    control: 'password',
    autoComplete: 'new-password',
  },
  // doc 2 §5.6: three questions in one reading; the same question cannot be chosen twice.
  ...[1, 2, 3].flatMap((index): FieldContent[] => [
    {
      name: `securityQuestion${index}`,
      data: 'personal',
      label: `Security question ${index}`,
      control: 'select',
      section: 'credentials',
      options: SECURITY_QUESTIONS,
      closedOptions: true,
      rules: [
        { kind: 'required', message: 'Choose a security question' },
        ...[1, 2, 3]
          .filter((other) => other !== index)
          .map((other) => ({
            kind: 'notEqual' as const,
            to: { field: `securityQuestion${other}` },
            message: 'Choose a different question for each answer',
          })),
      ],
    },
    text(
      `securityAnswer${index}`,
      `Answer ${index}`,
      [
        { kind: 'required', message: 'Enter your answer' },
        { kind: 'regex', pattern: '^[A-Za-z0-9]{6,20}$', message: 'Your answer must be 6 to 20 letters and numbers' },
      ],
      'secret',
    ),
  ]),
  {
    ...text(
      'telephonePin',
      'Telephone PIN',
      [
        { kind: 'required', message: 'Enter a 4-digit PIN' },
        { kind: 'regex', pattern: '^\\d{4}$', message: 'Your PIN must be 4 digits' },
        {
          kind: 'custom',
          name: 'pinNotGuessable',
          message: 'Your PIN must not repeat one digit or use consecutive numbers',
        },
      ],
      'secret',
    ),
    control: 'password',
    inputMode: 'numeric',
    width: 'short',
    hint: '4 digits, not all the same and not a run such as 1234 or 4321',
  },
  {
    ...text(
      'telephonePinConfirmation',
      'Confirm your telephone PIN',
      [
        { kind: 'required', message: 'Confirm your PIN' },
        { kind: 'equal', to: { field: 'telephonePin' }, message: 'The PINs do not match' },
      ],
      'secret',
    ),
    control: 'password',
    inputMode: 'numeric',
    width: 'short',
  },
  // doc 3 "Registration and login": "a telephone PIN and acceptance of terms"; doc 2 §5.6 "Terms must be accepted".
  {
    name: 'registrationTerms',
    label: 'I accept the terms and conditions of internet and telephone banking',
    control: 'checkbox',
    section: 'credentials',
    rules: [{ kind: 'required', message: 'Accept the terms and conditions to register' }],
  },
];

/** Letter code and one-time passcode: exactly 10 digits (doc 2 §5.6; the passcode length may come from the challenge). */
export const LETTER_CODE_RULES: FieldContent['rules'] = [
  { kind: 'required', message: 'Enter the 10-digit code from your letter' },
  { kind: 'regex', pattern: LETTER_CODE_PATTERN, message: 'Your letter code is 10 digits' },
];

/** A date of birth typed DD-MM-YYYY (doc 2 §5.1): alternative identification and the date_of_birth challenge. */
const DATE_OF_BIRTH_FORMAT: FieldContent['rules'][number] = {
  kind: 'type',
  type: 'date',
  message: 'Enter your date of birth as DD-MM-YYYY',
};

/** Challenge inputs (doc 2 §5.6). */
export const CHALLENGE_INPUT_RULES: Record<string, FieldContent['rules']> = {
  access_code: [{ kind: 'regex', pattern: '^\\d{4}$', message: 'Your access code is 4 digits' }],
  sort_code: [{ kind: 'type', type: 'sortCode', message: 'Enter a 6-digit sort code' }],
  account_number: [{ kind: 'type', type: 'accountNumber', message: 'Enter an 8-digit account number' }],
  pan: [{ kind: 'regex', pattern: '^\\d{16}$', message: 'Your card number is 16 digits' }],
  credit_limit: [{ kind: 'regex', pattern: '^\\d+$', message: 'Enter your credit limit in pounds' }],
  partial_password: [{ kind: 'regex', pattern: '^.$', message: 'Enter one character' }],
  date_of_birth: [DATE_OF_BIRTH_FORMAT],
};

/**
 * The one-time passcode: digits, as many as the challenge asks (doc 2 §5.6 "passcode length taken from the challenge
 * (default 10)"; doc 3 §5 "the one-time passcode is also 10 numeric characters").
 */
export const OTP_DEFAULT_LENGTH = 10;

/** The rules of one challenge input by its doc 2 §3.5 name; none for free answers (a security question). */
export function challengeInputRules(field: string | undefined, length?: number): FieldContent['rules'] {
  if (field === 'otp') {
    const digits = length || OTP_DEFAULT_LENGTH;
    return [{ kind: 'regex', pattern: `^\\d{${digits}}$`, message: `Your passcode is ${digits} digits` }];
  }
  return (field ? CHALLENGE_INPUT_RULES[field] : undefined) ?? [];
}

/** Alternative identification (doc 2 §5.6): all required. */
export const ALTERNATIVE_IDENTIFICATION_FIELDS: readonly FieldContent[] = [
  text(
    'authFirstName',
    'First name',
    [
      { kind: 'required', message: 'Enter your first name' },
      // doc 3 §5 "Authentication page: names letters and spaces only" (doc 2 §5.6: 1 to 35, 1 to 25 letters)
      { kind: 'regex', pattern: ALTERNATIVE_FIRST_NAME_PATTERN, message: 'Use letters and spaces only, up to 35' },
    ],
    'personal',
  ),
  text(
    'authLastName',
    'Last name',
    [
      { kind: 'required', message: 'Enter your last name' },
      { kind: 'regex', pattern: ALTERNATIVE_LAST_NAME_PATTERN, message: 'Use letters and spaces only, up to 25' },
    ],
    'personal',
  ),
  text(
    'authDateOfBirth',
    'Date of birth',
    [
      { kind: 'required', message: 'Enter your date of birth' },
      DATE_OF_BIRTH_FORMAT,
      { kind: 'minAge', years: 18, message: 'You need to be 18 or over' },
      { kind: 'maxAge', years: 120, message: 'Enter a real date of birth' },
    ],
    'personal',
  ),
  {
    ...text('authGender', 'Gender', [{ kind: 'required', message: 'Select your gender' }], 'personal'),
    control: 'radio',
    options: [
      { value: 'Male', label: 'Male' },
      { value: 'Female', label: 'Female' },
    ],
  },
  text(
    'authHouseNumber',
    'House number',
    [
      { kind: 'required', message: 'Enter your house number' },
      // two readings: doc 3 §5 "at most 40", doc 2 §5.6 "1 to 35": the stricter, 35, is kept (house number and street)
      { kind: 'regex', pattern: ALTERNATIVE_ADDRESS_PATTERN, message: 'Use letters and numbers only, up to 35' },
    ],
    'personal',
  ),
  text(
    'authStreet',
    'Street',
    [
      { kind: 'required', message: 'Enter your street' },
      { kind: 'regex', pattern: ALTERNATIVE_ADDRESS_PATTERN, message: 'Use letters and numbers only, up to 35' },
    ],
    'personal',
  ),
  text(
    'authPostcode',
    'Postcode',
    [
      { kind: 'required', message: 'Enter your postcode' },
      { kind: 'maxLength', max: 35, message: 'Enter a real postcode' },
      { kind: 'type', type: 'ukPostcode', message: 'Enter a real postcode, like SW1A 1AA' },
    ],
    'personal',
  ),
];
