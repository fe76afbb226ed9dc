// doc 2 §9 "Data masks", doc 2 §4 read-only fields and sentinel NI numbers, doc 1 §4 marketing preferences.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findProduct } from '../products';
import { isSentinelNiNumber, marketingConsentsOf, SENTINEL_NI_NUMBERS } from './customerRecords';
import {
  maskDateOfBirth,
  maskedForDisplay,
  maskPhone,
  readOnlyFieldNames,
  withReadOnlyFields,
} from './existingCustomer';
import { STEP_1_FIELDS } from './personalDetails';
import { reviewFields } from './review';

describe('the masks of doc 2 §9', () => {
  it('masks the day and month of a date of birth (2 of its 3 parts), so the year alone shows', () => {
    expect(maskDateOfBirth('14-03-1985')).toBe('**-**-1985');
    expect(maskDateOfBirth('01-12-2001')).toBe('**-**-2001');
  });

  it('masks the whole of a date of birth it cannot read as DD-MM-YYYY', () => {
    expect(maskDateOfBirth('1985')).toBe('****');
  });

  it('masks 5 characters of a phone number from position 3', () => {
    expect(maskPhone('07700900101')).toBe('077*****101');
    expect(maskPhone('01130000101')).toBe('011*****101');
  });

  it('never shows a masked character of the phone, whatever its length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,15}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        for (let at = 3; at < Math.min(8, phone.length); at += 1) expect(masked[at]).toBe('*');
        expect(masked.slice(8)).toBe(phone.slice(8));
      }),
    );
  });

  it('masks the review copy of the form and leaves the form itself alone', () => {
    const form = { firstName: 'Ada', dateOfBirth: '14-03-1985', phoneNumber: '07700900101' };
    expect(maskedForDisplay(form)).toEqual({ firstName: 'Ada', dateOfBirth: '**-**-1985', phoneNumber: '077*****101' });
    expect(form.dateOfBirth).toBe('14-03-1985');
  });
});

describe('the sentinel NI numbers (doc 2 §4)', () => {
  it('knows the two sentinels, however they are spaced or cased, and nothing else', () => {
    expect(SENTINEL_NI_NUMBERS).toHaveLength(2);
    expect(isSentinelNiNumber('AA000000A')).toBe(true);
    expect(isSentinelNiNumber('zz 99 99 99 z')).toBe(true);
    expect(isSentinelNiNumber('QQ123456C')).toBe(false);
    expect(isSentinelNiNumber(undefined)).toBe(false);
  });
});

describe('marketing preferences (doc 1 §4: loaded only when there are 0 or 5)', () => {
  const five = (values: string) =>
    ['EMAIL', 'SMS', 'PHONE', 'POST', 'ONLINE'].map((type, index) => ({
      type,
      value: values[index] === 'Y' ? ('Y' as const) : ('N' as const),
    }));

  it('answers the five consent questions from 5 preferences', () => {
    expect(marketingConsentsOf(five('YNYNY'))).toEqual({
      consentEmail: 'Yes',
      consentMessaging: 'No',
      consentVoice: 'Yes',
      consentPost: 'No',
      consentInternetBanking: 'Yes',
    });
  });

  it('loads 0 preferences as no answers (all five asked)', () => {
    expect(marketingConsentsOf([])).toEqual({});
  });

  it('loads nothing for any other count', () => {
    for (const count of [1, 2, 3, 4, 6, 10]) {
      expect(marketingConsentsOf([...five('YYYYY'), ...five('NNNNN')].slice(0, count))).toBeUndefined();
    }
  });
});

describe('read-only fields (doc 2 §4)', () => {
  const opened = {
    title: 'Ms',
    firstName: 'Ada',
    lastName: 'Quillfeather',
    dateOfBirth: '14-03-1985',
    phoneNumber: '07700900101',
    emailAddress: 'ada@example.com',
    addresses: [
      { addressType: 'domestic' as const, houseNumber: '3', streetName: 'Wharfedale Row', postcode: 'LS1 4AP' },
    ],
  };

  it('makes read-only the title, names, date of birth, phone and current address the records filled', () => {
    const names = readOnlyFieldNames(opened);
    for (const name of ['title', 'firstName', 'lastName', 'dateOfBirth', 'phoneNumber', 'addresses.0.postcode'])
      expect(names.has(name)).toBe(true);
    // what the records did not fill is asked; the email and the date moved are the applicant's
    for (const name of ['middleName', 'gender', 'emailAddress', 'addresses.0.dateMoved'])
      expect(names.has(name)).toBe(false);
  });

  it('leaves a title the list does not offer editable (doc 1 §4 "editable in some cases")', () => {
    expect(readOnlyFieldNames({ ...opened, title: 'Mx' }).has('title')).toBe(false);
  });

  it('marks the fields and gives the date of birth and phone their masks', () => {
    const fields = withReadOnlyFields(STEP_1_FIELDS, readOnlyFieldNames(opened));
    const byName = (name: string) => fields.find((field) => field.name === name);
    expect(byName('firstName')?.readOnly).toBe(true);
    expect(byName('dateOfBirth')?.mask?.('14-03-1985')).toBe('**-**-1985');
    expect(byName('phoneNumber')?.mask?.('07700900101')).toBe('077*****101');
    expect(byName('emailAddress')?.readOnly).toBeUndefined();
    expect(byName('firstName')?.mask).toBeUndefined();
  });
});

describe('the username after save and resume (doc 1 §4 "Portal")', () => {
  const product = findProduct('IM135');
  if (!product) throw new Error('IM135 is in the catalogue');
  const username = (environment: Partial<Parameters<typeof reviewFields>[0]>) =>
    reviewFields({ product, isExistingCustomer: false, ...environment }, {}).find((field) => field.name === 'username');

  it('is asked of a new customer, and shown, not asked, once save and resume is complete', () => {
    expect(username({})?.readOnly).toBeUndefined();
    expect(username({})?.rules.length).toBeGreaterThan(0);
    const locked = username({ usernameLocked: true });
    expect(locked?.readOnly).toBe(true);
    expect(locked?.rules).toEqual([]);
  });

  it('is never asked of an existing customer, who has one', () => {
    expect(username({ isExistingCustomer: true })).toBeUndefined();
    expect(username({ isExistingCustomer: true, usernameLocked: true })).toBeUndefined();
  });
});
