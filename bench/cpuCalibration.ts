// The CPU throttle that makes this host a given device (issue 16, "Continue ≤ 50 ms at 4x"): a fixed 4x slows
// whatever host the bench runs on, so the hosts of this machine kind (2.0 to 2.80 GHz, busy or quiet) emulate
// devices twice as fast as one another. Chrome DevTools' calibrated presets instead look for the rate at which the
// page's Lighthouse BenchmarkIndex (Lighthouse's own page function, run in the page) reads a device's score:
// 1,000 for a mid-tier phone (a Pixel 5), 264 for a low-tier one (a Moto G4 Power 2022); DevTools'
// panels/mobile_throttling/CalibrationController.ts. This does the same on a blank page of the bench's Chromium:
// the index at 1x (this host's speed now), and the rate that gives each device's score, found by halving the interval
// between a rate too fast and one too slow until the score is within 10 points. A press timed at the mid-tier rate
// is what an applicant on that phone gets, whichever host measured it.
//
//   npx tsx bench/cpuCalibration.ts      # prints this host's index and the two rates
import { type Browser, type CDPSession, chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { median } from './stats';

/** The devices DevTools calibrates to, by their BenchmarkIndex. */
export const DEVICE_SCORES = { mid: 1000, low: 264 } as const;
export type Device = keyof typeof DEVICE_SCORES;

export interface CpuCalibration {
  /** This host's BenchmarkIndex in the bench's Chromium, unthrottled: the median of three runs after a warm-up. */
  indexAt1x: number;
  /** The index at 4x: the device the fixed throttle emulates on this host now. */
  indexAt4x: number;
  /** The throttle rate that reads each device's score; undefined when this host is slower than the device. */
  rates: Record<Device, number | undefined>;
}

/** Lighthouse's BenchmarkIndex (about one second of the page's main thread) as an expression for the page. */
const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

async function indexAt(session: CDPSession, rate: number): Promise<number> {
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  const { result } = await session.send('Runtime.evaluate', { expression: BENCHMARK, returnByValue: true });
  const index = Number(result.value);
  if (!Number.isFinite(index)) throw new Error(`BenchmarkIndex at ${rate}x: ${String(result.value)}`);
  return index;
}

/** The throttle's own precision: Chromium keeps a rate to the hundredth. */
const hundredths = (rate: number) => Math.round(rate * 100) / 100;

/**
 * The rate in [faster, slower] at which `indexAtRate` reads `target` within 10 points, by bisection: the index falls
 * as the rate rises, so a rate that reads under the target is the new slower bound and one over it the new faster
 * one. Eight halvings at most, as DevTools does.
 */
export async function rateFor(
  indexAtRate: (rate: number) => Promise<number>,
  target: number,
  faster: number,
  slower: number,
): Promise<number> {
  let low = faster;
  let high = slower;
  let rate = faster;
  for (let step = 0; step < 8; step += 1) {
    rate = hundredths((low + high) / 2);
    const index = await indexAtRate(rate);
    if (Math.abs(index - target) < 10) break;
    if (index < target) high = rate;
    else low = rate;
  }
  return rate;
}

/** Calibrates on a new blank page of `browser`, closed after with its throttle back at 1x. */
export async function calibrateCpu(browser: Browser): Promise<CpuCalibration> {
  const page = await browser.newPage();
  const session = await page.context().newCDPSession(page);
  try {
    await indexAt(session, 1); // warm-up: V8 optimises the benchmark's loops on the first run
    const indexAt1x = median([await indexAt(session, 1), await indexAt(session, 1), await indexAt(session, 1)]);
    const rates: Record<Device, number | undefined> = { mid: undefined, low: undefined };
    for (const device of ['mid', 'low'] as const) {
      const target = DEVICE_SCORES[device];
      if (indexAt1x <= target) continue;
      // between no throttle and half as much again as the rate an index inversely proportional to it would need (it
      // falls a little faster than that: 2,500-3,000 at 1x, 1,073 at 2x and 654 at 4x on the 2.6 GHz EPYC host)
      rates[device] = await rateFor((rate) => indexAt(session, rate), target, 1, (indexAt1x / target) * 1.5);
    }
    const indexAt4x = await indexAt(session, 4);
    return { indexAt1x: Math.round(indexAt1x), indexAt4x: Math.round(indexAt4x), rates };
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await page.close();
  }
}

/** One line for a report: the host's index and the rates. */
export function calibrationText(calibration: CpuCalibration): string {
  const rate = (device: Device) => {
    const found = calibration.rates[device];
    return found === undefined ? 'the host is slower than that device' : `${found}x`;
  };
  return `Lighthouse BenchmarkIndex ${calibration.indexAt1x} unthrottled, ${calibration.indexAt4x} at 4x; mid-tier phone (${DEVICE_SCORES.mid}) at ${rate('mid')}, low-tier (${DEVICE_SCORES.low}) at ${rate('low')}`;
}

/** Calibrates in a Chromium of its own, launched as the bench launches its own and closed after. */
export async function calibrateHost(): Promise<CpuCalibration> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    return await calibrateCpu(browser);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(calibrationText(await calibrateHost()));
