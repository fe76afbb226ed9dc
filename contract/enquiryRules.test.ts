import { describe, expect, it } from 'vitest';
import { findProduct, type ProductDefinition } from '../content/products';
import { SANDBOX_SCENARIOS } from '../content/scenarios';
import type { FormAddress } from './applicationForm';
import { type EnquiryRuleOptions, type ValidationMode, validateEnquiryForms } from './enquiryRules';
import type { EnquiryForm } from './mapping';
import { HOME_ADDRESS } from './testForms';

// today 14-06-2024, noon
const context = { today: new Date(2024, 5, 14, 12), warn: () => {} };

function product(code: string): ProductDefinition {
  const found = findProduct(code);
  if (!found) throw new Error(`no product ${code}`);
  return found;
}

/** The fields that break a rule, for one applicant's form. */
function failing(
  form: EnquiryForm,
  code = 'IM135',
  mode: ValidationMode = 'partial',
  extra: Partial<EnquiryRuleOptions> = {},
) {
  return validateEnquiryForms([form], { product: product(code), mode, ...extra }, context).map((v) => v.field);
}

const fails = (
  form: EnquiryForm,
  field: string,
  code?: string,
  mode?: ValidationMode,
  extra?: Partial<EnquiryRuleOptions>,
) =>
  expect(
    failing(form, code, mode, extra).some((name) => name === field || name.startsWith(`${field}.`)),
    JSON.stringify(form),
  ).toBe(true);
const passes = (
  form: EnquiryForm,
  field: string,
  code?: string,
  mode?: ValidationMode,
  extra?: Partial<EnquiryRuleOptions>,
) =>
  expect(
    failing(form, code, mode, extra).some((name) => name === field || name.startsWith(`${field}.`)),
    JSON.stringify(form),
  ).toBe(false);

const home = HOME_ADDRESS;

/** What the decision needs (the 'complete' mode's required set). */
const complete: EnquiryForm = {
  title: 'Ms',
  gender: 'Female',
  firstName: 'Ada',
  lastName: 'Testperson',
  dateOfBirth: '12-04-1990',
  addresses: [home],
  phoneNumber: '07700900123',
  emailAddress: 'ada@example.com',
  employmentStatus: 'Full time',
  grossAnnualIncome: '42000',
};

describe('partial and complete modes (autosave sends partial forms)', () => {
  it('requires nothing of a partial form, and only checks what is present', () => {
    expect(failing({})).toEqual([]);
    expect(failing({ phoneNumber: '0770' })).toEqual(['phoneNumber']);
  });

  it('requires on submit what the decision needs', () => {
    expect(failing({}, 'IM135', 'complete')).toEqual(
      expect.arrayContaining([
        'firstName',
        'lastName',
        'dateOfBirth',
        'phoneNumber',
        'emailAddress',
        'employmentStatus',
        'grossAnnualIncome',
        'addresses.0.postcode',
      ]),
    );
    expect(failing(complete, 'IM135', 'complete')).toEqual([]);
  });

  it('requires a house number or name, the postcode and the date moved of each address on submit', () => {
    const bare = { ...complete, addresses: [{ addressType: 'domestic' as const }] };
    expect(failing(bare, 'IM135', 'complete')).toEqual(
      expect.arrayContaining(['addresses.0.postcode', 'addresses.0.houseNumber', 'addresses.0.dateMoved']),
    );
    passes(
      { ...complete, addresses: [{ ...home, houseNumber: undefined, houseName: 'Rose Cottage' }] },
      'addresses.0.houseNumber',
      'IM135',
      'complete',
    );
  });

  it('requires gender on submit only for a neutral title, as the screen asks it (doc 2 §5.1)', () => {
    fails({ ...complete, title: 'Dr', gender: undefined }, 'gender', 'IM135', 'complete');
    passes({ ...complete, title: 'Dr', gender: 'Male' }, 'gender', 'IM135', 'complete');
    passes({ ...complete, title: 'Mr', gender: undefined }, 'gender', 'IM135', 'complete');
    fails({ title: 'Prof', gender: 'Other' as 'Male' }, 'gender');
    passes({ title: 'Prof', gender: 'Female' }, 'gender');
  });
});

describe('National Insurance number (doc 2 §5.3), asked for the cash ISAs', () => {
  const ni = (niNumber: string): EnquiryForm => ({ niNumberQuestion: 'Yes', niNumber });
  it.each(['BG123456A', 'GB123456A', 'ZZ123456A', 'KN123456A', 'NT123456A', 'TN123456A', 'NK123456A'])(
    'refuses the prefix of %s',
    (niNumber) => fails(ni(niNumber), 'niNumber', 'IM481'),
  );

  it('needs a suffix A to D and the full nine characters; allows the QQ test values', () => {
    for (const suffix of ['A', 'B', 'C', 'D']) passes(ni(`AB123456${suffix}`), 'niNumber', 'IM481');
    fails(ni('AB123456E'), 'niNumber', 'IM481');
    fails(ni('AB12345C'), 'niNumber', 'IM481');
    passes(ni('QQ123456C'), 'niNumber', 'IM481');
  });

  it('is required on submit where the product needs it (cash ISAs, Help to Buy ISA)', () => {
    // the screens ask "Do you have a National Insurance number?" first: the question is what is required
    fails(complete, 'niNumberQuestion', 'IM481', 'complete');
    fails(complete, 'niNumberQuestion', 'IM458', 'complete');
    passes(complete, 'niNumberQuestion', 'IM135', 'complete');
    passes({ ...complete, ...ni('AB123456C') }, 'niNumberQuestion', 'IM481', 'complete');
    fails({ ...complete, niNumberQuestion: 'No' }, 'niNumberQuestion', 'IM458', 'complete');
  });
});

describe('postcodes (doc 2 §5.2)', () => {
  const at = (postcode: string): EnquiryForm => ({ addresses: [{ ...home, postcode }] });

  it('accepts the special code GIR 0AA and ordinary codes with or without the space', () => {
    for (const postcode of ['GIR 0AA', 'GIR0AA', 'SW1A 1AA', 'M1 1AE', 'EC1A1BB'])
      passes(at(postcode), 'addresses.0.postcode');
    for (const postcode of ['QQ1 1AA', 'SW1A 1A', '12345']) fails(at(postcode), 'addresses.0.postcode');
  });

  it('accepts BFPO where the product allows it and refuses it for IM759, IM760 and IM632', () => {
    passes(at('BFPO 123'), 'addresses.0.postcode', 'IM135');
    for (const code of ['IM759', 'IM760', 'IM632']) fails(at('BFPO 123'), 'addresses.0.postcode', code);
  });

  it('passes every sandbox scenario postcode', () => {
    for (const scenario of SANDBOX_SCENARIOS.filter((entry) => entry.field === 'postcode'))
      passes(at(scenario.value), 'addresses.0.postcode');
  });
});

describe('phone numbers (doc 2 §5.1)', () => {
  it('accepts 01, 02 and 07 with exactly 11 digits', () => {
    for (const phoneNumber of ['01132345678', '02079460000', '07700900123']) passes({ phoneNumber }, 'phoneNumber');
  });

  it('refuses other prefixes and lengths 10 and 12', () => {
    for (const phoneNumber of ['03001234567', '0770090012', '077009001234', '0770 090012'])
      fails({ phoneNumber }, 'phoneNumber');
  });
});

describe('ages (doc 2 §5.1), today 14-06-2024', () => {
  it('is 18 on the 18th birthday for IM135, not the day before', () => {
    passes({ dateOfBirth: '14-06-2006' }, 'dateOfBirth');
    fails({ dateOfBirth: '15-06-2006' }, 'dateOfBirth');
  });

  it('takes 16 year olds for the products whose minimum is 16', () => {
    for (const code of ['IM481', 'IM458', 'IM760']) {
      passes({ dateOfBirth: '14-06-2008' }, 'dateOfBirth', code);
      fails({ dateOfBirth: '15-06-2008' }, 'dateOfBirth', code);
    }
    fails({ dateOfBirth: '14-06-2008' }, 'dateOfBirth', 'IM135');
  });

  it('is valid at 120 and invalid from the 121st birthday', () => {
    passes({ dateOfBirth: '15-06-1903' }, 'dateOfBirth');
    fails({ dateOfBirth: '14-06-1903' }, 'dateOfBirth');
  });
});

describe('employment start and dates moved (doc 2 §5.2, §5.3)', () => {
  it('starts at least 16 years after the date of birth', () => {
    const employed = { employmentStatus: 'Full time' };
    passes({ ...employed, dateOfBirth: '12-04-1990', employmentStartDate: '12-04-2006' }, 'employmentStartDate');
    fails({ ...employed, dateOfBirth: '12-04-1990', employmentStartDate: '11-04-2006' }, 'employmentStartDate');
    fails({ ...employed, employmentStartDate: '14-06-2024' }, 'employmentStartDate');
  });

  it('moves into the current address before today and after birth, into earlier addresses before the later', () => {
    fails({ addresses: [{ ...home, dateMoved: '14-06-2024' }] }, 'addresses.0.dateMoved');
    passes({ addresses: [{ ...home, dateMoved: '13-06-2024' }] }, 'addresses.0.dateMoved');
    fails({ dateOfBirth: '12-04-1990', addresses: [{ ...home, dateMoved: '11-04-1990' }] }, 'addresses.0.dateMoved');
    const within3Years = [
      { ...home, dateMoved: '01-06-2023' },
      { ...home, dateMoved: '01-06-2022' },
    ];
    passes({ addresses: within3Years }, 'addresses.1.dateMoved');
    fails(
      { addresses: [within3Years[0] as FormAddress, { ...home, dateMoved: '01-06-2023' }] },
      'addresses.1.dateMoved',
    );
  });

  it('needs an international address line and a country other than the UK', () => {
    const abroad: FormAddress = { addressType: 'international', city: 'Paris', country: 'GB', dateMoved: '01-01-2015' };
    const failed = failing({ ...complete, addresses: [home, abroad] }, 'IM135', 'complete');
    expect(failed).toEqual(expect.arrayContaining(['addresses.1.addressLine1', 'addresses.1.country']));
  });
});

describe('income (doc 2 §5.4)', () => {
  it('keeps net monthly income within gross / 12, and at 0 when gross is 0', () => {
    passes({ grossAnnualIncome: '36000', netMonthlyIncome: '3000' }, 'netMonthlyIncome');
    fails({ grossAnnualIncome: '36000', netMonthlyIncome: '3001' }, 'netMonthlyIncome');
    passes({ grossAnnualIncome: '0', netMonthlyIncome: '0' }, 'netMonthlyIncome');
    fails({ grossAnnualIncome: '0', netMonthlyIncome: '1' }, 'netMonthlyIncome');
    fails(
      { hasIncomeReduction: 'Yes', revisedGrossAnnualIncome: '12000', revisedNetMonthlyIncome: '1001' },
      'revisedNetMonthlyIncome',
      'G99',
    );
  });

  it('takes whole pounds of 1 to 9 digits', () => {
    passes({ grossAnnualIncome: '999999999' }, 'grossAnnualIncome');
    fails({ grossAnnualIncome: '1000000000' }, 'grossAnnualIncome');
  });

  it('keeps a bond amount within the issue minimum and maximum transfer', () => {
    passes({ incomeOtherSavingsAmountBond: '10' }, 'incomeOtherSavingsAmountBond', 'IM368');
    fails({ incomeOtherSavingsAmountBond: '9' }, 'incomeOtherSavingsAmountBond', 'IM368');
    passes({ incomeOtherSavingsAmountBond: '5000000' }, 'incomeOtherSavingsAmountBond', 'IM368');
    fails({ incomeOtherSavingsAmountBond: '5000001' }, 'incomeOtherSavingsAmountBond', 'IM368');
    fails({ productVariant: '41', incomeOtherSavingsAmountBond: '1999' }, 'incomeOtherSavingsAmountBond', 'EFI');
    passes({ productVariant: '48', incomeOtherSavingsAmountBond: '10' }, 'incomeOtherSavingsAmountBond', 'EFI');
    fails(complete, 'incomeOtherSavingsAmountBond', 'IM368', 'complete');
  });
});

describe('overdraft and credit limit (doc 2 §5.5)', () => {
  const overdraft = (overdraftLimit: string): EnquiryForm => ({ requiresOverdraft: 'Yes', overdraftLimit });

  it('takes 50 to 5000 in steps of 50', () => {
    for (const limit of ['50', '100', '1200', '4950', '5000']) passes(overdraft(limit), 'overdraftLimit');
    for (const limit of ['0', '49', '75', '5050', '5001', '12.5']) fails(overdraft(limit), 'overdraftLimit');
    fails({ requiresOverdraft: 'Yes' }, 'overdraftLimit', 'IM135', 'complete');
  });

  it('refuses an overdraft on a joint application or a product without one (doc 2 §4)', () => {
    fails(overdraft('500'), 'requiresOverdraft', 'IM135', 'partial', { isJoint: true });
    fails(overdraft('500'), 'requiresOverdraft', 'IM800');
    passes(overdraft('500'), 'requiresOverdraft', 'IM135');
  });

  it('takes a credit limit of at least 500 in steps of 100', () => {
    const chosen = (creditLimit: string): EnquiryForm => ({ creditLimitChoice: 'M', creditLimit });
    for (const creditLimit of ['500', '600', '2500']) passes(chosen(creditLimit), 'creditLimit', 'G99');
    for (const creditLimit of ['400', '499', '550', '650']) fails(chosen(creditLimit), 'creditLimit', 'G99');
  });

  it('checks the direct debit name, fixed amount, payment date and time with the bank', () => {
    const debit = { setUpDirectDebit: 'Yes' } as const;
    passes({ ...debit, directDebitAccountName: 'Ann-Marie Tester a' }, 'directDebitAccountName', 'G99');
    fails({ ...debit, directDebitAccountName: 'Ann-Marie Testerabc' }, 'directDebitAccountName', 'G99');
    fails({ ...debit, directDebitAccountName: 'Ann 2' }, 'directDebitAccountName', 'G99');
    const fixed = (directDebitPaymentAmount: string): EnquiryForm => ({
      ...debit,
      howToPay: 'Fixed amount',
      directDebitPaymentAmount,
    });
    passes(fixed('2'), 'directDebitPaymentAmount', 'G99');
    fails(fixed('1'), 'directDebitPaymentAmount', 'G99');
    fails(fixed('1234567'), 'directDebitPaymentAmount', 'G99');
    fails({ ...debit, paymentDate: '29-31' }, 'paymentDate', 'G99');
    passes({ ...debit, paymentDate: '22-28' }, 'paymentDate', 'G99');
    fails({ lengthOfTimeBankMonths: '12' }, 'lengthOfTimeBankMonths', 'G99');
    fails({ lengthOfTimeBankYears: '100' }, 'lengthOfTimeBankYears', 'G99');
  });
});

describe('nationality, tax and residence (doc 2 §5.3, §3.9)', () => {
  it('refuses GB among additional citizenships of a UK citizen, duplicates and more than 5', () => {
    const listed = (ukCitizen: 'Yes' | 'No', citizenshipList: string[]): EnquiryForm => ({
      ukCitizen,
      hasAdditionalCitizenships: 'Yes',
      citizenshipList,
    });
    fails(listed('Yes', ['GB']), 'citizenshipList');
    passes(listed('No', ['GB', 'FR']), 'citizenshipList');
    fails(listed('No', ['FR', 'FR']), 'citizenshipList');
    fails(listed('No', ['FR', 'DE', 'ES', 'IT', 'IE', 'PT']), 'citizenshipList');
    // doc 2 §5.3: not a UK citizen means additional citizenships
    fails({ ...complete, ukCitizen: 'No', hasAdditionalCitizenships: 'No' }, 'hasAdditionalCitizenships');
  });

  it('refuses GB and duplicates in tax rows and international payments', () => {
    const taxed = (taxObligationList: EnquiryForm['taxObligationList']): EnquiryForm => ({
      taxObligations: 'Yes',
      taxObligationList,
    });
    fails(taxed([{ taxCountry: 'GB', hasTaxNumber: 'Yes', taxNumber: '1' }]), 'taxObligationList');
    fails(taxed([{ taxCountry: 'FR', hasTaxNumber: 'Yes', taxNumber: 'FR-1' }]), 'taxObligationList');
    fails(taxed([{ taxCountry: 'FR' }, { taxCountry: 'FR' }]), 'taxObligationList');
    passes(taxed([{ taxCountry: 'FR', hasTaxNumber: 'No' }]), 'taxObligationList');
    fails({ taxObligations: 'Yes', allTaxObligationsListed: 'No' }, 'allTaxObligationsListed');
  });

  it("refuses the Help to Buy ISA to a homeowner, reading the current address's status too", () => {
    fails({ residentialStatus: 'Owner' }, 'residentialStatus', 'IM458');
    fails({ addresses: [{ ...home, residentialStatus: 'Owner' }] }, 'residentialStatus', 'IM458');
    passes({ residentialStatus: 'Owner' }, 'residentialStatus', 'IM135');
  });

  it('refuses a 10-digit username to a new customer only (doc 2 §5.6)', () => {
    fails({ username: '1012345678' }, 'username');
    passes({ username: '1012345678' }, 'username', 'IM135', 'partial', { isExistingCustomer: true });
    fails({ username: 'ann smith' }, 'username');
    passes({ username: "ann.o'neil+1" }, 'username');
  });
});
