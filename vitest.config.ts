import { defineConfig } from 'vitest/config';
import { buildConstants } from './scripts/buildConstants';
import { SlowFilesFirst } from './scripts/testSequencer';

// Three layers of ARCHITECTURE "Tests": unit (pure functions), platform (in-process server on PGlite,
// and PostgreSQL when DATABASE_URL is set) and model (paths generated from the production chart).
// Browser tests are Playwright's (e2e/), not vitest's.
export default defineConfig({
  test: {
    // The files that hold a worker longest, mostly waiting, start first (scripts/testSequencer.ts).
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        define: buildConstants(),
        test: {
          name: 'unit',
          include: ['{src,machines,screens,services,contract,content,scripts,bench}/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Pure functions: the files share one worker's loaded modules (212 s before, 115 s after, and half the
          // CPU, on the shared 2-core machine; bench/results/test-times.md).
          isolate: false,
          // A timeout catches a test that hangs; it is not a speed budget (those are benchmarks). vitest's 5 s failed
          // a property test of the changed rules in CI on 1 December: 0.6-1.9 s in other runs, 7.8 s with the browser
          // stage beside it on a 2.1 GHz host.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'platform',
          include: ['platform/**/*.test.ts'],
          environment: 'node',
          // Drops, at the end of the run, the PostgreSQL schemas the test processes kept to use again.
          globalSetup: ['platform/test-support/globalSetup.ts'],
          // One worker process keeps its loaded modules from one test file to the next instead of a new process
          // per file importing Fastify, PGlite's WASM and the whole platform again (8 route files: 266 s before,
          // 65 s after, on the shared 2-core machine; bench/results/test-times.md). Every test builds its own app
          // and has its own database (a new one, or one the process kept and reset to new: test-support/testing.ts);
          // the two files that vi.mock a platform module load the modules afresh (vi.resetModules).
          isolate: false,
          // Limits against a hang, not speed targets (those are in npm run bench): a slower machine of this kind
          // (AMD EPYC, 2026-11-29, where a page fault costs 6.6 us of system time and the same suite takes about
          // 2.5 times the CPU) ran a 10 s test in 32 s beside the browser stage, and template copies' hooks past 60 s
          // once other work shared the cores.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        define: buildConstants(),
        test: {
          name: 'model',
          include: ['model-tests/**/*.test.ts'],
          environment: 'node',
          // The files share one worker's loaded modules, and so the browser paths model-tests/browserPaths.ts keeps
          // per entry: the area files rank the same entries (the case seeded at review, the login app's), each of
          // which took its own worker seconds to explore and cut (issue 16). The models are pure functions of the
          // chart and the path events; no file mocks a module.
          isolate: false,
          // CPU-bound, at nice 10 beside the browser tests on a shared machine: a quick test can wait seconds for a
          // core (vitest's 5 s timed out journey.test.ts and browserPaths.test.ts tests there, none on what they check)
          testTimeout: 120_000,
        },
      },
    ],
  },
});
