import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { ApplicationForm, FormAddress } from './applicationForm';
import { apiProductCode, type EnquiryContext, type EnquiryForm, fromEnquiry, stripEmpty, toEnquiry } from './mapping';
import { Enquiry } from './schemas';

const SOLE_CURRENT: EnquiryContext = { productCode: 'IM135', applicationType: 'sole' };

const currentAddress: FormAddress = {
  addressType: 'domestic',
  id: 'ADDR-0001',
  addressPrefix: 'Flat 2',
  houseNumber: '10',
  streetName: 'Downing Street',
  city: 'London',
  county: 'Greater London',
  postcode: 'SW1A 2AA',
  country: 'GB',
  dateMoved: '01-03-2023',
  residentialStatus: 'Tenant Private',
};
const abroadAddress: FormAddress = {
  addressType: 'international',
  addressLine1: '1 Rue de Rivoli',
  addressLine2: 'Arrondissement 1',
  city: 'Paris',
  postcode: '75001',
  country: 'FR',
  dateMoved: '15-06-2021',
  residentialStatus: 'Living with Parents',
};
const firstAddress: FormAddress = {
  addressType: 'domestic',
  houseName: 'Rose Cottage',
  streetName: 'Mill Lane',
  addressLine1: 'Little Snoring',
  city: 'Fakenham',
  postcode: 'NR21 0AA',
  country: 'GB',
  dateMoved: '05-03-2010',
  residentialStatus: 'Owner',
};

/** A complete current-account application (doc 2 §3.1), as the review screen holds it. */
const fullForm: ApplicationForm = {
  productVariant: 'STANDARD',
  sourceId: 'web',
  tuApplicationId: 'TU-42',
  customerNumber: '1012345678',
  promoCode: 'SPRING24',
  jointLinkCode: '1234567',
  bankID: 'CB',

  title: 'Dr',
  gender: 'Female',
  firstName: 'Ann',
  middleName: 'Marie',
  lastName: "O'Neil",
  dateOfBirth: '05-03-1990',
  maritalStatus: 'Married',
  hasDependants: 'Yes',
  dependants: '2',
  residentialStatus: 'Tenant Private',
  addresses: [currentAddress, abroadAddress, firstAddress],
  phoneNumber: '07123456789',
  emailAddress: 'ann@example.co.uk',
  contactMethods: ['EMAIL', 'SMS'],
  additionalCardHolder: 'No',
  username: 'ann.oneil',

  consentEmail: 'Yes',
  consentInternetBanking: 'No',
  consentMessaging: 'Yes',
  consentVoice: 'No',
  consentPost: 'No',

  nationality: 'GB',
  countryBorn: 'GB',
  cityBorn: 'Leeds',
  ukCitizen: 'Yes',
  hasAdditionalCitizenships: 'Yes',
  citizenshipList: ['IE'],
  taxObligations: 'Yes',
  taxObligationList: [{ taxCountry: 'FR', hasTaxNumber: 'Yes', taxNumber: 'FR12345' }],

  employmentStatus: 'FULL_TIME',
  employmentIndustry: '120',
  employmentOccupation: 'PROFESSIONAL',
  employerName: 'Acme Ltd',
  employmentStartDate: '01-09-2012',
  niNumberQuestion: 'Yes',
  niNumber: 'AB123456C',
  niReason: undefined,

  grossAnnualIncome: '36000',
  netMonthlyIncome: '2400',
  hasAdditionalIncome: 'Yes',
  incomeOtherAmount: '500',
  incomeOtherFrequencyOptions: 'MONTHLY',
  hasIncomeReduction: 'Yes',
  revisedGrossAnnualIncome: '30000',
  revisedNetMonthlyIncome: '2000',
  mortgageOrRentExpenditure: '950',
  expenditureOther: '300',
  changeOfCircumstances: 'Yes',
  revisedMortgageOrRentExpenditure: '1000',
  revisedExpenditureOther: '350',
  hasInternationalPayments: 'Yes',
  internationalPaymentsList: ['FR', 'ES'],

  incomeOtherPaymentTypeOptions: 'SALARY',
  incomeOtherPaymentAmount: '1000',
  incomeOtherAccountPurpose: 'EVERYDAY',

  requiresOverdraft: 'Yes',
  applyingForOverdraft: 'Yes',
  overdraftLimit: '1200',

  eligibilityQuestions: [
    { question: 'age', answer: 'Y', consent: 'Y', timestamp: '2024-06-14T09:00:00.000Z' },
    { question: 'ukResident', answer: 'Y', consent: 'Y', timestamp: '2024-06-14T09:00:05.000Z' },
  ],
  dataProtection: { consent: 'Y' },
};

/** An autosave of step 1 only (doc 2 §2 personal details), part of the way through. */
const stepOneForm: ApplicationForm = {
  title: 'Mr',
  gender: 'Male',
  firstName: 'Bob',
  middleName: '',
  lastName: 'Smith',
  dateOfBirth: '12-11-19',
  hasDependants: 'No',
  addresses: [{ addressType: 'domestic', postcode: 'LS1 4AP', houseNumber: '3', dateMoved: '' }],
  phoneNumber: '01132345678',
  emailAddress: 'bob@example.com',
  contactMethods: [],
  jointLinkCode: '123',
  promoCode: '   ',
  grossAnnualIncome: '',
  eligibilityQuestions: [{ question: 'age', answer: 'Y', consent: 'Y', timestamp: '2024-06-14T09:00:00.000Z' }],
  dataProtection: { consent: 'Y' },
};

describe('toEnquiry (doc 2 §7.1)', () => {
  it('maps a full current-account application to a valid enquiry', () => {
    const enquiry = toEnquiry(fullForm, SOLE_CURRENT);
    assert(enquiry, Enquiry);
    expect(enquiry.product).toEqual({ code: '135', variant: 'STANDARD' });
    expect(enquiry.application_type).toBe('sole');
    expect(enquiry.customer_id).toBe('1012345678');
  });

  it('maps a partly filled step-1 autosave to a valid enquiry', () => {
    const enquiry = toEnquiry(stepOneForm, { productCode: 'IM125', applicationType: 'joint', subType: 'JOINT' });
    assert(enquiry, Enquiry);
    expect(enquiry).toEqual({
      product: { code: '125', sub_type: 'JOINT' },
      application_type: 'joint',
      applicants: [
        {
          personal_details: {
            name: { title: 'Mr', first: 'Bob', last: 'Smith' },
            sex: 'MALE',
            number_of_dependents: 0,
            addresses: [{ uk_address: { house_number: '3', postcode: 'LS1 4AP', country: 'GB' } }],
          },
          contact_details: { email: 'bob@example.com', phone: { home: '01132345678' } },
        },
      ],
      audit_info: {
        eligibility_questions: [
          { question: 'age', answer: 'Y', timestamp: '2024-06-14T09:00:00.000Z' },
          { question: 'dataProtection', answer: 'consent', timestamp: '2024-06-14T09:00:00.000Z' },
        ],
      },
    });
  });

  it('always sends the product and one applicant', () => {
    const enquiry = toEnquiry({}, SOLE_CURRENT);
    assert(enquiry, Enquiry);
    expect(enquiry).toEqual({ product: { code: '135' }, application_type: 'sole', applicants: [{}] });
  });

  it('strips the IM prefix of the product code only (doc 2 §3.10)', () => {
    expect(apiProductCode('IM135')).toBe('135');
    expect(apiProductCode('G99')).toBe('G99');
    expect(apiProductCode('OPFRB')).toBe('OPFRB');
    expect(toEnquiry({}, { ...SOLE_CURRENT, productCode: 'G99' }).product.code).toBe('G99');
  });

  it('strips empty values recursively', () => {
    expect(stripEmpty({ a: '', b: [], c: {}, d: { e: undefined, f: [{}] }, g: 0, h: false, i: ' ', j: 'x' })).toEqual({
      g: 0,
      h: false,
      j: 'x',
    });
    expect(stripEmpty({ a: { b: { c: '' } } })).toBeUndefined();
  });

  it('strips as its plain definition does, whatever the value: absent, blank, nested, `__proto__` keys', () => {
    // doc 2 §7.1's rule written the slow and obvious way: what stripEmpty's loops must keep answering
    const reference = (value: unknown): unknown => {
      if (value === undefined || value === null) return undefined;
      if (typeof value === 'string') return value.trim() === '' ? undefined : value;
      if (Array.isArray(value)) {
        const items = value.map(reference).filter((item) => item !== undefined);
        return items.length ? items : undefined;
      }
      if (typeof value === 'object') {
        const entries = Object.keys(value)
          .map((key) => [key, reference((value as Record<string, unknown>)[key])] as const)
          .filter(([, item]) => item !== undefined);
        return entries.length ? Object.fromEntries(entries) : undefined;
      }
      return value;
    };
    const leaf = fc.oneof(
      fc.constantFrom(undefined, null, '', ' ', '\t', 0, false, true, 'x'),
      fc.string(),
      fc.integer(),
    );
    const key = fc.oneof(fc.constantFrom('__proto__', 'a', 'b', '0', '12', 'constructor'), fc.string());
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, leaf, tie('list'), tie('record')),
      list: fc.array(tie('node'), { maxLength: 4 }),
      record: fc
        .array(fc.tuple(key, tie('node')), { maxLength: 5 })
        .map((entries) => Object.fromEntries(entries) as Record<string, unknown>),
    })).node;
    fc.assert(
      fc.property(value, (input) => {
        // (node's deep equality, which compares prototypes: vitest's strict one reads a `constructor` key as the type)
        expect(isDeepStrictEqual(stripEmpty(input), reference(input))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // an inherited enumerable property is not the value's own: left out, as Object.keys leaves it
    const inherited = Object.create({ inheritedField: 'x' }) as Record<string, unknown>;
    inherited.own = 'y';
    expect(stripEmpty(inherited)).toStrictEqual({ own: 'y' });
  });

  it('sends dates as YYYY-MM-DD and leaves out dates that are not complete yet', () => {
    const enquiry = toEnquiry(fullForm, SOLE_CURRENT);
    expect(enquiry.applicants[0]?.personal_details?.dob).toBe('1990-03-05');
    expect(enquiry.applicants[0]?.employment_details?.[0]?.start_date).toBe('2012-09-01');
    expect(toEnquiry(stepOneForm, SOLE_CURRENT).applicants[0]?.personal_details?.dob).toBeUndefined();
  });

  it('upper-cases the marital status and the NI number', () => {
    const details = toEnquiry({ maritalStatus: 'Married', niNumber: 'ab 12 34 56 c' }, SOLE_CURRENT).applicants[0]
      ?.personal_details;
    expect(details?.marital_status).toBe('MARRIED');
    expect(details?.ni_number).toBe('AB123456C');
  });

  it('removes whitespace from the promo code', () => {
    expect(toEnquiry({ promoCode: ' SAVE 10\t' }, SOLE_CURRENT).promocode).toBe('SAVE10');
  });

  it('sends a phone number starting 07 as mobile, others as home (doc 2 §5.1)', () => {
    const phone = (phoneNumber: string) =>
      toEnquiry({ phoneNumber }, SOLE_CURRENT).applicants[0]?.contact_details?.phone;
    expect(phone('07123456789')).toEqual({ mobile: '07123456789' });
    expect(phone('01132345678')).toEqual({ home: '01132345678' });
    expect(phone('02071234567')).toEqual({ home: '02071234567' });
  });

  it('sends sex from gender and the name parts', () => {
    const details = toEnquiry(fullForm, SOLE_CURRENT).applicants[0]?.personal_details;
    expect(details?.sex).toBe('FEMALE');
    expect(details?.name).toEqual({ title: 'Dr', first: 'Ann', middle: 'Marie', last: "O'Neil" });
  });

  it('maps addresses with periods running to the move into the address above', () => {
    const addresses = toEnquiry(fullForm, SOLE_CURRENT).applicants[0]?.personal_details?.addresses;
    expect(addresses).toEqual([
      {
        uk_address: {
          address_prefix: 'Flat 2',
          house_number: '10',
          street_name: 'Downing Street',
          city: 'London',
          county: 'Greater London',
          postcode: 'SW1A 2AA',
          country: 'GB',
          address_reference: 'ADDR-0001',
        },
        effective_period: { from: '2023-03-01' },
        residential_status: 'Tenant Private',
      },
      {
        international_address: {
          address_line1: '1 Rue de Rivoli',
          address_line2: 'Arrondissement 1',
          city: 'Paris',
          postcode: '75001',
          country: 'FR',
        },
        effective_period: { from: '2021-06-15', to: '2023-03-01' },
        residential_status: 'Living with Parents',
      },
      {
        uk_address: {
          house_name: 'Rose Cottage',
          street_name: 'Mill Lane',
          address_line1: 'Little Snoring',
          city: 'Fakenham',
          postcode: 'NR21 0AA',
          country: 'GB',
        },
        effective_period: { from: '2010-03-05', to: '2021-06-15' },
        residential_status: 'Owner',
      },
    ]);
  });

  it('sends dependants as an integer, and No as 0', () => {
    const count = (form: ApplicationForm) =>
      toEnquiry(form, SOLE_CURRENT).applicants[0]?.personal_details?.number_of_dependents;
    expect(count({ hasDependants: 'Yes', dependants: '3' })).toBe(3);
    expect(count({ hasDependants: 'No' })).toBe(0);
    expect(count({})).toBeUndefined();
  });

  it('sends contact methods and the five marketing consents as Y/N', () => {
    expect(toEnquiry(fullForm, SOLE_CURRENT).applicants[0]?.contact_details?.preferences).toEqual({
      contact_method: ['EMAIL', 'SMS'],
      marketing: { email: 'Y', internet_banking: 'N', messaging: 'Y', voice: 'N', post: 'N' },
    });
  });

  it('sends employment, birth, nationality and tax details', () => {
    const applicant = toEnquiry(fullForm, SOLE_CURRENT).applicants[0];
    expect(applicant?.employment_details).toEqual([
      {
        status: 'FULL_TIME',
        industry: '120',
        occupation: 'PROFESSIONAL',
        employer_name: 'Acme Ltd',
        start_date: '2012-09-01',
      },
    ]);
    expect(applicant?.personal_details).toMatchObject({
      nationality: 'GB',
      country_of_birth: 'GB',
      city_of_birth: 'Leeds',
    });
    expect(applicant?.tax_details).toEqual({
      uk_citizen: 'Y',
      citizenships: ['IE'],
      has_tax_obligations: 'Y',
      tax_obligations: [{ country: 'FR', has_tax_number: 'Y', tax_number: 'FR12345' }],
    });
    expect(applicant?.payment_abroad).toBe('Y');
    expect(applicant?.countries_to_send_and_receive_money).toEqual(['FR', 'ES']);
  });

  it('leaves out a tax row that has no country yet', () => {
    const tax = toEnquiry({ taxObligationList: [{ hasTaxNumber: 'No' }] }, SOLE_CURRENT).applicants[0]?.tax_details;
    expect(tax).toBeUndefined();
  });

  it('parses the currency strings as whole numbers (doc 2 §5.4)', () => {
    expect(toEnquiry(fullForm, SOLE_CURRENT).applicants[0]?.financial_details).toEqual({
      gross_annual_income: 36000,
      net_monthly_income: 2400,
      other_income: { amount: 500, frequency: 'MONTHLY' },
      revised_gross_annual_income: 30000,
      revised_net_monthly_income: 2000,
      mortgage_or_rent_expenditure: 950,
      other_expenditure: 300,
      revised_mortgage_or_rent_expenditure: 1000,
      revised_other_expenditure: 350,
    });
    const details = toEnquiry({ grossAnnualIncome: '0', netMonthlyIncome: '12a' }, SOLE_CURRENT).applicants[0]
      ?.financial_details;
    expect(details).toEqual({ gross_annual_income: 0 });
  });

  it('sends the overdraft request and limit, and the requested limit on the case', () => {
    const enquiry = toEnquiry(fullForm, SOLE_CURRENT);
    expect(enquiry.applicants[0]?.overdraft).toEqual({ requested: 'Y', limit: 1200 });
    expect(enquiry.overdraft_requested).toBe(1200);
    const declined = toEnquiry({ requiresOverdraft: 'No' }, SOLE_CURRENT);
    expect(declined.applicants[0]?.overdraft).toEqual({ requested: 'N' });
    expect(declined.overdraft_requested).toBeUndefined();
  });

  it('sends the username, link code, bank id and a 7-digit link code only', () => {
    const applicant = toEnquiry(fullForm, SOLE_CURRENT).applicants[0];
    expect(applicant?.user_details).toEqual({ username: 'ann.oneil' });
    expect(applicant?.joint_link_code).toBe('1234567');
    expect(applicant?.bank_id).toBe('CB');
    expect(toEnquiry({ jointLinkCode: '123456' }, SOLE_CURRENT).applicants[0]?.joint_link_code).toBeUndefined();
  });

  it('records the eligibility answers and the data-protection consent', () => {
    expect(toEnquiry(fullForm, SOLE_CURRENT).audit_info).toEqual({
      eligibility_questions: [
        { question: 'age', answer: 'Y', timestamp: '2024-06-14T09:00:00.000Z' },
        { question: 'ukResident', answer: 'Y', timestamp: '2024-06-14T09:00:05.000Z' },
        { question: 'dataProtection', answer: 'consent', timestamp: '2024-06-14T09:00:05.000Z' },
      ],
    });
  });
});

describe('fromEnquiry', () => {
  it('restores every mapped field of a full application', () => {
    expect(fromEnquiry(toEnquiry(fullForm, SOLE_CURRENT))).toEqual(fullForm);
  });

  it('restores a step-1 autosave as far as it was sent', () => {
    expect(fromEnquiry(toEnquiry(stepOneForm, SOLE_CURRENT))).toEqual({
      title: 'Mr',
      gender: 'Male',
      firstName: 'Bob',
      lastName: 'Smith',
      hasDependants: 'No',
      addresses: [{ addressType: 'domestic', postcode: 'LS1 4AP', houseNumber: '3', country: 'GB' }],
      phoneNumber: '01132345678',
      emailAddress: 'bob@example.com',
      eligibilityQuestions: stepOneForm.eligibilityQuestions,
      dataProtection: { consent: 'Y' },
    });
  });

  it('restores an empty form from a bare enquiry', () => {
    expect(fromEnquiry({ product: { code: '135' }, applicants: [{}] })).toEqual({});
  });
});

// ---------------------------------------------------------------- a full fixture per product type (doc 2 §7.1)

const personal: EnquiryForm = {
  title: 'Mr',
  gender: 'Male',
  firstName: 'Sam',
  lastName: 'Tester',
  dateOfBirth: '12-04-1988',
  maritalStatus: 'Single',
  hasDependants: 'No',
  residentialStatus: 'Tenant Private',
  addresses: [currentAddress],
  phoneNumber: '02079460000',
  emailAddress: 'sam@example.com',
  contactMethods: ['EMAIL'],
  consentEmail: 'No',
  consentInternetBanking: 'Yes',
  consentMessaging: 'No',
  consentVoice: 'No',
  consentPost: 'No',
  nationality: 'GB',
  countryBorn: 'GB',
  cityBorn: 'York',
  ukCitizen: 'Yes',
  hasAdditionalCitizenships: 'No',
  taxObligations: 'No',
  employmentStatus: 'Full time',
  employmentIndustry: '150',
  employmentOccupation: 'Professional',
  employerName: 'Example Ltd',
  employmentStartDate: '01-09-2010',
  grossAnnualIncome: '48000',
  netMonthlyIncome: '3000',
  hasAdditionalIncome: 'No',
};

const savingsForm: EnquiryForm = {
  ...personal,
  incomeOtherSavingsTypeOptions: 'Existing savings',
  incomeOtherSavingsFrequency: 'One off',
  incomeOtherSavingsAmount: '1000',
  incomeOtherSavingsPurpose: 'General savings',
  incomeOtherSavingsAmountBond: '25000',
};

const cashIsaForm: EnquiryForm = {
  ...personal,
  niNumberQuestion: 'Yes',
  niNumber: 'AB123456C',
};

const creditCardForm: EnquiryForm = {
  ...personal,
  additionalCardHolder: 'Yes',
  mortgageOrRentExpenditure: '800',
  expenditureOther: '200',
  changeOfCircumstances: 'No',
  creditLimitChoice: 'M',
  creditLimit: '2500',
  creditLimitIncreaseConsent: 'Yes',
  bankDetailsSortCode: '089999',
  bankDetailsAccountNumber: '66374958',
  lengthOfTimeBankYears: '6',
  lengthOfTimeBankMonths: '3',
  paymentDate: '8-14',
  setUpDirectDebit: 'Yes',
  useBankDetails: 'No',
  directDebitAccountName: 'Sam Tester',
  directDebitSortCode: '107999',
  directDebitAccountNumber: '88837491',
  howToPay: 'Fixed amount',
  directDebitPaymentAmount: '150',
};

describe('a full fixture per product type (doc 2 §7.1)', () => {
  const cases: [string, EnquiryForm, EnquiryContext][] = [
    ['current (IM135)', fullForm, SOLE_CURRENT],
    ['savings (IM368 bond)', savingsForm, { productCode: 'IM368', applicationType: 'sole' }],
    ['cashISA (IM481)', cashIsaForm, { productCode: 'IM481', applicationType: 'sole' }],
    ['credit-card (G99)', creditCardForm, { productCode: 'G99', applicationType: 'sole' }],
  ];

  /** The No answers the enquiry has no field for: they are sent as the absence of what they would open. */
  const NO_ANSWERS_NOT_SENT = ['hasAdditionalCitizenships', 'hasAdditionalIncome', 'changeOfCircumstances'] as const;
  const restorable = (form: EnquiryForm): EnquiryForm =>
    Object.fromEntries(
      Object.entries(form).filter(
        ([key, value]) => !(NO_ANSWERS_NOT_SENT as readonly string[]).includes(key) || value !== 'No',
      ),
    );

  it.each(cases)('%s maps to a valid enquiry and back to the same form', (_name, form, ctx) => {
    const enquiry = toEnquiry(form, ctx);
    assert(enquiry, Enquiry);
    expect(fromEnquiry(enquiry)).toEqual(restorable(form));
  });

  it('sends the savings usage and the bond amount', () => {
    const applicant = toEnquiry(savingsForm, { productCode: 'IM368', applicationType: 'sole' }).applicants[0];
    expect(applicant?.account_usage_info).toEqual([
      {
        savings_type: 'Existing savings',
        savings_frequency: 'One off',
        savings_amount: '1000',
        savings_purpose: 'General savings',
      },
    ]);
    expect(applicant?.financial_details?.savings_amount).toBe(25000);
  });

  it('sends the credit card fields: limit, consent, bank account, direct debit and payment day', () => {
    const applicant = toEnquiry(creditCardForm, { productCode: 'G99', applicationType: 'sole' }).applicants[0];
    expect(applicant?.financial_details).toMatchObject({
      credit_limit: 2500,
      credit_limit_choice: 'M',
      bank_account: { sort_code: '089999', account_number: '66374958', years_with_bank: 6, months_with_bank: 3 },
    });
    expect(applicant?.direct_debit).toEqual({
      set_up: 'Y',
      use_bank_details: 'N',
      account_name: 'Sam Tester',
      sort_code: '107999',
      account_number: '88837491',
      payment_type: 'Fixed amount',
      fixed_amount: 150,
    });
    expect(applicant?.payment_due_day).toBe('8-14');
    expect(applicant?.credit_limit_consent).toBe('Y');
    expect(applicant?.additional_cardholder).toBe('Y');
  });

  it('takes the direct debit account from the bank details when asked, and sends only the No otherwise', () => {
    const same = toEnquiry({ ...creditCardForm, useBankDetails: 'Yes' }, SOLE_CURRENT).applicants[0]?.direct_debit;
    expect(same).toMatchObject({ use_bank_details: 'Y', sort_code: '089999', account_number: '66374958' });
    const none = toEnquiry({ ...creditCardForm, setUpDirectDebit: 'No' }, SOLE_CURRENT).applicants[0]?.direct_debit;
    expect(none).toEqual({ set_up: 'N' });
  });

  it('sends no amount for an automatic credit limit, and no fixed amount for other payment choices', () => {
    const auto = toEnquiry({ ...creditCardForm, creditLimitChoice: 'A', howToPay: 'Full balance' }, SOLE_CURRENT)
      .applicants[0];
    expect(auto?.financial_details?.credit_limit).toBeUndefined();
    expect(auto?.direct_debit?.fixed_amount).toBeUndefined();
  });

  it('sends what a No answer clears as nothing (doc 2 §4)', () => {
    const applicant = toEnquiry(
      {
        ...fullForm,
        hasAdditionalIncome: 'No',
        hasIncomeReduction: 'No',
        changeOfCircumstances: 'No',
        hasInternationalPayments: 'No',
        hasAdditionalCitizenships: 'No',
        taxObligations: 'No',
        requiresOverdraft: 'No',
        niNumberQuestion: 'No',
        niReason: 'Lost',
      },
      SOLE_CURRENT,
    ).applicants[0];
    expect(applicant?.financial_details?.other_income).toBeUndefined();
    expect(applicant?.financial_details?.revised_gross_annual_income).toBeUndefined();
    expect(applicant?.financial_details?.revised_other_expenditure).toBeUndefined();
    expect(applicant?.countries_to_send_and_receive_money).toBeUndefined();
    expect(applicant?.tax_details).toEqual({ uk_citizen: 'Y', has_tax_obligations: 'N' });
    expect(applicant?.overdraft).toEqual({ requested: 'N' });
    expect(applicant?.personal_details?.ni_number).toBeUndefined();
    expect(applicant?.personal_details?.ni_reason).toBe('Lost');
  });

  it('sends no employment details but the status for an economically inactive applicant (doc 2 §4)', () => {
    const applicant = toEnquiry({ ...fullForm, employmentStatus: 'Retired' }, SOLE_CURRENT).applicants[0];
    expect(applicant?.employment_details).toEqual([{ status: 'Retired' }]);
  });

  it('carries the document consent records of the context (doc 2 §3.4)', () => {
    const documents = [
      { reason: 'DOCUMENTATION' as const, name: 'Key features', version: '3', consent: 'Y' as const, timestamp: 't' },
    ];
    expect(toEnquiry({}, { ...SOLE_CURRENT, documents }).audit_info).toEqual({ documents });
  });
});
