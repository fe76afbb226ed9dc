import { describe, expect, it } from 'vitest';
import { MAX_LONG_PARAMETER_LENGTH, MAX_PARAMETER_LENGTH, readEntry, userTrackingIdOf } from './entry';

describe('query and hash parameters read on entry (doc 1 §2)', () => {
  it('reads the query, upper-casing product and brand codes', () => {
    const entry = readEntry({
      pathname: '/',
      search: '?applyFor=im135&brandId=cb&promocode=SPRING%2024&source_id=abc&caseId=CS1&type=current',
      hash: '',
    });
    expect(entry).toMatchObject({
      applyFor: 'IM135',
      brandId: 'CB',
      // whitespace removed on entry (doc 2 §7.1)
      promocode: 'SPRING24',
      sourceId: 'abc',
      caseId: 'CS1',
      type: 'current',
    });
  });

  it('reads tokens and ids from the hash, not the query', () => {
    const entry = readEntry({
      pathname: '/authentication',
      search: '?access_token=nope',
      hash: '#access_token=T1&case_id=CS9&bankId=YB',
    });
    expect(entry.hash).toMatchObject({ accessToken: 'T1', caseId: 'CS9', bankId: 'YB' });
    expect(JSON.stringify(entry)).not.toContain('nope');
  });

  it('treats blank parameters as absent', () => {
    expect(readEntry({ pathname: '/', search: '?applyFor=%20&brandId=', hash: '' })).toMatchObject({
      applyFor: undefined,
      brandId: undefined,
    });
  });
});

describe('a bad parameter is dropped, not fatal (issue 10)', () => {
  const entryOf = (search: string, hash = '') => readEntry({ pathname: '/', search, hash });

  it('drops a promocode that is a NUL, keeping the rest of the link', () => {
    const entry = entryOf('?applyFor=IM135&brandId=CB&promocode=%00');
    expect(entry.promocode).toBeUndefined();
    expect(entry).toMatchObject({ applyFor: 'IM135', brandId: 'CB' });
  });

  it('removes whitespace from the promocode (doc 2 §7.1 "promocode with whitespace removed")', () => {
    expect(entryOf('?promocode=%20SPRING%0924%20').promocode).toBe('SPRING24');
    expect(entryOf('?promocode=%20%0A%20').promocode).toBeUndefined();
  });

  it.each([
    ['a NUL', '%00'],
    ['a NUL inside a value', 'CS1%002'],
    ['an escape character', 'CS%1B1'],
    ['DEL', 'CS1%7F'],
    ['a C1 control', 'CS1%C2%85'],
    ['bytes that are not UTF-8', 'CS%FF1'],
    ['a lone surrogate, encoded', 'CS%ED%A0%801'],
  ])('drops a value with %s', (_, value) => {
    expect(entryOf(`?caseId=${value}&brandId=CB`)).toMatchObject({ caseId: undefined, brandId: 'CB' });
  });

  it('drops a value holding a lone surrogate itself (as an app may be handed one)', () => {
    const params = `?caseId=CS${String.fromCharCode(0xd800)}1&brandId=CB`;
    expect(entryOf(params)).toMatchObject({ caseId: undefined, brandId: 'CB' });
  });

  it('keeps a value with a real astral character (a surrogate pair)', () => {
    expect(entryOf('?reason=%F0%9F%98%80').reason).toBe('😀');
  });

  it(`drops an over-long value rather than cutting it (${MAX_PARAMETER_LENGTH} characters; tokens ${MAX_LONG_PARAMETER_LENGTH})`, () => {
    expect(entryOf(`?applyFor=${'A'.repeat(MAX_PARAMETER_LENGTH)}`).applyFor).toBe('A'.repeat(MAX_PARAMETER_LENGTH));
    expect(entryOf(`?applyFor=${'A'.repeat(MAX_PARAMETER_LENGTH + 1)}&brandId=CB`)).toMatchObject({
      applyFor: undefined,
      brandId: 'CB',
    });
    const token = 'T'.repeat(2000);
    expect(entryOf('', `#access_token=${token}`).hash.accessToken).toBe(token);
    expect(entryOf('', `#access_token=${'T'.repeat(MAX_LONG_PARAMETER_LENGTH + 1)}`).hash.accessToken).toBeUndefined();
  });

  it('falls back to the other spelling when the first one is bad (source_id for sourceId)', () => {
    expect(entryOf('?sourceId=%00&source_id=abc').sourceId).toBe('abc');
  });

  it('drops a bad hash parameter the same way', () => {
    expect(entryOf('', '#access_token=T1&error=%00&case_id=CS%0A9').hash).toMatchObject({
      accessToken: 'T1',
      error: undefined,
      caseId: undefined,
    });
  });
});

describe('the return address and the feature overrides (doc 1 §4 "returnUrl", doc 3 §6)', () => {
  const entryOf = (search: string) => readEntry({ pathname: '/authentication', search, hash: '' });

  it('keeps a return address inside the app, with its query', () => {
    expect(entryOf('?returnUrl=%2Fportal').returnUrl).toBe('/portal');
    expect(entryOf('?returnUrl=%2Fsubmission%3FcaseId%3DCS1').returnUrl).toBe('/submission?caseId=CS1');
  });

  it.each([
    ['another site', 'https://evil.example/portal'],
    ['a protocol-relative address', '//evil.example/portal'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'portal'],
  ])('drops a return address to %s', (_, value) => {
    expect(entryOf(`?returnUrl=${encodeURIComponent(value)}&brandId=CB`)).toMatchObject({
      returnUrl: undefined,
      brandId: 'CB',
    });
  });

  it('reads the add and remove feature overrides as given', () => {
    expect(entryOf('?addFeatures=joint,amazonLink&removeFeatures=progressBar')).toMatchObject({
      addFeatures: 'joint,amazonLink',
      removeFeatures: 'progressBar',
    });
  });
});

describe('the tracking id of the hash (doc 1 §2 `user_tracking_id`)', () => {
  it('is used for the client-context header only when it is a plain id', () => {
    const of = (hash: string) => userTrackingIdOf(readEntry({ pathname: '/', search: '', hash }));
    expect(of('#user_tracking_id=abc-123_X.9')).toBe('abc-123_X.9');
    expect(of('#user_tracking_id=%22%2C%22x%22%3A1')).toBeUndefined();
    expect(of('')).toBeUndefined();
  });
});
