// Per test file CPU of a vitest worker (bench/results/test-times.md "Seventh pass (vitest)"): user + system of the
// worker process and of the children it reaped (/proc/self/stat utime, stime, cutime, cstime), from the file's first
// hook to its last, appended as one JSON line per file to FILE_CPU_LOG. Used only by bench/vitest.fileCpu.config.ts.
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

const TICKS = 100; // USER_HZ on Linux
function cpu(): { self: number; children: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[11..14] are utime, stime, cutime, cstime (proc(5) fields 14-17)
  const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15).map(Number);
  return { self: (utime + stime) / TICKS, children: (cutime + cstime) / TICKS };
}

let start: { self: number; children: number; at: number; file: string };
// biome-ignore lint/correctness/noEmptyPattern: vitest reads the first argument as a fixture and asks for a pattern
beforeAll(({}, suite) => {
  start = { ...cpu(), at: Date.now(), file: 'filepath' in suite ? String(suite.filepath) : suite.name };
});
afterAll(() => {
  const end = cpu();
  const log = process.env.FILE_CPU_LOG;
  if (!log) return;
  appendFileSync(
    log,
    `${JSON.stringify({
      file: start.file.slice(process.cwd().length + 1),
      pid: process.pid,
      self: +(end.self - start.self).toFixed(2),
      children: +(end.children - start.children).toFixed(2),
      wall: +((Date.now() - start.at) / 1000).toFixed(1),
    })}\n`,
  );
});
