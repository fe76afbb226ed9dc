// doc 1 §4 "Product-group redirects" (src/productGroupRedirect.ts).
import { describe, expect, it } from 'vitest';
import { FULL_REDIRECT_PRODUCTS } from '../content/entryVariants';
import { readEntry } from '../machines/entry';
import { landingAddress, productGroupRedirect } from './productGroupRedirect';

function contextFor(
  productCode: string,
  extra: { search?: string; hash?: string; token?: string; joint?: boolean } = {},
) {
  return {
    brandId: 'VM',
    bankId: 'CB',
    productCode,
    caseId: 'CS12345678',
    accessToken: extra.token,
    form: { productCode, ...(extra.joint ? { subType: 'JOINT' as const, jointLinkCode: '1234567' } : {}) },
    entry: readEntry({ pathname: '/', search: extra.search ?? '', hash: extra.hash ?? '' }),
  };
}

describe('product-group redirects (doc 1 §4)', () => {
  it.each(FULL_REDIRECT_PRODUCTS)(
    'loads the root in full for the next capture page of %s, with the journey in the query and its task as reason',
    (code) => {
      const url = productGroupRedirect(contextFor(code, { search: '?reason=R1&issue=56' }), '/step-1');
      expect(url).toBeDefined();
      const [path, query] = (url ?? '').split('?');
      expect(path).toBe('/');
      expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
        brandId: 'VM',
        applyFor: code,
        bankId: 'CB',
        // the web task of the next screen (machines/webTasks.ts), not the link's own reason
        reason: 'WEB-PERSONAL-DETAILS',
        caseId: 'CS12345678',
        issue: '56',
      });
    },
  );

  it.each([
    ['/step-1', 'WEB-PERSONAL-DETAILS'],
    ['/step-2', 'WEB-EMPLOYMENT-DETAILS'],
    ['/review', 'WEB-REVIEW-DETAILS'],
    ['/', 'WEB-ELIGIBILITY-PAGE'],
  ])('names the screen at %s by its web task %s', (route, task) => {
    const url = productGroupRedirect(contextFor('IM768'), route) ?? '';
    expect(url.split('?')[0]).toBe('/');
    expect(new URLSearchParams(url.split('?')[1]).get('reason')).toBe(task);
  });

  it('goes to the /joint/ root for a joint application, with its subtype and link code', () => {
    for (const route of ['/joint', '/step-2']) {
      const url = productGroupRedirect(contextFor('EFI', { joint: true }), route);
      expect(url).toMatch(/^\/joint\/\?/);
      expect(new URLSearchParams(url?.split('?')[1]).get('subType')).toBe('JOINT');
      expect(new URLSearchParams(url?.split('?')[1]).get('jointLinkCode')).toBe('1234567');
    }
    const step2 = productGroupRedirect(contextFor('EFI', { joint: true }), '/step-2');
    expect(new URLSearchParams(step2?.split('?')[1]).get('reason')).toBe('WEB-EMPLOYMENT-DETAILS');
  });

  it.each(['/letter-code', '/sorry', '/submission'])('lets the router navigate to %s', (route) => {
    expect(productGroupRedirect(contextFor('EFI'), route)).toBeUndefined();
  });

  it('lets the router navigate for every other product group', () => {
    expect(productGroupRedirect(contextFor('IM135'), '/step-1')).toBeUndefined();
    expect(productGroupRedirect(contextFor('IM759'), '/step-1')).toBeUndefined();
  });

  it('never puts a token in the address: a logged-in customer is routed, not reloaded', () => {
    expect(productGroupRedirect(contextFor('EFI', { token: 'SECRET' }), '/step-1')).toBeUndefined();
    const url = productGroupRedirect(contextFor('EFI'), '/step-2') ?? '';
    expect(url).not.toMatch(/token|session/i);
  });

  it('routes to pages a reload would not come back to (the offer, results)', () => {
    expect(productGroupRedirect(contextFor('EFI'), '/offer')).toBeUndefined();
    expect(productGroupRedirect(contextFor('EFI'), '/account-opened')).toBeUndefined();
  });

  it('keeps the feature overrides of the link', () => {
    const url = productGroupRedirect(contextFor('IM751', { search: '?removeFeatures=progressBar' }), '/review');
    expect(new URLSearchParams(url?.split('?')[1]).get('removeFeatures')).toBe('progressBar');
  });

  it("keeps the link's campaign id and the hash's tracking id, so the reloaded page still sends them", () => {
    const url = productGroupRedirect(
      contextFor('EFI', { search: '?c_id=spring-24', hash: '#user_tracking_id=track-1' }),
      '/step-1',
    );
    const [address = '', hash] = (url ?? '').split('#');
    expect(new URLSearchParams(address.split('?')[1]).get('c_id')).toBe('spring-24');
    expect(new URLSearchParams(hash).get('user_tracking_id')).toBe('track-1');
    // without them, no hash and no c_id
    const plain = productGroupRedirect(contextFor('EFI'), '/step-1') ?? '';
    expect(plain).not.toContain('#');
    expect(plain).not.toContain('c_id');
  });

  it("shows the reason's screen at its own address once the root has loaded it, keeping what the redirect carried", () => {
    const root = {
      search: '?brandId=VM&applyFor=EFI&reason=WEB-EMPLOYMENT-DETAILS&issue=41',
      hash: '#user_tracking_id=t',
    };
    const landed = contextFor('EFI', { search: root.search, hash: root.hash });
    expect(landingAddress(landed, '/step-2', root)).toBe('/step-2?brandId=VM&applyFor=EFI&issue=41#user_tracking_id=t');
    // not the reason's screen, or not a product group of the redirect: the router's own address
    expect(landingAddress(landed, '/step-1', root)).toBeUndefined();
    expect(landingAddress(contextFor('IM135', { search: root.search }), '/step-2', root)).toBeUndefined();
  });
});
