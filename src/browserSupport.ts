// Which browser the user agent names, and whether it meets content/browserSupport.ts's minimums (doc 1 §2: the
// unsupported-browser notice). Read before the app starts (src/main.tsx). A browser this does not recognise is let
// through: the notice is for browsers known to be too old, not a gate on the unknown. A browser that cannot run the
// app's module at all never gets here: /unsupported-browser.js shows it the notice (scripts/unsupportedBrowserScript.ts).
import { MINIMUM_BROWSER_VERSIONS, type SupportedBrowser } from '../content/browserSupport';

export interface DetectedBrowser {
  name: SupportedBrowser;
  version: number;
}

// Order matters: Edge and Opera also say Chrome and Safari, Chrome also says Safari.
const RULES: readonly [SupportedBrowser, RegExp][] = [
  ['Edge', /\bEdge?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Opera', /\bOpera\b.*\bVersion\/(\d+)/],
  ['Opera', /^Opera\/(\d+)/],
  ['Internet Explorer', /\bMSIE (\d+)/],
  ['Internet Explorer', /\bTrident\/\d+.*\brv:(\d+)/],
  ['Firefox', /\bFirefox\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|Chromium)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//],
];

export function detectBrowser(userAgent: string): DetectedBrowser | undefined {
  // On iOS every browser is Safari's engine under another name (CriOS, FxiOS, EdgiOS): judged by nothing here.
  if (/\b(?:CriOS|FxiOS|EdgiOS|OPiOS)\//.test(userAgent)) return undefined;
  for (const [name, pattern] of RULES) {
    const version = pattern.exec(userAgent)?.[1];
    if (version !== undefined) return { name, version: Number(version) };
  }
  return undefined;
}

/**
 * Whether this engine lacks the ES2022/ES2023 API the app calls (no polyfills: tsconfig.json `lib`), the same test as
 * /unsupported-browser.js's `modern` (scripts/unsupportedBrowserScript.ts). Such an engine (Chrome 80-92, Safari
 * 13.1-15.3, Firefox 74-91) parses the build but would fail later, in a screen or rule loaded on the way: it gets the
 * notice before the journey starts, whatever version its user agent names.
 */
export function lacksRequiredApi(scope: { Object: ObjectConstructor; Array: ArrayConstructor } = globalThis): boolean {
  const hasOwn = (scope.Object as { hasOwn?: unknown }).hasOwn;
  const findLast = (scope.Array.prototype as { findLast?: unknown }).findLast;
  return typeof hasOwn !== 'function' || typeof findLast !== 'function';
}

/** The browser when it is older than its supported minimum; undefined when it is supported or unknown. */
export function unsupportedBrowser(userAgent: string): DetectedBrowser | undefined {
  const browser = detectBrowser(userAgent);
  return browser && browser.version < MINIMUM_BROWSER_VERSIONS[browser.name] ? browser : undefined;
}
