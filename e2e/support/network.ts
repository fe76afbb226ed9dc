// What the browser did besides drawing pages: the platform calls that were refused and the addresses the app went
// to, so a journey that ends somewhere unexpected (the login page, the error page) says why.
import type { Page } from '@playwright/test';

/** The platform's API prefixes (platform/README.md "Calls"); pages, assets and the login app are not API calls. */
const API_PATH = /^\/(banks|ref|user|users|bank)(\/|$)/;

export interface JourneyTrace {
  /** `status METHOD path` of every API response of 400 or more, in order. */
  refusedCalls: string[];
  /** Every address the page showed (path and query; a hash is left out, it may hold a token). */
  addresses: string[];
}

/** Starts recording; read the arrays at any point of the test. */
export function traceJourney(page: Page): JourneyTrace {
  const trace: JourneyTrace = { refusedCalls: [], addresses: [] };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && API_PATH.test(url.pathname)) {
      trace.refusedCalls.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    trace.addresses.push(`${url.pathname}${url.search}`);
  });
  return trace;
}
