// One journey per sandbox scenario (content/scenarios.ts, served at /sandbox/scenarios): a new applicant's case with
// the scenario's last name is submitted from review and the journey ends on the page doc 1's case-state map names for
// the case state it forces. The steps before review are seeded through the platform (e2e/support/seededCase.ts): the
// subject here is the outcome, and typing the last name on step 1 is e2e/journey.spec.ts's.
import { expect, test } from './support/fixtures';
import { submitSeeded } from './support/seededCase';

const outcomes = [
  { lastName: 'Idfail', path: '/sorry', heading: "Sorry, we can't open your account online" },
  { lastName: 'Declined', path: '/sorry', heading: "Sorry, we can't open your account online" },
  { lastName: 'Cancelled', path: '/sorry', heading: "Sorry, we can't open your account online" },
  { lastName: 'Idcannot', path: '/id-deferred', heading: 'We need to see your ID' },
  { lastName: 'Referred', path: '/deferred', heading: "We're checking your application" },
  { lastName: 'Expired', path: '/deferred', heading: "We're checking your application" },
  { lastName: 'Cardexists', path: '/deferred/card', heading: "We're checking your application" },
  { lastName: 'Rejected', path: '/decline', heading: "Sorry, we can't open this account after our credit check" },
  { lastName: 'Tacreferred', path: '/proof-of-income', heading: 'We need proof of your income' },
  { lastName: 'Credittac', path: '/proof-of-income', heading: 'We need proof of your income' },
  { lastName: 'Incomeproof', path: '/proof-of-income', heading: 'We need proof of your income' },
  { lastName: 'Nomatch', path: '/credit-check-deferred', heading: 'We need some documents from you' },
  { lastName: 'Poinomatch', path: '/credit-check-poi-deferred', heading: 'We need some documents from you' },
  { lastName: 'Provideraverify', path: '/pending-provider-a-verification', heading: 'Verify your identity in our app' },
  { lastName: 'Providerbinvite', path: '/provider-b-invite', heading: 'Check your identity with our partner' },
  { lastName: 'Providerbsent', path: '/provider-b-invite', heading: 'Check your identity with our partner' },
  { lastName: 'Providerbcase', path: '/pending-provider-b-case', heading: "We're waiting for your identity check" },
  { lastName: 'Providerbrefer', path: '/pending-provider-b-refer', heading: "We're reviewing your identity check" },
] as const;

// No axe here: each of these pages is one screen per route (machines/resultPages.ts: one result id per route), and
// e2e/accessibilityJourneys.spec.ts checks every one of them, in CB with this same product (IM135) and in the other
// three brands; the 18 runs here (1.2 s each, three of /sorry) checked the CB pages a second time.
for (const outcome of outcomes) {
  test(`last name ${outcome.lastName} ends on ${outcome.path}`, async ({ page }) => {
    await submitSeeded(page, outcome.lastName);
    await expect(page).toHaveURL(new RegExp(`${outcome.path.replace(/\//g, '\\/')}\\?`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(outcome.heading);
  });
}

test('the phone-app verification page copies the case reference', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await submitSeeded(page, 'Provideraverify');
  await expect(page).toHaveURL(/\/pending-provider-a-verification\?/, { timeout: 30_000 });
  const reference = await page.getByTestId('case-reference').textContent();
  expect(reference).toMatch(/^CS\d{8}$/);
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Successfully copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
});

test('the scenario table is a page a tester can open', async ({ page, axe }) => {
  await page.goto('/sandbox/scenarios');
  await expect(page.getByRole('table', { name: 'Magic values and the case state they lead to' })).toContainText(
    'Idfail',
  );
  await expect(page.getByRole('table', { name: /^Switch scenarios/ })).toContainText('99999345');
  await axe();
});
