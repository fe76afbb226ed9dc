import { describe, expect, it, vi } from 'vitest';
import { isEnglandAndWalesBankHoliday } from './bankHolidays';
import {
  type FieldDefinition,
  type NamedType,
  type Rule,
  type RuleContext,
  validateForm,
  validateValue,
} from './rules';
import { normalisePostcode } from './ruleTypes/namedTypes';

// Friday 14 June 2024, 09:30 local time, before the 10:00 working-day cut-off.
const FRIDAY_MORNING = new Date(2024, 5, 14, 9, 30);

function contextAt(today = FRIDAY_MORNING, extra: Partial<RuleContext> = {}): RuleContext {
  return { today, warn: vi.fn(), isBankHoliday: isEnglandAndWalesBankHoliday, ...extra };
}

/** The message when the value breaks the rule, undefined when it keeps it. */
function check(rule: Rule, value: unknown, values: object = {}, context = contextAt()) {
  return validateValue([rule], value, values, context);
}

const ok = (rule: Rule, value: unknown, values: object = {}, context = contextAt()) =>
  check(rule, value, values, context) === undefined;

const typeRule = (type: NamedType): Rule => ({ kind: 'type', type, message: `Enter a valid ${type}` });

describe('required (doc 2 §5.8)', () => {
  const rule: Rule = { kind: 'required', message: 'Enter your first name' };

  it('needs a value, a non-empty list or a ticked box', () => {
    expect(check(rule, undefined)).toBe('Enter your first name');
    expect(ok(rule, '')).toBe(false);
    expect(ok(rule, '   ')).toBe(false);
    expect(ok(rule, [])).toBe(false);
    expect(ok(rule, false)).toBe(false);
    expect(ok(rule, 'Ann')).toBe(true);
    expect(ok(rule, ['EMAIL'])).toBe(true);
    expect(ok(rule, true)).toBe(true);
    expect(ok(rule, 0)).toBe(true);
  });

  it('is lifted when the named other field has a value (doc 2 §5.2 house number or name)', () => {
    const houseNumber: Rule = { kind: 'required', unlessFilled: 'houseName', message: 'Enter a house number or name' };
    expect(ok(houseNumber, '', { houseName: 'Rose Cottage' })).toBe(true);
    expect(ok(houseNumber, '', { houseName: '' })).toBe(false);
  });
});

describe('optional fields', () => {
  it('pass every rule but required when empty', () => {
    const rules: Rule[] = [
      { kind: 'minLength', min: 2, message: 'Too short' },
      typeRule('name'),
      { kind: 'minAge', years: 18, message: 'Too young' },
    ];
    expect(validateValue(rules, '', {}, contextAt())).toBeUndefined();
    expect(validateValue(rules, undefined, {}, contextAt())).toBeUndefined();
    expect(validateValue(rules, 'A', {}, contextAt())).toBe('Too short');
  });

  it('return the first failing message in rule order', () => {
    const rules: Rule[] = [
      { kind: 'required', message: 'Enter your middle name' },
      { kind: 'minLength', min: 2, message: 'At least 2' },
      { kind: 'maxLength', max: 3, message: 'At most 3' },
    ];
    expect(validateValue(rules, '', {}, contextAt())).toBe('Enter your middle name');
    expect(validateValue(rules, 'Abcd', {}, contextAt())).toBe('At most 3');
  });
});

describe('lengths, equality and patterns', () => {
  it('measures text and lists', () => {
    const min: Rule = { kind: 'minLength', min: 6, message: 'min' };
    const max: Rule = { kind: 'maxLength', max: 5, message: 'max' };
    expect(ok(min, 'a@b.co')).toBe(true);
    expect(ok(min, 'a@b.c')).toBe(false);
    expect(ok(max, ['GB', 'FR', 'DE', 'IT', 'ES'])).toBe(true);
    expect(ok(max, ['GB', 'FR', 'DE', 'IT', 'ES', 'PT'])).toBe(false);
  });

  it('compares with a fixed value or another field', () => {
    const confirmation: Rule = { kind: 'equal', to: { field: 'emailAddress' }, message: 'Emails must match' };
    expect(ok(confirmation, 'a@b.com', { emailAddress: 'a@b.com' })).toBe(true);
    expect(ok(confirmation, 'a@b.co', { emailAddress: 'a@b.com' })).toBe(false);
    expect(ok({ kind: 'equal', to: 'Yes', message: 'm' }, 'No')).toBe(false);
    expect(ok({ kind: 'equal', to: true, message: 'm' }, true)).toBe(true);
    expect(ok({ kind: 'notEqual', to: 'invalid', message: 'm' }, 'invalid')).toBe(false);
    expect(ok({ kind: 'notEqual', to: { field: 'question1' }, message: 'm' }, 'pet', { question1: 'pet' })).toBe(false);
  });

  it('runs serialised patterns, and a stored g flag does not leak between calls', () => {
    const rule: Rule = { kind: 'regex', pattern: '^[0-9]{7}$', flags: 'g', message: 'Enter 7 digits' };
    expect(ok(rule, '1234567')).toBe(true);
    expect(ok(rule, '1234567')).toBe(true);
    expect(ok(rule, '123456')).toBe(false);
  });

  it('fails and warns on a pattern that does not compile', () => {
    const context = contextAt();
    expect(ok({ kind: 'regex', pattern: '([', message: 'm' }, 'x', {}, context)).toBe(false);
    expect(context.warn).toHaveBeenCalledOnce();
  });
});

describe('named types', () => {
  it('National Insurance numbers (doc 2 §5.3)', () => {
    const ni = typeRule('niNumber');
    expect(ok(ni, 'AB123456C')).toBe(true);
    expect(ok(ni, 'ab123456c')).toBe(true);
    for (const prefix of ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']) expect(ok(ni, `${prefix}123456A`)).toBe(false);
    for (const suffix of ['A', 'B', 'C', 'D']) expect(ok(ni, `JK123456${suffix}`)).toBe(true);
    expect(ok(ni, 'JK123456E')).toBe(false);
    expect(ok(ni, 'JK123456')).toBe(false);
    expect(ok(ni, 'DA123456A')).toBe(false);
    expect(ok(ni, 'AO123456A')).toBe(false);
    expect(ok(ni, 'AB 12 34 56 C')).toBe(false);
    // test values: the QQ prefix HMRC keeps for examples
    expect(ok(ni, 'QQ123456C')).toBe(true);
  });

  it('UK postcodes with the special code GIR 0AA, and BFPO apart (doc 2 §5.2)', () => {
    const uk = typeRule('ukPostcode');
    for (const postcode of ['SW1A 1AA', 'EC1A 1BB', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'sw1a1aa']) {
      expect(ok(uk, postcode)).toBe(true);
    }
    expect(ok(uk, 'GIR 0AA')).toBe(true);
    expect(ok(uk, 'GIR0AA')).toBe(true);
    for (const postcode of ['BFPO 123', 'SW1A  1AA', 'QA1 1AA', '12345', 'SW1A 1CA', 'ASCN 1ZZ']) {
      expect(ok(uk, postcode)).toBe(false);
    }
    const bfpo = typeRule('bfpoPostcode');
    expect(ok(bfpo, 'BFPO 123')).toBe(true);
    expect(ok(bfpo, 'BFPO123')).toBe(true);
    expect(ok(bfpo, 'BFPO 12345')).toBe(false);
    expect(ok(bfpo, 'SW1A 1AA')).toBe(false);
  });

  it('normalises a typed postcode to upper case with one space', () => {
    expect(normalisePostcode(' sw1a1aa ')).toBe('SW1A 1AA');
    expect(normalisePostcode('bfpo123')).toBe('BFPO 123');
  });

  it('phone numbers: 01, 02 or 07 and exactly 11 digits (doc 2 §5.1)', () => {
    const phone = typeRule('ukPhone');
    const mobile = typeRule('mobilePhone');
    for (const start of ['01', '02', '07']) {
      expect(ok(phone, `${start}12345678`)).toBe(false);
      expect(ok(phone, `${start}123456789`)).toBe(true);
      expect(ok(phone, `${start}1234567890`)).toBe(false);
    }
    expect(ok(phone, '03123456789')).toBe(false);
    expect(ok(phone, '0712 345678')).toBe(false);
    expect(ok(mobile, '07123456789')).toBe(true);
    expect(ok(mobile, '01123456789')).toBe(false);
    expect(ok(mobile, '0712345678')).toBe(false);
    expect(ok(mobile, '071234567890')).toBe(false);
  });

  it('names: letters, hyphen, apostrophe, at most two spaces (doc 2 §5.1)', () => {
    const name = typeRule('name');
    for (const value of ["O'Neil", 'Smith-Jones', 'Mary Ann', 'Anne Marie Louise']) expect(ok(name, value)).toBe(true);
    for (const value of ['Anne Marie Louise Jo', 'J0hn', 'Ann.', "'-", 'Zoë']) expect(ok(name, value)).toBe(false);
  });

  it('emails, digits, currency, sort codes and account numbers', () => {
    expect(ok(typeRule('email'), 'first.last+tag@example.co.uk')).toBe(true);
    for (const value of ['first@example', 'first..last@example.com', 'first@.com', 'first example@x.com']) {
      expect(ok(typeRule('email'), value)).toBe(false);
    }
    expect(ok(typeRule('digits'), '0123')).toBe(true);
    expect(ok(typeRule('digits'), '12a')).toBe(false);
    expect(ok(typeRule('currency'), '0')).toBe(true);
    expect(ok(typeRule('currency'), '123456789')).toBe(true);
    expect(ok(typeRule('currency'), '1234567890')).toBe(false);
    expect(ok(typeRule('currency'), '1,000')).toBe(false);
    expect(ok(typeRule('currency'), '10.50')).toBe(false);
    expect(ok(typeRule('sortCode'), '123456')).toBe(true);
    expect(ok(typeRule('sortCode'), '12-34-56')).toBe(false);
    expect(ok(typeRule('accountNumber'), '12345678')).toBe(true);
    expect(ok(typeRule('accountNumber'), '1234567')).toBe(false);
  });

  it('dates: DD-MM-YYYY, on the calendar, years 1800 to 2999 (doc 2 §5.1)', () => {
    const date = typeRule('date');
    expect(ok(date, '29-02-2000')).toBe(true);
    expect(ok(date, '31-02-2000')).toBe(false);
    expect(ok(date, '29-02-2001')).toBe(false);
    expect(ok(date, '01-01-1800')).toBe(true);
    expect(ok(date, '31-12-1799')).toBe(false);
    expect(ok(date, '31-12-2999')).toBe(true);
    expect(ok(date, '01-01-3000')).toBe(false);
    expect(ok(date, '2000-01-01')).toBe(false);
  });

  it('fails and warns on a type the engine does not know', () => {
    const context = contextAt();
    expect(ok({ kind: 'type', type: 'iban' as NamedType, message: 'm' }, 'x', {}, context)).toBe(false);
    expect(context.warn).toHaveBeenCalledWith(expect.stringContaining('iban'));
  });
});

describe('ages (doc 2 §5.1), today 14-06-2024', () => {
  const min18: Rule = { kind: 'minAge', years: 18, message: 'You need to be 18 or over to open an account online' };
  const max120: Rule = { kind: 'maxAge', years: 120, message: 'Check your date of birth' };

  it('is 18 on the day of the 18th birthday, not the day before', () => {
    expect(ok(min18, '14-06-2006')).toBe(true);
    expect(check(min18, '15-06-2006')).toBe('You need to be 18 or over to open an account online');
  });

  it('is valid at 120, and up to the day before the 121st birthday; invalid from it', () => {
    expect(ok(max120, '14-06-1904')).toBe(true);
    expect(ok(max120, '15-06-1903')).toBe(true);
    expect(ok(max120, '14-06-1903')).toBe(false);
    expect(ok(max120, '01-01-1900')).toBe(false);
  });

  it('fails a value that is not a date', () => {
    expect(ok(min18, '31-02-2000')).toBe(false);
  });
});

describe('date comparisons', () => {
  it('before, after and sameOrAfter today, a fixed date or another field', () => {
    expect(ok({ kind: 'before', date: 'today', message: 'm' }, '13-06-2024')).toBe(true);
    expect(ok({ kind: 'before', date: 'today', message: 'm' }, '14-06-2024')).toBe(false);
    expect(ok({ kind: 'after', date: { iso: '2024-01-01' }, message: 'm' }, '02-01-2024')).toBe(true);
    expect(ok({ kind: 'after', date: { iso: '2024-01-01' }, message: 'm' }, '01-01-2024')).toBe(false);
    const earlierThanAbove: Rule = { kind: 'before', date: { field: 'addresses.0.dateMoved' }, message: 'm' };
    const values = { addresses: [{ dateMoved: '01-03-2020' }, { dateMoved: '' }] };
    expect(ok(earlierThanAbove, '28-02-2020', values)).toBe(true);
    expect(ok(earlierThanAbove, '01-03-2020', values)).toBe(false);
  });

  it('employment start at least 16 years after the date of birth (doc 2 §5.3)', () => {
    const rule: Rule = { kind: 'sameOrAfter', date: { field: 'dateOfBirth' }, offsetYears: 16, message: 'm' };
    const values = { dateOfBirth: '05-03-1990' };
    expect(ok(rule, '05-03-2006', values)).toBe(true);
    expect(ok(rule, '04-03-2006', values)).toBe(false);
    expect(ok(rule, '01-01-2010', values)).toBe(true);
  });

  it('cannot judge against a referenced field that is empty or not a date yet', () => {
    const rule: Rule = { kind: 'sameOrAfter', date: { field: 'dateOfBirth' }, offsetYears: 16, message: 'm' };
    expect(ok(rule, '01-01-2000', {})).toBe(true);
    expect(ok(rule, '01-01-2000', { dateOfBirth: '31-02-1990' })).toBe(true);
  });

  it('fails and warns on a fixed date that is not YYYY-MM-DD', () => {
    const context = contextAt();
    expect(ok({ kind: 'after', date: { iso: '01-01-2024' }, message: 'm' }, '02-01-2024', {}, context)).toBe(false);
    expect(context.warn).toHaveBeenCalledOnce();
  });

  it('not in the future and in the future', () => {
    expect(ok({ kind: 'notInFuture', message: 'm' }, '14-06-2024')).toBe(true);
    expect(ok({ kind: 'notInFuture', message: 'm' }, '15-06-2024')).toBe(false);
    expect(ok({ kind: 'inFuture', message: 'm' }, '15-06-2024')).toBe(true);
    expect(ok({ kind: 'inFuture', message: 'm' }, '14-06-2024')).toBe(false);
  });

  it('accepts API dates too, for the platform', () => {
    expect(ok({ kind: 'notInFuture', message: 'm' }, '2024-06-14')).toBe(true);
  });
});

describe('days and working days from today (doc 2 §5.7, §9)', () => {
  const FRIDAY_AFTER_CUT_OFF = new Date(2024, 5, 14, 10, 0);
  const SATURDAY_MORNING = new Date(2024, 5, 15, 9, 0);
  const under90: Rule = { kind: 'daysFromToday', min: 0, max: 89, message: 'Under 90 days' };
  const atLeast7: Rule = { kind: 'workingDaysFromToday', min: 7, max: 90, message: 'At least 7 working days' };

  it('counts calendar days, weekends included, both bounds included', () => {
    expect(ok({ kind: 'daysFromToday', min: 1, max: 1, message: 'm' }, '15-06-2024')).toBe(true);
    expect(ok(under90, '11-09-2024')).toBe(true);
    expect(ok(under90, '12-09-2024')).toBe(false);
    expect(ok(under90, '13-06-2024')).toBe(false);
  });

  it('counts working days from a Friday morning over the weekend', () => {
    // Mon 17 is 1, Fri 21 is 5, Mon 24 is 6, Tue 25 is 7
    expect(ok(atLeast7, '24-06-2024')).toBe(false);
    expect(ok(atLeast7, '25-06-2024')).toBe(true);
    expect(ok(atLeast7, '22-06-2024')).toBe(false);
    expect(ok(atLeast7, '23-06-2024')).toBe(false);
  });

  it('needs one working day more from 10:00', () => {
    const context = contextAt(FRIDAY_AFTER_CUT_OFF);
    expect(ok(atLeast7, '25-06-2024', {}, context)).toBe(false);
    expect(ok(atLeast7, '26-06-2024', {}, context)).toBe(true);
    expect(ok(atLeast7, '25-06-2024', {}, contextAt(new Date(2024, 5, 14, 9, 59)))).toBe(true);
  });

  it('counts from a weekend as from the Friday before it', () => {
    expect(ok(atLeast7, '25-06-2024', {}, contextAt(SATURDAY_MORNING))).toBe(true);
    expect(ok(atLeast7, '24-06-2024', {}, contextAt(SATURDAY_MORNING))).toBe(false);
  });

  it('keeps the upper bound, counting past the August bank holiday', () => {
    const fiveTo90: Rule = { kind: 'workingDaysFromToday', min: 5, max: 90, message: 'm' };
    // 90 working days, less Mon 26-08-2024 (summer bank holiday): Mon 21-10-2024 is the 90th, Tue 22 the 91st
    expect(ok(fiveTo90, '21-10-2024')).toBe(true);
    expect(ok(fiveTo90, '22-10-2024')).toBe(false);
  });

  it('fails, with a warning, when the context has no bank-holiday calendar', () => {
    const context = contextAt(FRIDAY_MORNING, { isBankHoliday: undefined });
    expect(ok(atLeast7, '25-06-2024', {}, context)).toBe(false);
    expect(context.warn).toHaveBeenCalledWith(expect.stringMatching(/bank-holiday calendar/));
  });

  it('combines into the stricter of the two switch-date readings', () => {
    const switchDate: Rule[] = [atLeast7, { kind: 'workingDaysFromToday', min: 5, max: 90, message: 'm' }, under90];
    expect(validateValue(switchDate, '25-06-2024', {}, contextAt())).toBeUndefined();
    expect(validateValue(switchDate, '11-09-2024', {}, contextAt())).toBeUndefined();
    expect(validateValue(switchDate, '12-09-2024', {}, contextAt())).toBe('Under 90 days');
  });
});

describe('card expiry (doc 2 §5.7)', () => {
  const expiry: Rule = { kind: 'cardExpiry', message: 'Check the expiry date' };

  it('allows this month, not last month', () => {
    expect(ok(expiry, '0624')).toBe(true);
    expect(ok(expiry, '0524')).toBe(false);
    expect(ok(expiry, '0125')).toBe(true);
    expect(ok(expiry, '1223')).toBe(false);
  });

  it('refuses anything but MMYY', () => {
    for (const value of ['1324', '0024', '06/24', '624', '062024']) expect(ok(expiry, value)).toBe(false);
  });
});

describe('numbers', () => {
  const step50: Rule = { kind: 'multipleOf', step: 50, message: 'Multiples of 50' };
  const range: Rule = { kind: 'between', min: 50, max: 5000, message: '50 to 5000' };

  it('multiple of 50 (doc 2 §5.5 overdraft)', () => {
    expect(ok(step50, '50')).toBe(true);
    expect(ok(step50, '75')).toBe(false);
    expect(ok(step50, '5000')).toBe(true);
    expect(ok(step50, '5050')).toBe(true);
    expect(ok(step50, 'fifty')).toBe(false);
  });

  it('between, bounds included', () => {
    expect(ok(range, '50')).toBe(true);
    expect(ok(range, '49')).toBe(false);
    expect(ok(range, '5000')).toBe(true);
    expect(ok(range, '5050')).toBe(false);
    expect(validateValue([step50, range], '5050', {}, contextAt())).toBe('50 to 5000');
  });

  it('less than and greater than a number or another field', () => {
    expect(ok({ kind: 'greaterThan', than: 1, message: 'm' }, '2')).toBe(true);
    expect(ok({ kind: 'greaterThan', than: 1, message: 'm' }, '1')).toBe(false);
    expect(ok({ kind: 'lessThan', than: { field: 'limit' }, message: 'm' }, '499', { limit: '500' })).toBe(true);
    expect(ok({ kind: 'lessThan', than: { field: 'limit' }, message: 'm' }, '500', { limit: '500' })).toBe(false);
    expect(ok({ kind: 'lessThan', than: { field: 'limit' }, message: 'm' }, '500', {})).toBe(true);
    expect(ok({ kind: 'lessThan', than: 10, message: 'm' }, 'ten')).toBe(false);
  });
});

describe('net monthly income within gross (doc 2 §5.4)', () => {
  const rule: Rule = {
    kind: 'custom',
    name: 'netIncomeWithinGross',
    params: { grossField: 'grossAnnualIncome' },
    message: 'Your monthly income must not be more than your annual income divided by 12',
  };

  it('is valid at 0, or at most gross / 12', () => {
    expect(ok(rule, '0', { grossAnnualIncome: '24000' })).toBe(true);
    expect(ok(rule, '2000', { grossAnnualIncome: '24000' })).toBe(true);
    expect(ok(rule, '2001', { grossAnnualIncome: '24000' })).toBe(false);
  });

  it('must not exceed 0 when gross is 0', () => {
    expect(ok(rule, '0', { grossAnnualIncome: '0' })).toBe(true);
    expect(ok(rule, '1', { grossAnnualIncome: '0' })).toBe(false);
  });

  it('reads the revised pair through its parameter', () => {
    const revised: Rule = { ...rule, params: { grossField: 'revisedGrossAnnualIncome' } } as Rule;
    expect(ok(revised, '1001', { grossAnnualIncome: '24000', revisedGrossAnnualIncome: '12000' })).toBe(false);
  });
});

describe('custom rules and unknown kinds', () => {
  it('runs a named function from the context registry', () => {
    const context = contextAt(FRIDAY_MORNING, {
      customRules: { noRepeatedDigits: (value) => !/^(\d)\1{3}$/.test(String(value)) },
    });
    const rule: Rule = { kind: 'custom', name: 'noRepeatedDigits', message: 'No repeated digits' };
    expect(ok(rule, '1111', {}, context)).toBe(false);
    expect(ok(rule, '1357', {}, context)).toBe(true);
  });

  it('fails and warns on a custom name no registry holds', () => {
    const context = contextAt();
    expect(ok({ kind: 'custom', name: 'nope', message: 'm' }, 'x', {}, context)).toBe(false);
    expect(context.warn).toHaveBeenCalledWith(expect.stringContaining('nope'));
  });

  it('fails and warns on an unknown rule kind, even for an empty value (doc 1 §5)', () => {
    const context = contextAt();
    const unknown = { kind: 'postcodeLookup', message: 'Enter a valid postcode' } as unknown as Rule;
    expect(check(unknown, '', {}, context)).toBe('Enter a valid postcode');
    expect(context.warn).toHaveBeenCalledWith(expect.stringContaining('postcodeLookup'));
  });
});

describe('validateForm', () => {
  interface Form {
    firstName?: string;
    requiresOverdraft?: 'Yes' | 'No';
    overdraftLimit?: string;
  }
  const definitions: FieldDefinition<Form>[] = [
    { name: 'firstName', rules: [{ kind: 'required', message: 'Enter your first name' }, typeRule('name')] },
    {
      name: 'overdraftLimit',
      when: (values) => values.requiresOverdraft === 'Yes',
      rules: [
        { kind: 'required', message: 'Enter an overdraft limit' },
        { kind: 'multipleOf', step: 50, message: 'Multiples of 50' },
      ],
    },
  ];

  it('collects the messages of shown fields by name', () => {
    expect(validateForm(definitions, { requiresOverdraft: 'Yes', overdraftLimit: '75' }, contextAt())).toEqual({
      firstName: 'Enter your first name',
      overdraftLimit: 'Multiples of 50',
    });
  });

  it('skips a hidden field and answers {} for a valid form', () => {
    expect(validateForm(definitions, { firstName: 'Ann', requiresOverdraft: 'No' }, contextAt())).toEqual({});
  });
});
