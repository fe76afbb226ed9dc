import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_EXECUTABLE } from './e2e/support/chromium';
import { e2eTimings } from './e2e/support/timings';

// Browser tests: real Chromium (Debian's, see scripts/ensure-chromium.sh; Playwright's own download cannot
// work here) against the built app (dist/) served by the real platform on a free port with a fresh PGlite
// database each run. `npm run test:e2e` builds first.

const isCI = !!process.env.CI;

/** A free TCP port on loopback, found synchronously because the config is plain module code. */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

// Playwright loads this file in the runner and again in every worker; workers inherit the runner's env, so the
// port and data folder are chosen once (in the runner) and the workers read them back.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'account-opening-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The server is stopped after global teardown, so the folder is removed when the runner itself exits.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Every test makes its own case, login or customer (lockouts on customers no other test uses), so the tests of one
  // file spread over the workers too: a long file (generatedPaths, scenarios, resilience) no longer runs on one
  // worker while the others wait at the end. A file that needs order says so (noSecrets: mode 'serial').
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Three workers. The stage is CPU-bound on two cores (`npm test` keeps the machine 99 % busy), and each worker past
  // three adds CPU without adding throughput: more Chromium processes alive at once cost more system time and more
  // switching between them. On the 2.1 GHz AMD EPYC host, quiet, the same tests took (machine busy CPU s, wall s):
  // scenarios, offers and resilience (48 tests) 201-209 on 2 workers, 222 / 123 on 3, 254-263 / 133-138 on 5;
  // accessibilityJourneys, generatedPaths and joint (61 tests) 515-583 / 280-312 on 2, 615-678 / 316-348 on 3,
  // 739 / 381 on 5 (bench/results/test-times.md "Twenty-first pass"). Two workers saved a little more CPU on the
  // second set but were 10 % slower in wall on the first, whose tests mostly wait.
  // E2E_WORKERS changes it (1 to read one test's output, 2 on a loaded machine).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  timeout: 60_000,
  // The whole browser suite took 945-1,049 s on 3 workers beside the vitest stages on the slowest host of CI's kind
  // (the 2.1 GHz AMD EPYC, 1 December; bench/results/2026-12-01-epyc-2100.md); the bound only stops a hung run.
  globalTimeout: isCI ? 45 * 60_000 : undefined,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // scripts/test-all.sh reads the counts from here.
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    baseURL,
    trace: isCI ? 'off' : 'on-first-retry',
    screenshot: 'only-on-failure',
    // The spinner's rotation (src/styles.css, the app's one animation) is drawn 60 times a second in software
    // (--disable-gpu) for as long as a page waits on the platform: 5 s of it cost Chromium about 0.4 CPU s more than
    // with the reduced motion the app already honours, and scenarios and offers side by side took 59 sampled CPU s
    // against 69, in the same wall time (bench/results/test-times.md "Sixth pass"). No test asserts the rotation; every
    // page still shows the spinner, still.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: TEST_CHROMIUM_EXECUTABLE,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    // The echo tells, in the test output, when the platform stops on its own in the middle of a run (at the end
    // of a run the whole process group is stopped, the shell included, so it says nothing).
    // The compiled platform `npm run build` writes (dist-platform/main.js), as `npm run serve` runs it: plain node
    // starts faster than tsx and leaves no esbuild beside it.
    command:
      'node --enable-source-maps dist-platform/main.js; echo "[platform] dist-platform/main.js stopped during the run (exit status $?)" >&2',
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM first so PGlite can close its data folder before the runner removes it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Warnings and errors only: a log line per request would drown the test report.
      LOG_LEVEL: 'warn',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Always the embedded database: a DATABASE_URL set for the platform tests must not reach the browser
      // tests (an undefined value is left out of the child's environment).
      DATABASE_URL: undefined as unknown as string,
      // The browser tests' runner is the one proxy believed: a test whose context sends X-Forwarded-For is its own
      // client for the per-client limits (the link code's 5 wrong tries: e2e/accessibilityJourneys.spec.ts); every
      // other request is the loopback client, as without it (platform/README.md TRUST_PROXY).
      TRUST_PROXY: '127.0.0.1',
      ...Object.fromEntries(Object.entries(e2eTimings).map(([name, value]) => [name, String(value)])),
    },
  },
});
