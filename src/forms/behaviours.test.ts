// The field behaviours of doc 2 §4, as pure functions: what each answer clears, sets or opens.
import { describe, expect, it } from 'vitest';
import type { ApplicationForm } from '../../contract/applicationForm';
import { addressHistory, bankDetailsToLookUp, step1Changes, step2Changes } from './behaviours';

const TODAY = new Date(2025, 5, 14, 12);
const moved = (dateMoved: string) => ({ addressType: 'domestic' as const, dateMoved });

describe('address history (doc 2 §4, §5.2; doc 3 §5)', () => {
  it('opens a previous address when the last date moved is within three years', () => {
    expect(addressHistory([moved('01-01-2024')], TODAY)).toEqual([moved('01-01-2024'), { addressType: 'domestic' }]);
  });

  it('needs a previous address at exactly three years, none a day before', () => {
    expect(addressHistory([moved('14-06-2022')], TODAY)).toHaveLength(2);
    expect(addressHistory([moved('13-06-2022')], TODAY)).toHaveLength(1);
  });

  it('waits for a valid date, in the past, distinct from the others', () => {
    expect(addressHistory([moved('31-02-2024')], TODAY)).toHaveLength(1);
    expect(addressHistory([moved('01-01-2026')], TODAY)).toHaveLength(1);
    expect(addressHistory([moved('01-01-2024'), moved('01-01-2024')], TODAY)).toHaveLength(2);
  });

  it('drops the addresses after one moved into more than three years ago', () => {
    const list = [moved('01-01-2024'), moved('01-01-2019'), moved('01-01-2015'), { addressType: 'domestic' as const }];
    expect(addressHistory(list, TODAY)).toEqual([moved('01-01-2024'), moved('01-01-2019')]);
  });

  it('caps the list at 15 addresses (doc 2 §9)', () => {
    const list = (count: number) =>
      Array.from({ length: count }, (_, index) => moved(`${String(28 - index).padStart(2, '0')}-01-2024`));
    expect(addressHistory(list(14), TODAY)).toHaveLength(15);
    expect(addressHistory(list(15), TODAY)).toHaveLength(15);
  });
});

describe('step 1 behaviours (doc 2 §4)', () => {
  it('a gendered title sets gender; a neutral one leaves it to the applicant', () => {
    expect(step1Changes({ title: 'Mrs' }, {}, TODAY)).toContainEqual(['gender', 'Female']);
    expect(step1Changes({ title: 'Dr' }, { title: 'Mrs' }, TODAY)).toEqual([]);
  });

  it('dependants No clears the count; Yes defaults it to 1', () => {
    expect(step1Changes({ hasDependants: 'No', dependants: '3' }, { hasDependants: 'Yes' }, TODAY)).toContainEqual([
      'dependants',
      undefined,
    ]);
    expect(step1Changes({ hasDependants: 'Yes' }, {}, TODAY)).toContainEqual(['dependants', '1']);
  });

  it('changing an address type resets that address', () => {
    const before: ApplicationForm = {
      addresses: [moved('01-01-2024'), { addressType: 'domestic', postcode: 'LS1 4AP' }],
    };
    const after: ApplicationForm = {
      addresses: [moved('01-01-2024'), { addressType: 'international', postcode: 'LS1 4AP' }],
    };
    expect(step1Changes(after, before, TODAY)).toEqual([['addresses.1', { addressType: 'international' }]]);
  });
});

describe('step 2 behaviours (doc 2 §4)', () => {
  it('an inactive employment status clears industry, occupation, start date and employer', () => {
    const values: ApplicationForm = {
      employmentStatus: 'Retired',
      employmentIndustry: '114',
      employmentOccupation: 'Professional',
      employerName: 'Acme',
      employmentStartDate: '01-01-2000',
    };
    expect(step2Changes(values, { ...values, employmentStatus: 'Full time' }).map(([name]) => name)).toEqual([
      'employmentIndustry',
      'employmentOccupation',
      'employmentStartDate',
      'employerName',
    ]);
  });

  it('a new gross income clears the net income, the revised pair likewise', () => {
    expect(
      step2Changes({ grossAnnualIncome: '30000', netMonthlyIncome: '2000' }, { grossAnnualIncome: '3000' }),
    ).toEqual([['netMonthlyIncome', undefined]]);
    expect(
      step2Changes({ revisedGrossAnnualIncome: '1', revisedNetMonthlyIncome: '2' }, { revisedGrossAnnualIncome: '12' }),
    ).toEqual([['revisedNetMonthlyIncome', undefined]]);
  });

  it('No answers clear what they opened', () => {
    const names = (values: ApplicationForm) => step2Changes(values, {}).map(([name]) => name);
    expect(names({ hasAdditionalIncome: 'No', incomeOtherAmount: '5' })).toEqual(['incomeOtherAmount']);
    expect(names({ hasIncomeReduction: 'No', revisedGrossAnnualIncome: '5' })).toEqual(['revisedGrossAnnualIncome']);
    expect(names({ changeOfCircumstances: 'No', revisedExpenditureOther: '5' })).toEqual(['revisedExpenditureOther']);
    expect(names({ hasAdditionalCitizenships: 'No', citizenshipList: ['FR'] })).toEqual(['citizenshipList']);
    expect(names({ hasInternationalPayments: 'No', internationalPaymentsList: ['FR'] })).toEqual([
      'internationalPaymentsList',
    ]);
    expect(
      names({ taxObligations: 'No', taxObligationList: [{ taxCountry: 'FR' }], allTaxObligationsListed: 'Yes' }),
    ).toEqual(['taxObligationList', 'allTaxObligationsListed']);
    expect(names({ setUpDirectDebit: 'No', howToPay: 'Fixed amount', paymentDate: '1-7' })).toEqual([
      'howToPay',
      'paymentDate',
    ]);
  });

  it('requiresOverdraft No clears the limit and answers applyingForOverdraft', () => {
    expect(step2Changes({ requiresOverdraft: 'No', overdraftLimit: '500' }, { requiresOverdraft: 'Yes' })).toEqual([
      ['overdraftLimit', undefined],
      ['applyingForOverdraft', 'No'],
    ]);
  });

  it('a Yes opens a list with one empty row', () => {
    expect(step2Changes({ hasAdditionalCitizenships: 'Yes' }, {})).toEqual([['citizenshipList', ['']]]);
    expect(step2Changes({ taxObligations: 'Yes' }, {})).toEqual([['taxObligationList', [{}]]]);
  });

  it('a change of hasTaxNumber clears the tax number; a change of the NI question resets number and reason', () => {
    expect(
      step2Changes(
        { taxObligationList: [{ taxCountry: 'FR', hasTaxNumber: 'No', taxNumber: 'X1' }] },
        { taxObligationList: [{ taxCountry: 'FR', hasTaxNumber: 'Yes', taxNumber: 'X1' }] },
      ),
    ).toEqual([['taxObligationList.0.taxNumber', undefined]]);
    expect(step2Changes({ niNumberQuestion: 'No', niNumber: 'QQ123456C' }, { niNumberQuestion: 'Yes' })).toEqual([
      ['niNumber', undefined],
    ]);
  });
});

describe('bank details lookup trigger (doc 2 §5.5)', () => {
  const none = { sortCode: '', accountNumber: '' };
  it('starts when both are valid and the pair changed', () => {
    expect(
      bankDetailsToLookUp({ bankDetailsSortCode: '08-99-99', bankDetailsAccountNumber: '66374958' }, none),
    ).toEqual({ sortCode: '089999', accountNumber: '66374958' });
    expect(
      bankDetailsToLookUp(
        { bankDetailsSortCode: '089999', bankDetailsAccountNumber: '66374958' },
        { sortCode: '089999', accountNumber: '66374958' },
      ),
    ).toBeUndefined();
    expect(
      bankDetailsToLookUp({ bankDetailsSortCode: '08999', bankDetailsAccountNumber: '66374958' }, none),
    ).toBeUndefined();
    expect(
      bankDetailsToLookUp({ bankDetailsSortCode: '089999', bankDetailsAccountNumber: '6637495' }, none),
    ).toBeUndefined();
  });
});
