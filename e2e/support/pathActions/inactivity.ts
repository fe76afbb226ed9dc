// The inactivity timer's events on generated browser paths (issue 14; doc 1 §4 "Authentication and session", WCAG
// 2.2.1 "Timing adjustable"): the browser half of ../pathEvents/entry.ts INACTIVITY_EVENTS, spread into
// ../pathActions.ts PATH_ACTIONS. With the e2e timings (e2e/support/timings.ts: a 20 s timeout) the warning shows
// after 15 s without activity and the time runs out 5 s later (e2e/timeout.spec.ts drives it with the page's clock).
import type { Page } from '@playwright/test';
import { SESSION_TIMEOUT_COPY } from '../../../content/sessionTimeout';
import type { BrowserStep } from '../../../model-tests/browserPaths';
import { expect } from '../fixtures';
import type { INACTIVITY_EVENTS } from '../pathEvents/entry';

/** src/activity.ts reports activity at most once every 3 s: a key pressed later than that is reported. */
const ACTIVITY_REPORT_MS = 3000;

const warningOf = (page: Page) => page.getByRole('alertdialog', { name: SESSION_TIMEOUT_COPY.warningTitle });

/** A key that types nothing and moves nothing: the page hears a keydown, the applicant's activity. */
async function pressAKey(page: Page) {
  await page.waitForTimeout(ACTIVITY_REPORT_MS);
  await page.keyboard.press('Shift');
}

type InactivityAction = (context: { page: Page }) => Promise<void>;

export const INACTIVITY_ACTIONS: Record<keyof typeof INACTIVITY_EVENTS, InactivityAction> = {
  USER_ACTIVE: ({ page }) => pressAKey(page),
  // the timer warns 15 s after the last activity: the page is left alone until it does
  INACTIVITY_WARNING: ({ page }) => expect(warningOf(page)).toBeVisible({ timeout: 30_000 }),
  INACTIVITY_EXTENDED: async ({ page }) => {
    await pressAKey(page);
    await expect(warningOf(page)).toHaveCount(0);
  },
  // a screen reader's activation is a click with no key or pointer event before it (src/activity.ts hears those,
  // and the activity alone would take the warning away first): the button's own way of giving more time
  SESSION_EXTENDED: async ({ page }) => {
    await warningOf(page).getByRole('button', { name: SESSION_TIMEOUT_COPY.extend }).dispatchEvent('click');
    await expect(warningOf(page)).toHaveCount(0);
  },
};

/** What the step's view asks of the warning (pathActions.ts expectView): shown over the page. */
export async function expectTimeoutWarning(page: Page, timeout?: number) {
  await expect(warningOf(page)).toBeVisible({ timeout });
  await expect(warningOf(page)).toContainText(SESSION_TIMEOUT_COPY.warningTitle);
}

/** A completed-case read failed, as the chart model labels it (../pathEvents/faults.ts). */
const UNREAD_ACCOUNTS = 'fetchCompletedCase✗(service_unavailable)';

/**
 * The completion waited out to the error page: the chart model's reads fail 3 times (its completedCaseMaxAttempts),
 * the browser's 10 (/config.json), each tried 4 times, 2 s apart, about 36 s; longer than the e2e inactivity
 * time-out (20 s), which would come first unless the applicant keeps the page active meanwhile. The extra time the
 * browser takes over the model's count, in ms (0 for any other step).
 */
export function accountsWaitedOutMs(step: BrowserStep): number {
  return step.outcomes.filter((outcome) => outcome === UNREAD_ACCOUNTS).length > 1 ? 30_000 : 0;
}

/** A key every 5 s (the applicant watching the page), until the returned stop is called. */
export function stayActive(page: Page): () => Promise<void> {
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await page.waitForTimeout(5000);
      if (!stopped) await page.keyboard.press('Shift').catch(() => undefined);
    }
  })();
  return async () => {
    stopped = true;
    await loop.catch(() => undefined);
  };
}
