// WCAG 2.2.1 "Timing adjustable" (issue 15): the inactivity timer (doc 1 §4) warns before it runs out, in an alert
// dialog screen readers announce, with one button for more time; when nobody asks, the page says time has run out.
// The timings are e2e/support/timings.ts's: a 20 s timeout, so the warning comes at 15 s.
import { e2eTimings, expect, gotoStart, test } from './support/fixtures';

test('timeout: a warning before the session ends gives more time, then the time has run out page', async ({
  page,
  axe,
}) => {
  test.setTimeout(e2eTimings.INACTIVITY_TIMEOUT * 3 + 60_000);
  await gotoStart(page);
  const warning = page.getByRole('alertdialog', { name: 'Do you need more time?' });
  await expect(warning).toBeVisible({ timeout: e2eTimings.INACTIVITY_TIMEOUT + 10_000 });
  await expect(warning).toContainText('we will stop your application in 5 seconds');
  const extend = warning.getByRole('button', { name: 'Continue with my application' });
  // focus moves to the dialog's button, so a keyboard or screen reader user meets it at once
  await expect(extend).toBeFocused();
  await axe();
  await page.keyboard.press('Enter');
  await expect(warning).toHaveCount(0);
  // more time was given: the page is still the start page when the first period would have ended
  await page.waitForTimeout(e2eTimings.INACTIVITY_TIMEOUT / 4 + 1000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus');

  // nobody answers the next warning: the time runs out
  await expect(warning).toBeVisible({ timeout: e2eTimings.INACTIVITY_TIMEOUT + 10_000 });
  await expect(page).toHaveURL(/\/time-out\?/, { timeout: e2eTimings.INACTIVITY_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time has run out');
  await expect(warning).toHaveCount(0);
  await axe();
  await page.getByRole('link', { name: 'Start again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus');
});
