// Reading a command's process tree from /proc, shared by bench/sampleSession.mjs (CPU by process kind) and
// bench/specCpu.mjs (CPU by browser spec file and test). A process once seen stays followed when it is orphaned, and
// so do its children: Chromium's zygote is orphaned when Playwright closes the browser (adopted by init, so
// `/usr/bin/time` and bash's `times` never count it or its renderers).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

/** What a process is, by its command line. */
export function kindOf(cmd) {
  if (cmd.includes('chromium')) return `chromium ${/--type=([\w-]+)/.exec(cmd)?.[1] ?? 'browser'}`;
  if (cmd.includes('dist-platform/main.js')) return 'platform';
  if (cmd.includes('playwright') || cmd.includes('/node')) return 'playwright runner and workers';
  return cmd.split('\0')[0] ?? '?';
}

/** Every process now: pid, parent pid and CPU seconds (user + system) so far. */
export function readProcesses() {
  const processes = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.push({ pid, ppid: fields[1], cpu: (Number(fields[11]) + Number(fields[12])) / TICKS });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return processes;
}

/**
 * Walks the processes of the tree rooted at rootPid: `known(process, entry)` for one already in `seen`, `found(process,
 * cmd)` for one first seen (its return is kept in `seen`). Parents before children need not hold (pids wrap): it adds
 * until nothing new is found.
 */
export function followTree(processes, seen, rootPid, { known, found }) {
  for (let added = true; added; ) {
    added = false;
    for (const process of processes) {
      const entry = seen.get(process.pid);
      if (entry) {
        known(process, entry);
        continue;
      }
      if (process.pid !== String(rootPid) && !seen.has(process.ppid)) continue;
      let cmd = '';
      try {
        cmd = readFileSync(`/proc/${process.pid}/cmdline`, 'utf8');
      } catch {}
      seen.set(process.pid, found(process, cmd));
      added = true;
    }
  }
}
