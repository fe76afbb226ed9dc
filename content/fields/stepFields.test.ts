// The field set of every product (doc 2 §3.1, §5; doc 3 §2 "Personal details", "Employment and finances",
// "Review"): which sections and fields each product type shows, and the product rules they carry.
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../contract/rules';
import { expandRows, ruleContext } from '../../src/forms/validation';
import { findProduct, PRODUCTS } from '../products';
import { step2Fields, step2Sections } from './employmentDetails';
import { fieldEnvironment } from './environment';
import { step1Fields, step1Sections } from './personalDetails';
import { reviewFields } from './review';

const product = (code: string) => {
  const found = findProduct(code);
  if (!found) throw new Error(code);
  return found;
};
const env = (code: string, brandId = 'CB', extra: { subType?: string; isExistingCustomer?: boolean } = {}) =>
  fieldEnvironment({ product: product(code), brandId, overdraftsFeature: true, ...extra });
const errorsOf = (fields: Parameters<typeof validateForm>[0], values: object) =>
  validateForm(expandRows(fields as never, values), values, ruleContext());

describe('step 2 sections by product type (doc 3 §2)', () => {
  const sections = (code: string, extra = {}) => {
    const environment = env(code, 'CB', extra);
    return step2Sections(environment, step2Fields(environment, {})).map((section) => section.id);
  };

  it('current: employment, nationality and tax, income, outgoings, usage, overdraft, savings', () => {
    expect(sections('IM135')).toEqual([
      'employment-details',
      'nationality-details',
      'income-details',
      'outgoings-details',
      'current-account-details',
      'Overdrafts',
      'savings-account-details',
    ]);
  });

  it('joint current accounts hide the overdraft section (doc 2 §4)', () => {
    expect(sections('IM135', { subType: 'JOINT' })).not.toContain('Overdrafts');
  });

  it('savings: employment, nationality and tax, income, savings information', () => {
    expect(sections('IM759')).toEqual([
      'employment-details',
      'nationality-details',
      'income-details',
      'savings-account-details',
    ]);
  });

  it('cash ISA: the ISA information and the NI number first', () => {
    expect(sections('IM481').slice(0, 2)).toEqual(['isa-details', 'national-insurance-number']);
  });

  it('credit card: employment, citizenship, income, outgoings, bank details, direct debit, credit limit', () => {
    expect(sections('G99')).toEqual([
      'employment-details',
      'nationality-details',
      'income-details',
      'outgoings-details',
      'bank-details',
      'direct-debit',
      'credit-limit',
    ]);
  });
});

describe('product rules on the fields', () => {
  it('BFPO only where the product allows it (doc 2 §5.2)', () => {
    const values = { addresses: [{ addressType: 'domestic' as const, postcode: 'BFPO 123' }] };
    expect(errorsOf(step1Fields(env('IM135'), values), values)['addresses.0.postcode']).toBeUndefined();
    expect(errorsOf(step1Fields(env('IM759', 'VM'), values), values)['addresses.0.postcode']).toMatch(/BFPO/);
    expect(errorsOf(step1Fields(env('IM632', 'VM'), values), values)['addresses.0.postcode']).toMatch(/BFPO/);
  });

  it('16 or over for the ISA, 18 for a current account (doc 2 §5.1)', () => {
    const today = new Date();
    const dob = `01-01-${today.getFullYear() - 17}`;
    expect(errorsOf(step1Fields(env('IM481'), {}), { dateOfBirth: dob }).dateOfBirth).toBeUndefined();
    expect(errorsOf(step1Fields(env('IM135'), {}), { dateOfBirth: dob }).dateOfBirth).toBe(
      'You need to be 18 or over to open an account online',
    );
  });

  it('Help to Buy ISA: no homeowners, and the NI number is required (doc 2 §5.3)', () => {
    const residential = step1Fields(env('IM458'), {}).find((field) => field.name === 'residentialStatus');
    expect(residential?.options?.map((option) => option.value)).not.toContain('Owner');
    const fields = step2Fields(env('IM458'), { niNumberQuestion: 'No' });
    expect(errorsOf(fields, { niNumberQuestion: 'No' }).niNumberQuestion).toMatch(/National Insurance number/);
  });

  it('the bank choice for new customers of VM and DYB only; the additional cardholder for credit cards only', () => {
    const names = (environment: ReturnType<typeof env>) => step1Fields(environment, {}).map((field) => field.name);
    expect(names(env('IM759', 'VM'))).toContain('bankID');
    expect(names(env('IM759', 'DYB'))).toContain('bankID');
    expect(names(env('IM759', 'VM', { isExistingCustomer: true }))).not.toContain('bankID');
    expect(names(env('IM135', 'CB'))).not.toContain('bankID');
    expect(names(env('G99', 'CB'))).toContain('additionalCardHolder');
    expect(names(env('IM135', 'CB'))).not.toContain('additionalCardHolder');
    expect(step1Sections(step1Fields(env('IM759', 'VM'), {})).map((section) => section.id)).toContain('bank-choice');
  });

  it('mobile-only phones for the DYB/VM family, general for CB/YB (doc 2 §5.1)', () => {
    const landline = { phoneNumber: '02079460000' };
    expect(errorsOf(step1Fields(env('IM759', 'VM'), {}), landline).phoneNumber).toMatch(/starting 07/);
    expect(errorsOf(step1Fields(env('IM135', 'CB'), {}), landline).phoneNumber).toBeUndefined();
  });

  it('the bond amount lies between the issue minimum and maximum (doc 2 §5.4)', () => {
    const fields = step2Fields(env('IM368'), {});
    expect(errorsOf(fields, { incomeOtherSavingsAmountBond: '9' }).incomeOtherSavingsAmountBond).toBe(
      'Enter an amount between £10 and £5,000,000',
    );
    expect(errorsOf(fields, { incomeOtherSavingsAmountBond: '10' }).incomeOtherSavingsAmountBond).toBeUndefined();
    expect(errorsOf(fields, { incomeOtherSavingsAmountBond: '5000001' }).incomeOtherSavingsAmountBond).toBeDefined();
  });

  it('credit limit: 500 and more in steps of 100, with creditLimitValidationMsg (doc 2 §5.5, §8)', () => {
    const fields = step2Fields(env('G99'), {});
    const limit = (creditLimit: string) => errorsOf(fields, { creditLimitChoice: 'M', creditLimit }).creditLimit;
    expect(limit('500')).toBeUndefined();
    expect(limit('1200')).toBeUndefined();
    expect(limit('400')).toBe('Enter a credit limit of £500 or more, in steps of £100');
    expect(limit('550')).toBe('Enter a credit limit of £500 or more, in steps of £100');
  });

  it('a bank lookup 404 makes the account number invalid until the pair changes (doc 2 §5.5)', () => {
    const lookup = { status: 'invalid' as const, sortCode: '089999', accountNumber: '66374958' };
    const fields = step2Fields(env('G99'), {}, lookup);
    const same = { bankDetailsSortCode: '08-99-99', bankDetailsAccountNumber: '66374958' };
    expect(errorsOf(fields, same).bankDetailsAccountNumber).toMatch(/could not find a bank account/);
    expect(
      errorsOf(fields, { ...same, bankDetailsAccountNumber: '66374959' }).bankDetailsAccountNumber,
    ).toBeUndefined();
  });

  it('direct debit: account name of at most 18 letters, spaces and hyphens; fixed amount above 1', () => {
    const values = { setUpDirectDebit: 'Yes' as const, howToPay: 'Fixed amount', useBankDetails: 'Yes' as const };
    const fields = step2Fields(env('G99'), values);
    expect(errorsOf(fields, { ...values, directDebitAccountName: 'Ada Lovelace-Byron' }).directDebitAccountName).toBe(
      undefined,
    );
    expect(errorsOf(fields, { ...values, directDebitAccountName: 'Augusta Ada Lovelace' }).directDebitAccountName).toBe(
      'Name on the account must be 18 characters or fewer',
    );
    expect(errorsOf(fields, { ...values, directDebitPaymentAmount: '1' }).directDebitPaymentAmount).toBe(
      'Enter a fixed amount of more than £1',
    );
  });
});

describe('review (doc 3 §2 "Review", doc 2 §5.6)', () => {
  const names = (code: string, values = {}, existing = false) =>
    reviewFields({ product: product(code), isExistingCustomer: existing }, values).map((field) => field.name);

  it('asks a new customer for a username, the five consents and the terms', () => {
    expect(names('IM135')).toEqual([
      'username',
      'consentEmail',
      'consentInternetBanking',
      'consentMessaging',
      'consentVoice',
      'consentPost',
      'reviewAcceptTsAndCs',
    ]);
    expect(names('IM135', {}, true)).not.toContain('username');
  });

  it('a credit card adds the declaration, and the direct-debit terms when paying by Direct Debit', () => {
    expect(names('G99')).toContain('declarationAccept');
    expect(names('G99')).not.toContain('directDebitReviewAcceptTsAndCs');
    expect(names('G99', { setUpDirectDebit: 'Yes' })).toContain('directDebitReviewAcceptTsAndCs');
  });

  it('refuses a 10-digit username for a new customer and the one the platform said is in use (1036)', () => {
    const fields = reviewFields(
      {
        product: product('IM135'),
        isExistingCustomer: false,
        usernameInUse: 'ada.lovelace',
        usernameInUseMessage: 'In use',
      },
      {},
    );
    expect(errorsOf(fields, { username: '1234567890' }).username).toBe('Username must not be a 10-digit number');
    expect(errorsOf(fields, { username: 'ada.lovelace' }).username).toBe('In use');
    expect(errorsOf(fields, { username: "ada.o'brien+1" }).username).toBeUndefined();
    expect(errorsOf(fields, { username: 'ada lovelace' }).username).toMatch(/only include/);
  });
});

it('every product has a step 1 and a step 2 to show', () => {
  for (const item of Object.values(PRODUCTS)) {
    const environment = fieldEnvironment({ product: item, brandId: 'CB' });
    expect(step1Fields(environment, {}).length, item.code).toBeGreaterThan(10);
    expect(step2Sections(environment, step2Fields(environment, {})).length, item.code).toBeGreaterThan(1);
  }
});
