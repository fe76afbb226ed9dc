import { describe, expect, it } from 'vitest';
import type { ContinueFigures } from './browser';
import { calibratedContinueLine, continueLine, reportNameOf } from './reportText';

// The whole bench's run of 2 December 2026 (bench/results/full-2026-12-02-epyc-2600.json).
const figures: ContinueFigures = {
  cpuThrottling: 4,
  mainThreadMs: 147,
  threadMs: 131,
  threadMsToPaint: 56,
  scriptMs: 40,
  styleLayoutMs: 7,
  wallMs: 171,
  nextScreenHeading: 'About you',
  nextScreenBytes: 42166,
};

describe('the whole bench report', () => {
  it("gives the start page's Continue by the budget's figure, to the paint, first and in bold", () => {
    const line = continueLine(figures);
    expect(line).toMatch(
      /^From pressing "Start your application" to "About you" painted: \*\*56 ms\*\* of the main thread's tasks at 4x/,
    );
    // DevTools' task duration is there, named as what it is, and not in bold
    expect(line).toContain("DevTools' task duration over the press 147 ms (40 ms of it script)");
    expect(line).not.toContain('**147');
    expect(line).toContain('41.2 KiB over the wire');
  });

  it('says so when the trace held no paint of the next heading, and gives no figure for the budget', () => {
    const line = continueLine({ ...figures, threadMsToPaint: undefined });
    expect(line).toContain('no paint of the next heading was found in the trace');
    expect(line).not.toContain('**');
  });

  it("gives the press at a mid-tier phone's CPU with the rate and the host's index it was found by", () => {
    // web-2026-12-02-epyc-2600-calibrated.md, round 1
    const calibration = { indexAt1x: 3368, indexAt4x: 654, rates: { mid: 2.51, low: 10.07 } };
    const line = calibratedContinueLine(calibration, { ...figures, cpuThrottling: 2.51, threadMsToPaint: 45 });
    expect(line).toMatch(/^At a mid-tier phone's CPU \(Lighthouse BenchmarkIndex 1000, a Pixel 5: 2\.51x on this host/);
    expect(line).toContain('whose index read 3368 unthrottled and 654 at 4x');
    expect(line).toContain("**45 ms** of the main thread's tasks to the paint");
    expect(calibratedContinueLine(calibration, { ...figures, threadMsToPaint: undefined })).toContain(
      'no paint of the next heading was found in the trace',
    );
  });

  it('writes the report the README cites unless BENCH_NAME names the run', () => {
    expect(reportNameOf('latest', 'full', undefined)).toBe('latest');
    expect(reportNameOf('latest', 'full', '2026-12-02-epyc-2600')).toBe('full-2026-12-02-epyc-2600');
    expect(reportNameOf('floors', 'floors', 'x')).toBe('floors-x');
  });
});
