// Step 1 fields (doc 2 §3.1, §5.1, §5.2; doc 3 §2 "Personal details"). The constants are the core set every
// product shares (the client and platform agreement test reads them); `step1Fields` is the whole page of one
// product: its ages and residential statuses, BFPO where allowed, the address history of doc 2 §4, the phone
// mode, the bank choice and the additional cardholder.
import type { ApplicationForm, FormAddress } from '../../contract/applicationForm';
import { COUNTRIES } from '../countries';
import { FIGURES, inWords } from '../figures';
import {
  BANK_CHOICES,
  CONTACT_METHODS,
  GENDERS,
  isNeutralTitle,
  MARITAL_STATUSES,
  RESIDENTIAL_STATUSES,
  TITLES,
} from '../options';
import { environmentCache } from './environment';
import type { FieldContent, ProductFieldEnvironment, Section } from './fieldTypes';
import { yesNo } from './fieldTypes';
import {
  ADDRESS_WITHOUT_HOUSE_NUMBER,
  BFPO_NOT_ALLOWED,
  CHOOSE_A_BANK,
  MOBILE_NUMBER,
  NAME_CHARACTERS,
  UNDER_18,
  underMinimumAge,
} from './messages';

export const PERSONAL_SECTIONS: readonly Section[] = [
  { id: 'personal-details', title: 'Personal details' },
  {
    id: 'address-details',
    title: 'Your address',
    // doc 3 §5: previous addresses are needed if the applicant has been at the current address three years or less
    intro: ['If you have lived at your address for three years or less, we will also ask for your previous addresses.'],
  },
  { id: 'contact-details', title: 'How we can contact you' },
];

/** doc 2 §5.1: letters with hyphen and apostrophe, up to two spaces (the `name` type). */
export const PERSONAL_FIELDS: readonly FieldContent[] = [
  {
    name: 'title',
    data: 'personal',
    label: 'Title',
    control: 'select',
    section: 'personal-details',
    options: TITLES.map((title) => ({ value: title.value, label: title.value })),
    autoComplete: 'honorific-prefix',
    rules: [{ kind: 'required', message: 'Select your title' }],
  },
  {
    name: 'gender',
    data: 'personal',
    label: 'Gender',
    // doc 2 §7.1: the decision needs what the screens ask (gender for a neutral title only)
    decisionNeeds: true,
    control: 'radio',
    section: 'personal-details',
    options: GENDERS,
    closedOptions: true,
    // doc 2 §5.1: gender is required only when the title is neutral.
    when: (values: ApplicationForm) => isNeutralTitle(values.title),
    rules: [{ kind: 'required', message: 'Select your gender' }],
  },
  {
    name: 'firstName',
    data: 'personal',
    label: 'First name',
    decisionNeeds: true,
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
    data: 'personal',
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
    data: 'personal',
    label: 'Last name',
    decisionNeeds: true,
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
    data: 'personal',
    label: 'Date of birth',
    decisionNeeds: true,
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
    data: 'personal',
    label: 'Marital status',
    control: 'select',
    section: 'personal-details',
    options: MARITAL_STATUSES,
    rules: [{ kind: 'required', message: 'Select your marital status' }],
  },
  {
    name: 'hasDependants',
    data: 'personal',
    label: 'Do you have any dependants?',
    hint: 'Children or adults who rely on you financially',
    control: 'radio',
    section: 'personal-details',
    options: yesNo,
    rules: [{ kind: 'required', message: 'Select yes if you have any dependants' }],
  },
  {
    name: 'dependants',
    data: 'personal',
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
    data: 'personal',
    label: 'Residential status',
    control: 'select',
    section: 'address-details',
    options: RESIDENTIAL_STATUSES,
    rules: [{ kind: 'required', message: 'Select your residential status' }],
  },
];

/** doc 2 §5.2: flat number, house number, house name: letters and numbers only, up to 40. */
const alnum40 = (label: string) =>
  [
    { kind: 'maxLength', max: 40, message: `${label} must be 40 characters or fewer` },
    { kind: 'regex', pattern: '^[A-Za-z0-9 ]*$', message: `${label} must only include letters and numbers` },
  ] as const;
const max40 = (label: string) =>
  [{ kind: 'maxLength', max: 40, message: `${label} must be 40 characters or fewer` }] as const;

/**
 * The postcode of a UK address (doc 2 §5.2): the UK pattern with its special codes; a BFPO number only where the
 * product allows it, else the visit-a-store guidance of doc 3 §8, which blocks progress.
 */
function postcodeRules(allowBFPO: boolean): FieldContent['rules'] {
  return [
    { kind: 'required', message: 'Enter your postcode' },
    ...(allowBFPO
      ? [
          {
            kind: 'custom',
            name: 'postcode',
            params: { allowBFPO: true },
            message: 'Enter a real postcode, like SW1A 1AA, or a BFPO number, like BFPO 123',
          } as const,
        ]
      : [
          { kind: 'regex', pattern: '^(?!\\s*BFPO)', flags: 'i', message: BFPO_NOT_ALLOWED } as const,
          { kind: 'type', type: 'ukPostcode', message: 'Enter a real postcode, like SW1A 1AA' } as const,
        ]),
  ];
}

/** doc 2 §3.2 addressType: only previous addresses may be outside the UK (the applicant lives in the UK, doc 3 §2). */
export const ADDRESS_TYPES = [
  { value: 'domestic', label: 'In the UK' },
  { value: 'international', label: 'Outside the UK' },
] as const;

/** doc 2 §5.2: the international list excludes GB. */
const INTERNATIONAL_COUNTRIES = COUNTRIES.filter((country) => country.code !== 'GB').map((country) => ({
  value: country.code,
  label: country.name,
}));

/**
 * The fields of address `index` (0 the current address, then the previous ones, doc 2 §3.2, §5.2): a UK address
 * with its postcode lookup, or an international one (previous addresses only).
 */
export function addressFields(index: number, address: FormAddress | undefined, allowBFPO: boolean): FieldContent[] {
  const at = (part: string) => `addresses.${index}.${part}`;
  const section = 'address-details';
  const heading = index === 0 ? undefined : `Previous address ${index}`;
  const fields: FieldContent[] = [];
  if (index > 0) {
    fields.push({
      name: at('addressType'),
      label: 'Where was this address?',
      control: 'radio',
      section,
      heading,
      options: ADDRESS_TYPES,
      rules: [{ kind: 'required', message: 'Select where this address was' }],
    });
  }
  if (address?.addressType === 'international') {
    fields.push(
      {
        name: at('addressLine1'),
        data: 'personal',
        label: 'Address line 1',
        decisionNeeds: true,
        control: 'text',
        section,
        rules: [{ kind: 'required', message: 'Enter the first line of the address' }, ...max40('Address line 1')],
      },
      ...[2, 3, 4].map(
        (line): FieldContent => ({
          name: at(`addressLine${line}`),
          data: 'personal',
          label: `Address line ${line} (optional)`,
          control: 'text',
          section,
          rules: [...max40(`Address line ${line}`)],
        }),
      ),
      {
        name: at('city'),
        data: 'personal',
        label: 'Town or city (optional)',
        control: 'text',
        section,
        rules: [...max40('Town or city')],
      },
      {
        name: at('postcode'),
        data: 'personal',
        label: 'Postcode or zip code (optional)',
        control: 'text',
        section,
        width: 'medium',
        rules: [...max40('Postcode')],
      },
      {
        name: at('country'),
        closedOptions: true,
        label: 'Country',
        decisionNeeds: true,
        control: 'select',
        section,
        options: INTERNATIONAL_COUNTRIES,
        rules: [{ kind: 'required', message: 'Select the country' }],
      },
    );
  } else {
    fields.push(
      {
        name: at('postcode'),
        data: 'personal',
        label: 'Postcode',
        decisionNeeds: true,
        control: 'text',
        section,
        autoComplete: index === 0 ? 'postal-code' : undefined,
        width: 'medium',
        rules: postcodeRules(allowBFPO),
      },
      {
        name: at('addressPrefix'),
        data: 'personal',
        label: 'Flat number (optional)',
        control: 'text',
        section,
        width: 'short',
        rules: [...alnum40('Flat number')],
      },
      {
        name: at('houseNumber'),
        data: 'personal',
        label: 'House number',
        decisionNeeds: true,
        control: 'text',
        section,
        width: 'short',
        rules: [
          { kind: 'required', unlessFilled: at('houseName'), message: ADDRESS_WITHOUT_HOUSE_NUMBER },
          ...alnum40('House number'),
        ],
      },
      {
        name: at('houseName'),
        data: 'personal',
        label: 'House name',
        control: 'text',
        section,
        rules: [
          { kind: 'required', unlessFilled: at('houseNumber'), message: ADDRESS_WITHOUT_HOUSE_NUMBER },
          ...alnum40('House name'),
        ],
      },
      {
        name: at('streetName'),
        data: 'personal',
        label: 'Street',
        control: 'text',
        section,
        autoComplete: index === 0 ? 'address-line1' : undefined,
        rules: [{ kind: 'required', message: 'Enter your street' }, ...max40('Street')],
      },
      {
        name: at('city'),
        data: 'personal',
        label: 'Town or city',
        control: 'text',
        section,
        autoComplete: index === 0 ? 'address-level2' : undefined,
        rules: [{ kind: 'required', message: 'Enter your town or city' }, ...max40('Town or city')],
      },
      {
        name: at('county'),
        data: 'personal',
        label: 'County (optional)',
        control: 'text',
        section,
        rules: [...max40('County')],
      },
    );
  }
  fields.push({
    name: at('dateMoved'),
    data: 'personal',
    label: 'When did you move to this address?',
    decisionNeeds: true,
    hint: 'For example, 01-06-2019',
    control: 'date',
    section,
    width: 'medium',
    rules: [
      { kind: 'required', message: 'Enter the date you moved to this address' },
      { kind: 'type', type: 'date', message: 'Enter the date you moved as DD-MM-YYYY' },
      // doc 2 §5.2: before today for the current address; earlier than the address above for previous ones
      index === 0
        ? { kind: 'before', date: 'today', message: 'The date you moved must be in the past' }
        : {
            kind: 'before',
            date: { field: `addresses.${index - 1}.dateMoved` },
            message: 'The date you moved here must be before the date you moved to the address above',
          },
      {
        kind: 'sameOrAfter',
        date: { field: 'dateOfBirth' },
        message: 'The date you moved must be after your date of birth',
      },
    ],
  });
  return fields;
}

/** The current address (doc 2 §3.2, §5.2) of the core set: BFPO refused (the stricter reading, every product). */
export const ADDRESS_FIELDS: readonly FieldContent[] = addressFields(0, { addressType: 'domestic' }, false);

export const CONTACT_FIELDS: readonly FieldContent[] = [
  {
    name: 'phoneNumber',
    data: 'personal',
    label: 'Phone number',
    decisionNeeds: true,
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
    data: 'personal',
    label: 'Email address',
    decisionNeeds: true,
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
    data: 'personal',
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
    data: 'personal',
    closedOptions: true,
    label: 'How would you like us to contact you?',
    hint: 'Select all that apply',
    control: 'checkboxes',
    section: 'contact-details',
    options: CONTACT_METHODS,
    rules: [{ kind: 'required', message: 'Select at least one way for us to contact you' }],
  },
];

export const STEP_1_FIELDS: readonly FieldContent[] = [...PERSONAL_FIELDS, ...ADDRESS_FIELDS, ...CONTACT_FIELDS];

// ---------------------------------------------------------------- the whole of step 1 for one product

/** doc 2 §9: at most 15 addresses, the current one and 14 previous. */
export const MAXIMUM_ADDRESSES = 15;

export const STEP_1_SECTIONS: readonly Section[] = [
  ...PERSONAL_SECTIONS,
  {
    id: 'bank-choice',
    title: 'Your bank',
    intro: ['Your account will be opened with one of our two banks. Choose the one you would like.'],
  },
  {
    id: 'cardholders',
    title: 'Additional cardholder',
    intro: [
      `The main cardholder authorises an additional cardholder with a form we post to you, to be returned within ${inWords(FIGURES.creditCards.additionalCardholderFormWorkingDays)} working days.`,
    ],
  },
];

const MOBILE_PHONE: FieldContent = {
  name: 'phoneNumber',
  data: 'personal',
  label: 'Mobile number',
  decisionNeeds: true,
  hint: '11 digits starting 07, with no spaces or symbols',
  control: 'tel',
  section: 'contact-details',
  autoComplete: 'tel-national',
  inputMode: 'tel',
  width: 'medium',
  rules: [
    { kind: 'required', message: 'Enter your mobile number' },
    { kind: 'type', type: 'mobilePhone', message: MOBILE_NUMBER },
  ],
};

/** doc 2 §3.1 bankID: one of the two regional banks, for new customers of the VM and DYB brands. */
const BANK_CHOICE: FieldContent = {
  name: 'bankID',
  label: 'Which bank would you like your account with?',
  control: 'radio',
  section: 'bank-choice',
  options: BANK_CHOICES,
  rules: [{ kind: 'required', message: CHOOSE_A_BANK }],
};

/** doc 2 §3.1 additionalCardHolder (credit card only). */
const ADDITIONAL_CARDHOLDER: FieldContent = {
  name: 'additionalCardHolder',
  label: 'Would you like an additional card for someone else?',
  control: 'radio',
  section: 'cardholders',
  options: yesNo,
  rules: [{ kind: 'required', message: 'Select yes if you would like an additional card for someone else' }],
};

/** The personal fields with the product's ages (doc 2 §5.1) and residential statuses (doc 2 §3.9, §5.3). */
function personalFieldsFor(environment: ProductFieldEnvironment): FieldContent[] {
  const { product } = environment;
  return PERSONAL_FIELDS.map((field) => {
    if (field.name === 'dateOfBirth') {
      return {
        ...field,
        rules: field.rules.map((rule) =>
          rule.kind === 'minAge'
            ? { ...rule, years: product.minimumAge, message: underMinimumAge(product.minimumAge) }
            : rule.kind === 'maxAge'
              ? { ...rule, years: product.maximumAge }
              : rule,
        ),
      };
    }
    if (field.name === 'residentialStatus') {
      const allowed: readonly string[] = product.allowedResidentialStatus;
      return {
        ...field,
        options: RESIDENTIAL_STATUSES.filter((option) => allowed.includes(option.value)),
        rules: [
          ...field.rules,
          // doc 2 §3.9 "Each product restricts the allowed set"; §5.3 Help to Buy ISA: not Owner
          {
            kind: 'custom',
            name: 'oneOf',
            params: { allowed: allowed.join('|') },
            message: 'Select one of the residential statuses listed',
          },
        ],
      };
    }
    return field;
  });
}

/** The addresses the page shows: the form's, or one empty current address. */
export function addressesOf(values: ApplicationForm): FormAddress[] {
  return values.addresses?.length ? values.addresses : [{ addressType: 'domestic' }];
}

/**
 * Every field of step 1 for a product and the values so far: the addresses the history needs (doc 2 §4, the
 * address list grows and shrinks with the dates moved), the phone mode, the bank choice of new customers of VM and
 * DYB, and the additional cardholder of a credit card.
 */
export function step1Fields(environment: ProductFieldEnvironment, values: ApplicationForm): FieldContent[] {
  const { personal, contact } = step1Parts(environment);
  const { allowBFPO } = environment.product;
  const addresses = addressesOf(values).slice(0, MAXIMUM_ADDRESSES);
  const fields = [...personal];
  for (const [index, address] of addresses.entries()) fields.push(...cachedAddressFields(index, address, allowBFPO));
  fields.push(...contact);
  return fields;
}

/** Step 1's fields before and after the addresses: the environment's alone, built once for each (issue 16). */
const step1Parts = environmentCache((environment) => ({
  personal: personalFieldsFor(environment),
  contact: [
    ...CONTACT_FIELDS.map((field) =>
      field.name === 'phoneNumber' && environment.phoneMode === 'mobile' ? MOBILE_PHONE : field,
    ),
    ...(environment.needsBankChoice ? [BANK_CHOICE] : []),
    ...(environment.product.productType === 'credit-card' ? [ADDITIONAL_CARDHOLDER] : []),
  ],
}));

/**
 * An address row's fields, built once for each row, kind of address and BFPO flag (at most 15 x 2 x 2): they read
 * nothing of the address but whether it is international (addressFields).
 */
const ADDRESS_ROWS = new Map<string, FieldContent[]>();
function cachedAddressFields(index: number, address: FormAddress, allowBFPO: boolean): FieldContent[] {
  const international = address?.addressType === 'international';
  const key = `${index}|${international}|${allowBFPO}`;
  let fields = ADDRESS_ROWS.get(key);
  if (!fields) {
    fields = addressFields(index, international ? { addressType: 'international' } : undefined, allowBFPO);
    ADDRESS_ROWS.set(key, fields);
  }
  return fields;
}

/** The sections of step 1 that have fields. */
export function step1Sections(fields: readonly FieldContent[]): Section[] {
  return STEP_1_SECTIONS.filter((section) => fields.some((field) => field.section === section.id));
}
