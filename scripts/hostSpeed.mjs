#!/usr/bin/env node
// How fast this host is running now, for `npm test`'s summary (scripts/test-all.sh reads it at the start and at the
// end of a run) and for anyone comparing a figure across hosts of this kind: the suite is CPU-bound on two cores, so
// its length follows the host, and hosts of one kind differ by up to three times, and one host by a third within an
// hour (bench/results/test-times.md "Twenty-fifth pass": 976 and 1,266 busy CPU s for the same suite, half an hour
// apart). Two readings, each a fixed piece of work:
//   - script: CPU ms of a fixed JavaScript workload (objects made, sorted, serialised and parsed), as V8 runs the
//     platform and the tests: this VM reports no steal time, so a vCPU the host gives to others meanwhile is likely
//     counted as the process's own time here;
//   - fault: µs of system time per page fault, 64 MiB of new memory touched one page at a time: a third of the browser
//     stage's CPU is the kernel's, page faults first (test-times "Twenty-third pass").
// Prints one line: `script <ms> fault <µs>`, each the median of its runs. About 1.2 s on the 2.6 GHz AMD EPYC host.
// Whether the readings follow the suite's CPU is not shown yet (test-times "Twenty-fifth pass": one run read 158 and
// 127 ms, 2.0 and 3.0 µs, against 122-152 ms and 2.2-2.4 µs on the quiet host); they are readings to compare runs by.
import { cpuUsage } from 'node:process';

function scriptMs() {
  const start = cpuUsage();
  let checksum = 0;
  for (let round = 0; round < 40; round += 1) {
    const rows = [];
    for (let i = 0; i < 2_000; i += 1) {
      rows.push({
        id: `CS${String((i * 7919 + round) % 100_000).padStart(8, '0')}`,
        state: i % 7,
        answers: [i, round, i * round],
      });
    }
    rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const parsed = JSON.parse(JSON.stringify(rows));
    checksum += parsed[round].state + parsed.length;
  }
  const used = cpuUsage(start);
  if (checksum <= 0) throw new Error('the workload did not run');
  return (used.user + used.system) / 1000;
}

function faultMicroseconds() {
  const page = 4096;
  const bytes = 64 * 1024 * 1024;
  const start = cpuUsage();
  // new memory, not yet mapped: each page touched is a fault (zero-filled by the kernel)
  const memory = new Uint8Array(new ArrayBuffer(bytes));
  for (let offset = 0; offset < bytes; offset += page) memory[offset] = 1;
  const used = cpuUsage(start);
  return used.system / (bytes / page);
}

// a first run of each warms V8 and the allocator; the reading is the median of the runs after it
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
scriptMs();
const script = median(Array.from({ length: 5 }, scriptMs));
faultMicroseconds();
const fault = median(Array.from({ length: 3 }, faultMicroseconds));
process.stdout.write(`script ${Math.round(script)} fault ${fault.toFixed(1)}\n`);
