import { describe, expect, it } from 'vitest';
import { median, spreadOf } from './stats';

describe('the bench median', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([3])).toBe(3);
  });

  it('is the mean of the two middle values of an even count, not the upper one', () => {
    expect(median([11.0, 8.5, 9.1, 7.9])).toBeCloseTo(8.8, 10);
    expect(median([52, 53])).toBe(52.5);
  });

  it('keeps a fraction: a CLS of 0.04 is not rounded away', () => {
    expect(median([0.04, 0.05, 0.03, 0.04])).toBeCloseTo(0.04, 10);
  });

  it('leaves the figures it is given in their order', () => {
    const figures = [3, 1, 2];
    median(figures);
    expect(figures).toEqual([3, 1, 2]);
  });

  it('is NaN for no figures, so a missing measurement never reads as 0', () => {
    expect(median([])).toBeNaN();
    expect(spreadOf([])).toEqual({ median: Number.NaN, min: Number.NaN, max: Number.NaN });
  });

  it('gives the range beside it', () => {
    expect(spreadOf([40, 36, 49, 38])).toEqual({ median: 39, min: 36, max: 49 });
  });
});
