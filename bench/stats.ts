// The one median of the bench's figures. Each script had its own until 2 December, and most of them took the upper
// of the two middle values of an even count (12 alternating runs of webPressTrace.ts, an even --runs of webFloor.ts):
// a median biased up by half the gap between the middle pair. web.ts rounded the mean of the pair to a whole
// number, a CLS of 0.04 included.

/** The median of `values`: the middle one, or the mean of the two middle ones of an even count; NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** The median and the range of `values` (NaN for all three when empty). */
export function spreadOf(values: readonly number[]): { median: number; min: number; max: number } {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}
