// Content integrity: the catalogue, brands, options and field definitions are data that other code trusts.
import { describe, expect, it } from 'vitest';
import { isRuleKind } from '../services/ruleTypes/rule';
import { BRANDS } from './brands';
import { COUNTRIES } from './countries';
import { EMPLOYMENT_FIELDS } from './fields/employmentDetails';
import { STEP_1_FIELDS } from './fields/personalDetails';
import { REVIEW_FIELDS } from './fields/review';
import { genderForTitle, isNeutralTitle, TITLES } from './options';
import { findProduct, findProductByApiCode, PRODUCTS, toApiProductCode } from './products';

const FLAT_FIELD_NAMES = new Set([
  'title',
  'gender',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'maritalStatus',
  'hasDependants',
  'dependants',
  'residentialStatus',
  'phoneNumber',
  'emailAddress',
  'emailAddressConfirmation',
  'contactMethods',
  'employmentStatus',
  'employerName',
  'employmentStartDate',
  'nationality',
  'countryBorn',
  'cityBorn',
  'grossAnnualIncome',
  'netMonthlyIncome',
  'mortgageOrRentExpenditure',
  'expenditureOther',
  'requiresOverdraft',
  'overdraftLimit',
  'consentEmail',
  'consentInternetBanking',
  'consentMessaging',
  'consentVoice',
  'consentPost',
  'reviewAcceptTsAndCs',
]);
const ADDRESS_FIELD_NAMES = new Set([
  'postcode',
  'addressPrefix',
  'houseNumber',
  'houseName',
  'streetName',
  'city',
  'county',
  'dateMoved',
]);

describe('product catalogue (doc 2 §3.8, §3.10)', () => {
  it('keys every product by its own code', () => {
    for (const [code, product] of Object.entries(PRODUCTS)) expect(product.code).toBe(code);
  });

  it('strips the IM prefix for the API and finds products back from it', () => {
    expect(toApiProductCode('IM135')).toBe('135');
    expect(toApiProductCode('G99')).toBe('G99');
    expect(findProductByApiCode('135')?.code).toBe('IM135');
    expect(findProduct('im135')?.name).toBe('Current Account Plus');
  });

  it('gives IM135 and IM800 no monthly fee and IM125 7.50 (doc 2 §9)', () => {
    expect(findProduct('IM135')?.monthlyFee).toBe(0);
    expect(findProduct('IM125')?.monthlyFee).toBe(7.5);
    expect(findProduct('IM135')?.rates?.earOverdraft).toBe(18.85);
  });
});

describe('brands (doc 1 §1)', () => {
  it('lists only products of the catalogue for CB and YB', () => {
    for (const brand of [BRANDS.CB, BRANDS.YB])
      for (const code of brand.products) expect(findProduct(code)).toBeDefined();
  });

  it('uses the spec client ids and maps DYB to B toward the registration app', () => {
    expect(BRANDS.DYB.registrationBankId).toBe('B');
    expect(BRANDS.DYB.clientId).toBe('b_account_opening');
    expect(BRANDS.VM.products).toEqual([
      'BCD',
      'EFI',
      'IM136',
      'IM632',
      'IM750',
      'IM751',
      'IM753',
      'IM754',
      'IM759',
      'IM760',
      'IM768',
      'IM769',
      'IM770',
    ]);
    expect(BRANDS.VM.apiBankId).toBeNull();
  });
});

describe('option lists (doc 2 §3.9)', () => {
  it('has the eleven titles with Dr, Prof and Rev gender-neutral', () => {
    expect(TITLES.map((title) => title.value)).toEqual([
      'Mr',
      'Mrs',
      'Miss',
      'Ms',
      'Master',
      'Dr',
      'Lady',
      'Lord',
      'Prof',
      'Rev',
      'Sir',
    ]);
    expect(['Dr', 'Prof', 'Rev'].every(isNeutralTitle)).toBe(true);
    expect(genderForTitle('Mrs')).toBe('Female');
    expect(genderForTitle('Sir')).toBe('Male');
  });

  it('puts GB first and the rest in alphabetical order, once each', () => {
    expect(COUNTRIES[0]?.code).toBe('GB');
    const rest = COUNTRIES.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
  });
});

describe('field definitions', () => {
  const all = [...STEP_1_FIELDS, ...EMPLOYMENT_FIELDS, ...REVIEW_FIELDS];

  it('name every input with the flat field names of doc 2 §3.1, spelled exactly', () => {
    for (const field of all) {
      const address = /^addresses\.0\.(\w+)$/.exec(field.name);
      if (address) expect(ADDRESS_FIELD_NAMES.has(address[1] ?? '')).toBe(true);
      else expect(FLAT_FIELD_NAMES.has(field.name), field.name).toBe(true);
    }
  });

  it('use only rule kinds the engine knows, each with a message', () => {
    for (const field of all) {
      for (const rule of field.rules) {
        expect(isRuleKind(rule.kind), `${field.name}: ${rule.kind}`).toBe(true);
        expect(rule.message.length, field.name).toBeGreaterThan(3);
      }
    }
  });

  it('never words an error as "invalid" or "required" (GOV.UK style)', () => {
    for (const field of all)
      for (const rule of field.rules) expect(rule.message).not.toMatch(/\b(invalid|required)\b/i);
  });
});
