// WCAG 2.2.1 "Timing adjustable" (issue 15): the inactivity timer (doc 1 §4) warns before it runs out, in an alert
// dialog screen readers announce, with one button for more time; when nobody asks, the page says time has run out.
// This page's timeout is 80 s (/config.json `inactivityTimeout`), so the warning comes at 60 s, 20 s before the end:
// the browser tests' 20 s (e2e/support/timings.ts) left the test 5 s of real time to check the dialog, which axe alone
// outlasted on a host whose cores the whole suite kept busy (CI 2026-11-29 10:36, twice). The page's clock is
// installed before the app loads (time flows as usual) and moved on past each quiet stretch the test would otherwise
// sit through. The inactivity time-out in real time: login.spec.ts ("after the inactivity timeout with a case").
import { expect, gotoStart, test, withConfig } from './support/fixtures';

const INACTIVITY_TIMEOUT = 80_000;
/** How long before the end the warning comes: a quarter of the timeout (machines/inactivity.ts warningLeadOf). */
const WARNING_LEAD = INACTIVITY_TIMEOUT / 4;
const WARNING_AT = INACTIVITY_TIMEOUT - WARNING_LEAD;

test('timeout: a warning before the session ends gives more time, then the time has run out page', async ({
  page,
  axe,
}) => {
  await page.clock.install();
  await withConfig(page, { inactivityTimeout: INACTIVITY_TIMEOUT });
  await gotoStart(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Apply for a Current Account Plus');
  const warning = page.getByRole('alertdialog', { name: 'Do you need more time?' });
  await expect(warning).toHaveCount(0);
  // the timer started with the app, before this point: the warning is due within this stretch
  await page.clock.fastForward(WARNING_AT);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`we will stop your application in ${WARNING_LEAD / 1000} seconds`);
  // what a screen reader announces with the dialog's name: how long is left (aria-describedby)
  await expect(warning).toHaveAccessibleDescription(
    new RegExp(`we will stop your application in ${WARNING_LEAD / 1000} seconds`),
  );
  const extend = warning.getByRole('button', { name: 'Continue with my application' });
  // focus moves to the dialog's button, so a keyboard or screen reader user meets it at once
  await expect(extend).toBeFocused();
  await axe();
  await page.keyboard.press('Enter');
  await expect(warning).toHaveCount(0);
  // The key is the applicant's activity too, reported to the chart in the browser's idle time (src/activity.ts: the
  // second idle period, each within half a second), which this page's clock fakes: its first second runs every timer
  // in it, so the report lands now and not at the end of the jump below, which would start the timer again from there.
  await page.clock.runFor(1000);
  // more time was given: the page is still the start page when the first period would have ended
  await page.clock.fastForward(WARNING_LEAD);
  await expect(heading).toHaveText('Apply for a Current Account Plus');
  await expect(warning).toHaveCount(0);

  // nobody answers the next warning: the time runs out
  await page.clock.fastForward(WARNING_AT);
  await expect(warning).toBeVisible();
  await page.clock.fastForward(WARNING_LEAD);
  await expect(page).toHaveURL(/\/time-out\?/, { timeout: 20_000 });
  await expect(heading).toHaveText('Time has run out');
  await expect(warning).toHaveCount(0);
  await axe();
  await page.getByRole('link', { name: 'Start again' }).click();
  await expect(heading).toHaveText('Apply for a Current Account Plus');
});
