// The client-context header sent with every call (doc 1 §7: "tracking id, app, package name, version,
// platform, make, locale, environment"). Nothing in it identifies the applicant: the tracking id is a
// random id for this browser session, the rest describes the app and the device.

export interface ClientContext {
  trackingId: string;
  app: string;
  packageName: string;
  version: string;
  platform: string;
  make: string;
  /** doc 1 §9: locale en-GB. */
  locale: 'en-GB';
  environment: string;
}

export const CLIENT_APP = 'account-opening';
export const CLIENT_PACKAGE_NAME = 'uk.bank.accountopening.web';
export const CLIENT_VERSION = '0.1.0';
/** doc 1 §9: locale en-GB. */
export const CLIENT_LOCALE = 'en-GB';

interface NavigatorLike {
  userAgent?: string;
  vendor?: string;
  platform?: string;
}

function currentNavigator(): NavigatorLike | undefined {
  return (globalThis as { navigator?: NavigatorLike }).navigator;
}

/** The browser family, read from the user agent (order matters: Edge and Opera also say Chrome). */
export function platformFromUserAgent(userAgent: string | undefined): string {
  if (!userAgent) return 'unknown';
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/OPR\//.test(userAgent)) return 'opera';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Chrome\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  if (/Trident\//.test(userAgent)) return 'ie';
  if (/^Node\.js|node/i.test(userAgent)) return 'node';
  return 'unknown';
}

function newTrackingId(): string {
  const cryptoLike = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (cryptoLike?.randomUUID) return cryptoLike.randomUUID();
  return `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A client context with sensible defaults, each overridable (the environment usually comes from the build). */
export function createClientContext(overrides: Partial<Omit<ClientContext, 'locale'>> = {}): ClientContext {
  const nav = currentNavigator();
  return {
    trackingId: overrides.trackingId ?? newTrackingId(),
    app: overrides.app ?? CLIENT_APP,
    packageName: overrides.packageName ?? CLIENT_PACKAGE_NAME,
    version: overrides.version ?? CLIENT_VERSION,
    platform: overrides.platform ?? platformFromUserAgent(nav?.userAgent),
    make: overrides.make ?? (nav?.vendor || nav?.platform || 'unknown'),
    locale: CLIENT_LOCALE,
    environment: overrides.environment ?? 'production',
  };
}

/** The header value: JSON with the field names of the API (snake case, like every body of doc 2 §7). */
export function clientContextHeader(context: ClientContext): string {
  return JSON.stringify({
    tracking_id: context.trackingId,
    app: context.app,
    package_name: context.packageName,
    version: context.version,
    platform: context.platform,
    make: context.make,
    locale: context.locale,
    environment: context.environment,
  });
}

/**
 * The device fingerprint sent on submit (doc 1 §7 `device_details.blackbox`): what a device-risk script
 * would collect, here the browser's own description of itself, base64 encoded. No secret, no applicant data.
 */
export function deviceBlackbox(): string {
  const nav = currentNavigator() as (NavigatorLike & { language?: string }) | undefined;
  const screenLike = (globalThis as { screen?: { width?: number; height?: number } }).screen;
  const description = JSON.stringify({
    ua: nav?.userAgent ?? 'unknown',
    lang: nav?.language ?? CLIENT_LOCALE,
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    screen: screenLike?.width && screenLike.height ? `${screenLike.width}x${screenLike.height}` : 'unknown',
  });
  return btoa(String.fromCharCode(...new TextEncoder().encode(description)));
}
