// The browsers the product supports (doc 1 §2 "Screen behaviours", doc 3 "Result and other pages": Chrome 39,
// Safari 8, IE 11, Edge 12, Firefox 33, Opera 38) and the notice an older one gets, with its upgrade message.
export type SupportedBrowser = 'Chrome' | 'Safari' | 'Internet Explorer' | 'Edge' | 'Firefox' | 'Opera';

/** The lowest major version of each browser that may open an account online. */
export const MINIMUM_BROWSER_VERSIONS: Readonly<Record<SupportedBrowser, number>> = {
  Chrome: 39,
  Safari: 8,
  'Internet Explorer': 11,
  Edge: 12,
  Firefox: 33,
  Opera: 38,
};

const supportedList = (Object.entries(MINIMUM_BROWSER_VERSIONS) as [SupportedBrowser, number][])
  .map(([name, version]) => `${name} ${version}`)
  .join(', ');

export const UNSUPPORTED_BROWSER_COPY = {
  title: 'Your browser is not supported',
  /** The browser and version the applicant is using. */
  using: (name: string, version: number) => `You're using ${name} ${version}, which we no longer support.`,
  upgrade:
    'To open an account online safely, please upgrade your browser to its latest version, or use a different browser.',
  supportedIntro: 'You can apply with any of these browsers, or a later version:',
  supported: supportedList,
  call: 'You can also call us or visit a branch to open an account.',
} as const;
