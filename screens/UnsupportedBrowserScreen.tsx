// The unsupported-browser notice (doc 1 §2, doc 3): shown instead of the app, which never starts, when the user
// agent names a browser older than its supported minimum, or the engine lacks the API the app calls
// (src/browserSupport.ts). No journey actor exists here.
import { BRANDS, findBrand } from '../content/brands';
import { UNSUPPORTED_BROWSER_COPY } from '../content/browserSupport';
import { COPY } from '../content/copy';
import type { DetectedBrowser } from '../src/browserSupport';

export function UnsupportedBrowserScreen({
  browser,
  brandId,
}: {
  /** The browser the user agent names when it is older than its minimum; none for an engine without the app's API. */
  browser: DetectedBrowser | undefined;
  brandId: string | null;
}) {
  const brand = findBrand(brandId ?? '') ?? BRANDS.VM;
  return (
    <>
      <header className="header">
        <div className="header__inner">
          <span className="header__brand" data-brand={brand.id}>
            {brand.displayName}
          </span>
          <span className="header__service">{COPY.serviceName}</span>
        </div>
      </header>
      <div className="page">
        <main className="page__main" id="main-content">
          <h1 className="heading-xl">{UNSUPPORTED_BROWSER_COPY.title}</h1>
          {browser ? <p className="body">{UNSUPPORTED_BROWSER_COPY.using(browser.name, browser.version)}</p> : null}
          <p className="body">{UNSUPPORTED_BROWSER_COPY.upgrade}</p>
          <p className="body">{UNSUPPORTED_BROWSER_COPY.supportedIntro}</p>
          <p className="body">{UNSUPPORTED_BROWSER_COPY.supported}</p>
          <p className="body">{UNSUPPORTED_BROWSER_COPY.call}</p>
        </main>
      </div>
    </>
  );
}
