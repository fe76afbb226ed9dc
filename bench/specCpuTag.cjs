// Preloaded into every node process of a `bench/specCpu.mjs` run (NODE_OPTIONS --require): a Playwright worker sets
// TEST_WORKER_INDEX once it has started, and this writes its pid's index to SPEC_CPU_DIR so the sampler can put the
// worker's Chromium tree's CPU on the test the worker ran at the time. Other node processes write nothing.
const { writeFileSync } = require('node:fs');
const dir = process.env.SPEC_CPU_DIR;
if (dir) {
  const timer = setInterval(() => {
    if (process.env.TEST_WORKER_INDEX === undefined) return;
    writeFileSync(`${dir}/${process.pid}`, process.env.TEST_WORKER_INDEX);
    clearInterval(timer);
  }, 100);
  timer.unref();
}
