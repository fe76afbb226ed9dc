import { describe, expect, it } from 'vitest';
import { findProduct } from './products';
import { resultContent, withoutEmptyParams } from './results';

describe('the existing-customer and application-submitted pages (doc 3 §2)', () => {
  it('already a customer: tells the applicant to log in, linking to authentication with applyFor, brandId and promocode', () => {
    const content = resultContent('alreadyCustomer', findProduct('IM135'));
    expect(content.intro.join(' ')).toMatch(/Log in/);
    const [link] = content.links ?? [];
    expect(link?.text).toBe('Log in to apply');
    const url = new URL(link?.href ?? '', 'https://example.invalid');
    expect(url.pathname).toBe('/authentication');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      applyFor: '{productCode}',
      brandId: '{brandId}',
      promocode: '{promocode}',
    });
  });

  it('application submitted: a Log out button', () => {
    const content = resultContent('applicationSubmitted', findProduct('IM135'));
    expect(content.title).toBe('Application submitted');
    expect(content.logout).toBe(true);
  });

  it('leaves out the query parameters that came out empty, and nothing else', () => {
    expect(withoutEmptyParams('/authentication?applyFor=IM135&brandId=CB&promocode=')).toBe(
      '/authentication?applyFor=IM135&brandId=CB',
    );
    expect(withoutEmptyParams('/authentication?applyFor=IM135&brandId=CB&promocode=SPRING%3D')).toBe(
      '/authentication?applyFor=IM135&brandId=CB&promocode=SPRING%3D',
    );
    expect(withoutEmptyParams('/authentication?promocode=')).toBe('/authentication');
    expect(withoutEmptyParams('https://www.example.com/branches')).toBe('https://www.example.com/branches');
  });
});
