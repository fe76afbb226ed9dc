// Step 2 fields of a current account for the foundation journey (doc 2 §3.1, §5.3-§5.5). The full set
// (tax, citizenships, international payments, savings, ISA, credit card) extends these definitions.
import type { ApplicationForm } from '../../services/applicationForm';
import { COUNTRIES } from '../countries';
import { EMPLOYMENT_STATUSES, isActiveEmployment } from '../options';
import type { FieldContent, Section } from './fieldTypes';
import { yesNo } from './fieldTypes';

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
    control: 'select',
    section: 'employment-details',
    options: EMPLOYMENT_STATUSES,
    rules: [{ kind: 'required', message: 'Select your employment status' }],
  },
  {
    name: 'employerName',
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
    label: 'Nationality',
    control: 'select',
    section: 'nationality-details',
    options: COUNTRY_OPTIONS,
    rules: [{ kind: 'required', message: 'Select your nationality' }],
  },
  {
    name: 'countryBorn',
    label: 'Country of birth',
    control: 'select',
    section: 'nationality-details',
    options: COUNTRY_OPTIONS,
    rules: [{ kind: 'required', message: 'Select your country of birth' }],
  },
  {
    name: 'cityBorn',
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
    label: 'Annual income before tax',
    hint: 'In pounds, a whole number with no symbols',
    control: 'currency',
    section: 'income-details',
    inputMode: 'numeric',
    width: 'medium',
    rules: [...CURRENCY_RULES('annual income before tax')],
  },
  {
    name: 'netMonthlyIncome',
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
    hint: 'Between £50 and £5,000, in steps of £50',
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
      { kind: 'between', min: 50, max: 5000, message: 'Enter an overdraft limit between £50 and £5,000' },
      { kind: 'multipleOf', step: 50, message: 'Enter an overdraft limit in steps of £50' },
    ],
  },
];
