// Issue 16 (contract/changedFieldRules.ts): an autosave's form judged only where it changed must get the very answer
// the whole rule set gives (the same fields, messages and order), save after save, whatever changes: answers that
// show or hide fields, add list rows, feed cross-field rules, a new day, another product or mode.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findProduct, type ProductDefinition } from '../content/products';
import { ChangedFieldRules, changedAnswers } from './changedFieldRules';
import { type EnquiryRuleOptions, enquiryFieldRules, formForRules } from './enquiryRules';
import type { EnquiryForm } from './mapping';
import { standardCustomRules, validateForm } from './rules';
import { HOME_ADDRESS, VALID_ENQUIRY_FORM } from './testForms';

function product(code: string): ProductDefinition {
  const found = findProduct(code);
  if (!found) throw new Error(`no product ${code}`);
  return found;
}

/** What the platform answered before: every rule of the form. */
function whole(form: EnquiryForm, options: EnquiryRuleOptions, today: Date): [string, string][] {
  const values = formForRules(form);
  const context = { today, warn: () => {}, customRules: standardCustomRules };
  return Object.entries(validateForm(enquiryFieldRules(values, options), values, context));
}

const home = HOME_ADDRESS;

const VALID = VALID_ENQUIRY_FORM;

/** Answers to change, each with values that keep and values that break its rules, and those that change the fields. */
const CHANGES: Record<string, readonly unknown[]> = {
  firstName: ['Ada', 'Bo', 'A1', '', "O'Neil"],
  dateOfBirth: ['12-04-1990', '14-06-2010', '01-01-1880', 'not a date'],
  phoneNumber: ['07700900123', '0770', '01134960000'],
  emailAddress: ['ada@example.com', 'bo@example.com', 'bad'],
  emailAddressConfirmation: ['ada@example.com', 'bo@example.com'],
  employmentStatus: ['Full time', 'Retired', 'Student', 'Self employed', 'Unemployed', 'Bogus'],
  employerName: ['Example Ltd', '', 'x'.repeat(80)],
  employmentStartDate: ['01-09-2010', '01-09-2035', 'bad', '01-01-1985'],
  grossAnnualIncome: ['36000', '0', 'abc', '1200'],
  netMonthlyIncome: ['2500', '99999', '0', '100'],
  nationality: ['GB', 'US', 'XX'],
  countryBorn: ['GB', 'FR', 'ZZ'],
  residentialStatus: ['Tenant Private', 'Owner', 'Bogus', undefined],
  hasDependants: ['Yes', 'No'],
  dependants: ['2', 'x', undefined],
  maritalStatus: ['Single', 'Married', 'Bogus'],
  contactMethods: [['EMAIL'], ['EMAIL', 'POST'], ['BOGUS']],
  requiresOverdraft: ['Yes', 'No'],
  overdraftLimit: ['500', 'abc', undefined],
  taxObligations: ['Yes', 'No', undefined],
  taxObligationList: [[{ taxCountry: 'FR' }], [{ taxCountry: 'FR' }, { taxCountry: 'FR' }], [{ taxCountry: 'GB' }], []],
  addresses: [
    [home],
    [{ ...home, dateMoved: '01-01-2023' }],
    [
      { ...home, dateMoved: '01-01-2023' },
      { ...home, houseNumber: '9', dateMoved: '01-01-2015' },
    ],
    [
      { ...home, dateMoved: '01-01-2023' },
      { ...home, dateMoved: '01-01-2024' },
    ],
    [{ ...home, postcode: 'QQ1 1AA' }],
    [{ ...home, dateMoved: '01-01-2031' }],
  ],
};

const change = fc
  .constantFrom(...Object.keys(CHANGES))
  .chain((name) => fc.constantFrom(...(CHANGES[name] as unknown[])).map((value) => [name, value] as const));
const step = fc.record({
  changes: fc.array(change, { minLength: 0, maxLength: 3 }),
  // now and then a later day or hour, another product or mode
  later: fc.constantFrom(0, 0, 0, 60 * 60 * 1000, 24 * 60 * 60 * 1000),
  code: fc.constantFrom('IM135', 'IM135', 'IM135', 'G99'),
  mode: fc.constantFrom('partial', 'partial', 'partial', 'complete') as fc.Arbitrary<'partial' | 'complete'>,
  isJoint: fc.constantFrom(false, false, true),
});

describe('the rules judged where the form changed (issue 16)', () => {
  it('answers what the whole rule set answers, save after save', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        const rules = new ChangedFieldRules();
        let form: EnquiryForm = structuredClone(VALID);
        let today = new Date(2024, 5, 14, 9, 30);
        for (const { changes, later, code, mode, isJoint } of steps) {
          form = structuredClone(form);
          for (const [name, value] of changes) {
            if (value === undefined) delete (form as Record<string, unknown>)[name];
            else (form as Record<string, unknown>)[name] = structuredClone(value);
          }
          today = new Date(today.getTime() + later);
          const options: EnquiryRuleOptions = { product: product(code), mode, isJoint };
          const context = { today, warn: () => {} };
          expect(Object.entries(rules.validate('case', form, options, context))).toEqual(whole(form, options, today));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('runs only the rules that read a changed answer, and none for an unchanged form', () => {
    const rules = new ChangedFieldRules();
    const options: EnquiryRuleOptions = { product: product('IM135'), mode: 'partial' };
    const context = { today: new Date(2024, 5, 14, 12), warn: () => {} };
    // the first form: every rule, on the form itself
    expect(rules.validate('case', VALID, options, context)).toEqual({});
    const definitions = rules.counts.definitionsRun;
    expect(definitions).toBeGreaterThan(30);
    expect(rules.counts).toMatchObject({ whole: 1, changed: 0 });
    // the same form again: nothing to run
    expect(rules.validate('case', structuredClone(VALID), options, context)).toEqual({});
    expect(rules.counts).toMatchObject({ whole: 1, changed: 1, definitionsRun: definitions });
    // the first change: every rule again, through the Proxy, to learn what each reads
    expect(rules.validate('case', { ...VALID, firstName: 'Bo' }, options, context)).toEqual({});
    expect(rules.counts).toMatchObject({ whole: 1, changed: 2, definitionsRun: 2 * definitions });
    // from then on a changed name runs its own rules, not the rest
    expect(rules.validate('case', { ...VALID, firstName: 'Cy' }, options, context)).toEqual({});
    const nameRules = rules.counts.definitionsRun - 2 * definitions;
    expect(nameRules).toBeGreaterThan(0);
    expect(nameRules).toBeLessThan(5);
    // the cross-field rule that reads the gross income runs with it, and refuses
    const net = rules.validate('case', { ...VALID, firstName: 'Cy', grossAnnualIncome: '1200' }, options, context);
    expect(Object.keys(net)).toEqual(['netMonthlyIncome']);
    // a form that broke a rule is not the one compared with next: the last valid one is
    const runs = rules.counts.definitionsRun;
    expect(rules.validate('case', { ...VALID, firstName: 'Cy' }, options, context)).toEqual({});
    expect(rules.counts.definitionsRun).toBe(runs);
    // a change the list of fields is built from (the addresses) judges the whole form again
    const moved = { ...VALID, firstName: 'Cy', addresses: [{ ...home, dateMoved: '01-01-2023' }] };
    expect(rules.validate('case', moved, options, context)).toEqual({});
    expect(rules.counts.whole).toBe(2);
    // a new day judges the whole form again (the rules read today's date)
    rules.validate('case', VALID, options, { ...context, today: new Date(2024, 5, 15, 12) });
    expect(rules.counts.whole).toBe(3);
  });

  it('tells which top-level answers changed', () => {
    expect([...changedAnswers(VALID, structuredClone(VALID))]).toEqual([]);
    const moved = { ...VALID, addresses: [{ ...home, dateMoved: '02-06-2019' }], firstName: undefined };
    delete (moved as Record<string, unknown>).firstName;
    expect([...changedAnswers(VALID, { ...moved, middleName: 'B' })].sort()).toEqual([
      'addresses',
      'firstName',
      'middleName',
    ]);
  });
});
