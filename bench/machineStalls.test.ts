import { describe, expect, it } from 'vitest';
import { startMachineStallMeter } from './machineStalls';

describe('the machine stall meter (bench/machineStalls.ts)', () => {
  it('reports a stall of the process it runs in: stopped for 150 ms, a timer fires that late', async () => {
    const meter = await startMachineStallMeter();
    await new Promise((resolve) => setTimeout(resolve, 100));
    meter.child.kill('SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 150));
    meter.child.kill('SIGCONT');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const figures = await meter.stop();
    // Timers fired before and after the stop; how many depends on the load beside it (9 in 350 ms in a CI run
    // at load 18 on 2026-11-30, where this read "more than 20" and failed), so only that there were some.
    expect(figures.samples).toBeGreaterThanOrEqual(2);
    expect(figures.maxMs).toBeGreaterThanOrEqual(120);
    expect(figures.over10Ms).toBeGreaterThanOrEqual(1);
    expect(figures.p99Ms).toBeLessThanOrEqual(figures.maxMs);
  });
});
