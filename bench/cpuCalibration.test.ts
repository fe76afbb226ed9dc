import { describe, expect, it } from 'vitest';
import { rateFor } from './cpuCalibration';

/** A host whose index falls a little faster than the rate rises, as the 2.6 GHz EPYC host's does (3,000 at 1x, 1,073
 * at 2x, 654 at 4x). */
const host = (indexAt1x: number) => async (rate: number) => indexAt1x / rate ** 1.15;

describe('the CPU rate that makes this host a device (bench/cpuCalibration.ts)', () => {
  it('finds the rate at which the host reads the device’s index, within 10 points', async () => {
    for (const [indexAt1x, target] of [
      [3000, 1000],
      [3000, 264],
      [1800, 1000],
      [1100, 1000],
    ] as const) {
      const measure = host(indexAt1x);
      const rate = await rateFor(measure, target, 1, (indexAt1x / target) * 1.5);
      expect(Math.abs((await measure(rate)) - target)).toBeLessThan(10);
    }
  });

  it('keeps a rate to the hundredth, as Chromium’s throttle does, and asks at most eight rates', async () => {
    const asked: number[] = [];
    const rate = await rateFor(
      async (at) => {
        asked.push(at);
        return 3000 / at;
      },
      1000,
      1,
      4.5,
    );
    expect(asked.length).toBeLessThanOrEqual(8);
    for (const at of asked) expect(Math.round(at * 100) / 100).toBe(at);
    expect(rate).toBeCloseTo(3, 1);
  });

  it('a faster host needs a higher rate for the same device', async () => {
    const slow = await rateFor(host(1800), 1000, 1, 2.7);
    const fast = await rateFor(host(3000), 1000, 1, 4.5);
    expect(fast).toBeGreaterThan(slow);
  });
});
