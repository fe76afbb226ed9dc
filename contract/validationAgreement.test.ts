// Every field is declared once (content/fields) and enforced on both sides from that declaration by the one rule
// engine (contract/fieldRules.ts): the screens through src/forms/validation.ts, the platform through
// contract/enquiryRules.ts over the enquiry read back with fromEnquiry (as platform/cases/enquiryValidation.ts
// runs it). The structural check: for every product, brand, customer kind and joint flag, each declared field
// the screens validate is enforced by the platform with the same rules and messages (less the `required` ones
// the platform leaves to the screens). The property check (fast-check): on random values both refuse the same
// values with the same message. A value the mapping cannot send as it is (half a date, a number with leading
// zeros) never reaches the platform; for those the property is only that the platform does not refuse what the
// client accepted.
import fc from 'fast-check';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../content/brands';
import { EMPLOYMENT_FIELDS, step2Fields } from '../content/fields/employmentDetails';
import { fieldEnvironment } from '../content/fields/environment';
import { STEP_1_FIELDS, step1Fields } from '../content/fields/personalDetails';
import { reviewFields } from '../content/fields/review';
import { findProduct, PRODUCT_CODES } from '../content/products';
import { expandRows as screenFields } from '../src/forms/validation';
import { enquiryFieldRules, validateEnquiryForms } from './enquiryRules';
import { type EnquiryForm, fromEnquiry, toEnquiry } from './mapping';
import { validateForm, valueAt } from './rules';
import { Enquiry } from './schemas';

const context = { today: new Date(2024, 5, 14, 12), warn: () => {} };
const CLIENT_FIELDS = [...STEP_1_FIELDS, ...EMPLOYMENT_FIELDS];

/** A form both sides accept. */
const VALID: EnquiryForm = {
  title: 'Ms',
  gender: 'Female',
  firstName: 'Ada',
  lastName: 'Testperson',
  dateOfBirth: '12-04-1990',
  maritalStatus: 'Single',
  hasDependants: 'No',
  residentialStatus: 'Tenant Private',
  addresses: [
    {
      addressType: 'domestic',
      houseNumber: '3',
      streetName: 'Wharfedale Row',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      dateMoved: '01-06-2019',
    },
  ],
  phoneNumber: '07700900123',
  emailAddress: 'ada@example.com',
  emailAddressConfirmation: 'ada@example.com',
  contactMethods: ['EMAIL'],
  employmentStatus: 'Full time',
  employerName: 'Example Ltd',
  employmentStartDate: '01-09-2010',
  nationality: 'GB',
  countryBorn: 'GB',
  cityBorn: 'Leeds',
  grossAnnualIncome: '36000',
  netMonthlyIncome: '2500',
  mortgageOrRentExpenditure: '900',
  expenditureOther: '300',
  requiresOverdraft: 'No',
};

function withValue(form: EnquiryForm, path: string, value: string): EnquiryForm {
  const copy = structuredClone(form) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) as string] = value;
  return copy as EnquiryForm;
}

function clientMessage(form: EnquiryForm, field: string): string | undefined {
  return validateForm(screenFields(CLIENT_FIELDS, form), form, context)[field];
}

function productFor(code: string) {
  const product = findProduct(code);
  if (!product) throw new Error(`no product ${code}`);
  return product;
}

/** What the platform answers: refused (400 by schema or 422 by rule), and whether the value reached it as typed. */
function platform(form: EnquiryForm, field: string, productCode: string) {
  const product = productFor(productCode);
  const enquiry = toEnquiry(form, { productCode, applicationType: 'sole' });
  const back = fromEnquiry(enquiry);
  const violation = validateEnquiryForms([back], { product, brandId: 'CB', mode: 'partial' }, context).find(
    (found) => found.field === field,
  );
  const refused = !is(enquiry, Enquiry) || violation !== undefined;
  return { refused, message: violation?.message, reached: valueAt(back, field) === valueAt(form, field) };
}

// ---------------------------------------------------------------- value generators

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((chars) => chars.join(''));
const fromChars = (chars: string, max: number) =>
  fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: max }).map((list) => list.join(''));
const displayDate = fc
  .date({ min: new Date(1880, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true })
  .map(
    (date) =>
      `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`,
  );
const anyText = fc.oneof(fc.string({ minLength: 1, maxLength: 50 }), fc.string({ minLength: 30, maxLength: 80 }));
const nameLike = fc.oneof(fromChars("ABCabcxyz' -", 40), fromChars('Ab1 -_.', 12), anyText);

const GENERATORS: Record<string, fc.Arbitrary<string>> = {
  firstName: nameLike,
  middleName: nameLike,
  lastName: nameLike,
  dateOfBirth: fc.oneof(displayDate, anyText, fc.constantFrom('14-06-2006', '15-06-2006', '14-06-1903', '15-06-1903')),
  phoneNumber: fc.oneof(
    digits(9, 13),
    fc.tuple(fc.constantFrom('01', '02', '03', '07', '08'), digits(8, 10)).map(([prefix, rest]) => prefix + rest),
    anyText,
  ),
  emailAddress: fc.oneof(fc.emailAddress(), anyText, fc.constantFrom('a@b.c', 'a@bc', 'ab@c.de')),
  'addresses.0.postcode': fc.oneof(
    fc.constantFrom('GIR 0AA', 'gir0aa', 'SW1A 1AA', 'M1 1AE', 'QQ1 1AA', 'BFPO 123', 'EC1A1BB'),
    fromChars('ABCDEFGHIJKLMNOPRSTUWYZ0123456789 ', 8),
  ),
  'addresses.0.houseNumber': fc.oneof(fromChars('12a b', 45), anyText),
  'addresses.0.houseName': fc.oneof(fromChars('Rose Ct1', 45), anyText),
  'addresses.0.addressPrefix': fc.oneof(fromChars('Flat 2', 45), anyText),
  'addresses.0.streetName': fc.oneof(fromChars('Mill Lane', 45), anyText),
  'addresses.0.city': fc.oneof(fromChars('Leeds', 45), anyText),
  'addresses.0.county': fc.oneof(fromChars('Yorks', 45), anyText),
  'addresses.0.dateMoved': fc.oneof(displayDate, anyText),
  employerName: fc.oneof(fromChars('Acme Ltd', 45), anyText),
  employmentStartDate: fc.oneof(displayDate, anyText),
  cityBorn: fc.oneof(fromChars('York ', 45), fromChars('York1-', 10), anyText),
  grossAnnualIncome: fc.oneof(digits(1, 11), anyText),
  netMonthlyIncome: fc.oneof(digits(1, 6), anyText),
  mortgageOrRentExpenditure: fc.oneof(digits(1, 11), anyText),
  expenditureOther: fc.oneof(digits(1, 11), anyText),
  overdraftLimit: fc.oneof(
    fc.integer({ min: 0, max: 6000 }).map(String),
    fc.integer({ min: 0, max: 120 }).map((n) => String(n * 50)),
    anyText,
  ),
};

/** Fields whose form differs for the test: the overdraft limit shows only when one is requested. */
const BASE: Record<string, EnquiryForm> = { overdraftLimit: { ...VALID, requiresOverdraft: 'Yes' } };

/**
 * The product each field is judged for. The client's postcode field refuses BFPO for every product (the stricter
 * foundation rule), the platform only where the product says so (doc 2 §5.2): judged for IM759, which refuses it.
 */
const PRODUCT: Record<string, string> = { 'addresses.0.postcode': 'IM759' };

/** A form that shows every conditional field of step 2 (lists with a row, the direct debit, the reductions). */
const EVERYTHING_SHOWN: EnquiryForm = {
  ...VALID,
  title: 'Dr',
  hasDependants: 'Yes',
  ukCitizen: 'No',
  hasAdditionalCitizenships: 'Yes',
  citizenshipList: ['FR'],
  taxObligations: 'Yes',
  taxObligationList: [{ taxCountry: 'FR', hasTaxNumber: 'Yes', taxNumber: 'X1' }],
  hasInternationalPayments: 'Yes',
  internationalPaymentsList: ['FR'],
  hasAdditionalIncome: 'Yes',
  hasIncomeReduction: 'Yes',
  niNumberQuestion: 'Yes',
  requiresOverdraft: 'Yes',
  setUpDirectDebit: 'Yes',
  useBankDetails: 'No',
  howToPay: 'Fixed amount',
  creditLimitChoice: 'M',
  addresses: [{ addressType: 'domestic', dateMoved: '01-06-2023' }, { addressType: 'international' }],
};

describe('every declared field is enforced on both sides from its one declaration', () => {
  const rulesOf = (rules: readonly { kind: string }[]) => rules.filter((rule) => rule.kind !== 'required');
  it.each(PRODUCT_CODES)('%s: for every brand, customer kind and joint flag', (code) => {
    const product = productFor(code);
    let compared = 0;
    for (const brand of Object.values(BRANDS))
      for (const isExistingCustomer of [false, true])
        for (const isJoint of [false, true]) {
          const environment = fieldEnvironment({
            product,
            brandId: brand.id,
            subType: isJoint ? 'JOINT' : undefined,
            isExistingCustomer,
            overdraftsFeature: true,
          });
          const form = EVERYTHING_SHOWN;
          const screens = screenFields(
            [
              ...step1Fields(environment, form),
              ...step2Fields(environment, form),
              ...reviewFields({ product, isExistingCustomer }, form),
            ],
            form,
          );
          const options = { product, brandId: brand.id, isJoint, isExistingCustomer };
          const partial = new Map(
            enquiryFieldRules(form, { ...options, mode: 'partial' }).map((field) => [field.name, field]),
          );
          const complete = new Map(
            enquiryFieldRules(form, { ...options, mode: 'complete' }).map((field) => [field.name, field]),
          );
          for (const field of screens) {
            const enforced = partial.get(field.name);
            expect(enforced, `${code} ${brand.id}: ${field.name} is not enforced by the platform`).toBeDefined();
            // the same rules, parameters and messages; the platform leaves `required` to the screens on autosave
            expect(enforced?.rules, field.name).toEqual(rulesOf(field.rules));
            // and on submit keeps it exactly where the declaration says the decision needs the field
            expect(complete.get(field.name)?.rules, field.name).toEqual(
              field.decisionNeeds ? field.rules : rulesOf(field.rules),
            );
            // shown on the same answers
            expect(enforced?.when?.(form) ?? true, field.name).toBe(field.when?.(form) ?? true);
            compared += 1;
          }
        }
    expect(compared).toBeGreaterThan(50);
  });
});

describe('client and platform validation agree (doc 2 §5; ARCHITECTURE "Client and platform run the same rules")', () => {
  it('both accept the valid form', () => {
    expect(validateForm(screenFields(CLIENT_FIELDS, VALID), VALID, context)).toEqual({});
    for (const code of ['IM135', 'IM759'])
      expect(
        validateEnquiryForms(
          [fromEnquiry(toEnquiry(VALID, { productCode: code, applicationType: 'sole' }))],
          { product: productFor(code), brandId: 'CB', mode: 'complete' },
          context,
        ),
      ).toEqual([]);
  });

  it('checks every field the client defines that the platform checks', () => {
    const clientNames = new Set(CLIENT_FIELDS.map((field) => field.name));
    for (const name of Object.keys(GENERATORS)) expect(clientNames.has(name), name).toBe(true);
  });

  it.each(Object.keys(GENERATORS))('%s', (field) => {
    const base = BASE[field] ?? VALID;
    const productCode = PRODUCT[field] ?? 'IM135';
    const seen = { accepted: 0, refusedByBoth: 0 };
    fc.assert(
      fc.property(GENERATORS[field] as fc.Arbitrary<string>, (value) => {
        fc.pre(value.trim() !== '');
        const form = withValue(base, field, value);
        const message = clientMessage(form, field);
        const client = message !== undefined;
        const server = platform(form, field, productCode);
        // one source: the same rule refuses it on both sides, with the same message
        if (client && server.reached && server.message !== undefined) expect(server.message).toBe(message);
        // the platform never refuses what the client accepted
        if (!client) expect(server.refused, `platform refused ${JSON.stringify(value)}`).toBe(false);
        // and refuses what the client refused, whenever the value reaches it as typed
        if (client && server.reached) expect(server.refused, `platform accepted ${JSON.stringify(value)}`).toBe(true);
        if (!client) seen.accepted += 1;
        if (client && server.refused) seen.refusedByBoth += 1;
      }),
      { numRuns: 300 },
    );
    // not vacuous: the generator reaches both outcomes
    expect(seen.accepted, 'values both accept').toBeGreaterThan(0);
    expect(seen.refusedByBoth, 'values both refuse').toBeGreaterThan(0);
  });
});
