// Shortened platform and journey timings for browser tests (ARCHITECTURE "Tests": tests shorten delays by
// configuration, never by editing the chart). playwright.config.ts hands them to the platform as env.
export const e2eTimings = {
  /**
   * Case-state polling of the journey (production: 5000 ms). Every submission waits PLATFORM_PROCESSING_MS and up to a
   * poll more, every accepted offer a poll and COMPLETED_CASE_INTERVAL: with 1000/1500/1000/2000 ms they were about
   * 2 s each (bench/results/test-times.md "Seventh pass (timings)").
   */
  POLL_INTERVAL: 500,
  /**
   * How long the sandbox platform keeps a submitted case in processing. A test that looks at the submission page holds
   * the case's polls meanwhile (e2e/support/journey.ts holdPolls): 750 ms is shorter than an axe run under load.
   */
  PLATFORM_PROCESSING_MS: 750,
  /** How long the sandbox platform takes to fulfil an accepted case. */
  PLATFORM_FULFILMENT_MS: 500,
  /** The completed-case retrieval's interval while the accounts open (production: 2000 ms). */
  COMPLETED_CASE_INTERVAL: 500,
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
