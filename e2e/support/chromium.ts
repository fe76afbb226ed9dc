// How this project launches Debian's Chromium (browser tests and the bench alike).

import { existsSync } from 'node:fs';

/** The full browser, the one applicants use: the benches (Lighthouse, Continue at 4x) run on it. */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: E2E_CHROMIUM_PATH, else Debian's chromium-headless-shell when installed (the same
 * Chromium build without the desktop browser around it, what Playwright itself runs headless; installed by
 * scripts/ensure-chromium.sh), else the full browser. The shell starts no spare renderers and none of the desktop
 * browser's services: scenarios and offers took 42 sampled CPU s on it against 74, and the browser stage is most
 * of `npm test`'s CPU (bench/results/test-times.md "Eighth pass").
 */
export const TEST_CHROMIUM_EXECUTABLE =
  process.env.E2E_CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_EXECUTABLE);

/** Without the background-networking flags Chromium keeps dialling Google's hosts, which a closed network refuses;
 * --no-sandbox because CI runs as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
