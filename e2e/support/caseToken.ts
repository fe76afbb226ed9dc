// Issue 10: every call under a case id needs the case's token, which the app keeps in memory only. A test that reads
// the case behind the app's back takes the token from the answers the app itself received (create, submit, resume).
import type { Page } from '@playwright/test';

const TOKEN_ANSWERS =
  /\/banks\/[A-Z]+\/cases\/csap\w+\/(?:ntb|existing)(?:$|\/[A-Z]{2}\d{8}\/(?:resume|tasks\/capture\/actions\/submit)$)/;

/** Watches the page's case calls; answers a getter of the latest case token the app was given. */
export function watchCaseToken(page: Page): () => string | undefined {
  let latest: string | undefined;
  page.on('response', async (response) => {
    if (response.status() >= 300 || !TOKEN_ANSWERS.test(new URL(response.url()).pathname)) return;
    try {
      const token = ((await response.json()) as { access_token?: unknown }).access_token;
      if (typeof token === 'string') latest = token;
    } catch {
      // not JSON: not a token answer
    }
  });
  return () => latest;
}

/** The authorization header of the latest case token (for page.request calls to the case). */
export function caseAuthorization(token: () => string | undefined): Record<string, string> {
  const value = token();
  if (!value) throw new Error('the app has not been given a case token yet');
  return { authorization: `Bearer ${value}` };
}
