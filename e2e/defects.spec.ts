// Regression tests of the defects of issue 15 "Defects met by trying the journey as a new user would": each test is
// named after the defect it keeps fixed.
import { e2eTimings, errorSummary, expect, field, gotoStart, test } from './support/fixtures';
import { answerEligibility, fillStep1, fillStep2 } from './support/journey';

async function toStep2(page: import('@playwright/test').Page) {
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/step-2\?/);
}

test('step 2: a reload keeps the overdraft amount', async ({ page }) => {
  await toStep2(page);
  await fillStep2(page, { overdraft: '750' });
  // the amount is the last thing typed: the reload comes while its field still has focus, as F5 would
  await expect(field(page, 'overdraftLimit')).toBeFocused();
  await page.reload();
  await expect(field(page, 'overdraftLimit')).toHaveValue('750', { timeout: 15_000 });
  await expect(field(page, 'grossAnnualIncome')).toHaveValue('42000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/, { timeout: 15_000 });
});

test('autosave: a 1036 refusal is not sent again until the username changes', async ({ page }) => {
  await toStep2(page);
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/);
  // Every update of the case the page sends (PUT …/cases/{caseType}/{caseId}) and the username it carries.
  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'PUT' || !/\/cases\//.test(request.url())) return;
    updates.push(JSON.stringify(request.postDataJSON() ?? {}).includes('sandboxada') ? 'sandboxada' : 'other');
  });
  for (const name of ['consentEmail', 'consentInternetBanking', 'consentMessaging', 'consentVoice', 'consentPost']) {
    await page.locator(`[name="${name}"][value="No"]`).check();
  }
  // a seeded customer's username (platform/README.md "Sandbox customers"): the platform answers 409 1036
  await field(page, 'username').fill('sandboxada');
  await field(page, 'reviewAcceptTsAndCs').check();
  await page.getByRole('button', { name: 'Accept and apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That username is already in use' }).first()).toBeVisible();
  const refused = updates.filter((username) => username === 'sandboxada').length;
  expect(refused).toBeGreaterThanOrEqual(1);
  // Several autosave intervals (e2eTimings.AUTOSAVE_INTERVAL) and error intervals go by: nothing is sent again.
  await page.waitForTimeout(e2eTimings.AUTOSAVE_INTERVAL * 4);
  expect(updates.filter((username) => username === 'sandboxada').length).toBe(refused);

  // Another username: autosave sends it as soon as the field is left.
  await field(page, 'username').fill(`ada.${Date.now().toString(36)}`);
  await field(page, 'username').blur();
  await expect
    .poll(() => updates.filter((username) => username === 'other').length, { timeout: 15_000 })
    .toBeGreaterThan(0);
});

test('eligibility: each unanswered question has its own message linked to its field', async ({ page }) => {
  await gotoStart(page);
  await page.getByRole('button', { name: 'Start your application' }).click();
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  const expected = [
    ['Select yes if you are 18 or over', 'Are you 18 or over?'],
    ['Select yes if you live in the UK', 'Do you live in the UK?'],
    [
      'Select yes if you have a mobile phone or a computer you can use to manage your account',
      /mobile phone or a computer/,
    ],
  ] as const;
  for (const [message, question] of expected) {
    const link = summary.getByRole('link', { name: message });
    await expect(link).toHaveCount(1);
    // each question shows its own message beside it
    await expect(page.getByRole('group', { name: question })).toContainText(message);
    await link.click();
    // the link lands on the first answer of its own question
    await expect(page.getByRole('group', { name: question }).getByLabel('Yes')).toBeFocused();
  }
});

test('review: a refused submit focuses the error summary once and the page settles', async ({ page }) => {
  await toStep2(page);
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/);
  const focusMoves: string[] = [];
  await page.exposeFunction('reportFocus', (what: string) => focusMoves.push(what));
  await page.evaluate(() => {
    document.addEventListener('focusin', (event) => {
      const target = event.target as HTMLElement;
      (window as unknown as { reportFocus(what: string): void }).reportFocus(target.className || target.tagName);
    });
  });
  await page.getByRole('button', { name: 'Accept and apply' }).click();
  const summary = errorSummary(page).first();
  await expect(summary).toBeFocused();
  // The page stands still: the scroll position is the same over a second of frames.
  const positions = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const start = performance.now();
        const frame = () => {
          seen.push(Math.round(window.scrollY));
          if (performance.now() - start < 1000) requestAnimationFrame(frame);
          else resolve(seen);
        };
        window.setTimeout(() => requestAnimationFrame(frame), 500);
      }),
  );
  expect(new Set(positions).size, `scroll positions seen: ${[...new Set(positions)].join(', ')}`).toBe(1);
  expect(focusMoves.filter((what) => what.includes('error-summary'))).toHaveLength(1);
  // and a click lands: the first link of the summary takes the applicant to its field
  await summary.getByRole('link').first().click();
  await expect(page.locator(':focus')).toHaveAttribute('name', /.+/);
});
