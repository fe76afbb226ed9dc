// Issue 14, the live inspector: an analyst's inspector page and an applicant's tab opened with ?inspect=1, side by
// side in one browser context (the BroadcastChannel is per origin and browser profile). The inspector follows the
// applicant from step 1 to review (active state, event list, invoked children), under a strict CSP like the one the
// platform sends, and nothing it received holds a value the applicant typed.
import type { Page } from '@playwright/test';
import { expect, startPath, test } from './support/fixtures';
import { answerEligibility, applicant, fillStep1, fillStep2 } from './support/journey';

/** The CSP the platform is to send (no inline script or style, only the built assets, never framed). */
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** Serves the inspector page with the strict CSP and records, in the page, every message and CSP violation. */
async function openInspector(page: Page): Promise<void> {
  await page.route('**/inspector', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } });
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __received: unknown[]; __violations: string[] };
    store.__received = [];
    store.__violations = [];
    new BroadcastChannel('journey-inspector').onmessage = (message) => store.__received.push(message.data);
    document.addEventListener('securitypolicyviolation', (event) =>
      store.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('/inspector');
}

function everyString(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(everyString);
  if (value && typeof value === 'object') return Object.values(value).flatMap(everyString);
  return [];
}

test('inspector: analyst follows an applicant from step 1 to review', async ({ page, context }) => {
  // Two pages and a whole application up to review on a shared 2-core machine.
  test.setTimeout(180_000);
  const inspector = page;
  await openInspector(inspector);
  await expect(inspector.getByRole('heading', { name: 'Journey inspector' })).toBeVisible();
  await expect(inspector.getByTestId('inspector-status')).toHaveText(/Waiting for an applicant tab/);
  // The chart is ELK's layout, saved: every state a box, the transitions labelled with their events.
  const chart = inspector.getByRole('img', { name: 'The journey statechart' });
  await expect(chart).toBeVisible();
  expect(await chart.locator('[data-state-id]').count()).toBeGreaterThan(100);
  await expect(chart.locator('text.transition-label', { hasText: /^CONTINUE/ }).first()).toBeAttached();

  const tab = await context.newPage();
  await tab.goto(`${startPath()}&inspect=1`);
  await expect(inspector.getByTestId('inspector-status')).toHaveText(/Live: applicant tab/);
  await expect(inspector.getByTestId('active-states')).toContainText('eligibility');

  await answerEligibility(tab);
  await expect(tab).toHaveURL(/\/step-1\?/);
  await expect(inspector.getByTestId('active-states')).toContainText('personalDetails');
  await expect(
    inspector.locator('[data-state-id][data-active="true"]', { hasText: 'personalDetails' }).first(),
  ).toBeAttached();
  await expect(inspector.getByTestId('events')).toContainText('ELIGIBILITY_ANSWERED');

  // The inactivity timer is an invoked child for the whole journey.
  await expect(inspector.getByTestId('children')).toContainText('inactivityTimer');
  // The address lookup is an invoked call actor: the inspector lists it among the children while it runs, and
  // its done event in the event list. The real platform answers it, held back long enough to be seen running.
  let releaseSearch = () => {};
  const searchHeld = new Promise<void>((resolve) => {
    releaseSearch = resolve;
  });
  await tab.route('**/ref/address/search/**', async (route) => {
    await searchHeld;
    await route.continue();
  });
  const filled = fillStep1(tab, { lookup: true });
  await expect(inspector.getByTestId('children')).toContainText('searchAddresses');
  releaseSearch();
  await filled;
  await expect(inspector.getByTestId('events')).toContainText('ADDRESS_SEARCH');
  await expect(inspector.getByTestId('events')).toContainText('xstate.done.actor.searchAddresses');
  await expect(inspector.getByTestId('children')).not.toContainText('searchAddresses');
  await expect(inspector.getByTestId('children')).toContainText('inactivityTimer');
  await tab.getByRole('button', { name: 'Continue' }).click();
  await expect(tab).toHaveURL(/\/step-2\?/);
  await expect(inspector.getByTestId('active-states')).toContainText('employmentDetails');
  await expect(inspector.getByTestId('events')).toContainText('xstate.done.actor.createCase');

  await fillStep2(tab);
  await tab.getByRole('button', { name: 'Continue' }).click();
  await expect(tab).toHaveURL(/\/review\?/);
  await expect(inspector.getByTestId('active-states')).toContainText('review');
  await expect(inspector.getByTestId('context')).toContainText('"caseId": "CS');

  // The events are listed in the order the chart took them.
  const events = await inspector.getByTestId('events').locator('li').allTextContents();
  const order = ['ELIGIBILITY_ANSWERED', 'ADDRESS_SEARCH', 'CONTINUE'].map((type) =>
    events.findIndex((line) => line.includes(` ${type}`)),
  );
  expect(order.every((index) => index >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);

  // Nothing the applicant typed reached the inspector, in any message (events, snapshots, actor registrations).
  const received = await inspector.evaluate(() => (window as unknown as { __received: unknown[] }).__received);
  expect(received.length).toBeGreaterThan(50);
  const text = JSON.stringify(received);
  const typed = [
    applicant.lastName,
    applicant.dateOfBirth,
    applicant.phoneNumber,
    applicant.email,
    applicant.streetName,
    applicant.dateMoved,
    'LS1 4AP',
    applicant.postcode,
    'Difference Engines Ltd',
    '01-09-2010',
  ];
  for (const value of typed) expect(text, `the inspector received ${value}`).not.toContain(value);
  const strings = new Set(everyString(received));
  // Short values (and numbers, which ids and times may contain) are looked for as whole values.
  for (const value of [
    applicant.firstName,
    applicant.city,
    applicant.houseNumber,
    'London',
    '42000',
    '2700',
    '950',
    '400',
  ]) {
    expect(strings.has(value), `the inspector received ${value}`).toBe(false);
  }
  // The typed values did reach the applicant's own tab (the check above is not vacuous).
  await expect(tab.getByText(applicant.lastName)).toBeVisible();
  await expect(tab.getByText('12 Wharfedale Row, Leeds, West Yorkshire, LS1 4AP')).toBeVisible();

  const violations = await inspector.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  expect(violations, 'CSP violations on the inspector page').toEqual([]);
});

test('inspector: with no live tab, an analyst steps through a path generated from the chart', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openInspector(page);
  // drawn from the saved layout (src/inspector/chartLayout.json): ELK's 1.4 MB script is never fetched
  await expect(page.getByRole('img', { name: 'The journey statechart' })).toBeVisible();
  await expect(page.getByTestId('layout-notice')).toHaveCount(0);
  expect(scripts.filter((path) => /elk/i.test(path))).toEqual([]);
  expect(scripts.some((path) => /\/assets\/inspector-/.test(path))).toBe(true);
  await page.getByRole('button', { name: 'Generated paths' }).click();
  // the first of the chart's own paths (the browser paths are the group before them)
  const chartPath = await page.locator('#path-select optgroup[label^="Chart paths"] option').first().textContent();
  await page.getByLabel('Generated path').selectOption({ label: chartPath ?? '' });
  await expect(page.getByTestId('inspector-status')).toHaveText(
    /Generated path: IM135 start page #1 \(\d+ events\), step 0 of \d+/,
  );
  const before = await page.getByTestId('active-states').textContent();
  const activeBoxes = page.locator('[data-state-id][data-active="true"]');
  expect(await activeBoxes.count()).toBeGreaterThan(1);
  for (let step = 1; step <= 6; step += 1) await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('inspector-status')).toHaveText(/step 6 of/);
  await expect(page.getByTestId('events').locator('li')).toHaveCount(7);
  await expect(page.getByTestId('active-states')).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(page.getByTestId('events').locator('li')).toHaveCount(6);
  const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  expect(violations).toEqual([]);
});

test('inspector: with no live tab, an analyst steps through a browser path the testers run', async ({ page }) => {
  await openInspector(page);
  await expect(page.getByRole('img', { name: 'The journey statechart' })).toBeVisible();
  await page.getByRole('button', { name: 'Generated paths' }).click();
  // the browser paths (e2e/generatedPaths.json) are a group of their own beside the chart's
  const browserGroup = page.locator('#path-select optgroup[label^="Browser paths"]');
  await expect(browserGroup.locator('option').first()).toBeAttached();
  const names = await browserGroup.locator('option').allTextContents();
  const name = names.find((option) => option.includes('eligibilityTerms'));
  if (!name) throw new Error(`no browser path through the terms page among ${names.length}`);
  await page.getByLabel('Generated path').selectOption({ label: name });
  await expect(page.getByTestId('inspector-status')).toContainText(`Generated path: ${name}, step 0 of`);
  const total = Number((await page.getByTestId('inspector-status').textContent())?.match(/of (\d+)$/)?.[1]);
  expect(total).toBeGreaterThan(2);

  // step on until the chart shows the terms page: the eligibility answers were the event that led there
  const next = page.getByRole('button', { name: 'Next step' });
  let step = 0;
  while (!(await page.getByTestId('active-states').textContent())?.includes('main.eligibility.terms')) {
    expect(step, 'the path never reaches the terms page').toBeLessThan(total);
    await next.click();
    step += 1;
  }
  await expect(page.getByTestId('events').locator('li').last()).toContainText('ELIGIBILITY_ANSWERED');
  await expect(page.locator('[data-state-id][data-active="true"]').first()).toBeAttached();
  // and on to its end
  while (step < total) {
    await next.click();
    step += 1;
  }
  await expect(page.getByTestId('inspector-status')).toContainText(`step ${total} of ${total}`);
  await expect(next).toBeDisabled();
  await expect(page.getByTestId('events').locator('li')).toHaveCount(total + 1);
  const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  expect(violations).toEqual([]);
});
