// User + system CPU a process has used so far, from /proc/{pid}/stat (clock ticks of 10 ms): the benches that
// read a platform process's CPU around their load (bench/run.ts, bench/profile.ts, bench/staticServe.ts).
import { readFileSync } from 'node:fs';

/** User + system CPU time of a process so far, in ms. */
export function processCpuMs(pid: number): number {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
