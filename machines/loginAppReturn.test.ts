// The login app's return address keeps the link's feature overrides (doc 3 §6 "URL overrides"; issue 14): a cash
// ISA's link with `addFeatures=transfer` asks the transfer question after the accounts open, also for an existing
// customer who logged in on the way (the return is a new page load, whose entry is all the app has).
import { describe, expect, it } from 'vitest';
import { readEntry } from './entry';
import { journeyLoginAppUrl } from './session';

const ORIGIN = 'https://app.example';

function returnAddress(search: string): URL {
  const entry = readEntry({ pathname: '/authentication', search, hash: '' });
  const loginApp = new URL(
    journeyLoginAppUrl({ brandId: 'CB', config: undefined, entry, productCode: 'IM481' }, ORIGIN, '/authentication'),
  );
  return new URL(loginApp.searchParams.get('redirect_uri') ?? '');
}

describe("the login app's return address", () => {
  it('carries the link feature overrides, and the scope asked for, back to the app', () => {
    const back = returnAddress('?applyFor=IM481&brandId=CB&addFeatures=transfer&removeFeatures=joint&scope=10');
    expect(back.pathname).toBe('/authentication');
    expect(back.searchParams.get('addFeatures')).toBe('transfer');
    expect(back.searchParams.get('removeFeatures')).toBe('joint');
    expect(back.searchParams.get('scope')).toBe('10');
    // the return is read as the app reads any entry: the override is the journey's again
    expect(readEntry({ pathname: back.pathname, search: back.search, hash: '' }).addFeatures).toBe('transfer');
  });

  it('adds no override the link did not have', () => {
    const back = returnAddress('?applyFor=IM481&brandId=CB');
    expect(back.searchParams.has('addFeatures')).toBe(false);
    expect(back.searchParams.has('removeFeatures')).toBe(false);
  });
});
