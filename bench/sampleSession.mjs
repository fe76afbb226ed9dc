#!/usr/bin/env node
// The CPU of a command and of every process it starts, by kind, sampled from /proc (bench/results/test-times.md
// "Seventh pass"). Every second, every process descended from the command is read and its last reading kept; a
// process once seen stays followed when it is orphaned, and so do its children: Chromium's renderers count too (their
// zygote is orphaned when Playwright closes the browser, so `/usr/bin/time` never sees them; Playwright starts
// Chromium and the platform in sessions of their own, so the session id does not find them). A process's last
// second, and processes shorter than a second, are missed: an undercount, the same for both sides of an A/B.
//
//   node bench/sampleSession.mjs -- npx playwright test e2e/keyboard.spec.ts --reporter=json
import { spawn } from 'node:child_process';
import { followTree, kindOf, readProcesses } from './procSample.mjs';

const args = process.argv.slice(process.argv.indexOf('--') + 1);
const child = spawn(args[0], args.slice(1), { stdio: 'inherit' });
/** pid -> { kind, cpu } */
const seen = new Map();

function sample() {
  followTree(readProcesses(), seen, child.pid, {
    known: (process, entry) => {
      entry.cpu = process.cpu;
    },
    found: (process, cmd) => ({ kind: kindOf(cmd), cpu: process.cpu }),
  });
}

const started = Date.now();
const timer = setInterval(sample, 1000);
child.on('exit', (code) => {
  clearInterval(timer);
  const by = new Map();
  for (const { kind, cpu } of seen.values()) {
    const entry = by.get(kind) ?? { cpu: 0, processes: 0 };
    entry.cpu += cpu;
    entry.processes += 1;
    by.set(kind, entry);
  }
  const rows = [...by.entries()].sort((a, b) => b[1].cpu - a[1].cpu);
  const total = rows.reduce((sum, [, { cpu }]) => sum + cpu, 0);
  const lines = rows.map(([kind, { cpu, processes }]) => `| ${kind} | ${cpu.toFixed(1)} | ${processes} |`);
  process.stderr.write(
    `\nsampled CPU s by process kind (wall ${((Date.now() - started) / 1000).toFixed(0)} s, exit ${code}):\n` +
      `| kind | CPU s | processes |\n|---|---:|---:|\n${lines.join('\n')}\n| total | ${total.toFixed(1)} | ${seen.size} |\n`,
  );
  process.exit(code ?? 1);
});
