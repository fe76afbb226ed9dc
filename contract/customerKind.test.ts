// "Existing customer" has one meaning (issue 11): the chart's guards, the screens' fields and the platform's enquiry
// rules all ask contract/applicationForm.ts isExistingCustomerCase; "known to the bank" is built on it.
import { describe, expect, it } from 'vitest';
import { isKnownCustomer } from '../machines/guards';
import { existingCustomerAnswer, isExistingCustomerCase } from './applicationForm';

describe('existing customer: one meaning per name', () => {
  it('is an existing-customer case, or a form that records the applicant as one', () => {
    expect(isExistingCustomerCase({ subType: 'existing' })).toBe(true);
    expect(isExistingCustomerCase({ subType: 'ntb', form: { isExistingCustomer: 'Yes' } })).toBe(true);
    expect(isExistingCustomerCase({ subType: 'ntb', form: { isExistingCustomer: 'No' } })).toBe(false);
    expect(isExistingCustomerCase({ subType: 'ntb' })).toBe(false);
  });

  it("gives the form's Yes/No answer of doc 2 §3.1 from the case's subtype", () => {
    expect(existingCustomerAnswer('existing')).toBe('Yes');
    expect(existingCustomerAnswer('ntb')).toBe('No');
  });

  it('known to the bank: an existing customer, or a new one who logged in', () => {
    expect(isKnownCustomer({ subType: 'existing', accessToken: undefined })).toBe(true);
    expect(isKnownCustomer({ subType: 'ntb', accessToken: 'token' })).toBe(true);
    expect(isKnownCustomer({ subType: 'ntb', accessToken: undefined, form: { isExistingCustomer: 'Yes' } })).toBe(true);
    expect(isKnownCustomer({ subType: 'ntb', accessToken: undefined })).toBe(false);
  });
});
