// The token a new applicant's submit returns (doc 2 §7.1) in real Chromium: the app keeps it in memory and sends it
// on the evidence call, which needs a token (doc 1 §7 "with token"). Refusing a reduced overdraft takes the
// screenshot that goes to that call (doc 1 §4 "Offer").
import { expect, test } from './support/fixtures';
import { submitSeeded } from './support/seededCase';

test("refusing the overdraft sends the evidence with the token the applicant's submit returned", async ({ page }) => {
  const submitted = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/tasks/capture/actions/submit'),
  );
  await submitSeeded(page, 'Overdraftreduced');
  const caseToken = (await (await submitted).json()).access_token as string;
  // a signed case token (platform/auth/signedCaseTokens.ts): ct1.<id>.<case>.<bank>.<applicant>.<scope>.<expiry>.<mac>
  expect(caseToken).toMatch(/^ct1\.[\w.-]+\.[\w-]{43}$/);

  await expect(page).toHaveURL(/\/offer\?/, { timeout: 30_000 });
  const evidence = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/evidence'),
  );
  await page.getByRole('button', { name: 'Open account without overdraft' }).click();
  const response = await evidence;
  expect(response.request().headers().authorization).toBe(`Bearer ${caseToken}`);
  expect(response.status()).toBe(201);
  expect((await response.json()).size_bytes).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 30_000 });

  // In memory only: never in the tab's storage (ARCHITECTURE "Services").
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(caseToken);
});
