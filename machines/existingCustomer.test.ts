// What step 1 loads first (machines/existingCustomer.ts): the records' details of an existing customer (doc 1 §4
// "Existing-customer data", doc 2 §4) and a resumed case's captured data (doc 1 §4 "Portal").
import { describe, expect, it } from 'vitest';
import { toEnquiry } from '../contract/mapping';
import type { CustomerDetailsOutput } from './actorContracts';
import { needsCustomerDetails, withCaseData, withCustomerDetails } from './existingCustomer';

const DETAILS: CustomerDetailsOutput = {
  customerNumber: '1000000011',
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Quillfeather',
  gender: 'Female',
  dateOfBirth: '14-03-1985',
  phoneNumber: '07700900101',
  emailAddress: 'ada.quillfeather@example.com',
  address: { houseNumber: '3', streetName: 'Wharfedale Row', city: 'Leeds', postcode: 'LS1 4AP' },
  niNumber: 'QQ123456C',
  marketingPreferences: ['EMAIL', 'SMS', 'PHONE', 'POST', 'ONLINE'].map((type, index) => ({
    type,
    value: index % 2 === 0 ? ('Y' as const) : ('N' as const),
  })),
};

const context = (overrides: Partial<Parameters<typeof needsCustomerDetails>[0]> = {}) => ({
  form: { isExistingCustomer: 'Yes' as const },
  subType: 'existing' as const,
  accessToken: 'TOKEN',
  customerDetailsLoaded: false,
  ...overrides,
});

describe('when step 1 loads first', () => {
  it('loads the records for an authenticated existing customer, once', () => {
    expect(needsCustomerDetails(context())).toBe(true);
    expect(needsCustomerDetails(context({ customerDetailsLoaded: true }))).toBe(false);
    expect(needsCustomerDetails(context({ accessToken: undefined }))).toBe(false);
    expect(needsCustomerDetails(context({ subType: 'ntb', form: { isExistingCustomer: 'No' } }))).toBe(false);
    expect(needsCustomerDetails(context({ subType: 'ntb', form: { isExistingCustomer: 'Yes' } }))).toBe(true);
  });
});

describe('withCustomerDetails (doc 2 §4)', () => {
  it('puts the records’ real values in the form: names, date of birth, gender, phone, current address', () => {
    const form = withCustomerDetails({ productCode: 'IM135', isExistingCustomer: 'Yes' }, DETAILS);
    expect(form).toMatchObject({
      productCode: 'IM135',
      customerNumber: '1000000011',
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Quillfeather',
      gender: 'Female',
      dateOfBirth: '14-03-1985',
      phoneNumber: '07700900101',
      emailAddress: 'ada.quillfeather@example.com',
      emailAddressConfirmation: 'ada.quillfeather@example.com',
      addresses: [
        {
          addressType: 'domestic',
          houseNumber: '3',
          streetName: 'Wharfedale Row',
          city: 'Leeds',
          postcode: 'LS1 4AP',
          country: 'GB',
        },
      ],
    });
  });

  it('replaces what the applicant cannot change, and keeps what they can and have answered', () => {
    const form = withCustomerDetails(
      {
        firstName: 'Someone',
        dateOfBirth: '01-01-2000',
        emailAddress: 'mine@example.com',
        emailAddressConfirmation: 'mine@example.com',
        consentEmail: 'No',
        niNumberQuestion: 'No',
        niReason: 'Never issued',
        addresses: [
          { postcode: 'SW1A 2AA', dateMoved: '01-06-2015', residentialStatus: 'Owner' },
          { postcode: 'M14 5RG', dateMoved: '01-01-2010' },
        ],
      },
      DETAILS,
    );
    expect(form.firstName).toBe('Ada');
    expect(form.dateOfBirth).toBe('14-03-1985');
    expect(form.emailAddress).toBe('mine@example.com');
    expect(form.consentEmail).toBe('No');
    expect(form.consentPost).toBeUndefined();
    expect(form.niNumber).toBeUndefined();
    expect(form.addresses).toEqual([
      {
        addressType: 'domestic',
        houseNumber: '3',
        streetName: 'Wharfedale Row',
        city: 'Leeds',
        postcode: 'LS1 4AP',
        country: 'GB',
        dateMoved: '01-06-2015',
        residentialStatus: 'Owner',
      },
      { postcode: 'M14 5RG', dateMoved: '01-01-2010' },
    ]);
  });

  it('loads a real NI number, and never a sentinel one (doc 2 §4)', () => {
    expect(withCustomerDetails({}, DETAILS)).toMatchObject({ niNumberQuestion: 'Yes', niNumber: 'QQ123456C' });
    for (const sentinel of ['AA000000A', 'ZZ999999Z']) {
      const form = withCustomerDetails({}, { ...DETAILS, niNumber: sentinel });
      expect(form.niNumber).toBeUndefined();
      expect(form.niNumberQuestion).toBeUndefined();
      expect(JSON.stringify(form)).not.toContain(sentinel);
    }
  });

  it('loads the marketing preferences only when there are 0 or 5 (doc 1 §4)', () => {
    expect(withCustomerDetails({}, DETAILS)).toMatchObject({
      consentEmail: 'Yes',
      consentMessaging: 'No',
      consentVoice: 'Yes',
      consentPost: 'No',
      consentInternetBanking: 'Yes',
    });
    const three = withCustomerDetails(
      {},
      { ...DETAILS, marketingPreferences: DETAILS.marketingPreferences.slice(0, 3) },
    );
    const none = withCustomerDetails({}, { ...DETAILS, marketingPreferences: [] });
    for (const form of [three, none]) {
      expect([form.consentEmail, form.consentMessaging, form.consentVoice, form.consentPost]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('uses the home number when the records hold no mobile, and keeps the form’s when they hold neither', () => {
    expect(withCustomerDetails({}, { ...DETAILS, phoneNumber: '01130000101' }).phoneNumber).toBe('01130000101');
    expect(
      withCustomerDetails({ phoneNumber: '07700900999' }, { ...DETAILS, phoneNumber: undefined }).phoneNumber,
    ).toBe('07700900999');
  });

  it('sends the platform the real values, never a mask (doc 2 §7.1)', () => {
    const enquiry = toEnquiry(withCustomerDetails({ productCode: 'IM135' }, DETAILS), {
      productCode: 'IM135',
      applicationType: 'sole',
    });
    const applicant = enquiry.applicants[0];
    expect(applicant?.personal_details?.dob).toBe('1985-03-14');
    expect(applicant?.contact_details?.phone).toEqual({ mobile: '07700900101' });
    expect(enquiry.customer_id).toBe('1000000011');
    expect(JSON.stringify(enquiry)).not.toContain('*');
  });
});

describe('withCaseData (doc 1 §4 "Portal")', () => {
  it('lays the form’s own values over the captured data', () => {
    const resumed = {
      productCode: 'IM125',
      caseId: 'CS90000011',
      isExistingCustomer: 'Yes' as const,
      username: 'sandboxada',
      completedTasks: ['SAVE_AND_RESUME'],
      promoCode: undefined,
      eligibilityQuestions: [{ question: 'age', answer: 'Y' as const, consent: 'Y' as const, timestamp: 'T2' }],
    };
    const captured = {
      firstName: 'Ada',
      emailAddress: 'ada@example.com',
      promoCode: 'SPRING',
      username: 'older',
      maritalStatus: 'Single',
      eligibilityQuestions: [{ question: 'age', answer: 'Y' as const, consent: 'Y' as const, timestamp: 'T1' }],
    };
    expect(withCaseData(resumed, captured)).toEqual({
      firstName: 'Ada',
      emailAddress: 'ada@example.com',
      // the saved email was confirmed when given: not asked again
      emailAddressConfirmation: 'ada@example.com',
      promoCode: 'SPRING',
      maritalStatus: 'Single',
      productCode: 'IM125',
      caseId: 'CS90000011',
      isExistingCustomer: 'Yes',
      username: 'sandboxada',
      completedTasks: ['SAVE_AND_RESUME'],
      eligibilityQuestions: resumed.eligibilityQuestions,
    });
  });
});
