// The rules of doc 2 §5 that can be checked on the enquiry payload (doc 2 §7.1), as rule-engine definitions
// over the flat form (services/rules.ts): the platform reads each applicant back into the flat form with
// fromEnquiry and runs these, so an error names the flat field the client names (`phoneNumber`,
// `dateOfBirth`, `addresses.1.dateMoved`). Product-aware: ages, BFPO, residential statuses, NI number, bond
// limits and overdraft come from the product definition.
//
// Two modes, because autosave sends partial forms (doc 1 §4 "Form save and submit"):
// - 'partial' (create, update): only what is present is checked; nothing is required;
// - 'complete' (submit): the same, plus what is required. The client's step rules require every field of its
//   screens; the platform insists only on what its decision needs (names, date of birth, current address with
//   postcode, house number or name and date moved, phone, email, employment status, gross income) and on the
//   requirements doc 2 §5 ties to an answer or a product: gender for a neutral title, the NI number where the
//   product needs it, the overdraft limit when one is requested, the bond amount, an additional citizenship for a
//   non-UK citizen, the fixed direct-debit amount. Title, marital status, nationality and the rest are checked
//   when present but not required, so partial integrations can still submit.
import { type BondIssue, findBondIssue, latestBondIssue } from '../content/bonds';
import { COUNTRIES } from '../content/countries';
import {
  CONTACT_METHODS,
  DIRECT_DEBIT_DATE_BANDS,
  genderForTitle,
  INVALID_NI_REASON,
  isNeutralTitle,
  PAYMENT_CHOICES,
} from '../content/options';
import type { ProductDefinition } from '../content/products';
import type { FormAddress } from './applicationForm';
import type { EnquiryForm } from './mapping';
import {
  type CustomRuleCheck,
  type FieldDefinition,
  isEmptyValue,
  type Rule,
  type RuleContext,
  validateForm,
  valueAt,
} from './rules';

export type ValidationMode = 'partial' | 'complete';

export interface EnquiryRuleOptions {
  product: ProductDefinition;
  mode: ValidationMode;
  /** doc 2 §3.1 subType JOINT: joint cases hide the overdraft section (doc 2 §4). */
  isJoint?: boolean;
  /** doc 2 §3.1 isExistingCustomer; new-to-bank usernames must not be exactly 10 digits (doc 2 §5.6). */
  isExistingCustomer?: boolean;
  /** The bond issue of a bond product (doc 2 §5.4); default: the product variant's issue, else the latest. */
  bondIssue?: BondIssue;
}

const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code));
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Custom rules of the payload checks, by name. They are plain functions of the value, the form and string or
 * number params, so the client can register the same ones in its rule context.
 */
export const enquiryCustomRules: Readonly<Record<string, CustomRuleCheck>> = {
  /** doc 2 §5.1: gender must match a gendered title (a neutral title takes either). */
  genderMatchesTitle: (value, values) => {
    const implied = genderForTitle(String(valueAt(values, 'title') ?? ''));
    return implied === undefined || implied === value;
  },
  /** doc 2 §3.9: "Each product restricts the allowed set" (`params.allowed`, values joined by |). */
  oneOf: (value, _values, params) =>
    String(params.allowed ?? '')
      .split('|')
      .includes(String(value)),
  /** Every item of a list is one of `params.allowed` (contact methods). */
  eachOneOf: (value, _values, params) => {
    const allowed = String(params.allowed ?? '').split('|');
    return list(value).every((item) => allowed.includes(String(item)));
  },
  /** A country code of the country list (doc 2 §5.3), GB refused when `params.excludeGB`. */
  country: (value, _values, params) =>
    COUNTRY_CODES.has(String(value)) && !(params.excludeGB === true && value === 'GB'),
  /**
   * A list of country codes (doc 2 §5.3 citizenships, international payments): each from the country list,
   * none twice, GB excluded when `params.excludeGB` is true or names a field whose value is `params.excludeGBWhen`.
   */
  countryList: (value, values, params) => {
    const items = list(value).map(String);
    const excludeGB =
      params.excludeGB === true ||
      (typeof params.excludeGBField === 'string' && valueAt(values, params.excludeGBField) === params.excludeGBWhen);
    return (
      items.every((code) => COUNTRY_CODES.has(code) && !(excludeGB && code === 'GB')) &&
      new Set(items).size === items.length
    );
  },
  /**
   * Tax rows (doc 2 §5.3): country from the list, not GB, none twice; the tax number 1 to 40 letters and
   * numbers; a row is complete when it has a number or hasTaxNumber is No (checked when `params.complete`).
   */
  taxRows: (value, _values, params) => {
    const rows = list(value) as { taxCountry?: string; hasTaxNumber?: string; taxNumber?: string }[];
    const countries = rows.map((row) => row.taxCountry);
    if (new Set(countries).size !== countries.length) return false;
    return rows.every((row) => {
      if (!row.taxCountry || !COUNTRY_CODES.has(row.taxCountry) || row.taxCountry === 'GB') return false;
      if (row.taxNumber !== undefined && !/^[A-Za-z0-9]{1,40}$/.test(row.taxNumber)) return false;
      return params.complete !== true || row.hasTaxNumber === 'No' || Boolean(row.taxNumber);
    });
  },
  /** doc 2 §5.2: a UK postcode, or a BFPO number where the product allows it (`params.allowBFPO`). */
  postcode: (value, _values, params) => {
    const text = String(value);
    const uk =
      /^(?:(?:[A-PR-UWYZ][0-9]{1,2}|[A-PR-UWYZ][A-HK-Y][0-9]{1,2}|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2}|GIR ?0AA)$/i;
    return uk.test(text) || (params.allowBFPO === true && /^BFPO ?[0-9]{1,4}$/i.test(text));
  },
};

const message = {
  required: (label: string) => `${label} is required`,
  name: 'must use letters, hyphens, apostrophes and at most two spaces',
};

/** The bond issue a bond product's amount is checked against (doc 2 §5.4, content/bonds.ts). */
export function bondIssueFor(product: ProductDefinition, variant?: string): BondIssue | undefined {
  if (!product.bondCatalogue) return undefined;
  return findBondIssue(product.bondCatalogue, variant) ?? latestBondIssue(product.bondCatalogue);
}

/** Rules of one address (doc 2 §5.2); `index` 0 is the current address. */
function addressRules(
  address: FormAddress,
  index: number,
  product: ProductDefinition,
  mode: ValidationMode,
): FieldDefinition<EnquiryForm>[] {
  const at = (field: string) => `addresses.${index}.${field}`;
  const complete = mode === 'complete';
  const max40 = (label: string): Rule => ({
    kind: 'maxLength',
    max: 40,
    message: `${label} must be at most 40 characters`,
  });
  const alnum40 = (label: string): Rule[] => [
    max40(label),
    { kind: 'regex', pattern: '^[A-Za-z0-9 ]*$', message: `${label} must use letters and numbers only` },
  ];
  const definitions: FieldDefinition<EnquiryForm>[] = [
    { name: at('addressPrefix'), rules: alnum40('Flat number') },
    { name: at('streetName'), rules: [max40('Street')] },
    ...[1, 2, 3, 4].map((line) => ({ name: at(`addressLine${line}`), rules: [max40(`Address line ${line}`)] })),
    { name: at('city'), rules: [max40('Town')] },
    { name: at('county'), rules: [max40('County')] },
    {
      name: at('dateMoved'),
      rules: [
        ...(complete ? [{ kind: 'required', message: message.required('The date moved') } as const] : []),
        { kind: 'type', type: 'date', message: 'The date moved must be a real date' },
        // doc 2 §5.2: before today for the current address; earlier than the addresses above for previous ones
        index === 0
          ? { kind: 'before', date: 'today', message: 'The date moved must be in the past' }
          : {
              kind: 'before',
              date: { field: `addresses.${index - 1}.dateMoved` },
              message: 'The date moved must be earlier than the date moved into the address above',
            },
        {
          kind: 'sameOrAfter',
          date: { field: 'dateOfBirth' },
          message: 'The date moved must not be before the date of birth',
        },
      ],
    },
  ];
  if (address.addressType === 'international') {
    definitions.push(
      {
        name: at('addressLine1'),
        rules: complete
          ? [{ kind: 'required', message: message.required('Address line 1') }, max40('Address line 1')]
          : [max40('Address line 1')],
      },
      {
        name: at('country'),
        rules: [
          ...(complete ? [{ kind: 'required', message: message.required('The country') } as const] : []),
          // doc 2 §5.2: GB is excluded from the international list
          {
            kind: 'custom',
            name: 'country',
            params: { excludeGB: true },
            message: 'The country must be a country of the list other than the UK',
          },
        ],
      },
    );
    return definitions;
  }
  definitions.push(
    {
      name: at('postcode'),
      rules: [
        ...(complete ? [{ kind: 'required', message: message.required('The postcode') } as const] : []),
        {
          kind: 'custom',
          name: 'postcode',
          params: { allowBFPO: product.allowBFPO },
          message: product.allowBFPO
            ? 'The postcode must be a UK or BFPO postcode'
            : `The postcode must be a UK postcode: BFPO addresses cannot open ${product.code}`,
        },
      ],
    },
    {
      name: at('houseNumber'),
      rules: [
        ...(complete
          ? [
              {
                kind: 'required',
                unlessFilled: at('houseName'),
                message: 'A house number or house name is required',
              } as const,
            ]
          : []),
        ...alnum40('House number'),
      ],
    },
    { name: at('houseName'), rules: alnum40('House name') },
  );
  return definitions;
}

/**
 * The rule definitions for one applicant's form (doc 2 §5.1 to §5.5, §5.6 username), in the mode's strength.
 * Definitions depend on the form only through its address count and types.
 */
export function enquiryFieldRules(form: EnquiryForm, options: EnquiryRuleOptions): FieldDefinition<EnquiryForm>[] {
  const { product, mode } = options;
  const complete = mode === 'complete';
  const required = (label: string): Rule[] =>
    complete ? [{ kind: 'required', message: message.required(label) }] : [];
  const currency = (label: string): Rule[] => [
    { kind: 'type', type: 'currency', message: `${label} must be a whole number of pounds, 1 to 9 digits` },
  ];
  const bondIssue = options.bondIssue ?? bondIssueFor(product, form.productVariant);
  const overdraftOffered = product.supportsOverdraft && !options.isJoint;

  const definitions: FieldDefinition<EnquiryForm>[] = [
    // doc 2 §5.1 personal
    {
      name: 'gender',
      rules: [
        ...(complete && isNeutralTitle(form.title) ? required('Gender') : []),
        { kind: 'custom', name: 'genderMatchesTitle', message: 'Gender must match the title' },
      ],
    },
    {
      name: 'firstName',
      rules: [
        ...required('First name'),
        { kind: 'maxLength', max: 35, message: 'First name must be at most 35 characters' },
        { kind: 'type', type: 'name', message: `First name ${message.name}` },
      ],
    },
    {
      name: 'middleName',
      rules: [
        { kind: 'minLength', min: 2, message: 'Middle name must be at least 2 characters' },
        { kind: 'maxLength', max: 35, message: 'Middle name must be at most 35 characters' },
        { kind: 'type', type: 'name', message: `Middle name ${message.name}` },
      ],
    },
    {
      name: 'lastName',
      rules: [
        ...required('Last name'),
        { kind: 'maxLength', max: 25, message: 'Last name must be at most 25 characters' },
        { kind: 'type', type: 'name', message: `Last name ${message.name}` },
      ],
    },
    {
      name: 'dateOfBirth',
      rules: [
        ...required('Date of birth'),
        { kind: 'type', type: 'date', message: 'Date of birth must be a real date' },
        // doc 2 §5.1: 18, or the product's minimum (16 for some); at most 120
        {
          kind: 'minAge',
          years: product.minimumAge,
          message: `The applicant must be ${product.minimumAge} or over to open ${product.code}`,
        },
        { kind: 'maxAge', years: product.maximumAge, message: `The applicant must be at most ${product.maximumAge}` },
      ],
    },
    {
      name: 'dependants',
      when: (values) => values.hasDependants === 'Yes',
      rules: [{ kind: 'between', min: 1, max: 9, message: 'Dependants must be 1 to 9' }],
    },
    {
      name: 'residentialStatus',
      rules: [
        // doc 2 §3.9 each product restricts the allowed set; §5.3 Help to Buy ISA: not Owner
        {
          kind: 'custom',
          name: 'oneOf',
          params: { allowed: product.allowedResidentialStatus.join('|') },
          message: `This residential status cannot open ${product.code}`,
        },
      ],
    },
    {
      name: 'phoneNumber',
      rules: [
        ...required('Phone number'),
        { kind: 'type', type: 'ukPhone', message: 'Phone number must be 11 digits starting 01, 02 or 07' },
      ],
    },
    {
      name: 'emailAddress',
      rules: [
        ...required('Email address'),
        { kind: 'minLength', min: 6, message: 'Email address must be at least 6 characters' },
        { kind: 'maxLength', max: 70, message: 'Email address must be at most 70 characters' },
        { kind: 'type', type: 'email', message: 'Email address must be a valid email address' },
      ],
    },
    {
      name: 'contactMethods',
      rules: [
        {
          kind: 'custom',
          name: 'eachOneOf',
          params: { allowed: CONTACT_METHODS.map((option) => option.value).join('|') },
          message: 'Contact methods must be EMAIL, SMS, PHONE or MAIL',
        },
      ],
    },
    {
      // doc 2 §5.6: review username 6 to 70 of letters, numbers and . @ ! # $ & ' * = + - _; new to bank: not 10 digits
      name: 'username',
      rules: [
        { kind: 'minLength', min: 6, message: 'Username must be at least 6 characters' },
        { kind: 'maxLength', max: 70, message: 'Username must be at most 70 characters' },
        {
          kind: 'regex',
          pattern: "^[A-Za-z0-9.@!#$&'*=+_-]+$",
          message: "Username must use letters, numbers and . @ ! # $ & ' * = + - _",
        },
        ...(options.isExistingCustomer
          ? []
          : [
              { kind: 'regex', pattern: '^(?![0-9]{10}$)', message: 'Username must not be a 10-digit number' } as const,
            ]),
      ],
    },

    // doc 2 §5.3 employment and nationality
    { name: 'employmentStatus', rules: required('Employment status') },
    {
      name: 'employerName',
      rules: [
        { kind: 'minLength', min: 2, message: 'Employer name must be at least 2 characters' },
        { kind: 'maxLength', max: 40, message: 'Employer name must be at most 40 characters' },
      ],
    },
    {
      name: 'employmentStartDate',
      rules: [
        { kind: 'type', type: 'date', message: 'Employment start date must be a real date' },
        { kind: 'before', date: 'today', message: 'Employment start date must be in the past' },
        {
          kind: 'sameOrAfter',
          date: { field: 'dateOfBirth' },
          offsetYears: 16,
          message: 'Employment start date must be at least 16 years after the date of birth',
        },
      ],
    },
    {
      name: 'cityBorn',
      rules: [
        { kind: 'minLength', min: 2, message: 'City of birth must be at least 2 characters' },
        { kind: 'maxLength', max: 40, message: 'City of birth must be at most 40 characters' },
        { kind: 'regex', pattern: '^[A-Za-z ]*$', message: 'City of birth must use letters and spaces only' },
      ],
    },
    {
      name: 'nationality',
      rules: [{ kind: 'custom', name: 'country', message: 'Nationality must be a country of the list' }],
    },
    {
      name: 'countryBorn',
      rules: [{ kind: 'custom', name: 'country', message: 'Country of birth must be a country of the list' }],
    },
    {
      name: 'citizenshipList',
      rules: [
        // doc 2 §5.3: not a UK citizen → additional citizenships must be given
        ...(complete && form.ukCitizen === 'No' ? required('An additional citizenship') : []),
        { kind: 'maxLength', max: 5, message: 'At most 5 additional citizenships' },
        {
          kind: 'custom',
          name: 'countryList',
          params: { excludeGBField: 'ukCitizen', excludeGBWhen: 'Yes' },
          message: 'Citizenships must be different countries of the list (not the UK for a UK citizen)',
        },
      ],
    },
    {
      name: 'taxObligationList',
      rules: [
        {
          kind: 'custom',
          name: 'taxRows',
          params: { complete },
          message:
            'Each tax country must be a different country other than the UK, with a tax number of 1 to 40 letters and numbers or none',
        },
      ],
    },
    {
      name: 'allTaxObligationsListed',
      rules: [{ kind: 'equal', to: 'Yes', message: 'All tax obligations must be listed' }],
    },
    {
      name: 'internationalPaymentsList',
      rules: [
        { kind: 'maxLength', max: 5, message: 'At most 5 countries for international payments' },
        {
          kind: 'custom',
          name: 'countryList',
          params: { excludeGB: true },
          message: 'International payment countries must be different countries other than the UK',
        },
      ],
    },
    {
      name: 'niNumber',
      rules: [
        // doc 2 §5.3: required when the product needs it (Help to Buy ISA and the cash ISAs)
        ...(product.niNumberRequired ? required('National Insurance number') : []),
        { kind: 'type', type: 'niNumber', message: 'National Insurance number must be in the standard format' },
      ],
    },
    {
      name: 'niReason',
      rules: [{ kind: 'notEqual', to: INVALID_NI_REASON, message: "The NI reason 'invalid' is not acceptable" }],
    },

    // doc 2 §5.4 income and outgoings
    { name: 'grossAnnualIncome', rules: [...required('Gross annual income'), ...currency('Gross annual income')] },
    {
      name: 'netMonthlyIncome',
      rules: [
        ...currency('Net monthly income'),
        {
          kind: 'custom',
          name: 'netIncomeWithinGross',
          params: { grossField: 'grossAnnualIncome' },
          message: 'Net monthly income must not exceed gross annual income divided by 12',
        },
      ],
    },
    { name: 'revisedGrossAnnualIncome', rules: currency('Revised gross annual income') },
    {
      name: 'revisedNetMonthlyIncome',
      rules: [
        ...currency('Revised net monthly income'),
        {
          kind: 'custom',
          name: 'netIncomeWithinGross',
          params: { grossField: 'revisedGrossAnnualIncome' },
          message: 'Revised net monthly income must not exceed revised gross annual income divided by 12',
        },
      ],
    },
    { name: 'incomeOtherAmount', rules: currency('Other income') },
    { name: 'mortgageOrRentExpenditure', rules: currency('Mortgage or rent') },
    { name: 'expenditureOther', rules: currency('Other outgoings') },
    { name: 'revisedMortgageOrRentExpenditure', rules: currency('Revised mortgage or rent') },
    { name: 'revisedExpenditureOther', rules: currency('Revised other outgoings') },

    // doc 2 §5.5 overdraft: joint cases and products without an overdraft take none (doc 2 §4)
    {
      name: 'requiresOverdraft',
      rules: overdraftOffered
        ? []
        : [
            {
              kind: 'notEqual',
              to: 'Yes',
              message: `An overdraft cannot be requested on this ${options.isJoint ? 'joint application' : 'product'}`,
            },
          ],
    },
    {
      name: 'overdraftLimit',
      when: (values) => values.requiresOverdraft === 'Yes',
      rules: [
        ...required('Overdraft limit'),
        { kind: 'type', type: 'digits', message: 'Overdraft limit must be a whole number' },
        { kind: 'between', min: 50, max: 5000, message: 'Overdraft limit must be 50 to 5000' },
        { kind: 'multipleOf', step: 50, message: 'Overdraft limit must be a multiple of 50' },
      ],
    },

    // doc 2 §5.5 credit card
    {
      name: 'creditLimit',
      rules: [
        { kind: 'type', type: 'digits', message: 'Credit limit must be a whole number' },
        { kind: 'greaterThan', than: 499, message: 'Credit limit must be at least 500' },
        { kind: 'multipleOf', step: 100, message: 'Credit limit must be a multiple of 100' },
      ],
    },
    {
      name: 'lengthOfTimeBankYears',
      rules: [{ kind: 'between', min: 0, max: 99, message: 'Years with the bank must be 0 to 99' }],
    },
    {
      name: 'lengthOfTimeBankMonths',
      rules: [{ kind: 'between', min: 0, max: 11, message: 'Months with the bank must be 0 to 11' }],
    },
    {
      name: 'paymentDate',
      rules: [
        {
          kind: 'custom',
          name: 'oneOf',
          params: { allowed: DIRECT_DEBIT_DATE_BANDS.map((option) => option.value).join('|') },
          message: 'Payment date must be 1-7, 8-14, 15-21 or 22-28',
        },
      ],
    },
    {
      // doc 2 §5.5: letters, spaces and hyphens; maximum 18 in one reading, 50 in another: the stricter, 18
      name: 'directDebitAccountName',
      rules: [
        { kind: 'maxLength', max: 18, message: 'Direct debit account name must be at most 18 characters' },
        {
          kind: 'regex',
          pattern: '^[A-Za-z -]+$',
          message: 'Direct debit account name must use letters, spaces and hyphens',
        },
      ],
    },
    {
      name: 'howToPay',
      rules: [
        {
          kind: 'custom',
          name: 'oneOf',
          params: { allowed: PAYMENT_CHOICES.map((option) => option.value).join('|') },
          message: 'How to pay must be Minimum amount, Full balance or Fixed amount',
        },
      ],
    },
    {
      // doc 2 §5.5: fixed amount a whole number above zero, at most 6 long, greater than 1
      name: 'directDebitPaymentAmount',
      when: (values) => values.howToPay === 'Fixed amount',
      rules: [
        ...required('Fixed amount'),
        { kind: 'type', type: 'digits', message: 'Fixed amount must be a whole number' },
        { kind: 'maxLength', max: 6, message: 'Fixed amount must be at most 6 digits' },
        { kind: 'greaterThan', than: 1, message: 'Fixed amount must be greater than 1' },
      ],
    },
  ];

  // doc 2 §5.4: the bond savings amount lies between the issue's minimum and maximum transfer
  if (bondIssue) {
    definitions.push({
      name: 'incomeOtherSavingsAmountBond',
      rules: [
        ...required('Bond amount'),
        {
          kind: 'between',
          min: bondIssue.minimumTransfer,
          max: bondIssue.maximumTransfer,
          message: `Bond amount must be ${bondIssue.minimumTransfer} to ${bondIssue.maximumTransfer}`,
        },
      ],
    });
  }

  const addresses = form.addresses ?? [];
  if (complete && addresses.length === 0) definitions.push({ name: 'addresses', rules: required('A current address') });
  addresses.forEach((address, index) => {
    definitions.push(...addressRules(address, index, product, mode));
  });
  // doc 2 §9: at most 15 addresses
  definitions.push({ name: 'addresses', rules: [{ kind: 'maxLength', max: 15, message: 'At most 15 addresses' }] });
  return definitions;
}

/** The flat form the rules read: the personal residential status falls back to the current address's. */
export function formForRules(form: EnquiryForm): EnquiryForm {
  const residentialStatus = form.residentialStatus ?? form.addresses?.[0]?.residentialStatus;
  return residentialStatus === undefined ? form : { ...form, residentialStatus };
}

/** Whether a field holds anything (used to report only what is present in partial mode). */
export function hasValue(form: EnquiryForm, name: string): boolean {
  return !isEmptyValue(valueAt(form, name));
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
  const ruleContext: RuleContext = { ...context, customRules: enquiryCustomRules };
  return forms.flatMap((raw, applicant) => {
    const form = formForRules(raw);
    const errors = validateForm(enquiryFieldRules(form, options), form, ruleContext);
    return Object.entries(errors).map(([field, text]) => ({ applicant, field, message: text }));
  });
}
