// The field declarations the rule engine caches for each environment (issue 16, content/fields/environment.ts
// environmentCache; the address rows, nationality questions, closed options and mode definitions): the results must be
// those of an uncached evaluation, whatever product, brand, customer kind, joint flag, mode and answers came before.
import { describe, expect, it, vi } from 'vitest';
import { ENVIRONMENT_FLAGS, fieldEnvironment } from '../content/fields/environment';
import { PRODUCTS } from '../content/products';
import type { EnquiryRuleOptions, EnquiryViolation, ValidationMode } from './enquiryRules';
import type { EnquiryForm } from './mapping';

// today 14-06-2024, noon
const context = { today: new Date(2024, 5, 14, 12), warn: () => {} };

const home = { addressType: 'domestic' as const, houseNumber: '3', postcode: 'LS1 4AP', dateMoved: '01-06-2019' };

/** Answers that break rules of every step, and their variants (each reads a different part of the declarations). */
const FORMS: EnquiryForm[] = [
  {},
  {
    dateOfBirth: '01-01-2012',
    phoneNumber: '01132496000',
    emailAddress: 'not-an-email',
    residentialStatus: 'Owner',
    addresses: [
      { ...home, dateMoved: '01-06-2030' },
      { addressType: 'international', addressLine1: 'x'.repeat(41), dateMoved: '01-01-2001' },
      { addressType: 'domestic', postcode: 'BFPO 123' },
    ],
    nationality: 'ZZ',
    ukCitizen: 'No',
    hasAdditionalCitizenships: 'No',
    taxObligations: 'Yes',
    allTaxObligationsListed: 'No',
    requiresOverdraft: 'Yes',
    overdraftLimit: '7',
    grossAnnualIncome: '12000',
    netMonthlyIncome: '5000',
    setUpDirectDebit: 'Yes',
    creditLimitChoice: 'M',
    creditLimit: '550',
    niNumberQuestion: 'Yes',
    niNumber: 'BG123456A',
    username: '1234567890',
  } as EnquiryForm,
  {
    dateOfBirth: '12-04-1990',
    phoneNumber: '07700900123',
    addresses: [{ ...home, dateMoved: '01-06-2023' }, { addressType: 'international' }],
    ukCitizen: 'Yes',
    hasAdditionalCitizenships: 'Yes',
    citizenshipList: ['GB', 'FR', 'FR'],
    requiresOverdraft: 'No',
    creditLimitChoice: 'M',
    creditLimit: '400',
  } as EnquiryForm,
];

const BRANDS = ['CB', 'VM', 'DYB'];

interface Case {
  code: string;
  options: Omit<EnquiryRuleOptions, 'product'>;
  form: EnquiryForm;
}

function cases(): Case[] {
  const all: Case[] = [];
  for (const code of Object.keys(PRODUCTS))
    for (const brandId of BRANDS)
      for (const isJoint of [false, true])
        for (const isExistingCustomer of [false, true])
          for (const mode of ['partial', 'complete'] as ValidationMode[])
            for (const form of FORMS) all.push({ code, options: { brandId, isJoint, isExistingCustomer, mode }, form });
  return all;
}

/** The engine as a fresh module graph: every cache empty. */
async function freshEngine() {
  vi.resetModules();
  const rules = await import('./enquiryRules');
  const products = await import('../content/products');
  return (entry: Case): EnquiryViolation[] => {
    const product = products.findProduct(entry.code);
    if (!product) throw new Error(`no product ${entry.code}`);
    return rules.validateEnquiryForms([entry.form], { ...entry.options, product }, context);
  };
}

/** A fixed shuffle (a linear congruential generator), so a failure repeats. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  let seed = 16;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const other = seed % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

describe('the rule engine caches what depends on the environment alone (issue 16)', () => {
  it('gives, after every other product, brand, kind, mode and answers, what an uncached evaluation gives', async () => {
    const all = cases();
    // warm: every case evaluated in a shuffled order, so each one meets caches filled by other environments
    const warm = await freshEngine();
    const warmResults = new Map(
      shuffled(all.map((entry, index) => [index, entry] as const)).map(([i, e]) => [i, warm(e)]),
    );
    // uncached: each sampled case first in a module graph of its own
    // (among the answers that break rules: an empty form breaks none in any environment)
    const sample = shuffled(all.flatMap((entry, index) => (entry.form === FORMS[0] ? [] : [index]))).slice(0, 24);
    for (const index of sample) {
      const entry = all[index] as Case;
      const cold = (await freshEngine())(entry);
      expect(warmResults.get(index), JSON.stringify({ ...entry, form: Object.keys(entry.form) })).toEqual(cold);
    }
    // and every case against the first evaluation of its own (the same results however often it is asked)
    for (const [index, entry] of all.entries()) expect(warm(entry)).toEqual(warmResults.get(index));
    // the forms do break rules: an empty comparison would prove nothing
    expect([...warmResults.values()].filter((result) => result.length > 3).length).toBeGreaterThan(all.length / 3);
  }, 60_000);

  it("does not give one product's, brand's or answer's declarations to another", async () => {
    const engine = await freshEngine();
    const fields = (code: string, options: Partial<Case['options']>, form: EnquiryForm) =>
      engine({ code, options: { mode: 'partial', ...options }, form }).map((violation) => violation.field);
    const form = FORMS[1] as EnquiryForm;
    // the credit card's credit limit is not a current account's field, whichever is asked first
    expect(fields('IM135', {}, form)).not.toContain('creditLimit');
    expect(fields('G99', {}, form)).toContain('creditLimit');
    expect(fields('IM135', {}, form)).not.toContain('creditLimit');
    // a joint case refuses the overdraft (not offered), the sole case of the same product judges its limit
    expect(fields('IM135', { isJoint: true }, form)).toContain('requiresOverdraft');
    expect(fields('IM135', { isJoint: false }, form)).not.toContain('requiresOverdraft');
    // the landline is refused where the brand asks for a mobile (DYB), taken where it does not (CB)
    expect(fields('IM135', { brandId: 'DYB' }, form)).toContain('phoneNumber');
    expect(fields('IM135', { brandId: 'CB' }, form)).not.toContain('phoneNumber');
    // one applicant's answer (not a UK citizen) does not stay in the next applicant's declarations
    const notUk = { ukCitizen: 'No', hasAdditionalCitizenships: 'No' } as EnquiryForm;
    expect(fields('IM135', {}, notUk)).toContain('hasAdditionalCitizenships');
    expect(fields('IM135', {}, { ...notUk, ukCitizen: 'Yes' })).not.toContain('hasAdditionalCitizenships');
  });

  it('keys the environment on every flag it has besides the product and bond issue', () => {
    const product = { productType: 'current' } as never;
    const keys = Object.keys(fieldEnvironment({ product, brandId: 'CB' })).sort();
    expect(keys).toEqual([...ENVIRONMENT_FLAGS, 'product', 'bondIssue'].sort());
  });
});
