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
    expect(figures.samples).toBeGreaterThan(20);
    expect(figures.maxMs).toBeGreaterThanOrEqual(120);
    expect(figures.over10Ms).toBeGreaterThanOrEqual(1);
    expect(figures.p99Ms).toBeLessThanOrEqual(figures.maxMs);
  });
});
