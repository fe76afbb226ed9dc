// How this project launches Debian's Chromium (browser tests and the bench alike).

export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
