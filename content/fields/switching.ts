// The switching fields of doc 2 §3.1 and their rules of §5.7, declared once: the switch page and the platform's
// POST .../cases/cas both validate from these. Where the spec gives two readings, the stricter is kept and both
// are named beside the rule.
import type { ApplicationForm } from '../../contract/applicationForm';
import { FIGURES } from '../figures';
import { SWITCH_TYPES, YES_NO } from '../options';
import type { FieldContent } from './fieldTypes';

const section = 'switch';
const switching = (values: ApplicationForm) => values.wantsToSwitch === 'Yes';
const withCard = (values: ApplicationForm) => switching(values) && values.switchHasDebitCard === 'Yes';
const isFull = (values: ApplicationForm) => switching(values) && values.switchType === 'Full switch';
const isPart = (values: ApplicationForm) => switching(values) && values.switchType === 'Payment transfer';

/** A card number as shown once the field is left (doc 2 §5.7 "masked on blur"): the last four digits only. */
export const maskCardNumber = (value: string) =>
  value.length > 4 ? `${'•'.repeat(value.length - 4)}${value.slice(-4)}` : value;

export const SWITCH_FIELDS: readonly FieldContent[] = [
  {
    name: 'wantsToSwitch',
    label: 'Would you like to switch your old current account to your new account?',
    control: 'radio',
    options: YES_NO,
    closedOptions: true,
    section,
    rules: [{ kind: 'required', message: 'Select yes if you would like to switch' }],
  },
  {
    name: 'switchType',
    label: 'Type of switch',
    control: 'radio',
    options: SWITCH_TYPES,
    closedOptions: true,
    section,
    when: switching,
    rules: [{ kind: 'required', message: 'Select the type of switch' }],
  },
  {
    name: 'switchAccountName',
    data: 'personal',
    label: 'Name on the old account',
    control: 'text',
    section,
    when: switching,
    autoComplete: 'off',
    rules: [
      { kind: 'required', message: 'Enter the name on the account' },
      { kind: 'maxLength', max: 18, message: 'The account name must be 18 characters or fewer' },
    ],
  },
  {
    name: 'switchAccountNumber',
    data: 'personal',
    label: 'Old account number',
    hint: '8 digits, with no spaces or dashes',
    control: 'text',
    inputMode: 'numeric',
    width: 'medium',
    section,
    when: switching,
    rules: [
      { kind: 'required', message: 'Enter the account number' },
      { kind: 'type', type: 'accountNumber', message: 'Enter an 8-digit account number with no spaces or dashes' },
    ],
  },
  {
    name: 'switchSortCode',
    data: 'personal',
    label: 'Old sort code',
    hint: '6 digits, for example 309457',
    control: 'text',
    inputMode: 'numeric',
    width: 'short',
    section,
    when: switching,
    rules: [
      { kind: 'required', message: 'Enter the sort code' },
      { kind: 'type', type: 'sortCode', message: 'Enter a 6-digit sort code' },
    ],
  },
  {
    name: 'switchHasDebitCard',
    label: 'Do you have a debit card for the old account?',
    control: 'radio',
    options: YES_NO,
    closedOptions: true,
    section,
    when: switching,
    rules: [{ kind: 'required', message: 'Select yes if you have a debit card for the old account' }],
  },
  // Readings: 16 digits; 16 to 19 digits; 5 or 16 digits. The stricter, 16 digits exactly, is kept.
  {
    name: 'switchDebitCardPan',
    data: 'secret',
    label: 'Debit card number',
    hint: 'The 16 digits on the front of the card',
    control: 'text',
    inputMode: 'numeric',
    section,
    when: withCard,
    mask: maskCardNumber,
    rules: [
      { kind: 'required', message: 'Enter the debit card number' },
      { kind: 'regex', pattern: '^\\d{16}$', message: 'Enter the 16-digit card number' },
    ],
  },
  {
    name: 'switchDebitCardExpiration',
    data: 'personal',
    label: 'Card expiry date (MMYY)',
    hint: 'For example 0829',
    control: 'text',
    inputMode: 'numeric',
    width: 'short',
    section,
    when: withCard,
    rules: [
      { kind: 'required', message: 'Enter the expiry date' },
      { kind: 'cardExpiry', message: 'Enter an expiry date as MMYY that has not passed' },
    ],
  },
  // Readings: at least 7 business days ahead, not a weekend or bank holiday, under 90 days; or 5 to 90 working days,
  // one more after 10:00. The stricter of each bound is kept: at least 7 working days (one more after 10:00), a
  // working day (England and Wales bank holidays from date-holidays, contract/bankHolidays.ts), under 90 days.
  {
    name: 'switchDate',
    label: 'Switch date',
    hint: 'DD-MM-YYYY',
    control: 'text',
    inputMode: 'numeric',
    width: 'medium',
    section,
    when: switching,
    rules: [
      { kind: 'required', message: 'Enter the date you would like to switch' },
      { kind: 'type', type: 'date', message: 'Enter the date as DD-MM-YYYY' },
      {
        kind: 'workingDaysFromToday',
        min: FIGURES.switching.guaranteeBusinessDays,
        max: 90,
        message: `Choose a working day at least ${FIGURES.switching.guaranteeBusinessDays} working days from today`,
      },
      { kind: 'daysFromToday', min: 0, max: 89, message: 'Choose a date less than 90 days from today' },
    ],
  },
  {
    name: 'switchCloseOldAccount',
    label: 'I understand my old account will be closed (a full switch) or its payments moved (a payment transfer)',
    control: 'checkbox',
    section,
    when: switching,
    rules: [{ kind: 'required', message: 'Confirm your old account can be closed' }],
  },
  {
    name: 'switchAcceptFullTCs',
    label: 'I accept the terms of the full switch',
    control: 'checkbox',
    section,
    when: isFull,
    rules: [{ kind: 'required', message: 'Accept the terms of the full switch to continue' }],
  },
  {
    name: 'switchAcceptPaymentsTCs',
    label: 'I accept the terms of the payment transfer',
    control: 'checkbox',
    section,
    when: isPart,
    rules: [{ kind: 'required', message: 'Accept the terms of the payment transfer to continue' }],
  },
];
