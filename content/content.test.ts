// Content integrity: the catalogue, brands, options and field definitions are data that other code trusts.
import { describe, expect, it } from 'vitest';
import type { ApplicationForm } from '../contract/applicationForm';
import { isRuleKind } from '../contract/ruleTypes/rule';
import { accountOpenedSectionsFor } from './accountOpened';
import { BOND_ISSUES, CASH_ISA_BOND_ISSUES, findBondIssue, isWithinBondLimits, SAVINGS_BOND_ISSUE_3 } from './bonds';
import { BRANDS } from './brands';
import { ELIGIBILITY_QUESTIONS } from './copy';
import { COUNTRIES } from './countries';
import { EMPLOYMENT_FIELDS, step2Fields } from './fields/employmentDetails';
import { fieldEnvironment } from './fields/environment';
import type { FieldContent } from './fields/fieldTypes';
import { STEP_1_FIELDS, step1Fields } from './fields/personalDetails';
import { REVIEW_FIELDS, reviewFields } from './fields/review';
import { INDUSTRIES } from './industries';
import { OCCUPATIONS } from './occupations';
import {
  BANK_CHOICES,
  CRA_EMPLOYMENT_STATUSES,
  CREDIT_LIMIT_CHOICES,
  DIRECT_DEBIT_DATE_BANDS,
  EMPLOYMENT_STATUSES,
  employmentStatusesFor,
  genderForTitle,
  INCOME_AMOUNT_BANDS,
  isActiveEmployment,
  isInactiveEmployment,
  isNeutralTitle,
  NI_MISSING_REASONS,
  PAYMENT_CHOICES,
  SAVINGS_PURPOSES,
  savingsPurposesFor,
  TITLES,
} from './options';
import {
  findProduct,
  findProductByApiCode,
  isRegularSaverGroup,
  PRODUCT_CODES,
  PRODUCTS,
  type ProductDefinition,
  toApiProductCode,
} from './products';

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
  // the rest of doc 2 §3.1, spelled exactly, for the step-2, review and credit-card fields
  'customerNumber',
  'productCode',
  'subType',
  'productVariant',
  'jointLinkCode',
  'promoCode',
  'isExistingCustomer',
  'bankID',
  'preferredContactMethod',
  'additionalCardHolder',
  'username',
  'declarationAccept',
  'offerAcceptFullTCs',
  'directDebitReviewAcceptTsAndCs',
  'directDebitAcceptTsAndCs',
  'ukCitizen',
  'hasAdditionalCitizenships',
  'citizenshipList',
  'taxObligations',
  'allTaxObligationsListed',
  'taxObligationList',
  'employmentIndustry',
  'employmentOccupation',
  'niNumberQuestion',
  'niNumber',
  'niReason',
  'hasAdditionalIncome',
  'incomeOtherAmount',
  'incomeOtherFrequencyOptions',
  'hasIncomeReduction',
  'revisedGrossAnnualIncome',
  'revisedNetMonthlyIncome',
  'changeOfCircumstances',
  'revisedMortgageOrRentExpenditure',
  'revisedExpenditureOther',
  'hasInternationalPayments',
  'internationalPaymentsList',
  'incomeOtherPaymentTypeOptions',
  'incomeOtherPaymentAmount',
  'incomeOtherAccountPurpose',
  'incomeOtherSavingsTypeOptions',
  'incomeOtherSavingsFrequency',
  'incomeOtherSavingsAmount',
  'incomeOtherSavingsAmountBond',
  'incomeOtherSavingsPurpose',
  'applyingForOverdraft',
  'creditLimit',
  'bankDetailsAccountNumber',
  'bankDetailsSortCode',
  'lengthOfTimeBankYears',
  'lengthOfTimeBankMonths',
  'paymentDate',
  'setUpDirectDebit',
  'useBankDetails',
  'directDebitAccountName',
  'directDebitAccountNumber',
  'directDebitSortCode',
  'howToPay',
  'directDebitPaymentAmount',
  // doc 2 §3.9 "Credit limit choice: A or M" and §3.1 "future credit-limit-increase preference", which §3.1 does
  // not name: contract/mapping.ts names them
  'creditLimitChoice',
  'creditLimitIncreaseConsent',
]);
/** Rows of the repeatable lists of doc 2 §3.1: `citizenshipList.0`, `taxObligationList.0.taxCountry`. */
const LIST_ROW_NAMES =
  /^(?:citizenshipList\.\d+|internationalPaymentsList\.\d+|taxObligationList\.\d+\.(?:taxCountry|hasTaxNumber|taxNumber))$/;
const ADDRESS_FIELD_NAMES = new Set([
  'addressType',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'addressLine4',
  'country',
  'residentialStatus',
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

/**
 * Every field of every product's pages (issue 3): step 1 with three addresses (one international), step 2 with
 * every list opened with two rows, and review with the direct debit and the declaration.
 */
function everyProductsFields(): FieldContent[] {
  const values: ApplicationForm = {
    addresses: [{ addressType: 'domestic' }, { addressType: 'international' }, { addressType: 'domestic' }],
    citizenshipList: ['FR', 'DE'],
    internationalPaymentsList: ['FR', 'DE'],
    taxObligationList: [{ taxCountry: 'FR' }, { taxCountry: 'DE' }],
    setUpDirectDebit: 'Yes',
  };
  return Object.values(PRODUCTS).flatMap((item) =>
    ['VM', 'CB'].flatMap((brandId) => {
      const environment = fieldEnvironment({ product: item, brandId, overdraftsFeature: true });
      const expand = (fields: FieldContent[]) =>
        fields.flatMap((field) => [field, ...[0, 1].flatMap((index) => field.itemFields?.(index, values) ?? [])]);
      return [
        ...expand(step1Fields(environment, values)),
        ...expand(
          step2Fields(environment, values, { status: 'invalid', sortCode: '089999', accountNumber: '66374958' }),
        ),
        ...reviewFields({ product: item, isExistingCustomer: false, usernameInUse: 'taken.name' }, values),
      ];
    }),
  );
}

describe('field definitions', () => {
  const all = [...STEP_1_FIELDS, ...EMPLOYMENT_FIELDS, ...REVIEW_FIELDS, ...everyProductsFields()];

  it('name every input with the flat field names of doc 2 §3.1, spelled exactly', () => {
    for (const field of all) {
      const address = /^addresses\.\d+\.(\w+)$/.exec(field.name);
      if (address) expect(ADDRESS_FIELD_NAMES.has(address[1] ?? ''), field.name).toBe(true);
      else if (field.name.includes('.')) expect(field.name, field.name).toMatch(LIST_ROW_NAMES);
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

// ---------------------------------------------------------------- the full catalogue (issue 3)

const product = (code: string): ProductDefinition => {
  const found = findProduct(code);
  if (!found) throw new Error(`no product ${code}`);
  return found;
};

/** Every code of doc 2 §3.10. */
const SPEC_CODES = [
  'IM135',
  'IM125',
  'IM800',
  'IM753',
  'IM751',
  'IM754',
  'IM136',
  'IM750',
  'IM803',
  'IM145',
  'IM340',
  'IM360',
  'IM110',
  'IM759',
  'IM760',
  'IM632',
  'IM368',
  'OPFRB',
  'FRB',
  'IM481',
  'IM458',
  'EFI',
  'IM768',
  'IM769',
  'IM770',
  'G99',
  'BCD',
];

describe('every product of doc 2 §3.10', () => {
  it('is in the catalogue with the type the spec gives, and the IM631-IM640 group with it', () => {
    for (const code of SPEC_CODES) expect(findProduct(code), code).toBeDefined();
    for (let n = 631; n <= 640; n += 1) expect(isRegularSaverGroup(`IM${n}`)).toBe(true);
    const types = (codes: string[]) => codes.map((code) => product(code).productType);
    expect(new Set(types(['IM135', 'IM125', 'IM800', 'IM753', 'IM136', 'IM750']))).toEqual(new Set(['current']));
    expect(
      new Set(
        types([
          'IM803',
          'IM145',
          'IM340',
          'IM360',
          'IM110',
          'IM759',
          'IM760',
          'IM632',
          'IM368',
          'OPFRB',
          'FRB',
          'IM751',
          'IM754',
        ]),
      ),
    ).toEqual(new Set(['savings']));
    expect(new Set(types(['IM481', 'IM458', 'EFI', 'IM768', 'IM769', 'IM770']))).toEqual(new Set(['cashISA']));
    expect(new Set(types(['G99', 'BCD']))).toEqual(new Set(['credit-card']));
    expect(PRODUCT_CODES.length).toBe(Object.keys(PRODUCTS).length);
  });

  it('gives each audience as the spec does (doc 2 §3.10, doc 3 §6)', () => {
    for (const code of ['G99', 'BCD', 'IM803', 'IM145', 'IM340', 'IM360', 'IM110', 'IM751', 'IM754', 'IM760', 'IM632'])
      expect(product(code).existingCustomersOnly, code).toBe(true);
    for (const code of ['IM481', 'IM458', 'EFI', 'IM768', 'IM769', 'IM770', 'IM759', 'IM368', 'OPFRB', 'FRB'])
      expect(product(code).audience, code).toBe('both');
  });

  it('refuses BFPO for IM759, IM760 and IM632 and IM632 on joint applications', () => {
    for (const code of ['IM759', 'IM760', 'IM632']) expect(product(code).allowBFPO, code).toBe(false);
    expect(product('IM135').allowBFPO).toBe(true);
    expect(product('IM632').allowedOnJointApplication).toBe(false);
    expect(product('IM760').allowedOnJointApplication).toBe(true);
  });

  it('carries the fees and rates of doc 2 §9', () => {
    expect(product('IM800').monthlyFee).toBe(0);
    for (const code of ['IM136', 'IM750', 'EFI', 'IM768', 'IM769', 'IM770'])
      expect(product(code).monthlyFee, code).toBe(2);
    for (const code of ['IM135', 'IM125']) expect(product(code).rates?.earOverdraft).toBe(18.85);
    for (const code of ['IM136', 'IM750', 'IM800', 'IM753']) expect(product(code).rates?.earOverdraft).toBe(19.9);
    for (const code of ['IM135', 'IM750'])
      expect(product(code).rates).toMatchObject({
        monthlyPlannedBorrowingFee: 6,
        midEarmaxEar: 29.9,
        maxEarOverdraft: 39.9,
      });
    expect(product('G99').creditCardTerms).toMatchObject({
      minimumCreditLimit: 500,
      creditLimitStep: 100,
      cashApr: 27.9,
    });
    expect(product('IM760').savingsTerms).toMatchObject({ aer: 2, monthlyDepositMaximum: 250, balanceCap: 3000 });
  });

  it('asks the eligibility questions of doc 3 §2 with the expected answers of doc 2 §5.6b, each with a label', () => {
    for (const code of PRODUCT_CODES)
      for (const question of product(code).eligibilityQuestions)
        expect(ELIGIBILITY_QUESTIONS[question.id]?.label, `${code} ${question.id}`).toBeTruthy();
    const ids = (code: string) =>
      product(code).eligibilityQuestions.map((question) => `${question.id}=${question.expected}`);
    expect(ids('G99')).toEqual(expect.arrayContaining(['countyCourtJudgement=No', 'bankrupt=No', 'age=Yes']));
    expect(ids('IM458')).toEqual(expect.arrayContaining(['age16=Yes', 'firstTimeBuyer=Yes', 'niNumber=Yes']));
    expect(ids('IM760')).toContain('age16=Yes');
    expect(ids('IM135')).toEqual(['age=Yes', 'ukResident=Yes', 'device=Yes']);
  });

  it('uses 16 as the minimum age only where the question asks 16', () => {
    for (const code of PRODUCT_CODES) {
      const asks16 = product(code).eligibilityQuestions.some((question) => question.id === 'age16');
      expect(product(code).minimumAge, code).toBe(asks16 ? 16 : 18);
      expect(product(code).maximumAge).toBe(120);
    }
  });

  it('needs the NI number for cash ISAs and refuses homeowners the Help to Buy ISA (doc 2 §5.3)', () => {
    for (const code of ['IM481', 'IM458', 'EFI']) expect(product(code).niNumberRequired, code).toBe(true);
    expect(product('IM458').allowedResidentialStatus).not.toContain('Owner');
  });

  it('hides account-opened sections 2, 3, 4, 5 and 9 for alternative products', () => {
    const all = accountOpenedSectionsFor(product('IM135')).map((section) => section.number);
    expect(all).toEqual(expect.arrayContaining([2, 9]));
    const alt = accountOpenedSectionsFor(product('IM135'), { isAltProduct: true }).map((section) => section.number);
    expect(alt.some((number) => [2, 3, 4, 5, 9].includes(number ?? 0))).toBe(false);
    expect(alt).toContain(1);
  });

  it('hides a savings purpose of IM759 that the option list has', () => {
    const hidden = product('IM759').hiddenSavingsPurposes ?? [];
    expect(hidden.length).toBe(1);
    expect(SAVINGS_PURPOSES.map((option) => option.value)).toEqual(expect.arrayContaining([...hidden]));
    expect(savingsPurposesFor(product('IM759')).length).toBe(SAVINGS_PURPOSES.length - 1);
  });
});

describe('brand product lists', () => {
  it('list only catalogue products, every applied-for product on one brand at least', () => {
    const listed = new Set(Object.values(BRANDS).flatMap((brand) => [...brand.products]));
    for (const code of listed) expect(findProduct(code), code).toBeDefined();
    for (const code of SPEC_CODES.filter((code) => code !== 'IM800')) expect(listed.has(code), code).toBe(true);
    expect(BRANDS.DYB.products).toEqual(BRANDS.VM.products);
    expect(BRANDS.CB.products).toEqual(BRANDS.YB.products);
  });
});

describe('option lists, industries and occupations (doc 2 §3.9)', () => {
  it('has one industry for each code from 100 to 242 and 14 occupations, each once', () => {
    expect(INDUSTRIES.map((industry) => Number(industry.value))).toEqual(
      Array.from({ length: 143 }, (_, i) => 100 + i),
    );
    expect(new Set(INDUSTRIES.map((industry) => industry.label)).size).toBe(INDUSTRIES.length);
    expect(OCCUPATIONS.length).toBe(14);
    expect(new Set(OCCUPATIONS.map((occupation) => occupation.value)).size).toBe(14);
  });

  it('adds the two owner/director statuses in the customer-risk-assessment variant, both active', () => {
    expect(CRA_EMPLOYMENT_STATUSES.length).toBe(EMPLOYMENT_STATUSES.length + 2);
    expect(employmentStatusesFor(product('IM135'))).toBe(CRA_EMPLOYMENT_STATUSES);
    expect(employmentStatusesFor(product('IM481'))).toBe(EMPLOYMENT_STATUSES);
    for (const status of CRA_EMPLOYMENT_STATUSES)
      expect(isActiveEmployment(status.value) !== isInactiveEmployment(status.value)).toBe(true);
  });

  it('has the values the spec gives', () => {
    expect(INCOME_AMOUNT_BANDS.map((band) => band.value)).toEqual(['100', '500', '1000', '4000', '6000']);
    expect(DIRECT_DEBIT_DATE_BANDS.map((band) => band.value)).toEqual(['1-7', '8-14', '15-21', '22-28']);
    expect(CREDIT_LIMIT_CHOICES.map((choice) => choice.value)).toEqual(['A', 'M']);
    expect(PAYMENT_CHOICES.map((choice) => choice.value).sort()).toEqual([
      'Fixed amount',
      'Full balance',
      'Minimum amount',
    ]);
    expect(BANK_CHOICES.map((choice) => choice.value)).toEqual(['CB', 'YB']);
    expect(NI_MISSING_REASONS.map((reason) => reason.value)).not.toContain('invalid');
  });
});

describe('bond catalogue (doc 2 §9, doc 3 §9)', () => {
  it('has cash ISA issues 41 to 56 and savings bond issue 3', () => {
    expect(CASH_ISA_BOND_ISSUES.map((bond) => bond.issue)).toEqual(Array.from({ length: 16 }, (_, i) => 41 + i));
    expect(BOND_ISSUES).toContain(SAVINGS_BOND_ISSUE_3);
  });

  it('has minimum transfer 2000 for issues 41-47, 10 from 48, maximum 5,000,000', () => {
    for (const bond of CASH_ISA_BOND_ISSUES) {
      expect(bond.minimumTransfer, String(bond.issue)).toBe(bond.issue <= 47 ? 2000 : 10);
      expect(bond.maximumTransfer).toBe(5_000_000);
    }
    const issue41 = findBondIssue('cashIsaBond', '41');
    expect(issue41 && isWithinBondLimits(issue41, 1999)).toBe(false);
    expect(issue41 && isWithinBondLimits(issue41, 2000)).toBe(true);
  });

  it('gives savings bond issue 3 the figures of doc 2 §9', () => {
    expect(SAVINGS_BOND_ISSUE_3).toMatchObject({
      maturityDate: '2018-09-28',
      interestRate: 0.2,
      salePeriod: { from: '2017-06-21', to: '2017-08-31' },
      depositEnd: '2017-08-31T17:00:00',
      conversionAccount: '95 Day Notice Account',
      conversionWithdrawPeriodDays: 14,
      maturityNotificationDays: 35,
    });
  });
});
