// The compiled check (http/structCheck.ts) says yes exactly when superstruct accepts a value and returns it unchanged:
// a yes it gives wrongly would let a body past validation, a no it gives wrongly only costs superstruct's time.
import { coerce, number, object, optional, pattern, type Struct, size, string, union, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  existingStepOneEnquiry,
  jointStepOneEnquiry,
  secondApplicantStepOneEnquiry,
  stepOneEnquiry,
} from '../../bench/enquiry';
import { Enquiry, SubmitRequest } from '../../contract/schemas';
import { CaseParams, PostcodeSearchParams } from './routeParams';
import { compileStructCheck } from './structCheck';

const superstructAccepts = <T, S>(value: unknown, struct: Struct<T, S>) =>
  validate(structuredClone(value), struct, { coerce: true })[0] === undefined;

/** A fuller enquiry than step 1: every kind of field the schema has, records and arrays included. */
const fullEnquiry = {
  ...stepOneEnquiry,
  source_id: 'web',
  promocode: 'SAVE10',
  overdraft_requested: 250,
  audit_info: {
    eligibility_questions: [{ question: 'q1', answer: 'Y', timestamp: '2026-11-28T10:00:00Z' }],
    documents: [
      { reason: 'DOCUMENTATION', name: 'Terms', consent: 'Y', timestamp: '2026-11-28T10:00:00Z', version: '3' },
    ],
  },
  applicants: [
    {
      ...stepOneEnquiry.applicants[0],
      employment_details: [{ status: 'EMPLOYED', employer_name: 'Engines Ltd', start_date: '2010-01-01' }],
      account_usage_info: [{ purpose: 'salary', amount: 1200, abroad: false }],
      payment_abroad: 'N',
      countries_to_send_and_receive_money: ['FR'],
      financial_details: {
        gross_annual_income: 42000,
        bank_account: { sort_code: '123456', account_number: '12345678', years_with_bank: 3 },
      },
      tax_details: { uk_citizen: 'Y', tax_obligations: [{ country: 'US', has_tax_number: 'Y', tax_number: '1' }] },
      overdraft: { requested: 'Y', limit: 500 },
      direct_debit: { payee: 'x', day: 3 },
      user_details: { username: 'ada1815' },
    },
  ],
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value in `value` (objects and arrays included), as key lists. */
function pathsOf(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const here = path.length > 0 ? [path] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((entry, index) => pathsOf(entry, [...path, index]))];
  if (value !== null && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([key, entry]) => pathsOf(entry, [...path, key]))];
  }
  return here;
}

function withValueAt(value: Json, path: (string | number)[], replacement: Json | undefined): Json {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const REPLACEMENTS: (Json | undefined)[] = [
  undefined,
  null,
  '',
  'x',
  'MALE',
  'Y',
  '2026-01-01',
  'CB',
  'DOCUMENTATION',
  '12345678',
  'x'.repeat(200001),
  0,
  -1,
  1.5,
  42,
  true,
  [],
  ['x'],
  [{}],
  {},
  { unknown_field: 'x' },
];

describe('compileStructCheck', () => {
  it('accepts the enquiries the app sends, as superstruct returns them', () => {
    const check = compileStructCheck(Enquiry);
    expect(check).toBeDefined();
    for (const enquiry of [
      stepOneEnquiry,
      existingStepOneEnquiry('12345678'),
      jointStepOneEnquiry,
      secondApplicantStepOneEnquiry,
      fullEnquiry,
    ]) {
      const body = JSON.parse(JSON.stringify(enquiry));
      expect(check?.(body)).toBe(true);
      const [error, coerced] = validate(structuredClone(body), Enquiry, { coerce: true });
      expect(error).toBeUndefined();
      expect(coerced).toStrictEqual(body);
    }
  });

  it('agrees with superstruct on every field of an enquiry changed to each kind of value, removed, or joined by an unknown one', () => {
    const check = compileStructCheck(Enquiry);
    const base = JSON.parse(JSON.stringify(fullEnquiry)) as Json;
    let compared = 0;
    let refused = 0;
    for (const path of pathsOf(base)) {
      for (const replacement of REPLACEMENTS) {
        const changed = withValueAt(base, path, replacement);
        const expected = superstructAccepts(changed, Enquiry);
        expect({ path: path.join('.'), replacement, accepted: check?.(changed) }).toEqual({
          path: path.join('.'),
          replacement,
          accepted: expected,
        });
        compared += 1;
        if (!expected) refused += 1;
      }
      const parent = path.slice(0, -1);
      const extra = withValueAt(base, [...parent, 'not_in_the_schema'], 'x');
      expect(check?.(extra)).toBe(superstructAccepts(extra, Enquiry));
    }
    // The table is wide enough to mean something: most changes are refusals, and many are not.
    expect(compared).toBeGreaterThan(1500);
    expect(refused).toBeGreaterThan(compared / 2);
    expect(refused).toBeLessThan(compared);
    for (const whole of [null, undefined, [], 'x', 1, { ...fullEnquiry, applicants: [] }]) {
      expect(check?.(whole)).toBe(false);
    }
    const three = { ...fullEnquiry, applicants: [0, 1, 2].map(() => fullEnquiry.applicants[0]) };
    expect(check?.(three)).toBe(false);
    expect(superstructAccepts(three, Enquiry)).toBe(false);
  });

  // Issue 16: a text's refinements are answered once per text and struct; the same text gets the same answer, kept or
  // refused, and another struct's refinements are its own.
  it('answers a text it has seen as its refinements did, for each struct', () => {
    const check = compileStructCheck(object({ code: pattern(string(), /^\d{3}$/), name: size(string(), 4, 5) }));
    for (let round = 0; round < 3; round += 1) {
      expect(check?.({ code: '123', name: 'abcd' })).toBe(true);
      expect(check?.({ code: '12a', name: 'abcd' })).toBe(false);
      expect(check?.({ code: '123', name: '123' })).toBe(false);
      expect(check?.({ code: '1234', name: '1234' })).toBe(false);
      expect(check?.({ code: '123', name: '1234' })).toBe(true);
    }
  });

  it('checks the case address and the submit body as superstruct does', () => {
    const params = compileStructCheck(CaseParams);
    const good = { bankId: 'CB', caseType: 'csapcurrent', subType: 'ntb', caseId: 'CB12345678' };
    expect(params?.(good)).toBe(true);
    for (const bad of [
      { ...good, bankId: 'DYB' },
      { ...good, subType: 'joint' },
      { ...good, caseId: '' },
      { ...good, caseId: 'x'.repeat(65) },
      { ...good, extra: 'x' },
    ]) {
      expect(params?.(bad)).toBe(false);
      expect(superstructAccepts(bad, CaseParams)).toBe(false);
    }
    expect(compileStructCheck(SubmitRequest)).toBeDefined();
  });

  it('is not made for a struct that coerces, and says no where a coercion inside would change the value', () => {
    // The postcode search's postcode is coerced (spaces removed, upper case): superstruct must keep it.
    expect(compileStructCheck(PostcodeSearchParams)).toBeUndefined();
    expect(compileStructCheck(object({ a: coerce(number(), string(), Number) }))).toBeUndefined();
    // A union hides its members: a member's coercion is caught by comparing what superstruct returned.
    const hidden = compileStructCheck(object({ a: optional(union([coerce(number(), string(), Number)])) }));
    expect(
      validate({ a: '5' }, object({ a: optional(union([coerce(number(), string(), Number)])) }), {
        coerce: true,
      })[1],
    ).toEqual({ a: 5 });
    expect(hidden?.({ a: '5' })).toBe(false);
    expect(hidden?.({ a: 5 })).toBe(true);
    expect(hidden?.({})).toBe(true);
  });
});
