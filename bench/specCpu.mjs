#!/usr/bin/env node
// CPU by browser spec file and test (bench/results/test-times.md "Tenth pass"). Runs the command with every node
// process preloading bench/specCpuTag.cjs (which tags each Playwright worker's pid with its worker index), samples
// every process under the command from /proc every 500 ms as bench/sampleSession.mjs does, and puts each worker's
// tree's CPU (the worker, its Chromium: browser, GPU, utility processes and renderers) on the test that worker ran
// at the time, from the JSON report's start times and durations. The platform's and the runner's CPU of an interval
// is shared equally by the tests running then. A worker's CPU between its tests (its start, Chromium's launch, the
// fixtures' setup and teardown outside a test's time) is counted per worker as "between tests".
//
//   E2E_WORKERS=2 E2E_JSON_REPORT=/tmp/pw.json node bench/specCpu.mjs /tmp/pw.json -- nice -n 10 npx playwright test <files>
//   node bench/specCpu.mjs /tmp/pw.json --report /tmp/pw.json.cpu    # the tables again from a saved timeline
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { followTree, kindOf, readProcesses } from './procSample.mjs';

const reportPath = process.argv[2];

function report(timeline) {
  const pw = JSON.parse(readFileSync(reportPath, 'utf8'));
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        for (const r of t.results)
          tests.push({
            file: spec.file ?? file,
            title: spec.title,
            worker: r.workerIndex,
            start: Date.parse(r.startTime),
            end: Date.parse(r.startTime) + r.duration,
            status: r.status,
            cpu: 0,
            shared: 0,
          });
    for (const s of suite.suites ?? []) walk(s, suite.file ?? file);
  };
  for (const s of pw.suites) walk(s, s.file);
  const between = new Map();
  let unplaced = 0;
  const kinds = new Map();
  for (const { t, dt, deltas } of timeline) {
    const mid = t - dt / 2;
    const running = tests.filter((x) => x.start <= mid && mid < x.end);
    for (const [root, cpu] of Object.entries(deltas)) {
      const group = root.startsWith('w') ? 'workers (Playwright worker + its Chromium)' : root;
      kinds.set(group, (kinds.get(group) ?? 0) + cpu);
      if (root.startsWith('w')) {
        const worker = Number(root.slice(1));
        const test = running.find((x) => x.worker === worker);
        if (test) test.cpu += cpu;
        else between.set(worker, (between.get(worker) ?? 0) + cpu);
      } else if (running.length) for (const x of running) x.shared += cpu / running.length;
      else unplaced += cpu;
    }
  }
  const byFile = new Map();
  for (const x of tests) {
    const f = byFile.get(x.file) ?? { tests: 0, seconds: 0, cpu: 0, shared: 0 };
    f.tests += 1;
    f.seconds += (x.end - x.start) / 1000;
    f.cpu += x.cpu;
    f.shared += x.shared;
    byFile.set(x.file, f);
  }
  const rows = [...byFile].sort((a, b) => b[1].cpu + b[1].shared - (a[1].cpu + a[1].shared));
  const total = (f) => f.cpu + f.shared;
  let out = `| spec file | tests | test-s | own CPU s | + platform/runner | total | CPU s a test |\n|---|---:|---:|---:|---:|---:|---:|\n`;
  for (const [file, f] of rows)
    out += `| ${file} | ${f.tests} | ${f.seconds.toFixed(0)} | ${f.cpu.toFixed(1)} | ${f.shared.toFixed(1)} | ${total(f).toFixed(1)} | ${(total(f) / f.tests).toFixed(2)} |\n`;
  const sum = rows.reduce((s, [, f]) => s + total(f), 0);
  const betweenSum = [...between.values()].reduce((a, b) => a + b, 0);
  out += `\nin tests ${sum.toFixed(1)} CPU s; workers between tests ${betweenSum.toFixed(1)} (${[...between].map(([w, c]) => `w${w} ${c.toFixed(1)}`).join(', ')}); platform/runner while no test ran ${unplaced.toFixed(1)}\n`;
  out += `by kind: ${[...kinds].map(([k, c]) => `${k} ${c.toFixed(1)}`).join(', ')}\n`;
  const top = [...tests].sort((a, b) => b.cpu + b.shared - (a.cpu + a.shared)).slice(0, Number(process.env.TOP ?? 25));
  out += `\n| test (top 25) | s | CPU s |\n|---|---:|---:|\n`;
  for (const x of top)
    out += `| ${x.file}: ${x.title} | ${((x.end - x.start) / 1000).toFixed(1)} | ${(x.cpu + x.shared).toFixed(1)} |\n`;
  return out;
}

if (process.argv[3] === '--report') {
  process.stdout.write(report(JSON.parse(readFileSync(process.argv[4], 'utf8'))));
  process.exit(0);
}

const args = process.argv.slice(process.argv.indexOf('--') + 1);
const tagDir = mkdtempSync(join(tmpdir(), 'spec-cpu-'));
const child = spawn(args[0], args.slice(1), {
  stdio: 'inherit',
  env: {
    ...process.env,
    SPEC_CPU_DIR: tagDir,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${resolve('bench/specCpuTag.cjs')}`.trim(),
  },
});
/** pid -> { ppid, cmd, cpu, root } */
const seen = new Map();
const timeline = [];
let last = Date.now();
/** CPU s by process kind, as bench/sampleSession.mjs names them */
const byKind = new Map();
const addKind = (cmd, cpu) => {
  const kind = kindOf(cmd);
  byKind.set(kind, (byKind.get(kind) ?? 0) + cpu);
};

function rootOf(pid, depth = 0) {
  const p = seen.get(pid);
  if (!p || depth > 30) return 'runner';
  if (p.root) return p.root;
  try {
    const index = readFileSync(join(tagDir, pid), 'utf8');
    p.root = `w${index}`;
    return p.root;
  } catch {}
  if (p.cmd.includes('dist-platform/main.js')) {
    p.root = 'platform';
    return p.root;
  }
  if (pid === String(child.pid)) return 'runner';
  return rootOf(p.ppid, depth + 1);
}

function sample() {
  const now = Date.now();
  const deltas = {};
  const fresh = [];
  const add = (pid, cmd, cpu) => {
    const root = rootOf(pid);
    deltas[root] = (deltas[root] ?? 0) + cpu;
    addKind(cmd, cpu);
  };
  followTree(readProcesses(), seen, child.pid, {
    known: ({ pid, cpu }, known) => {
      if (known.done) return;
      add(pid, known.cmd, cpu - known.cpu);
      known.cpu = cpu;
      known.done = true;
    },
    found: ({ pid, ppid, cpu }, cmd) => {
      fresh.push({ pid, cmd, cpu });
      return { ppid, cmd, cpu, done: true };
    },
  });
  // a process first seen: its CPU so far goes to this interval (its root found once its parents are in `seen`)
  for (const { pid, cmd, cpu } of fresh) add(pid, cmd, cpu);
  for (const p of seen.values()) p.done = false;
  timeline.push({ t: now, dt: now - last, deltas });
  last = now;
}

const started = Date.now();
const timer = setInterval(sample, 500);
child.on('exit', (code) => {
  clearInterval(timer);
  writeFileSync(`${reportPath}.cpu`, JSON.stringify(timeline));
  const kinds = [...byKind].sort((a, b) => b[1] - a[1]);
  process.stderr.write(
    `\nby process kind: ${kinds.map(([k, c]) => `${k} ${c.toFixed(1)}`).join(', ')}; total ${kinds.reduce((a, [, c]) => a + c, 0).toFixed(1)} CPU s, wall ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  try {
    process.stderr.write(`\n${report(timeline)}`);
  } catch (error) {
    process.stderr.write(`no report: ${error}\n`);
  }
  process.exit(code ?? 1);
});
