// The switching rules of doc 2 §5.7 as field definitions (the switch page comes with its own work). Where the
// spec gives two readings, the stricter is kept and both are named beside the rule.
import { type FieldContent, textField } from './fieldTypes';

const field = (name: string, label: string, rules: FieldContent['rules']) => textField(name, label, 'switch', rules);

export const SWITCH_FIELDS: readonly FieldContent[] = [
  field('wantsToSwitch', 'Would you like to switch your old account?', [
    { kind: 'required', message: 'Select yes if you would like to switch' },
  ]),
  field('switchType', 'Type of switch', [{ kind: 'required', message: 'Select the type of switch' }]),
  field('switchAccountName', 'Name on the old account', [
    { kind: 'required', message: 'Enter the name on the account' },
    { kind: 'maxLength', max: 18, message: 'The account name must be 18 characters or fewer' },
  ]),
  field('switchAccountNumber', 'Old account number', [
    { kind: 'required', message: 'Enter the account number' },
    { kind: 'type', type: 'accountNumber', message: 'Enter an 8-digit account number with no spaces or dashes' },
  ]),
  field('switchSortCode', 'Old sort code', [
    { kind: 'required', message: 'Enter the sort code' },
    { kind: 'type', type: 'sortCode', message: 'Enter a 6-digit sort code' },
  ]),
  // Readings: 16 digits; 16 to 19 digits; 5 or 16 digits. The stricter, 16 digits exactly, is kept.
  field('switchDebitCardPan', 'Debit card number', [
    { kind: 'required', message: 'Enter the debit card number' },
    { kind: 'regex', pattern: '^\\d{16}$', message: 'Enter the 16-digit card number' },
  ]),
  field('switchDebitCardExpiration', 'Card expiry date (MMYY)', [
    { kind: 'required', message: 'Enter the expiry date' },
    { kind: 'cardExpiry', message: 'Enter an expiry date as MMYY that has not passed' },
  ]),
  // Readings: at least 7 business days ahead, not a weekend or bank holiday, under 90 days; or 5 to 90 working days,
  // one more after 10:00. The stricter of each bound is kept: at least 7 working days (one more after 10:00), a
  // working day, and under 90 calendar days.
  field('switchDate', 'Switch date', [
    { kind: 'required', message: 'Enter the date you would like to switch' },
    { kind: 'type', type: 'date', message: 'Enter the date as DD-MM-YYYY' },
    {
      kind: 'workingDaysFromToday',
      min: 7,
      max: 90,
      message: 'Choose a working day at least 7 working days from today',
    },
    { kind: 'daysFromToday', min: 0, max: 89, message: 'Choose a date less than 90 days from today' },
  ]),
  field('switchCloseOldAccount', 'I agree my old account will be closed', [
    { kind: 'required', message: 'Confirm your old account can be closed' },
  ]),
  field('switchAcceptFullTCs', 'I accept the terms of the full switch', [
    { kind: 'required', message: 'Accept the terms to continue' },
  ]),
];
