// Step 2 fields (doc 2 §3.1, §5.3-§5.5; doc 3 §2 "Employment and finances"). EMPLOYMENT_FIELDS is the core set
// (the client and platform agreement test reads it); `step2Fields` is the whole page of one product type.
import type { ApplicationForm } from '../../contract/applicationForm';
import { COUNTRIES } from '../countries';
import { FIGURES, pounds } from '../figures';
import { INDUSTRIES } from '../industries';
import { OCCUPATIONS } from '../occupations';
import {
  ACCOUNT_PURPOSES,
  CREDIT_LIMIT_CHOICES,
  DIRECT_DEBIT_DATE_BANDS,
  EMPLOYMENT_STATUSES,
  employmentStatusesFor,
  INCOME_AMOUNT_BANDS,
  INCOME_FREQUENCIES,
  INCOME_PAYMENT_TYPES,
  isActiveEmployment,
  NI_MISSING_REASONS,
  PAYMENT_CHOICES,
  SAVINGS_FREQUENCIES,
  SAVINGS_SOURCE_TYPES,
  savingsPurposesFor,
} from '../options';
import { environmentCache } from './environment';
import type { FieldContent, Option, ProductFieldEnvironment, Section } from './fieldTypes';
import { yesNo } from './fieldTypes';
import { bankDetailsLookupError, creditLimitValidationMsg } from './messages';

/** doc 2 §5.5, doc 3 §9: the arranged overdraft's limits (content/figures.ts). */
const OVERDRAFT = FIGURES.currentAccounts.overdraftLimit;

export const EMPLOYMENT_SECTIONS: readonly Section[] = [
  { id: 'employment-details', title: 'Your employment' },
  { id: 'nationality-details', title: 'Your nationality' },
  { id: 'income-details', title: 'Your income' },
  { id: 'outgoings-details', title: 'Your outgoings' },
  { id: 'Overdrafts', title: 'Arranged overdraft' },
];

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

const CURRENCY_RULES = (label: string) =>
  [
    { kind: 'required', message: `Enter your ${label}` },
    { kind: 'type', type: 'currency', message: `Enter your ${label} as a whole number of pounds, with no symbols` },
  ] as const;

export const EMPLOYMENT_FIELDS: readonly FieldContent[] = [
  {
    name: 'employmentStatus',
    label: 'Employment status',
    // doc 2 §7.1: the platform's decision needs the employment status and the gross income of every case
    decisionNeeds: true,
    control: 'select',
    section: 'employment-details',
    options: EMPLOYMENT_STATUSES,
    rules: [{ kind: 'required', message: 'Select your employment status' }],
  },
  {
    name: 'employerName',
    data: 'personal',
    label: "Employer's name",
    hint: 'If you are self employed, the name of your business',
    control: 'text',
    section: 'employment-details',
    autoComplete: 'organization',
    when: (values: ApplicationForm) => isActiveEmployment(values.employmentStatus),
    rules: [
      { kind: 'required', message: "Enter your employer's name" },
      { kind: 'minLength', min: 2, message: "Employer's name must be 2 characters or more" },
      { kind: 'maxLength', max: 40, message: "Employer's name must be 40 characters or fewer" },
    ],
  },
  {
    name: 'employmentStartDate',
    data: 'personal',
    label: 'When did you start working there?',
    hint: 'For example, 01-09-2015',
    control: 'date',
    section: 'employment-details',
    width: 'medium',
    when: (values: ApplicationForm) => isActiveEmployment(values.employmentStatus),
    rules: [
      { kind: 'required', message: 'Enter the date you started working there' },
      { kind: 'type', type: 'date', message: 'Enter the date you started as DD-MM-YYYY' },
      { kind: 'before', date: 'today', message: 'The date you started must be in the past' },
      // doc 2 §5.3: at least 16 years after dateOfBirth.
      {
        kind: 'sameOrAfter',
        date: { field: 'dateOfBirth' },
        offsetYears: 16,
        message: 'The date you started must be at least 16 years after your date of birth',
      },
    ],
  },
  {
    name: 'nationality',
    data: 'personal',
    closedOptions: true,
    label: 'Nationality',
    control: 'select',
    section: 'nationality-details',
    options: COUNTRY_OPTIONS,
    rules: [{ kind: 'required', message: 'Select your nationality' }],
  },
  {
    name: 'countryBorn',
    data: 'personal',
    closedOptions: true,
    label: 'Country of birth',
    control: 'select',
    section: 'nationality-details',
    options: COUNTRY_OPTIONS,
    rules: [{ kind: 'required', message: 'Select your country of birth' }],
  },
  {
    name: 'cityBorn',
    data: 'personal',
    label: 'Town or city of birth',
    control: 'text',
    section: 'nationality-details',
    rules: [
      { kind: 'required', message: 'Enter your town or city of birth' },
      { kind: 'minLength', min: 2, message: 'Town or city of birth must be 2 characters or more' },
      { kind: 'maxLength', max: 40, message: 'Town or city of birth must be 40 characters or fewer' },
      { kind: 'regex', pattern: '^[A-Za-z ]*$', message: 'Town or city of birth must only include letters and spaces' },
    ],
  },
  {
    name: 'grossAnnualIncome',
    data: 'personal',
    label: 'Annual income before tax',
    decisionNeeds: true,
    hint: 'In pounds, a whole number with no symbols',
    control: 'currency',
    section: 'income-details',
    inputMode: 'numeric',
    width: 'medium',
    rules: [...CURRENCY_RULES('annual income before tax')],
  },
  {
    name: 'netMonthlyIncome',
    data: 'personal',
    label: 'Monthly income after tax',
    hint: 'In pounds, a whole number with no symbols',
    control: 'currency',
    section: 'income-details',
    inputMode: 'numeric',
    width: 'medium',
    rules: [
      ...CURRENCY_RULES('monthly income after tax'),
      // doc 2 §5.4, doc 3 §5
      {
        kind: 'custom',
        name: 'netIncomeWithinGross',
        params: { grossField: 'grossAnnualIncome' },
        message: 'Your monthly income after tax must not be more than your annual income divided by 12',
      },
    ],
  },
  {
    name: 'mortgageOrRentExpenditure',
    data: 'personal',
    label: 'Monthly mortgage or rent',
    hint: 'Your share, in pounds. Enter 0 if you do not pay any',
    control: 'currency',
    section: 'outgoings-details',
    inputMode: 'numeric',
    width: 'medium',
    rules: [...CURRENCY_RULES('monthly mortgage or rent')],
  },
  {
    name: 'expenditureOther',
    data: 'personal',
    label: 'Other monthly outgoings',
    hint: 'For example loans, credit cards, childcare and bills, in pounds',
    control: 'currency',
    section: 'outgoings-details',
    inputMode: 'numeric',
    width: 'medium',
    rules: [...CURRENCY_RULES('other monthly outgoings')],
  },
  {
    name: 'requiresOverdraft',
    label: 'Would you like an arranged overdraft?',
    control: 'radio',
    section: 'Overdrafts',
    options: yesNo,
    // doc 2 §4: joint cases hide the overdraft section.
    showIn: (environment) => environment.supportsOverdraft && environment.overdraftsFeature && !environment.isJoint,
    rules: [{ kind: 'required', message: 'Select yes if you would like an arranged overdraft' }],
  },
  {
    name: 'overdraftLimit',
    label: 'How much would you like?',
    decisionNeeds: true,
    hint: `Between ${pounds(OVERDRAFT.minimum)} and ${pounds(OVERDRAFT.maximum)}, in steps of ${pounds(OVERDRAFT.step)}`,
    control: 'currency',
    section: 'Overdrafts',
    inputMode: 'numeric',
    width: 'medium',
    showIn: (environment) => environment.supportsOverdraft && environment.overdraftsFeature && !environment.isJoint,
    when: (values: ApplicationForm) => values.requiresOverdraft === 'Yes',
    // doc 2 §5.5: a number, a multiple of 50, from 50 to 5000.
    rules: [
      { kind: 'required', message: 'Enter the overdraft limit you would like' },
      { kind: 'type', type: 'digits', message: 'Enter the overdraft limit as a whole number of pounds' },
      {
        kind: 'between',
        min: OVERDRAFT.minimum,
        max: OVERDRAFT.maximum,
        message: `Enter an overdraft limit between ${pounds(OVERDRAFT.minimum)} and ${pounds(OVERDRAFT.maximum)}`,
      },
      {
        kind: 'multipleOf',
        step: OVERDRAFT.step,
        message: `Enter an overdraft limit in steps of ${pounds(OVERDRAFT.step)}`,
      },
    ],
  },
];

// ---------------------------------------------------------------- the whole of step 2 for one product

/** doc 2 §5.3, §9: at most 5 additional citizenships, 5 international payment countries (and 5 tax countries). */
export const MAXIMUM_LIST_ITEMS = 5;

/** Every section step 2 can show, in page order (ids are the web-task anchors of doc 1 where one exists). */
export const STEP_2_SECTIONS: readonly Section[] = [
  {
    id: 'isa-details',
    title: 'Your ISA',
    intro: [
      'The interest on a cash ISA is tax-free.',
      `You can pay into only one cash ISA in each tax year, and into all your ISAs together up to the overall ISA limit of ${pounds(FIGURES.savings.isaAllowance.amount)} (${FIGURES.savings.isaAllowance.taxYear}).`,
    ],
  },
  { id: 'national-insurance-number', title: 'National Insurance number' },
  { id: 'employment-details', title: 'Your employment' },
  { id: 'nationality-details', title: 'Your nationality and tax' },
  { id: 'income-details', title: 'Your income' },
  { id: 'outgoings-details', title: 'Your outgoings' },
  { id: 'current-account-details', title: 'How you will use your account' },
  { id: 'Overdrafts', title: 'Arranged overdraft' },
  { id: 'savings-account-details', title: 'Your savings' },
  { id: 'bank-details', title: 'Your bank account' },
  { id: 'direct-debit', title: 'Paying by Direct Debit' },
  { id: 'credit-limit', title: 'Your credit limit' },
];

/** doc 3 §9 "Help to Buy ISA" figures, shown with the ISA section of IM458. */
const HTB = FIGURES.savings.helpToBuyIsa;
const HELP_TO_BUY_INTRO = [
  `Save up to ${pounds(HTB.monthly)} a month (${pounds(HTB.yearly)} a year), plus an extra ${pounds(HTB.openingExtra)} when you open the account.`,
  `The government adds a ${HTB.bonusPercent}% bonus on balances from ${pounds(HTB.bonusFrom)} to ${pounds(HTB.bonusTo)} when you buy your first home, if it costs under ${pounds(HTB.homeUnder)} (${pounds(HTB.homeUnderLondon)} in London).`,
];

const COUNTRY_LIST = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

const byName = (name: string): FieldContent => {
  const found = EMPLOYMENT_FIELDS.find((field) => field.name === name);
  if (!found) throw new Error(`no core field ${name}`);
  return found;
};

const question = (
  name: string,
  label: string,
  section: string,
  message: string,
  extra: Partial<FieldContent> = {},
): FieldContent => ({
  name,
  label,
  control: 'radio',
  section,
  options: yesNo,
  rules: [{ kind: 'required', message }],
  ...extra,
});

const choice = (
  name: string,
  label: string,
  section: string,
  options: readonly Option[],
  message: string | undefined,
  extra: Partial<FieldContent> = {},
): FieldContent => ({
  name,
  label,
  control: 'select',
  section,
  options,
  rules: message ? [{ kind: 'required', message }] : [],
  ...extra,
});

/** Currency inputs (doc 2 §5.4): digits only, 1 to 9 long, whole pounds; the applicant's money is personal data. */
const money = (
  name: string,
  label: string,
  section: string,
  what: string | undefined,
  extra: Partial<FieldContent> = {},
): FieldContent => ({
  name,
  data: 'personal',
  label,
  hint: 'In pounds, a whole number with no symbols',
  control: 'currency',
  section,
  inputMode: 'numeric',
  width: 'medium',
  rules: [
    ...(what ? [{ kind: 'required', message: `Enter ${what}` } as const] : []),
    {
      kind: 'type',
      type: 'currency',
      message: `Enter ${what ?? 'the amount'} as a whole number of pounds, with no symbols`,
    },
  ],
  ...extra,
});

/** The countries of a list row: the list, less those chosen in the other rows (and GB where refused). */
function countryOptions(chosen: readonly unknown[], index: number, excludeGB: boolean): Option[] {
  const taken = new Set(chosen.filter((_, at) => at !== index).map(String));
  return COUNTRY_LIST.filter((option) => !taken.has(option.value) && !(excludeGB && option.value === 'GB'));
}

/**
 * A list of countries (doc 2 §5.3): each row required, a country chosen in another row is not offered again,
 * GB refused where `excludeGB`, at most 5.
 */
function countryList(
  name: 'citizenshipList' | 'internationalPaymentsList',
  label: string,
  section: string,
  when: (values: ApplicationForm) => boolean,
  excludeGB: (values: ApplicationForm) => boolean,
): FieldContent {
  return {
    name,
    label,
    control: 'list',
    section,
    when,
    maxItems: MAXIMUM_LIST_ITEMS,
    addLabel: 'Add another country',
    removeLabel: 'Remove',
    newItem: () => '',
    rules: [
      { kind: 'required', message: 'Add at least one country' },
      { kind: 'maxLength', max: MAXIMUM_LIST_ITEMS, message: `You can add up to ${MAXIMUM_LIST_ITEMS} countries` },
    ],
    itemFields: (index, values) => {
      const rows = (values[name] ?? []) as readonly unknown[];
      const gb = excludeGB(values);
      return [
        {
          name: `${name}.${index}`,
          data: 'personal',
          closedOptions: true,
          label: `Country ${index + 1}`,
          control: 'select',
          section,
          options: countryOptions(rows, index, gb),
          rules: [
            { kind: 'required', message: `Select country ${index + 1}` },
            {
              kind: 'custom',
              name: 'notInOtherRows',
              params: { list: name, index },
              message: `You have already added this country: choose a different one for country ${index + 1}`,
            },
            ...(gb
              ? [{ kind: 'notEqual', to: 'GB', message: 'Do not include the United Kingdom in this list' } as const]
              : []),
          ],
        },
      ];
    },
  };
}

/** Tax obligations outside the UK (doc 2 §3.1 taxObligationList, §5.3). */
const TAX_OBLIGATION_LIST: FieldContent = {
  name: 'taxObligationList',
  label: 'Countries other than the UK where you pay tax',
  control: 'list',
  section: 'nationality-details',
  when: (values) => values.taxObligations === 'Yes',
  maxItems: MAXIMUM_LIST_ITEMS,
  addLabel: 'Add another country',
  removeLabel: 'Remove',
  newItem: () => ({}),
  rules: [
    { kind: 'required', message: 'Add the countries where you pay tax' },
    { kind: 'maxLength', max: MAXIMUM_LIST_ITEMS, message: `You can add up to ${MAXIMUM_LIST_ITEMS} countries` },
  ],
  itemFields: (index, values) => {
    const rows = values.taxObligationList ?? [];
    const at = (part: string) => `taxObligationList.${index}.${part}`;
    return [
      {
        name: at('taxCountry'),
        closedOptions: true,
        label: `Country ${index + 1}`,
        control: 'select',
        section: 'nationality-details',
        // doc 2 §5.3: the tax country list excludes GB and the countries chosen in the other rows
        options: countryOptions(
          rows.map((row) => row.taxCountry),
          index,
          true,
        ),
        rules: [
          { kind: 'required', message: `Select country ${index + 1}` },
          { kind: 'notEqual', to: 'GB', message: 'Do not include the United Kingdom in this list' },
        ],
      },
      {
        name: at('hasTaxNumber'),
        label: `Do you have a tax identification number for country ${index + 1}?`,
        control: 'radio',
        section: 'nationality-details',
        options: yesNo,
        rules: [
          { kind: 'required', message: `Select yes if you have a tax identification number for country ${index + 1}` },
        ],
      },
      {
        name: at('taxNumber'),
        data: 'personal',
        label: `Tax identification number for country ${index + 1}`,
        control: 'text',
        section: 'nationality-details',
        when: (current) => current.taxObligationList?.[index]?.hasTaxNumber === 'Yes',
        rules: [
          { kind: 'required', message: `Enter the tax identification number for country ${index + 1}` },
          { kind: 'maxLength', max: 40, message: 'Tax identification number must be 40 characters or fewer' },
          // doc 3 §5: tax number letters and numbers only
          {
            kind: 'regex',
            pattern: '^[A-Za-z0-9]*$',
            message: 'Tax identification number must only include letters and numbers',
          },
        ],
      },
    ];
  },
};

/** A sort code (doc 2 §5.5): 6 digits, typed or shown as pairs with hyphens. */
const sortCode = (name: string, section: string, when?: FieldContent['when']): FieldContent => ({
  name,
  data: 'personal',
  label: 'Sort code',
  hint: 'Must be 6 digits long, for example 30-94-57',
  // doc 2 §5.5: displayed as pairs with hyphens
  normalise: (value) => value.replace(/^\s*(\d{2})-?(\d{2})-?(\d{2})\s*$/, '$1-$2-$3'),
  control: 'text',
  section,
  inputMode: 'numeric',
  width: 'short',
  when,
  rules: [
    { kind: 'required', message: 'Enter a sort code' },
    { kind: 'regex', pattern: '^[0-9]{2}-?[0-9]{2}-?[0-9]{2}$', message: 'Enter a 6-digit sort code, like 30-94-57' },
  ],
});

const accountNumber = (name: string, section: string, when?: FieldContent['when']): FieldContent => ({
  name,
  data: 'personal',
  label: 'Account number',
  hint: 'Must be 8 digits long',
  control: 'text',
  section,
  inputMode: 'numeric',
  width: 'medium',
  when,
  rules: [
    { kind: 'required', message: 'Enter an account number' },
    { kind: 'type', type: 'accountNumber', message: 'Enter an 8-digit account number, like 00733445' },
  ],
});

/** What step 2 knows of the bank details lookup (doc 2 §5.5): a pair the platform did not find is invalid. */
export interface BankLookupView {
  status: 'idle' | 'searching' | 'valid' | 'invalid' | 'failed';
  sortCode: string;
  accountNumber: string;
}

function employmentFields(environment: ProductFieldEnvironment, cashIsa: boolean): FieldContent[] {
  const { product } = environment;
  const active = (values: ApplicationForm) => isActiveEmployment(values.employmentStatus);
  return [
    { ...byName('employmentStatus'), options: employmentStatusesFor(product) },
    ...(cashIsa
      ? []
      : [
          // doc 2 §3.8 customerRiskAssessment.showCRAIndustry
          ...(product.customerRiskAssessment.showCRAIndustry
            ? [
                choice(
                  'employmentIndustry',
                  'Industry',
                  'employment-details',
                  INDUSTRIES,
                  'Select the industry you work in',
                  {
                    when: active,
                  },
                ),
              ]
            : []),
          choice('employmentOccupation', 'Occupation', 'employment-details', OCCUPATIONS, 'Select your occupation', {
            data: 'personal',
            when: active,
          }),
          byName('employerName'),
          byName('employmentStartDate'),
        ]),
  ];
}

/** The nationality questions, built once for each of the four forms they take (issue 16). */
const NATIONALITY_FIELDS = new Map<string, FieldContent[]>();
function nationalityFields(values: ApplicationForm, withTax: boolean): FieldContent[] {
  const notUkCitizen = values.ukCitizen === 'No';
  const key = `${withTax}|${notUkCitizen}`;
  let fields = NATIONALITY_FIELDS.get(key);
  if (!fields) {
    fields = buildNationalityFields(notUkCitizen, withTax);
    NATIONALITY_FIELDS.set(key, fields);
  }
  return fields;
}

/** What the nationality questions read of the values when they are built: whether the applicant is not a UK citizen. */
function buildNationalityFields(notUkCitizen: boolean, withTax: boolean): FieldContent[] {
  const section = 'nationality-details';
  return [
    byName('nationality'),
    byName('countryBorn'),
    byName('cityBorn'),
    question('ukCitizen', 'Are you a UK citizen?', section, 'Select yes if you are a UK citizen'),
    question(
      'hasAdditionalCitizenships',
      'Are you a citizen of any other country?',
      section,
      'Select yes if you are a citizen of any other country',
      notUkCitizen
        ? {
            rules: [
              { kind: 'required', message: 'Select yes if you are a citizen of any other country' },
              // doc 2 §5.3: if not a UK citizen, hasAdditionalCitizenships must be Yes
              {
                kind: 'equal',
                to: 'Yes',
                message: 'If you are not a UK citizen, tell us the countries you are a citizen of',
              },
            ],
          }
        : {},
    ),
    countryList(
      'citizenshipList',
      'The other countries you are a citizen of',
      section,
      (current) => current.hasAdditionalCitizenships === 'Yes',
      // doc 2 §5.3: GB excluded when ukCitizen is Yes
      (current) => current.ukCitizen === 'Yes',
    ),
    ...(withTax
      ? [
          question(
            'taxObligations',
            'Do you have to pay tax in any country other than the UK?',
            section,
            'Select yes if you have to pay tax in any country other than the UK',
          ),
          TAX_OBLIGATION_LIST,
          {
            ...question(
              'allTaxObligationsListed',
              'Have you listed every country other than the UK where you have to pay tax?',
              section,
              'Select yes if you have listed every country where you have to pay tax',
              { when: (current: ApplicationForm) => current.taxObligations === 'Yes' },
            ),
            rules: [
              { kind: 'required', message: 'Select yes if you have listed every country where you have to pay tax' },
              // doc 2 §5.3: allTaxObligationsListed must equal Yes
              { kind: 'equal', to: 'Yes', message: 'List every country other than the UK where you have to pay tax' },
            ],
          } satisfies FieldContent,
        ]
      : []),
  ];
}

function incomeFields(creditCard: boolean): FieldContent[] {
  const section = 'income-details';
  const other = (values: ApplicationForm) => values.hasAdditionalIncome === 'Yes';
  const reduced = (values: ApplicationForm) => values.hasIncomeReduction === 'Yes';
  return [
    byName('grossAnnualIncome'),
    byName('netMonthlyIncome'),
    question(
      'hasAdditionalIncome',
      'Do you have any other income?',
      section,
      'Select yes if you have any other income',
    ),
    money('incomeOtherAmount', 'How much is your other income?', section, 'your other income', { when: other }),
    choice(
      'incomeOtherFrequencyOptions',
      'How often do you receive it?',
      section,
      INCOME_FREQUENCIES,
      'Select how often you receive your other income',
      { when: other },
    ),
    ...(creditCard
      ? [
          question(
            'hasIncomeReduction',
            'Do you expect your income to go down in the next 12 months?',
            section,
            'Select yes if you expect your income to go down in the next 12 months',
          ),
          money(
            'revisedGrossAnnualIncome',
            'Your expected annual income before tax',
            section,
            'your expected annual income before tax',
            {
              when: reduced,
            },
          ),
          {
            ...money(
              'revisedNetMonthlyIncome',
              'Your expected monthly income after tax',
              section,
              'your expected monthly income after tax',
              { when: reduced },
            ),
            rules: [
              { kind: 'required', message: 'Enter your expected monthly income after tax' },
              {
                kind: 'type',
                type: 'currency',
                message: 'Enter your expected monthly income after tax as a whole number of pounds',
              },
              // doc 2 §5.4: likewise the revised pair
              {
                kind: 'custom',
                name: 'netIncomeWithinGross',
                params: { grossField: 'revisedGrossAnnualIncome' },
                message:
                  'Your expected monthly income after tax must not be more than your expected annual income divided by 12',
              },
            ],
          } satisfies FieldContent,
        ]
      : []),
  ];
}

function outgoingsFields(environment: ProductFieldEnvironment, creditCard: boolean): FieldContent[] {
  const section = 'outgoings-details';
  const changing = (values: ApplicationForm) => values.changeOfCircumstances === 'Yes';
  return [
    byName('mortgageOrRentExpenditure'),
    byName('expenditureOther'),
    ...(creditCard
      ? [
          question(
            'changeOfCircumstances',
            'Do you expect your outgoings to go up in the next 12 months?',
            section,
            'Select yes if you expect your outgoings to go up in the next 12 months',
          ),
          money(
            'revisedMortgageOrRentExpenditure',
            'Your expected monthly mortgage or rent',
            section,
            'your expected monthly mortgage or rent',
            {
              when: changing,
            },
          ),
          money(
            'revisedExpenditureOther',
            'Your expected other monthly outgoings',
            section,
            'your expected other monthly outgoings',
            {
              when: changing,
            },
          ),
        ]
      : []),
    // doc 2 §3.8 customerRiskAssessment.showCRAInternationalPayments (doc 3: outgoings with international payments)
    ...(environment.product.customerRiskAssessment.showCRAInternationalPayments
      ? [
          question(
            'hasInternationalPayments',
            'Will you send money to, or receive money from, other countries?',
            section,
            'Select yes if you will send money to, or receive money from, other countries',
          ),
          countryList(
            'internationalPaymentsList',
            'The countries you will send money to or receive money from',
            section,
            (values) => values.hasInternationalPayments === 'Yes',
            // doc 2 §5.3: the international payments list excludes GB
            () => true,
          ),
        ]
      : []),
  ];
}

function accountUsageFields(): FieldContent[] {
  const section = 'current-account-details';
  return [
    choice(
      'incomeOtherPaymentTypeOptions',
      'How will money mostly be paid into this account?',
      section,
      INCOME_PAYMENT_TYPES,
      'Select how money will mostly be paid into this account',
    ),
    choice(
      'incomeOtherPaymentAmount',
      'How much will be paid in each month?',
      section,
      INCOME_AMOUNT_BANDS,
      'Select how much will be paid in each month',
    ),
    choice(
      'incomeOtherAccountPurpose',
      'What will you mainly use this account for?',
      section,
      ACCOUNT_PURPOSES,
      'Select what you will mainly use this account for',
    ),
  ];
}

/** Savings information: required for savings products, optional for a current account (doc 3 §2). */
function savingsFields(environment: ProductFieldEnvironment, required: boolean): FieldContent[] {
  const section = 'savings-account-details';
  const optional = required ? '' : ' (optional)';
  const need = (message: string) => (required ? message : undefined);
  const bond = environment.bondIssue;
  return [
    choice(
      'incomeOtherSavingsTypeOptions',
      `Where will your savings come from?${optional}`,
      section,
      SAVINGS_SOURCE_TYPES,
      need('Select where your savings will come from'),
    ),
    choice(
      'incomeOtherSavingsFrequency',
      `How often will you save?${optional}`,
      section,
      SAVINGS_FREQUENCIES,
      need('Select how often you will save'),
    ),
    choice(
      'incomeOtherSavingsAmount',
      `How much will you save each time?${optional}`,
      section,
      INCOME_AMOUNT_BANDS,
      need('Select how much you will save each time'),
    ),
    choice(
      'incomeOtherSavingsPurpose',
      `What are you saving for?${optional}`,
      section,
      savingsPurposesFor(environment.product),
      need('Select what you are saving for'),
    ),
    // doc 2 §5.4: the bond amount lies between the issue's minimum and maximum transfer
    ...(bond
      ? [
          {
            ...money(
              'incomeOtherSavingsAmountBond',
              'How much will you put into your bond?',
              section,
              'the amount you will put in',
            ),
            decisionNeeds: true,
            hint: `Between £${bond.minimumTransfer.toLocaleString('en-GB')} and £${bond.maximumTransfer.toLocaleString('en-GB')}, a whole number of pounds`,
            rules: [
              { kind: 'required', message: 'Enter the amount you will put into your bond' },
              {
                kind: 'type',
                type: 'currency',
                message: 'Enter the amount as a whole number of pounds, with no symbols',
              },
              {
                kind: 'between',
                min: bond.minimumTransfer,
                max: bond.maximumTransfer,
                message: `Enter an amount between £${bond.minimumTransfer.toLocaleString('en-GB')} and £${bond.maximumTransfer.toLocaleString('en-GB')}`,
              },
            ],
          } satisfies FieldContent,
        ]
      : []),
  ];
}

/** doc 2 §5.3: the NI question must equal the product's niNumberRequired; Help to Buy ISA: NI required. */
function niNumberFields(environment: ProductFieldEnvironment): FieldContent[] {
  const section = 'national-insurance-number';
  const required = environment.product.niNumberRequired;
  return [
    {
      ...question(
        'niNumberQuestion',
        'Do you have a National Insurance number?',
        section,
        'Select yes if you have a National Insurance number',
      ),
      // doc 2 §5.3: the products that need an NI number need it on submit
      decisionNeeds: required,
      rules: [
        { kind: 'required', message: 'Select yes if you have a National Insurance number' },
        ...(required
          ? [
              {
                kind: 'equal',
                to: 'Yes',
                // doc 3 §5: if the applicant has none, guidance to obtain one is shown
                message:
                  'You need a National Insurance number to open this account. If you do not have one, you can apply for one at GOV.UK',
              } as const,
            ]
          : []),
      ],
    },
    {
      name: 'niNumber',
      data: 'secret',
      label: 'National Insurance number',
      hint: 'It is on your National Insurance card, payslip or P60. For example, QQ 12 34 56 C',
      // doc 2 §5.3: upper-cased; the spaces of the printed form are not part of the number
      normalise: (value) => value.replace(/\s+/g, '').toUpperCase(),
      control: 'text',
      section,
      width: 'medium',
      when: (values) => values.niNumberQuestion === 'Yes',
      rules: [
        { kind: 'required', message: 'Enter your National Insurance number' },
        {
          kind: 'type',
          type: 'niNumber',
          message: 'Enter a National Insurance number in the correct format, like QQ 12 34 56 C',
        },
      ],
    },
    ...(required
      ? []
      : [
          choice(
            'niReason',
            'Why do you not have a National Insurance number?',
            section,
            NI_MISSING_REASONS,
            'Select why you do not have a National Insurance number',
            {
              data: 'personal',
              when: (values: ApplicationForm) => values.niNumberQuestion === 'No',
            },
          ),
        ]),
  ];
}

function bankDetailsFields(lookup: BankLookupView | undefined): FieldContent[] {
  const section = 'bank-details';
  const account = accountNumber('bankDetailsAccountNumber', section);
  const invalid = lookup?.status === 'invalid';
  return [
    sortCode('bankDetailsSortCode', section),
    {
      ...account,
      rules: [
        ...account.rules,
        // doc 2 §5.5, §8: a failed lookup marks the details invalid (bankDetailsLookupError) and blocks submit
        ...(invalid
          ? [
              {
                kind: 'custom',
                name: 'bankDetailsFound',
                params: { invalidSortCode: lookup.sortCode, invalidAccountNumber: lookup.accountNumber },
                message: bankDetailsLookupError,
              } as const,
            ]
          : []),
      ],
    },
    {
      name: 'lengthOfTimeBankYears',
      label: 'Years with this bank',
      control: 'text',
      section,
      inputMode: 'numeric',
      width: 'short',
      rules: [
        { kind: 'required', message: 'Enter how many years you have been with this bank' },
        { kind: 'type', type: 'digits', message: 'Enter the years as a number from 0 to 99' },
        { kind: 'between', min: 0, max: 99, message: 'Enter the years as a number from 0 to 99' },
      ],
    },
    {
      name: 'lengthOfTimeBankMonths',
      label: 'And months',
      control: 'text',
      section,
      inputMode: 'numeric',
      width: 'short',
      rules: [
        { kind: 'required', message: 'Enter how many months, from 0 to 11' },
        { kind: 'type', type: 'digits', message: 'Enter the months as a number from 0 to 11' },
        { kind: 'between', min: 0, max: 11, message: 'Enter the months as a number from 0 to 11' },
      ],
    },
  ];
}

function directDebitFields(): FieldContent[] {
  const section = 'direct-debit';
  const setUp = (values: ApplicationForm) => values.setUpDirectDebit === 'Yes';
  const otherAccount = (values: ApplicationForm) => setUp(values) && values.useBankDetails === 'No';
  return [
    question(
      'setUpDirectDebit',
      'Would you like to pay your card by Direct Debit?',
      section,
      'Select yes if you would like to pay by Direct Debit',
    ),
    question(
      'useBankDetails',
      'Pay from the bank account you gave above?',
      section,
      'Select yes to pay from the bank account you gave above',
      {
        when: setUp,
      },
    ),
    {
      name: 'directDebitAccountName',
      data: 'personal',
      label: 'Name on the account',
      control: 'text',
      section,
      when: setUp,
      // doc 2 §5.5: maximum 18 in one reading, 50 in another: the stricter, 18 (doc 3 §5 "about 18")
      rules: [
        { kind: 'required', message: 'Enter the name on the account' },
        { kind: 'maxLength', max: 18, message: 'Name on the account must be 18 characters or fewer' },
        {
          kind: 'regex',
          pattern: '^[A-Za-z -]*$',
          message: 'Name on the account must only include letters, spaces and hyphens',
        },
      ],
    },
    sortCode('directDebitSortCode', section, otherAccount),
    accountNumber('directDebitAccountNumber', section, otherAccount),
    {
      name: 'howToPay',
      closedOptions: true,
      label: 'How much would you like to pay each month?',
      control: 'radio',
      section,
      options: PAYMENT_CHOICES,
      when: setUp,
      rules: [{ kind: 'required', message: 'Select how much you would like to pay each month' }],
    },
    {
      ...money('directDebitPaymentAmount', 'Fixed amount', section, 'the fixed amount'),
      decisionNeeds: true,
      when: (values) => setUp(values) && values.howToPay === 'Fixed amount',
      // doc 2 §5.5: whole number above zero, at most 6 long, greater than 1
      rules: [
        { kind: 'required', message: 'Enter the fixed amount' },
        { kind: 'type', type: 'digits', message: 'Enter the fixed amount as a whole number of pounds above zero' },
        { kind: 'maxLength', max: 6, message: 'Enter a fixed amount of 6 digits or fewer' },
        { kind: 'greaterThan', than: 1, message: 'Enter a fixed amount of more than £1' },
      ],
    },
    choice(
      'paymentDate',
      'When in the month would you like to pay?',
      section,
      DIRECT_DEBIT_DATE_BANDS,
      'Select when in the month you would like to pay',
      {
        when: setUp,
        closedOptions: true,
      },
    ),
    {
      name: 'directDebitAcceptTsAndCs',
      label:
        'I confirm I am the account holder and the only person needed to authorise Direct Debits from this account',
      control: 'checkbox',
      section,
      when: setUp,
      // doc 2 §5.5: the authority terms checkbox is required
      rules: [{ kind: 'required', message: 'Confirm you can authorise Direct Debits from this account' }],
    },
  ];
}

function creditLimitFields(): FieldContent[] {
  const section = 'credit-limit';
  return [
    {
      name: 'creditLimitChoice',
      label: 'What credit limit would you like?',
      control: 'radio',
      section,
      options: CREDIT_LIMIT_CHOICES,
      rules: [{ kind: 'required', message: 'Select the credit limit you would like' }],
    },
    {
      name: 'creditLimit',
      label: 'Your credit limit',
      hint: `${pounds(FIGURES.creditCards.creditLimit.minimum)} or more, in steps of ${pounds(FIGURES.creditCards.creditLimit.step)}`,
      control: 'currency',
      section,
      inputMode: 'numeric',
      width: 'medium',
      when: (values) => values.creditLimitChoice === 'M',
      // doc 2 §5.5: digits only, whole, a multiple of 100, at least 500 (message: content key creditLimitValidationMsg)
      rules: [
        { kind: 'required', message: creditLimitValidationMsg },
        { kind: 'type', type: 'digits', message: creditLimitValidationMsg },
        { kind: 'greaterThan', than: FIGURES.creditCards.creditLimit.minimum - 1, message: creditLimitValidationMsg },
        { kind: 'multipleOf', step: FIGURES.creditCards.creditLimit.step, message: creditLimitValidationMsg },
      ],
    },
    question(
      'creditLimitIncreaseConsent',
      'Would you like us to increase your credit limit in future when we can?',
      section,
      'Select yes if you would like us to increase your credit limit in future',
    ),
  ];
}

/**
 * Every field of step 2 for a product (doc 3 §2 "Employment and finances" by product type; doc 2 §3.1, §5.3-§5.5):
 * - current: employment (CRA variant), nationality and tax, income, outgoings with international payments,
 *   account usage, overdraft (not on joint cases), optional savings information;
 * - savings (bonds among them): employment, nationality and tax, income, savings information, bond amount;
 * - cash ISA: the tax-exempt information and the NI number; also the employment status and income, which the
 *   platform's decision needs for every case (platform/cases/submitReadiness.ts; doc 2 §2 lists employment and
 *   income for step 2 of every product);
 * - credit card: employment, citizenship, income with a reduction, outgoings with a change of circumstances,
 *   bank details with the lookup, direct debit, credit limit.
 */
export function step2Fields(
  environment: ProductFieldEnvironment,
  values: ApplicationForm,
  lookup?: BankLookupView,
): FieldContent[] {
  const parts = step2Parts(environment);
  const fields = [...parts.head];
  if (parts.nationalityWithTax !== undefined) fields.push(...nationalityFields(values, parts.nationalityWithTax));
  fields.push(...parts.middle);
  if (parts.bankDetails) fields.push(...bankDetailsFields(lookup));
  fields.push(...parts.tail);
  return fields;
}

/**
 * Step 2's fields around the two parts that read more than the environment (the nationality questions read the
 * values, the bank details the lookup): built once for each environment (issue 16), in step 2's order.
 */
interface Step2Parts {
  head: FieldContent[];
  /** Whether the nationality questions come next, and with the tax questions. */
  nationalityWithTax: boolean | undefined;
  middle: FieldContent[];
  bankDetails: boolean;
  tail: FieldContent[];
}

const step2Parts = environmentCache((environment): Step2Parts => {
  const type = environment.product.productType;
  const overdraft = EMPLOYMENT_FIELDS.filter((field) => field.section === 'Overdrafts' && field.showIn?.(environment));
  switch (type) {
    case 'current':
      return {
        head: employmentFields(environment, false),
        nationalityWithTax: true,
        middle: [
          ...incomeFields(false),
          ...outgoingsFields(environment, false),
          ...accountUsageFields(),
          ...overdraft,
          ...savingsFields(environment, false),
        ],
        bankDetails: false,
        tail: [],
      };
    case 'savings':
      return {
        head: employmentFields(environment, false),
        nationalityWithTax: true,
        middle: [...incomeFields(false), ...savingsFields(environment, true)],
        bankDetails: false,
        tail: [],
      };
    case 'cashISA':
      return {
        head: [
          ...niNumberFields(environment),
          ...employmentFields(environment, true),
          byName('grossAnnualIncome'),
          byName('netMonthlyIncome'),
          ...(environment.bondIssue
            ? savingsFields(environment, false).filter((field) => field.name === 'incomeOtherSavingsAmountBond')
            : []),
        ],
        nationalityWithTax: undefined,
        middle: [],
        bankDetails: false,
        tail: [],
      };
    case 'credit-card':
      return {
        head: employmentFields(environment, false),
        nationalityWithTax: false,
        middle: [...incomeFields(true), ...outgoingsFields(environment, true)],
        bankDetails: true,
        tail: [...directDebitFields(), ...creditLimitFields()],
      };
  }
});

/** The sections of step 2 for a product: those with fields, and the ISA's information. */
export function step2Sections(environment: ProductFieldEnvironment, fields: readonly FieldContent[]): Section[] {
  const { product } = environment;
  return STEP_2_SECTIONS.filter(
    (section) =>
      fields.some((field) => field.section === section.id) ||
      (section.id === 'isa-details' && product.productType === 'cashISA'),
  ).map((section) => {
    if (section.id === 'isa-details' && product.code === 'IM458') {
      return { ...section, intro: [...(section.intro ?? []), ...HELP_TO_BUY_INTRO] };
    }
    if (section.id === 'nationality-details' && product.productType === 'credit-card') {
      return { ...section, title: 'Your citizenship' };
    }
    return section;
  });
}
