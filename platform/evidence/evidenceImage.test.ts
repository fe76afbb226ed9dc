import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/apiError';
import { decodedLength, joinEvidenceImage } from './evidenceImage';

const base64Of = (bytes: number) => Buffer.alloc(bytes, 1).toString('base64');

describe('the evidence image', () => {
  it('knows the decoded length of base64 with and without padding', () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 100]) expect(decodedLength(base64Of(bytes))).toBe(bytes);
  });

  it('takes an image of exactly the limit and refuses one byte more with 413', () => {
    expect(joinEvidenceImage([base64Of(300)], 'image/jpeg', 300).sizeBytes).toBe(300);
    const over = () => joinEvidenceImage([base64Of(301)], 'image/jpeg', 300);
    expect(over).toThrow(ApiError);
    expect(over).toThrow('over 300 bytes');
  });

  it('joins chunks split anywhere and drops whitespace', () => {
    const text = base64Of(50);
    expect(joinEvidenceImage([text.slice(0, 5), ` ${text.slice(5, 33)}\n`, text.slice(33)], 'image/png', 100)).toEqual({
      base64: text,
      sizeBytes: 50,
    });
  });
});
