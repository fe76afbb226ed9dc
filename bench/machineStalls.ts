// How late the machine itself runs a process that asks for almost nothing (issue 16: the waiting applicants' p99 on
// PostgreSQL moved from 4 to 26 ms between levels of the same load, the p50 steady at 2 ms, the cause not found).
// A child process sleeps 1 ms at a time and records how late each timer fires: with the platform, PostgreSQL and the
// load generator sharing 2 cores, that lateness is the scheduling delay any of them meets when it becomes runnable
// (and a VM's host taking the core away). A level whose poll p99 is over budget while this process was late by as
// much was held up by the machine, not by the platform's own work; one where it stayed on time was the platform's.
// The load generator's own event loop is watched too: a late generator reads and sends late, and spreadLoad counts
// that against the platform.
import { type ChildProcess, spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface StallFigures {
  /** Timers fired over the level. */
  samples: number;
  /** How late a 1 ms timer fired, in ms to 0.1: the 99th and 99.9th percentile and the most. */
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
  /** Timers more than 10 ms late. */
  over10Ms: number;
}

export interface LevelStalls {
  /** An idle child process's 1 ms timers. */
  machine: StallFigures;
  /** This process's (the load generator's) event loop delay: its 99th percentile and most, ms to 0.1. */
  generatorP99Ms: number;
  generatorMaxMs: number;
}

// Runs in the child: 1 ms timers until its standard input closes, then the figures as JSON on standard output.
const METER = `
const lates = [];
let last = performance.now();
let timer;
const tick = () => { const now = performance.now(); lates.push(now - last - 1); last = now; timer = setTimeout(tick, 1); };
timer = setTimeout(tick, 1);
process.stdin.on('data', () => {});
// the bench stopped (killed) before asking for the figures: nothing to write to
process.stdout.on('error', () => process.exit(0));
process.stdin.on('end', () => {
  clearTimeout(timer);
  lates.sort((a, b) => a - b);
  const at = (share) => lates.length ? Math.round(Math.max(0, lates[Math.min(lates.length - 1, Math.ceil(share * lates.length) - 1)]) * 10) / 10 : 0;
  process.stdout.write(JSON.stringify({ samples: lates.length, p99Ms: at(0.99), p999Ms: at(0.999), maxMs: at(1), over10Ms: lates.filter((late) => late > 10).length }));
});
process.stdout.write('ready\\n');
`;

/** Starts the idle child; resolves once its timers run. `stop` ends it and resolves with its figures. */
export async function startMachineStallMeter(): Promise<{ child: ChildProcess; stop: () => Promise<StallFigures> }> {
  const child = spawn(process.execPath, ['-e', METER], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout?.setEncoding('utf8');
  const ended = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', () => resolve(output));
  });
  await new Promise<void>((ready, failed) => {
    const check = () => (output.startsWith('ready\n') ? ready() : undefined);
    child.stdout?.on('data', check);
    child.on('error', failed);
    check();
  });
  return {
    child,
    async stop() {
      child.stdin?.end();
      const text = await ended;
      return JSON.parse(text.slice(text.indexOf('\n') + 1)) as StallFigures;
    },
  };
}

/** Watches a level: the idle child and this process's event loop, from now until `stop`. */
export async function watchLevel(): Promise<{ stop: () => Promise<LevelStalls> }> {
  const meter = await startMachineStallMeter();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  return {
    async stop() {
      loop.disable();
      const machine = await meter.stop();
      const ms = (ns: number) => Math.round(ns / 1e5) / 10;
      return { machine, generatorP99Ms: ms(loop.percentile(99)), generatorMaxMs: ms(loop.max) };
    },
  };
}
