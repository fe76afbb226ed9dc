// Shortened platform and journey timings for browser tests (ARCHITECTURE "Tests": tests shorten delays by
// configuration, never by editing the chart). playwright.config.ts hands them to the platform as env.
export const e2eTimings = {
  /** Case-state polling of the journey (production: 5000 ms). */
  POLL_INTERVAL: 1000,
  /** How long the sandbox platform keeps a submitted case in processing. */
  PLATFORM_PROCESSING_MS: 1500,
  /** How long the sandbox platform takes to fulfil an accepted case. */
  PLATFORM_FULFILMENT_MS: 1000,
  /** Form autosave interval. */
  AUTOSAVE_INTERVAL: 2000,
  /** Inactivity timeout (doc 1 §4): long enough for every other test's pauses, short enough to test. */
  INACTIVITY_TIMEOUT: 20000,
  /** Analytics send interval (production: 20000 ms, doc 1 §9). */
  ANALYTICS_INTERVAL: 3000,
  /**
   * Offer reads refused with 401 before the error page (production: 9 of 2 s, which outlast INACTIVITY_TIMEOUT): the
   * chart model's count (model-tests/journeyModel.ts OFFER_RETRY_MAX_TRIES), so generated paths and the browser agree.
   */
  OFFER_RETRY_MAX_TRIES: 3,
  /**
   * Time to answer the security questions (production: 180000 ms): a path that answers all three takes about 3 s; one
   * that lets it run out must see it end before the inactivity warning (15 s after the review's submit).
   */
  CALL_VALIDATION_TIMEOUT: 8000,
} as const;

/** The start page of the journey for a product code (with its IM prefix) and a brand (doc 1 "Route table"). */
export function startPath(product = 'IM135', brand = 'CB'): string {
  return `/?applyFor=${encodeURIComponent(product)}&brandId=${encodeURIComponent(brand)}`;
}
