// Regression tests of the defects of issue 15 "Defects met by trying the journey as a new user would": each test is
// named after the defect it keeps fixed.
import { BRANDS } from '../content/brands';
import { e2eTimings, errorSummary, expect, expectPageIcon, field, gotoStart, test } from './support/fixtures';
import { answerEligibility, fillStep1, fillStep2 } from './support/journey';
import { logInAtLoginPage, logInThroughLoginApp } from './support/loginApp';
import { submitSeeded } from './support/seededCase';

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
  await page.getByRole('button', { name: 'Continue' }).click();
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

test('portal: seeded cases show real start dates and why a cash ISA cannot be resumed', async ({ page }) => {
  await logInAtLoginPage(page, 'sandboxada');
  await expect(page).toHaveURL(/\/portal\?/, { timeout: 15_000 });
  const started = page.getByText(/^Started \d{2}\/\d{2}\/\d{4}$/);
  await expect(started.first()).toBeVisible();
  const today = new Date();
  for (const text of await started.allTextContents()) {
    const [day, month, year] = (/(\d{2})\/(\d{2})\/(\d{4})/.exec(text) ?? []).slice(1).map(Number);
    const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0));
    // a start date is in the past, and not long ago
    expect(date.getTime(), text).toBeLessThanOrEqual(today.getTime());
    expect(today.getTime() - date.getTime(), text).toBeLessThan(365 * 24 * 60 * 60 * 1000);
  }
  // the ISA transfer (not an online application) says why it has no Resume button, and what to do
  const isa = page.getByRole('listitem').filter({ hasText: 'SA90000015' });
  await expect(isa.getByRole('button')).toHaveCount(0);
  await expect(isa).toContainText("You can't continue this application online");
  await expect(isa).toContainText(BRANDS.CB.phone);
});

test('start page: an existing customer can log in', async ({ page }) => {
  await page.goto('/?applyFor=IM135&brandId=CB&promocode=SPRING%2024');
  await page.getByRole('link', { name: 'Log in to apply' }).click();
  // the sandbox's login app, then back to the product's start page as a logged-in customer
  await logInThroughLoginApp(page, 'sandboxada');
  await expect(page).toHaveURL(/\/\?brandId=CB&applyFor=IM135/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus');
  // logged in: no second invitation to log in
  await expect(page.getByRole('link', { name: 'Log in to apply' })).toHaveCount(0);
});

test('account opened: the telephone line once, and the agreed overdraft by its limit', async ({ page }) => {
  await submitSeeded(page, 'Overdraftfull', { overdraft: '750' });
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 40_000 });
  await page.getByRole('button', { name: 'Your overdraft agreement' }).click();
  await page.getByLabel(/this represents my signature/).check();
  await page.getByRole('button', { name: 'Open account with overdraft' }).click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 40_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Current Account Plus is open');
  const text = await page.locator('body').innerText();
  // the whole page, header to footer: the bank's number appears once, wherever it would be repeated
  expect(text.split(BRANDS.CB.phone).length - 1, 'times the telephone line is shown').toBe(1);
  await expect(
    page.getByText('Your arranged overdraft of £750 is ready to use as soon as your card arrives.'),
  ).toBeVisible();
  expect(text).not.toContain('If we agreed an overdraft');
});

test('favicon: each brand has its icon', async ({ page, request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/icon/);
  const icons = new Set<string>();
  for (const brand of ['CB', 'YB', 'DYB', 'VM'] as const) {
    await gotoStart(page, brand === 'VM' || brand === 'DYB' ? 'IM136' : 'IM135', brand);
    const icon = page.locator('link[rel="icon"]');
    await expect(icon).toHaveAttribute('data-brand', brand);
    const href = (await icon.getAttribute('href')) ?? '';
    // drawn in the brand's own colour, and the browser can load it
    expect(decodeURIComponent(href)).toContain(BRANDS[brand].theme.primary);
    await expectPageIcon(page, brand);
    icons.add(href);
  }
  expect(icons.size).toBe(4);
});

test('components: /components opens the gallery in every brand, never the login page', async ({ page }) => {
  for (const brand of Object.keys(BRANDS)) {
    await page.goto(`/components?brandId=${brand}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form components', { timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/components');
    await expect(page.locator('.header__brand')).toHaveText(BRANDS[brand as keyof typeof BRANDS].displayName);
  }
});
