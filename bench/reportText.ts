// Pieces of the bench's written reports (bench/run.ts) that say what a figure is: kept apart so that a test holds them.
import type { ContinueFigures } from './browser';
import { type CpuCalibration, DEVICE_SCORES } from './cpuCalibration';

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/**
 * A report's file name in bench/results/: `plain` (the report the README cites: latest, platform, floors), or, when
 * BENCH_NAME names the run, `named`-NAME (full-NAME for the whole run, platform-NAME, floors-NAME), so that a run
 * made for a note leaves the committed report as it is. BENCH_AB_NAME (ab-NAME) and BENCH_WAITING_NAME (waiting-NAME)
 * name theirs the same way.
 */
export function reportNameOf(plain: string, named: string, benchName: string | undefined): string {
  return benchName ? `${named}-${benchName}` : plain;
}

/**
 * The start page's Continue as the budget reads it (issue 16: ≤ 50 ms of main-thread work at 4x): the main thread's
 * top-level tasks' thread time from the press to the next heading's paint, as bench/web.ts reports it (one press here;
 * `npx tsx bench/web.ts --rounds 5` for a median). Until 2 December 2026 this line gave DevTools' task duration over
 * the whole press instead (wall time of the tasks, to the frame after the paint: 1.7-2.6 times the budget's figure in
 * latest.md, full-2026-12-01-intel-2800.md and full-2026-12-02-epyc-2600.md).
 */
export function continueLine(figures: ContinueFigures): string {
  const toPaint =
    figures.threadMsToPaint === undefined
      ? 'no paint of the next heading was found in the trace'
      : `**${figures.threadMsToPaint} ms** of the main thread's tasks at 4x (the budget's figure, thread time; one press: \`npx tsx bench/web.ts --rounds 5\` gives a median)`;
  return `From pressing "Start your application" to "${figures.nextScreenHeading}" painted: ${toPaint}; ${figures.threadMs} ms to the frame after it; DevTools' task duration over the press ${figures.mainThreadMs} ms (${figures.scriptMs} ms of it script), ${figures.wallMs} ms of wall time; that screen adds ${kib(figures.nextScreenBytes)} over the wire.`;
}

/**
 * The same press at a mid-tier phone's CPU: the rate at which this host's Lighthouse BenchmarkIndex reads 1,000
 * (bench/cpuCalibration.ts, as Chrome DevTools' calibrated presets find it). The fixed 4x emulates a device as fast
 * as the host is; this figure is the same device on every host.
 */
export function calibratedContinueLine(calibration: CpuCalibration, figures: ContinueFigures): string {
  const toPaint =
    figures.threadMsToPaint === undefined
      ? 'no paint of the next heading was found in the trace'
      : `**${figures.threadMsToPaint} ms** of the main thread's tasks to the paint`;
  return `At a mid-tier phone's CPU (Lighthouse BenchmarkIndex ${DEVICE_SCORES.mid}, a Pixel 5: ${figures.cpuThrottling}x on this host, whose index read ${calibration.indexAt1x} unthrottled and ${calibration.indexAt4x} at 4x; \`npx tsx bench/web.ts --calibrated\` for every press): ${toPaint}, ${figures.threadMs} ms to the frame after it.`;
}
