import { describe, expect, it } from 'vitest';
import { isEnglandAndWalesBankHoliday } from '../../contract/bankHolidays';
import { type RuleContext, standardCustomRules, validateForm, validateValue } from '../../contract/rules';
import { CUSTOMER_NUMBER_RULES, LETTER_CODE_RULES, LOGIN_USERNAME_RULES, REGISTRATION_FIELDS } from './credentials';
import { SWITCH_FIELDS } from './switching';

// A Monday at 09:00 (before the 10:00 cut-off).
const context: RuleContext = {
  today: new Date(2026, 10, 23, 9, 0),
  customRules: standardCustomRules,
  warn: () => {},
  isBankHoliday: isEnglandAndWalesBankHoliday,
};
const rulesOf = (fields: typeof REGISTRATION_FIELDS, name: string) =>
  fields.find((field) => field.name === name)?.rules ?? [];

describe('registration rules (doc 2 §5.6)', () => {
  const check = (name: string, value: string, values: object = {}) =>
    validateValue(rulesOf(REGISTRATION_FIELDS, name), value, values, context);

  it('passwords: 8 to 16, a letter, a number and a symbol other than £', () => {
    expect(check('registrationPassword1', 'Sandbox#135')).toBeUndefined();
    expect(check('registrationPassword1', 'Sandbox135')).toMatch(/symbol/);
    expect(check('registrationPassword1', 'Sandbox£135')).toMatch(/symbol/);
    expect(check('registrationPassword1', 'S#1a')).toMatch(/8 to 16/);
    expect(check('registrationPassword1', 'Sandbox#135Sandbox')).toMatch(/8 to 16/);
    expect(check('registrationPassword2', 'x', { registrationPassword1: 'y' })).toBe('The passwords do not match');
  });

  it('PINs: 4 digits, not four alike, not a run up or down', () => {
    expect(check('telephonePin', '1357')).toBeUndefined();
    for (const pin of ['1111', '1234', '4321', '6789'])
      expect(check('telephonePin', pin)).toMatch(/repeat|consecutive/);
    expect(check('telephonePin', '123')).toBe('Your PIN must be 4 digits');
  });

  it('security answers are 6 to 20 letters and numbers, and no question is chosen twice', () => {
    expect(check('securityAnswer1', 'biscuit42')).toBeUndefined();
    expect(check('securityAnswer1', 'short')).toMatch(/6 to 20/);
    const errors = validateForm(
      REGISTRATION_FIELDS,
      { securityQuestion1: 'pet', securityQuestion2: 'pet' } as never,
      context,
    );
    expect(errors.securityQuestion1).toBe('Choose a different question for each answer');
  });

  it('login: a username is 6-16 letters or numbers but never 10 digits; a customer number is 10 digits from 10', () => {
    const username = (value: string) => validateValue(LOGIN_USERNAME_RULES, value, {}, context);
    const customerNumber = (value: string) => validateValue(CUSTOMER_NUMBER_RULES, value, {}, context);
    expect(username('sandboxada')).toBeUndefined();
    expect(username('ada')).toMatch(/6 to 16/);
    expect(username('1234567890')).toMatch(/6 to 16/);
    expect(customerNumber('1000000011')).toBeUndefined();
    expect(customerNumber('1234567890')).toMatch(/starts with 10/);
  });

  it('letter codes are exactly 10 digits', () => {
    expect(validateValue(LETTER_CODE_RULES, '1234567890', {}, context)).toBeUndefined();
    expect(validateValue(LETTER_CODE_RULES, '123456789', {}, context)).toBe('Your letter code is 10 digits');
  });
});

describe('switching rules (doc 2 §5.7, the stricter readings)', () => {
  const check = (name: string, value: string) => validateValue(rulesOf(SWITCH_FIELDS, name), value, {}, context);

  it('the switch date is a working day at least 7 working days and under 90 days away', () => {
    expect(check('switchDate', '02-12-2026')).toBeUndefined(); // Wednesday, 7 working days on
    expect(check('switchDate', '01-12-2026')).toMatch(/7 working days/); // 6 working days
    expect(check('switchDate', '05-12-2026')).toMatch(/working day/); // a Saturday
    expect(check('switchDate', '22-02-2027')).toMatch(/less than 90 days/); // 91 days
  });

  it('account name at most 18; card 16 digits; expiry not passed', () => {
    expect(check('switchAccountName', 'A'.repeat(18))).toBeUndefined();
    expect(check('switchAccountName', 'A'.repeat(19))).toMatch(/18/);
    expect(check('switchDebitCardPan', '1234567890123456')).toBeUndefined();
    expect(check('switchDebitCardPan', '12345678901234567')).toMatch(/16-digit/);
    expect(check('switchDebitCardExpiration', '1126')).toBeUndefined();
    expect(check('switchDebitCardExpiration', '1026')).toMatch(/not passed/);
  });
});
