// fromEnquiry is the inverse of toEnquiry (doc 2 §7.1), as properties over generated forms (fast-check): a resumed
// case's enquiry reads back into the form it was made from, and a form read back sends the same enquiry again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARITAL_STATUSES, RESIDENTIAL_STATUSES } from '../content/options';
import type { ApplicationForm, FormAddress } from './applicationForm';
import { type EnquiryContext, fromEnquiry, toEnquiry } from './mapping';

const CONTEXT: EnquiryContext = { productCode: 'IM135', applicationType: 'sole' };

const text = fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,12}[A-Za-z]$/);
const yesNo = fc.constantFrom<'Yes' | 'No'>('Yes', 'No');
const pounds = fc.integer({ min: 0, max: 9_999_999 }).map(String);
const two = (n: number) => String(n).padStart(2, '0');
/** A real calendar date as the form holds it, DD-MM-YYYY. */
const displayDate = fc
  .date({ min: new Date('1920-01-01T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => `${two(date.getUTCDate())}-${two(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`);

const ukAddress: fc.Arbitrary<FormAddress> = fc.record(
  {
    addressType: fc.constant('domestic' as const),
    id: fc.stringMatching(/^ADDR-[0-9]{4}$/),
    addressPrefix: fc.stringMatching(/^Flat [0-9]{1,2}$/),
    houseNumber: fc.stringMatching(/^[1-9][0-9]{0,2}$/),
    houseName: text,
    streetName: text,
    city: text,
    county: text,
    postcode: fc.constantFrom('LS1 4AP', 'SW1A 2AA', 'M14 5RG'),
    country: fc.constant('GB'),
    dateMoved: displayDate,
    residentialStatus: fc.constantFrom(...RESIDENTIAL_STATUSES.map((option) => option.value)),
  },
  { requiredKeys: ['addressType', 'country'] },
);

/** Dependants as the form keeps them: No, or Yes with a count of 1 to 9 (doc 2 §4, §5.1). */
const dependants = fc.oneof(
  fc.constant({}),
  fc.constant({ hasDependants: 'No' as const }),
  fc.integer({ min: 1, max: 9 }).map((count) => ({ hasDependants: 'Yes' as const, dependants: String(count) })),
);

/** The fields of step 1, the consents of review and the income of step 2, in the shapes the form holds them. */
const form: fc.Arbitrary<ApplicationForm> = fc
  .tuple(
    fc.record(
      {
        customerNumber: fc.stringMatching(/^10[0-9]{8}$/),
        title: fc.constantFrom('Mr', 'Ms', 'Dr', 'Mx'),
        gender: fc.constantFrom<'Male' | 'Female'>('Male', 'Female'),
        firstName: text,
        middleName: text,
        lastName: text,
        dateOfBirth: displayDate,
        maritalStatus: fc.constantFrom(...MARITAL_STATUSES.map((option) => option.value)),
        phoneNumber: fc.stringMatching(/^0[127][0-9]{9}$/),
        emailAddress: fc.emailAddress(),
        contactMethods: fc.uniqueArray(fc.constantFrom('Email', 'Phone', 'Post'), { minLength: 1 }),
        consentEmail: yesNo,
        consentInternetBanking: yesNo,
        consentMessaging: yesNo,
        consentVoice: yesNo,
        consentPost: yesNo,
        username: fc.stringMatching(/^[a-z][a-z0-9]{5,15}$/),
        addresses: fc.array(ukAddress, { minLength: 1, maxLength: 3 }),
        grossAnnualIncome: pounds,
        netMonthlyIncome: pounds,
        mortgageOrRentExpenditure: pounds,
        nationality: fc.constantFrom('GB', 'IE', 'FR'),
        niNumberQuestion: fc.constant('Yes' as const),
        niNumber: fc.stringMatching(/^QQ[0-9]{6}[A-D]$/),
      },
      { requiredKeys: [] },
    ),
    dependants,
  )
  .map(([values, family]) => {
    const generated: ApplicationForm = { ...values, ...family };
    // the NI question and number go together (doc 2 §4: changing the question resets the number)
    if (!generated.niNumber) delete generated.niNumberQuestion;
    if (!generated.niNumberQuestion) delete generated.niNumber;
    return generated;
  });

describe('fromEnquiry, the inverse of toEnquiry (doc 2 §7.1)', () => {
  it('reads an enquiry back into the form it was made from', () => {
    fc.assert(
      fc.property(form, (values) => {
        expect(fromEnquiry(toEnquiry(values, CONTEXT))).toEqual(values);
      }),
      { numRuns: 300 },
    );
  });

  it('sends the same enquiry again for a form read back from one', () => {
    fc.assert(
      fc.property(form, (values) => {
        const enquiry = toEnquiry(values, CONTEXT);
        expect(toEnquiry(fromEnquiry(enquiry), CONTEXT)).toEqual(enquiry);
      }),
      { numRuns: 300 },
    );
  });
});
