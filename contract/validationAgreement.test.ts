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
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../content/brands';
import { REGISTRATION_CONFIRMATIONS, REGISTRATION_FIELDS, registrationProblem } from '../content/fields/credentials';
import { EMPLOYMENT_FIELDS, step2Fields } from '../content/fields/employmentDetails';
import { fieldEnvironment } from '../content/fields/environment';
import { JOINT_INVITATION_FIELDS, JOINT_LINK_CODE_FIELD } from '../content/fields/joint';
import { STEP_1_FIELDS, step1Fields } from '../content/fields/personalDetails';
import { reviewFields } from '../content/fields/review';
import { SWITCH_FIELDS } from '../content/fields/switching';
import { findProduct, PRODUCT_CODES } from '../content/products';
import { registrationRefusal } from '../platform/auth/registration';
import { invitationRefusal, linkCodeRefusal } from '../platform/joint/jointRequests';
import { switchRefusal } from '../platform/switching/switchValidation';
import { switchErrors } from '../src/forms/switchValidation';
import { orderedErrors, expandRows as screenFields } from '../src/forms/validation';
import type { ApplicationForm } from './applicationForm';
import { isEnglandAndWalesBankHoliday } from './bankHolidays';
import { enquiryFieldRules, validateEnquiryForms } from './enquiryRules';
import { JointInvitationRequest, JointLinkRequest } from './jointSchemas';
import { type EnquiryForm, fromEnquiry, toEnquiry } from './mapping';
import { RegistrationRequest } from './registrationSchemas';
import { validateForm, valueAt } from './rules';
import { Enquiry } from './schemas';
import { switchFormOf, switchPayload } from './switchMapping';
import { SwitchRequest } from './switchSchemas';
import { VALID_ENQUIRY_FORM } from './testForms';

const context = { today: new Date(2024, 5, 14, 12), warn: () => {} };
const CLIENT_FIELDS = [...STEP_1_FIELDS, ...EMPLOYMENT_FIELDS];

/** A form both sides accept. */
const VALID = VALID_ENQUIRY_FORM;

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

/**
 * 300 random values through both sides' whole validation take 0.5-1 s of CPU on this 2-core machine, and 3.5 s
 * were seen at a load of 26: the time is the work asked for, not a wait, so a property gets more than vitest's 5 s.
 */
const PROPERTY_TIMEOUT_MS = 30_000;

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

  it.each(Object.keys(GENERATORS))(
    '%s',
    (field) => {
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
    },
    PROPERTY_TIMEOUT_MS,
  );
});

// ---------------------------------------------------------------- switch, registration and joint fields
//
// The calls whose body is a handful of declared fields: the switch (content/fields/switching.ts; platform
// POST /banks/{bank}/cases/cas, platform/switching/switchValidation.ts), registration (content/fields/credentials.ts;
// PUT /banks/{bank}/user/credentials, platform/auth/registration.ts) and joint (content/fields/joint.ts; the link code
// and the invitation, platform/joint/jointRequests.ts). For each declared field, on random values: the screen's own
// check (the page's validator) and the platform's (the call's schema, then the route's check) refuse the same values,
// and with the same message; the platform never refuses what the screen accepted.

/** A fixed now for both sides (a Friday, after the 10:00 working-day cut-off, as UK time). */
const NOW = new Date('2024-06-14T12:00:00Z');

interface Outcome {
  /** The screen's message for the field, undefined when it accepts the value. */
  client: string | undefined;
  /** The platform refused the request (by schema or by rule). */
  refused: boolean;
  /** The platform's answer named this field with this message (a rule refusal). */
  message: string | undefined;
  /** The value reached the platform as typed (a mapping may tidy it, digits only, trimmed). */
  reached: boolean;
  /** A switch date the old bank cannot switch on: 409 with doc 3 §8 code 345 or 346, not a message. */
  bankCode?: string;
}

/** A valid switch form and the new account it switches into. */
const VALID_SWITCH: ApplicationForm = {
  wantsToSwitch: 'Yes',
  switchType: 'Full switch',
  switchAccountName: 'Ada Testperson',
  switchAccountNumber: '12345678',
  switchSortCode: '309457',
  switchHasDebitCard: 'Yes',
  switchDebitCardPan: '4929123412341234',
  switchDebitCardExpiration: '0930',
  switchDate: '01-07-2024',
  switchCloseOldAccount: true,
  switchAcceptFullTCs: true,
};

function switchOutcome(form: ApplicationForm, field: string): Outcome {
  const client = switchErrors(form)[field];
  const payload = switchPayload(form, { sortCode: '200000', accountNumber: '10000001' }, 'GB');
  const shaped = is(payload, SwitchRequest);
  const refusal = shaped
    ? switchRefusal(payload, { bankId: 'CB', now: NOW, warn: () => {}, isBankHoliday: isEnglandAndWalesBankHoliday })
    : undefined;
  const reached = valueAt(switchFormOf(payload), field) === valueAt(form, field);
  const bankCode = refusal?.statusCode === 409 ? refusal.code : undefined;
  return {
    client,
    refused: !shaped || refusal !== undefined,
    message: refusal?.field === field ? refusal.message : undefined,
    reached,
    bankCode,
  };
}

/** Valid registration values as the screen holds them (the confirmations match). */
const VALID_REGISTRATION: Record<string, unknown> = {
  customerNumber: '1000000001',
  registrationPassword1: 'Passw0rd!x',
  registrationPassword2: 'Passw0rd!x',
  securityQuestion1: 'SQ01',
  securityAnswer1: 'fluffy1',
  securityQuestion2: 'SQ02',
  securityAnswer2: 'leeds22',
  securityQuestion3: 'SQ03',
  securityAnswer3: 'school3',
  telephonePin: '2580',
  telephonePinConfirmation: '2580',
  registrationTerms: true,
};

/** The confirmation a screen field is typed again into (the applicant types both alike). */
const CONFIRMED_BY: Record<string, string> = {
  registrationPassword1: 'registrationPassword2',
  telephonePin: 'telephonePinConfirmation',
};

function registrationOutcome(values: Record<string, unknown>, field: string): Outcome {
  const client = orderedErrors(REGISTRATION_FIELDS, values as ApplicationForm).find(
    (error) => error.name === field,
  )?.message;
  // what the platform decrypts: the confirmations stay on the screen (services/registrationApi.ts sends neither)
  const received = Object.fromEntries(
    Object.entries(values).filter(([name]) => !REGISTRATION_CONFIRMATIONS.includes(name)),
  );
  const shaped = is(
    {
      customer_number: values.customerNumber,
      password: 'ciphertext',
      security_questions: [1, 2, 3].map((index) => ({ id: values[`securityQuestion${index}`], answer: 'ciphertext' })),
      telephone_pin: 'ciphertext',
      terms_accepted: values.registrationTerms,
    },
    RegistrationRequest,
  );
  const refusal = shaped ? registrationRefusal(received, NOW) : undefined;
  const label = REGISTRATION_FIELDS.find((declared) => declared.name === field)?.label ?? field;
  return {
    client,
    refused: !shaped || refusal !== undefined,
    // doc 3 §8: the credential problem names the field and gives the field's own message as the reason
    message:
      refusal?.field === field && client !== undefined && refusal.message === registrationProblem(label, client)
        ? client
        : refusal?.field === field
          ? refusal.message
          : undefined,
    reached: true,
  };
}

function linkCodeOutcome(code: string): Outcome {
  const client = orderedErrors([JOINT_LINK_CODE_FIELD], { jointLinkCode: code }).find(
    (error) => error.name === 'jointLinkCode',
  )?.message;
  // the join page sends the code trimmed (screens/JointJoinScreen.tsx)
  const body = { joint_link_code: code.trim() };
  const shaped = is(body, JointLinkRequest);
  const refusal = shaped ? linkCodeRefusal(body, NOW) : undefined;
  return {
    client,
    refused: !shaped || refusal !== undefined,
    message: refusal?.field === 'jointLinkCode' ? refusal.message : undefined,
    reached: body.joint_link_code === code,
  };
}

function invitationOutcome(field: string, value: string): Outcome {
  const values = { [field]: value } as ApplicationForm;
  const client = orderedErrors(JOINT_INVITATION_FIELDS, values).find((error) => error.name === field)?.message;
  const body = field === 'jointInvitationEmail' ? { email: value } : { mobile: value };
  const shaped = is(body, JointInvitationRequest);
  const refusal = shaped ? invitationRefusal(body, NOW) : undefined;
  return {
    client,
    refused: !shaped || refusal !== undefined,
    message: refusal?.field === field ? refusal.message : undefined,
    reached: true,
  };
}

const SWITCH_DATE_BANK_MESSAGES = new Set(
  SWITCH_FIELDS.find((field) => field.name === 'switchDate')
    ?.rules.filter((rule) => rule.kind === 'workingDaysFromToday')
    .map((rule) => rule.message),
);

/** One field's value on both sides. */
const OTHER_FIELDS: Record<string, { generator: fc.Arbitrary<string | boolean>; outcome: (value: never) => Outcome }> =
  {
    ...Object.fromEntries(
      (
        [
          ['switchAccountName', fc.oneof(nameLike, fc.string({ minLength: 15, maxLength: 22 }))],
          ['switchAccountNumber', fc.oneof(digits(6, 10), anyText)],
          ['switchSortCode', fc.oneof(digits(5, 7), fc.constantFrom('30-94-57', '309 457'), anyText)],
          ['switchDebitCardPan', fc.oneof(digits(14, 18), anyText)],
          [
            'switchDebitCardExpiration',
            fc.oneof(
              fc
                .tuple(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 20, max: 35 }))
                .map(([month, year]) => `${String(month).padStart(2, '0')}${year}`),
              digits(3, 5),
              anyText,
            ),
          ],
          [
            'switchDate',
            fc.oneof(
              fc
                .date({ min: new Date(2024, 5, 10), max: new Date(2024, 9, 31), noInvalidDate: true })
                .map(
                  (date) =>
                    `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`,
                ),
              fc.constantFrom('26-08-2024', '24-06-2024', '25-06-2024', '11-09-2024', '12-09-2024'),
              anyText,
            ),
          ],
        ] as const
      ).map(([field, generator]) => [
        field,
        { generator, outcome: (value: string) => switchOutcome({ ...VALID_SWITCH, [field]: value }, field) },
      ]),
    ),
    ...Object.fromEntries(
      (
        [
          [
            'customerNumber',
            fc.oneof(
              digits(9, 11).map((rest) => `10${rest.slice(2)}`),
              digits(10, 10),
              fc.string({ minLength: 38, maxLength: 44 }),
              anyText,
            ),
          ],
          [
            'registrationPassword1',
            fc.oneof(fromChars('Aa1!£ x#', 18), fc.constantFrom('Passw0rd!', 'short1!', 'NoSymbol12', 'Pa£sw0rd!')),
          ],
          ['securityQuestion1', fc.constantFrom('SQ01', 'SQ02', 'SQ04', 'SQ06', 'SQ99', 'sq01')],
          ['securityAnswer1', fc.oneof(fromChars('Ab1', 22), fromChars('Ab1 -', 22), anyText)],
          ['securityAnswer3', fc.oneof(fromChars('xyz789', 22), anyText)],
          ['telephonePin', fc.oneof(digits(3, 5), fc.constantFrom('1234', '4321', '7777', '2580', '12a4'))],
        ] as const
      ).map(([field, generator]) => [
        field,
        {
          generator,
          outcome: (value: string) => {
            const confirmation = CONFIRMED_BY[field];
            return registrationOutcome(
              { ...VALID_REGISTRATION, [field]: value, ...(confirmation ? { [confirmation]: value } : {}) },
              field,
            );
          },
        },
      ]),
    ),
    registrationTerms: {
      generator: fc.boolean(),
      outcome: (value: boolean) =>
        registrationOutcome({ ...VALID_REGISTRATION, registrationTerms: value }, 'registrationTerms'),
    },
    jointLinkCode: {
      generator: fc.oneof(digits(5, 9), fc.constantFrom('1234567', ' 1234567', '123 4567', '12345678'), anyText),
      outcome: linkCodeOutcome,
    },
    jointInvitationEmail: {
      generator: fc.oneof(
        fc.emailAddress(),
        anyText,
        fc.constantFrom('a@b.c', 'a@bc', 'ab@c.de', `${'a'.repeat(70)}@x.io`),
      ),
      outcome: (value: string) => invitationOutcome('jointInvitationEmail', value),
    },
    jointInvitationMobile: {
      generator: fc.oneof(digits(10, 12), fc.constantFrom('07700900123', '0770090012', '08700900123'), anyText),
      outcome: (value: string) => invitationOutcome('jointInvitationMobile', value),
    },
  };

/**
 * Declared fields the platform cannot be sent a value of, because the call's shape stands for them: sending the switch
 * is the Yes, the consent and the acceptance of the chosen type's terms (switchFormOf), its type and the card are an
 * enum and a boolean; the confirmations of password and PIN never leave the screen; the other two security questions
 * and answers follow the same declaration as the first (their index is the only difference, both are generated for
 * answers; securityQuestion1 covers the pair rule "a different question for each").
 */
const CARRIED_BY_SHAPE = new Set([
  'wantsToSwitch',
  'switchType',
  'switchHasDebitCard',
  'switchCloseOldAccount',
  'switchAcceptFullTCs',
  'switchAcceptPaymentsTCs',
  'securityQuestion2',
  'securityQuestion3',
  'securityAnswer2',
  ...REGISTRATION_CONFIRMATIONS,
]);

describe('switch, registration and joint fields: the screen and the platform refuse the same values with the same message', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('every declared field of the switch, registration and joint is compared (or carried by the call’s shape)', () => {
    const declared = [...SWITCH_FIELDS, ...REGISTRATION_FIELDS, JOINT_LINK_CODE_FIELD, ...JOINT_INVITATION_FIELDS];
    for (const field of declared) {
      expect(field.name in OTHER_FIELDS || CARRIED_BY_SHAPE.has(field.name), field.name).toBe(true);
    }
    expect(Object.keys(OTHER_FIELDS).length).toBeGreaterThan(10);
  });

  it('both accept the valid switch, registration, link code and invitation', () => {
    expect(switchOutcome(VALID_SWITCH, 'switchDate')).toMatchObject({ client: undefined, refused: false });
    expect(registrationOutcome(VALID_REGISTRATION, 'customerNumber')).toMatchObject({
      client: undefined,
      refused: false,
    });
    expect(linkCodeOutcome('1234567')).toMatchObject({ client: undefined, refused: false });
    expect(invitationOutcome('jointInvitationEmail', 'ada@example.com')).toMatchObject({ refused: false });
  });

  it.each(Object.keys(OTHER_FIELDS))(
    '%s',
    (field) => {
      const { generator, outcome } = OTHER_FIELDS[field] as (typeof OTHER_FIELDS)[string];
      const seen = { accepted: 0, refusedByBoth: 0 };
      fc.assert(
        fc.property(generator, (value) => {
          if (typeof value === 'string') fc.pre(value.trim() !== '');
          const result = outcome(value as never);
          if (result.client === undefined) {
            // the platform never refuses what the screen accepted
            expect(result.refused, `platform refused ${JSON.stringify(value)}`).toBe(false);
            seen.accepted += 1;
            return;
          }
          if (!result.reached) return;
          // and refuses what the screen refused, whenever the value reaches it as typed
          expect(result.refused, `platform accepted ${JSON.stringify(value)}: ${result.client}`).toBe(true);
          seen.refusedByBoth += 1;
          // one rule, one message: the platform's refusal names the field with the screen's words, or for a switch
          // date the old bank cannot switch on, the doc 3 §8 code of that same working-day rule
          if (result.bankCode !== undefined) {
            expect(['345', '346'], `${value}`).toContain(result.bankCode);
            expect(SWITCH_DATE_BANK_MESSAGES.has(result.client), `${value}: ${result.client}`).toBe(true);
          } else if (result.message !== undefined) expect(result.message).toBe(result.client);
        }),
        { numRuns: 300 },
      );
      expect(seen.accepted, 'values both accept').toBeGreaterThan(0);
      expect(seen.refusedByBoth, 'values both refuse').toBeGreaterThan(0);
    },
    PROPERTY_TIMEOUT_MS,
  );
});
