import { describe, expect, it } from 'vitest';
import { isJourneyError } from '../services/errors';
import {
  assertProductAllowed,
  PRODUCT_BLACKLIST_SOURCE,
  ProductBlacklistError,
  type ProductBlockingInput,
  productBlock,
} from './productBlocking';
import { findProduct, type ProductDefinition, REGULAR_SAVER_GROUP } from './products';

function product(code: string): ProductDefinition {
  const found = findProduct(code);
  if (!found) throw new Error(`no product ${code}`);
  return found;
}

const sole = { isKnownCustomer: false, isAltProduct: false, isJoint: false, disableProductBlacklist: false };
const input = (code: string, overrides: Partial<ProductBlockingInput> = {}): ProductBlockingInput => ({
  ...sole,
  product: product(code),
  ...overrides,
});

describe('product blocking (doc 2 §5.9, doc 1 §4)', () => {
  it('refuses existing-customers-only products to new customers, and allows them to existing ones', () => {
    for (const code of ['G99', 'BCD', 'IM803', 'IM340', 'IM751', 'IM760', 'IM632']) {
      expect(productBlock(input(code))?.code, code).toBe('existingCustomersOnly');
      expect(productBlock(input(code, { isKnownCustomer: true })), code).toBeUndefined();
    }
  });

  it('lets both kinds of customer open current accounts, cash ISAs, Everyday Saver and bonds', () => {
    for (const code of ['IM135', 'IM125', 'IM481', 'IM458', 'EFI', 'IM759', 'IM368', 'OPFRB', 'FRB'])
      for (const isKnownCustomer of [false, true])
        expect(productBlock(input(code, { isKnownCustomer })), code).toBeUndefined();
  });

  it('refuses a blacklisted product unless it comes as the alternative product', () => {
    expect(productBlock(input('IM800'))?.code).toBe('blacklisted');
    expect(productBlock(input('IM800', { isAltProduct: true }))).toBeUndefined();
  });

  it('lets a blacklisted product through on a joint application when it is allowed on joint', () => {
    expect(product('IM800').allowedOnJointApplication).toBe(true);
    expect(productBlock(input('IM800', { isJoint: true }))).toBeUndefined();
  });

  it('refuses savings on joint applications except IM759 and the IM760 group', () => {
    const existingJoint = { isKnownCustomer: true, isJoint: true };
    for (const code of ['IM803', 'IM145', 'IM340', 'IM360', 'IM110', 'IM751', 'IM754', 'IM368'])
      expect(productBlock(input(code, existingJoint))?.code, code).toBe('savingsOnJoint');
    expect(productBlock(input('IM759', { isJoint: true }))).toBeUndefined();
    for (const code of REGULAR_SAVER_GROUP.filter((code) => code !== 'IM632'))
      expect(productBlock(input(code, existingJoint)), code).toBeUndefined();
  });

  it('refuses IM632 on a joint application (the stricter of doc 2 §5.9 and §3.10)', () => {
    expect(productBlock(input('IM632', { isKnownCustomer: true, isJoint: true }))?.code).toBe('notAllowedOnJoint');
    expect(productBlock(input('IM632', { isKnownCustomer: true }))).toBeUndefined();
  });

  it('leaves current accounts open to joint applications', () => {
    expect(productBlock(input('IM135', { isJoint: true }))).toBeUndefined();
  });

  it('skips every check when the disable-product-blacklist feature is on', () => {
    for (const overrides of [{}, { isJoint: true }, { isJoint: true, isKnownCustomer: true }])
      for (const code of ['G99', 'IM800', 'IM803', 'IM632'])
        expect(productBlock(input(code, { ...overrides, disableProductBlacklist: true })), code).toBeUndefined();
  });

  it('raises an error with source ProductBlacklist that the journey reads as one of its errors', () => {
    expect(() => assertProductAllowed(input('IM135'))).not.toThrow();
    let caught: unknown;
    try {
      assertProductAllowed(input('G99'));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ProductBlacklistError);
    expect(caught).toMatchObject({ source: PRODUCT_BLACKLIST_SOURCE, code: 'existingCustomersOnly', status: 0 });
    expect(isJourneyError(caught)).toBe(true);
    expect(productBlock(input('G99'))).toMatchObject({ source: 'ProductBlacklist', productCode: 'G99' });
  });
});
