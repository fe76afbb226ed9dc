// The inspector's one sanitiser, field by field against doc 2 §3.1: a sample snapshot of the journey with every
// personal field filled comes out with none of their values, wherever they sit (the form, the saved copy, an
// event's values, actor outputs, tokens in the context).
import { describe, expect, it, vi } from 'vitest';
import { declaredFields, namesOf } from '../../content/fields/dataClasses';
import type { FieldContent } from '../../content/fields/fieldTypes';
import { MASK, maskEvent, maskPersonalData } from './sanitise';

/** doc 2 §3.1 (and §3.2 address, §3.5 answers), each personal field with a distinctive value. */
const PERSONAL: Record<string, string> = {
  customerNumber: 'CN-1234567890',
  jointLinkCode: 'JLC-SECRET-77',
  letterCode: '8844221133',
  title: 'Dr',
  gender: 'Female',
  firstName: 'Adaline',
  middleName: 'Augusta',
  lastName: 'Byron-Kingsley',
  dateOfBirth: '10-12-1985',
  maritalStatus: 'Married',
  dependants: '3',
  residentialStatus: 'Tenant Private',
  phoneNumber: '07700900123',
  emailAddress: 'adaline@example.com',
  emailAddressConfirmation: 'adaline.confirm@example.com',
  preferredContactMethod: 'SMS',
  username: 'adaline.user',
  unsavedUsername: 'adaline.unsaved',
  cityBorn: 'Harrogate',
  employerName: 'Analytical Engines Ltd',
  employmentStartDate: '01-02-2010',
  niNumber: 'QQ123456C',
  grossAnnualIncome: '42424',
  netMonthlyIncome: '2828',
  bankDetailsAccountNumber: '31926819',
  bankDetailsSortCode: '60-16-13',
  directDebitAccountName: 'A Byron-Kingsley',
  directDebitAccountNumber: '55779911',
  directDebitSortCode: '20-00-00',
  switchAccountName: 'Ada Switch',
  switchAccountNumber: '11223344',
  switchSortCode: '40-11-22',
  switchDebitCardPan: '4929123412341234',
  switchDebitCardExpiration: '0930',
  registrationPassword1: 'Passw0rd!x',
  telephonePin: '4321',
  authFirstName: 'AuthAda',
  authLastName: 'AuthByron',
  authDateOfBirth: '11-11-1971',
  authHouseNumber: '77B',
  authStreet: 'Lovelace Lane',
  authPostcode: 'LS9 9ZZ',
};

const ADDRESS = {
  addressType: 'domestic',
  id: 'ADDR-REF-991',
  addressPrefix: 'Flat 9',
  houseName: 'Difference House',
  houseNumber: '12',
  streetName: 'Wharfedale Row',
  addressLine1: 'Line One Place',
  city: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS1 4AP',
  country: 'GB',
  dateMoved: '01-06-2015',
};

const form = {
  ...PERSONAL,
  addresses: [ADDRESS, { ...ADDRESS, postcode: 'YO1 7HH', streetName: 'Stonegate' }],
  contactMethods: ['EMAIL', 'SMS'],
  taxObligationList: [{ taxCountry: 'FR', hasTaxNumber: 'Yes', taxNumber: 'FR-TAX-0099' }],
  // Not personal: option-valued fields of step 2 and case identity stay readable for the analyst.
  employmentStatus: 'FULL_TIME',
  productCode: 'IM135',
  declarationAccept: true,
};

const PERSONAL_VALUES = [
  ...Object.values(PERSONAL),
  ...Object.values(ADDRESS).filter((value) => value !== 'domestic' && value !== 'GB'),
  'YO1 7HH',
  'Stonegate',
  'FR-TAX-0099',
  'EMAIL',
  // §3.5 tokens, challenge answers, the session; §3.6 portal names.
  'eyJ.access.token',
  'case-token-abc',
  'Fluffy the cat',
  '246810',
  'Portal-Firstname',
];

const snapshot = {
  value: { main: { capture: { screens: 'step1' } } },
  context: {
    brandId: 'CB',
    productCode: 'IM135',
    caseId: 'CS00000001',
    form,
    persisted: { screen: 'step1', form },
    accessToken: 'eyJ.access.token',
    caseToken: 'case-token-abc',
    user: { username: 'adaline.user', customerNumber: 'CN-1234567890' },
    addressLookup: { status: 'results', postcode: 'LS1 4AP', houseNumber: '12', results: [{ id: 'A1' }] },
    bankLookup: { status: 'valid', sortCode: '60-16-13', accountNumber: '31926819' },
    portalCases: [{ id: 'CS1', customers: [{ name: { first_name: 'Portal-Firstname' } }] }],
    stepUp: { scope: 30, otp: { otp: '246810' } },
    callValidation: { answers: [{ id: 'a1', answer: 'Fluffy the cat' }] },
    error: { source: 'update', code: '1001', status: 400 },
  },
};

function everyString(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(everyString);
  if (value && typeof value === 'object') return Object.values(value).flatMap(everyString);
  return [];
}

describe('maskPersonalData (doc 2 §3.1)', () => {
  const masked = maskPersonalData(snapshot) as typeof snapshot;
  const text = JSON.stringify(masked);

  it.each(Object.keys(PERSONAL))('masks %s in the form and in the saved copy', (name) => {
    const field = name as keyof typeof PERSONAL;
    expect((masked.context.form as Record<string, unknown>)[field]).toBe(MASK);
    expect((masked.context.persisted.form as Record<string, unknown>)[field]).toBe(MASK);
  });

  it.each(Object.keys(ADDRESS).filter((key) => key !== 'addressType' && key !== 'country'))(
    'masks the address field %s of every address (doc 2 §3.2)',
    (key) => {
      for (const address of masked.context.form.addresses as Record<string, unknown>[]) {
        expect(address[key]).toBe(MASK);
      }
    },
  );

  it('leaves no personal value anywhere in the snapshot', () => {
    for (const value of PERSONAL_VALUES.filter((value) => value.length >= 4)) expect(text, value).not.toContain(value);
    for (const value of everyString(masked)) expect(PERSONAL_VALUES, value).not.toContain(value);
  });

  it('keeps what the analyst needs: state, case, product, option fields, flags, error codes', () => {
    expect(masked.value).toEqual(snapshot.value);
    expect(masked.context.caseId).toBe('CS00000001');
    expect(masked.context.productCode).toBe('IM135');
    expect(masked.context.form.employmentStatus).toBe('FULL_TIME');
    expect(masked.context.form.productCode).toBe('IM135');
    expect(masked.context.form.declarationAccept).toBe(true);
    expect(masked.context.addressLookup.status).toBe('results');
    expect(masked.context.error).toEqual(snapshot.context.error);
  });

  it('masks unknown string fields of a form (default-deny)', () => {
    const out = maskPersonalData({ form: { someNewField: 'typed by the applicant', someCount: 3 } });
    expect(out).toEqual({ form: { someNewField: MASK, someCount: MASK } });
  });

  it('masks the values, answers and search terms that events carry', () => {
    const events = [
      { type: 'CONTINUE', values: form },
      { type: 'FORM_CHANGED', values: { firstName: 'Adaline', addresses: [ADDRESS] } },
      { type: 'ADDRESS_SEARCH', postcode: 'LS1 4AP', houseNumber: '12' },
      { type: 'BANK_DETAILS_CHANGED', sortCode: '60-16-13', accountNumber: '31926819' },
      { type: 'CHALLENGE_ANSWERED', answers: [{ authType: 'password', authIndex: 1, answer: 'Passw0rd!x' }] },
      { type: 'LETTER_CODE_SUBMITTED', code: '8844221133' },
      { type: 'LOGIN_IDENTIFIED', identity: { username: 'adaline.user' } },
    ];
    for (const event of events) {
      const out = maskEvent(event);
      expect(out.type).toBe(event.type);
      for (const value of everyString(out)) {
        expect(PERSONAL_VALUES.concat('8844221133'), `${event.type} leaks ${value}`).not.toContain(value);
      }
    }
  });

  it('turns actor refs and functions into names, never their contents', () => {
    class ActorRef {
      secret = 'Adaline';
    }
    expect(maskPersonalData({ child: new ActorRef(), fn: function load() {} })).toEqual({
      child: '[ActorRef]',
      fn: '[function load]',
    });
  });

  it('masks every field flagged personal or secret in content/fields, in a form and wherever else it stands', () => {
    const flagged = declaredFields().filter((field) => field.data !== undefined);
    expect(flagged.length).toBeGreaterThan(60);
    for (const field of flagged) {
      // its list's name (`addresses`) and its own (`postcode`), one name for a plain field
      const names = namesOf(field);
      const [top, own] = [names[0] ?? field.name, names.at(-1) ?? field.name];
      const value = `value-of-${field.name}`;
      const out = JSON.stringify(
        maskPersonalData({ form: { [top]: value }, output: { [own]: value }, user: { [own]: value } }),
      );
      expect(out, field.name).not.toContain(value);
      expect(JSON.stringify(maskEvent({ type: 'CHANGED', [own]: value })), field.name).not.toContain(value);
    }
  });

  it('masks a new personal field once it is flagged, with no list to edit', async () => {
    const added: FieldContent = {
      name: 'switchFavouriteColour',
      label: 'Favourite colour',
      control: 'text',
      section: 'switch',
      rules: [],
    };
    const shown = async (field: FieldContent) => {
      vi.resetModules();
      vi.doMock('../../content/fields/switching', async (importOriginal) => {
        const original = await importOriginal<typeof import('../../content/fields/switching')>();
        return { ...original, SWITCH_FIELDS: [...original.SWITCH_FIELDS, field] };
      });
      const fresh = await import('./sanitise');
      vi.doUnmock('../../content/fields/switching');
      return JSON.stringify(fresh.maskPersonalData({ switch: { switchFavouriteColour: 'teal-ish' } }));
    };
    expect(await shown(added)).toContain('teal-ish');
    expect(await shown({ ...added, data: 'personal' })).not.toContain('teal-ish');
    vi.resetModules();
  });
});
