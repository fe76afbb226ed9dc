import { describe, expect, it } from 'vitest';
import {
  eligibilityFooters,
  eligibilityTerms,
  infoToApplyItems,
  MAX_ELIGIBILITY_TERMS,
  MAX_FOOTERS,
  MAX_INFO_TO_APPLY_ITEMS,
} from './eligibilityPage';
import { PRODUCTS } from './products';

describe('the start page lists (doc 3 §2: up to six info-to-apply items, ten terms, ten footers)', () => {
  it.each(Object.values(PRODUCTS).map((product) => [product.code, product]))(
    '%s keeps within the limits',
    (_, product) => {
      expect(infoToApplyItems(product).length).toBeGreaterThan(0);
      expect(infoToApplyItems(product).length).toBeLessThanOrEqual(MAX_INFO_TO_APPLY_ITEMS);
      expect(eligibilityTerms(product).length).toBeLessThanOrEqual(MAX_ELIGIBILITY_TERMS);
      expect(eligibilityFooters(product).length).toBeLessThanOrEqual(MAX_FOOTERS);
    },
  );

  it('says the age of the product, the credit card blocks and the ISA NI number', () => {
    const product = (code: string) => {
      const found = PRODUCTS[code];
      if (!found) throw new Error(`no product ${code}`);
      return found;
    };
    expect(eligibilityTerms(product('IM760'))).toContain('You are 16 or over.');
    expect(eligibilityTerms(product('G99')).join(' ')).toContain('no county court judgement in the last three years');
    expect(infoToApplyItems(product('IM481'))).toContain('Your National Insurance number.');
    expect(eligibilityFooters(product('IM135')).join(' ')).toContain('£85,000');
  });
});
