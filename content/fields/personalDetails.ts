// Step 1 fields for the foundation journey (doc 2 §3.1, §5.1, §5.2). The full field set (previous addresses,
// international addresses, bank choice, additional cardholder) extends these definitions.
import type { ApplicationForm } from '../../services/applicationForm';
import { CONTACT_METHODS, GENDERS, isNeutralTitle, MARITAL_STATUSES, RESIDENTIAL_STATUSES, TITLES } from '../options';
import type { FieldContent, Section } from './fieldTypes';
import { yesNo } from './fieldTypes';
import { NAME_CHARACTERS, UNDER_18 } from './messages';

export const PERSONAL_SECTIONS: readonly Section[] = [
  { id: 'personal-details', title: 'Personal details' },
  { id: 'address-details', title: 'Your address' },
  { id: 'contact-details', title: 'How we can contact you' },
];

/** doc 2 §5.1: letters with hyphen and apostrophe, up to two spaces (the `name` type). */
export const PERSONAL_FIELDS: readonly FieldContent[] = [
  {
    name: 'title',
    label: 'Title',
    control: 'select',
    section: 'personal-details',
    options: TITLES.map((title) => ({ value: title.value, label: title.value })),
    autoComplete: 'honorific-prefix',
    rules: [{ kind: 'required', message: 'Select your title' }],
  },
  {
    name: 'gender',
    label: 'Gender',
    control: 'radio',
    section: 'personal-details',
    options: GENDERS,
    // doc 2 §5.1: gender is required only when the title is neutral.
    when: (values: ApplicationForm) => isNeutralTitle(values.title),
    rules: [{ kind: 'required', message: 'Select your gender' }],
  },
  {
    name: 'firstName',
    label: 'First name',
    control: 'text',
    section: 'personal-details',
    autoComplete: 'given-name',
    rules: [
      { kind: 'required', message: 'Enter your first name' },
      { kind: 'maxLength', max: 35, message: 'First name must be 35 characters or fewer' },
      { kind: 'type', type: 'name', message: NAME_CHARACTERS },
    ],
  },
  {
    name: 'middleName',
    label: 'Middle name (optional)',
    control: 'text',
    section: 'personal-details',
    autoComplete: 'additional-name',
    rules: [
      { kind: 'minLength', min: 2, message: 'Middle name must be 2 characters or more' },
      { kind: 'maxLength', max: 35, message: 'Middle name must be 35 characters or fewer' },
      { kind: 'type', type: 'name', message: NAME_CHARACTERS },
    ],
  },
  {
    name: 'lastName',
    label: 'Last name',
    control: 'text',
    section: 'personal-details',
    autoComplete: 'family-name',
    rules: [
      { kind: 'required', message: 'Enter your last name' },
      { kind: 'maxLength', max: 25, message: 'Last name must be 25 characters or fewer' },
      { kind: 'type', type: 'name', message: NAME_CHARACTERS },
    ],
  },
  {
    name: 'dateOfBirth',
    label: 'Date of birth',
    hint: 'For example, 27-03-1985',
    control: 'date',
    section: 'personal-details',
    autoComplete: 'bday',
    width: 'medium',
    rules: [
      { kind: 'required', message: 'Enter your date of birth' },
      { kind: 'type', type: 'date', message: 'Enter your date of birth as DD-MM-YYYY' },
      { kind: 'minAge', years: 18, message: UNDER_18 },
      { kind: 'maxAge', years: 120, message: 'Enter a real date of birth' },
    ],
  },
  {
    name: 'maritalStatus',
    label: 'Marital status',
    control: 'select',
    section: 'personal-details',
    options: MARITAL_STATUSES,
    rules: [{ kind: 'required', message: 'Select your marital status' }],
  },
  {
    name: 'hasDependants',
    label: 'Do you have any dependants?',
    hint: 'Children or adults who rely on you financially',
    control: 'radio',
    section: 'personal-details',
    options: yesNo,
    rules: [{ kind: 'required', message: 'Select yes if you have any dependants' }],
  },
  {
    name: 'dependants',
    label: 'How many dependants do you have?',
    control: 'select',
    section: 'personal-details',
    options: Array.from({ length: 9 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
    when: (values: ApplicationForm) => values.hasDependants === 'Yes',
    rules: [
      { kind: 'required', message: 'Select how many dependants you have' },
      { kind: 'between', min: 1, max: 9, message: 'Select between 1 and 9 dependants' },
    ],
  },
  {
    name: 'residentialStatus',
    label: 'Residential status',
    control: 'select',
    section: 'address-details',
    options: RESIDENTIAL_STATUSES,
    rules: [{ kind: 'required', message: 'Select your residential status' }],
  },
];

/** The current address (doc 2 §3.2, §5.2); the address block shows these under a postcode lookup. */
export const ADDRESS_FIELDS: readonly FieldContent[] = [
  {
    name: 'addresses.0.postcode',
    label: 'Postcode',
    control: 'text',
    section: 'address-details',
    autoComplete: 'postal-code',
    width: 'medium',
    rules: [
      { kind: 'required', message: 'Enter your postcode' },
      { kind: 'type', type: 'ukPostcode', message: 'Enter a real postcode, like SW1A 1AA' },
    ],
  },
  {
    name: 'addresses.0.addressPrefix',
    label: 'Flat number (optional)',
    control: 'text',
    section: 'address-details',
    width: 'short',
    rules: [
      { kind: 'maxLength', max: 40, message: 'Flat number must be 40 characters or fewer' },
      { kind: 'regex', pattern: '^[A-Za-z0-9 ]*$', message: 'Flat number must only include letters and numbers' },
    ],
  },
  {
    name: 'addresses.0.houseNumber',
    label: 'House number',
    control: 'text',
    section: 'address-details',
    width: 'short',
    rules: [
      { kind: 'required', unlessFilled: 'addresses.0.houseName', message: 'Enter your house number or house name' },
      { kind: 'maxLength', max: 40, message: 'House number must be 40 characters or fewer' },
      { kind: 'regex', pattern: '^[A-Za-z0-9 ]*$', message: 'House number must only include letters and numbers' },
    ],
  },
  {
    name: 'addresses.0.houseName',
    label: 'House name',
    control: 'text',
    section: 'address-details',
    rules: [
      { kind: 'required', unlessFilled: 'addresses.0.houseNumber', message: 'Enter your house number or house name' },
      { kind: 'maxLength', max: 40, message: 'House name must be 40 characters or fewer' },
      { kind: 'regex', pattern: '^[A-Za-z0-9 ]*$', message: 'House name must only include letters and numbers' },
    ],
  },
  {
    name: 'addresses.0.streetName',
    label: 'Street',
    control: 'text',
    section: 'address-details',
    autoComplete: 'address-line1',
    rules: [
      { kind: 'required', message: 'Enter your street' },
      { kind: 'maxLength', max: 40, message: 'Street must be 40 characters or fewer' },
    ],
  },
  {
    name: 'addresses.0.city',
    label: 'Town or city',
    control: 'text',
    section: 'address-details',
    autoComplete: 'address-level2',
    rules: [
      { kind: 'required', message: 'Enter your town or city' },
      { kind: 'maxLength', max: 40, message: 'Town or city must be 40 characters or fewer' },
    ],
  },
  {
    name: 'addresses.0.county',
    label: 'County (optional)',
    control: 'text',
    section: 'address-details',
    rules: [{ kind: 'maxLength', max: 40, message: 'County must be 40 characters or fewer' }],
  },
  {
    name: 'addresses.0.dateMoved',
    label: 'When did you move to this address?',
    hint: 'For example, 01-06-2019',
    control: 'date',
    section: 'address-details',
    width: 'medium',
    rules: [
      { kind: 'required', message: 'Enter the date you moved to this address' },
      { kind: 'type', type: 'date', message: 'Enter the date you moved as DD-MM-YYYY' },
      { kind: 'before', date: 'today', message: 'The date you moved must be in the past' },
      {
        kind: 'sameOrAfter',
        date: { field: 'dateOfBirth' },
        message: 'The date you moved must be after your date of birth',
      },
    ],
  },
];

export const CONTACT_FIELDS: readonly FieldContent[] = [
  {
    name: 'phoneNumber',
    label: 'Phone number',
    hint: 'A UK number of 11 digits starting 01, 02 or 07, with no spaces or symbols',
    control: 'tel',
    section: 'contact-details',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    width: 'medium',
    rules: [
      { kind: 'required', message: 'Enter your phone number' },
      { kind: 'regex', pattern: '^[0-9]*$', message: 'Enter your phone number with no spaces or symbols' },
      { kind: 'type', type: 'ukPhone', message: 'Enter a UK phone number of 11 digits starting 01, 02 or 07' },
    ],
  },
  {
    name: 'emailAddress',
    label: 'Email address',
    control: 'email',
    section: 'contact-details',
    autoComplete: 'email',
    inputMode: 'email',
    rules: [
      { kind: 'required', message: 'Enter your email address' },
      { kind: 'minLength', min: 6, message: 'Email address must be 6 characters or more' },
      { kind: 'maxLength', max: 70, message: 'Email address must be 70 characters or fewer' },
      { kind: 'type', type: 'email', message: 'Enter an email address in the correct format, like name@example.com' },
    ],
  },
  {
    name: 'emailAddressConfirmation',
    label: 'Confirm email address',
    control: 'email',
    section: 'contact-details',
    autoComplete: 'email',
    inputMode: 'email',
    rules: [
      { kind: 'required', message: 'Confirm your email address' },
      { kind: 'equal', to: { field: 'emailAddress' }, message: 'The email addresses do not match' },
    ],
  },
  {
    name: 'contactMethods',
    label: 'How would you like us to contact you?',
    hint: 'Select all that apply',
    control: 'checkboxes',
    section: 'contact-details',
    options: CONTACT_METHODS,
    rules: [{ kind: 'required', message: 'Select at least one way for us to contact you' }],
  },
];

export const STEP_1_FIELDS: readonly FieldContent[] = [...PERSONAL_FIELDS, ...ADDRESS_FIELDS, ...CONTACT_FIELDS];
