// The VM savings landing variant (doc 1 §2) and the product-group lists (doc 1 §4), content/entryVariants.ts.
import { describe, expect, it } from 'vitest';
import { productContentPath } from '../services/api';
import { findBrand } from './brands';
import { FULL_REDIRECT_PRODUCTS, savingsLandingOf } from './entryVariants';
import { M_SAVER_CONTENT, VM_SAVINGS_CONTENT } from './productContentFiles';

describe('the VM savings landing variant (doc 1 §2)', () => {
  it('is shown for VM savings product codes from the file read for them', () => {
    expect(savingsLandingOf('VM', 'IM759', VM_SAVINGS_CONTENT)?.headline).toMatch(/Everyday Saver/);
    expect(productContentPath('IM751')).toBe('/mSaverContent.json');
    expect(savingsLandingOf('VM', 'IM751', M_SAVER_CONTENT)?.summary.length).toBeGreaterThan(0);
  });

  it('is not shown for another brand, a current account or before the file is read', () => {
    expect(savingsLandingOf('CB', 'IM759', VM_SAVINGS_CONTENT)).toBeUndefined();
    expect(savingsLandingOf('VM', 'IM136', VM_SAVINGS_CONTENT)).toBeUndefined();
    expect(savingsLandingOf('VM', 'IM759', undefined)).toBeUndefined();
    expect(savingsLandingOf('VM', 'constructor', VM_SAVINGS_CONTENT)).toBeUndefined();
  });

  it('covers every product of the two files that VM sells', () => {
    const vm = findBrand('VM')?.products ?? [];
    for (const code of [...Object.keys(VM_SAVINGS_CONTENT.products), ...Object.keys(M_SAVER_CONTENT.products)]) {
      expect(vm).toContain(code);
    }
  });

  it('lists the product groups of the full redirect, all sold by VM (doc 1 §4, §9)', () => {
    expect([...FULL_REDIRECT_PRODUCTS].sort()).toEqual(['EFI', 'IM751', 'IM754', 'IM768', 'IM769', 'IM770']);
    for (const code of FULL_REDIRECT_PRODUCTS) expect(findBrand('VM')?.products).toContain(code);
  });
});
