// A task the app does not know (doc 1 "Case state to screen map" has no row for it; the chart's taskNotAvailable) in
// real Chromium, as a tester reaches it: the sandbox's documented control `POST /sandbox/cases/{caseId}/unknown-task`
// (platform/README.md "Sandbox-only routes") makes the case's next poll answer a case state a bank has added. Doc 3
// has no words for it; the app says so plainly, naming the step, with the brand's number. Nothing is lost: the case
// is untouched, and once the bank's step is behind it the same tab goes on to the applicant's offer.

import { findBrand } from '../content/brands';
import { JOURNEY_COPY } from '../content/journeyCopy';
import { expect, test } from './support/fixtures';
import { acceptReview } from './support/journey';
import { openSeededReview } from './support/seededCase';

test('submission: the bank answers a task the app does not know', async ({ page, axe }) => {
  const caseId = await openSeededReview(page);
  const control = await page.request.post(`/sandbox/cases/${caseId}/unknown-task`, {
    data: { task: 'somethingnew', times: 1 },
  });
  expect(control.status()).toBe(200);
  const polled = page.waitForResponse(
    (response) => response.request().method() === 'GET' && response.url().includes(`/${caseId}/tasks/next`),
  );
  await acceptReview(page);
  expect(await (await polled).json()).toEqual({ task_uri: expect.stringContaining('/tasks/somethingnew?') });

  await expect(page).toHaveURL(/\/error\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOURNEY_COPY.notAvailable.title);
  await expect(page.getByText(JOURNEY_COPY.notAvailable.task('somethingnew'))).toBeVisible();
  await expect(page.getByText(JOURNEY_COPY.notAvailable.callUs(findBrand('CB')?.phone ?? ''))).toBeVisible();
  await expect(page.getByText('Call us on 0800 000 1001 and we will help you.')).toBeVisible();
  await axe();

  // nothing is lost: the page says the case moved on (no error of the applicant's), and the case goes on as it was
  // (the control answered one poll only): F5 restores the tab's journey and the next poll finds the offer
  await page.reload();
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account and overdraft are approved');
});
