import { describe, expect, it } from 'vitest';
import { readEntry } from './entry';

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
      promocode: 'SPRING 24',
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
