import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { BRANDS, type BrandId } from '../../content/brands';
import type { FeatureFlags, RuntimeConfig } from '../../contract/schemas';
import { type AxeContext, type AxeViolations, expectNoAxeViolations } from './axe';
import { e2eTimings, startPath } from './timings';

// What a journey spec needs besides Playwright itself. Import `test` and `expect` from here:
//   import { expect, gotoStart, test } from './support/fixtures';
//   test('applies for a current account', async ({ page, axe }) => { await gotoStart(page); await axe(); ... });

export { e2eTimings, expect, expectNoAxeViolations, startPath };

/** Opens the journey's start page for a product (with its IM prefix) and a brand, and waits for the app. */
export async function gotoStart(page: Page, product = 'IM135', brand = 'CB'): Promise<void> {
  await page.goto(startPath(product, brand));
  await page.waitForLoadState('networkidle');
}

/** What one test changes in the configuration the app loads: timings, and feature flags merged flag by flag. */
export type ConfigOverrides = Partial<Omit<RuntimeConfig, 'features'>> & { features?: Partial<FeatureFlags> };

/**
 * Rewrites the platform's own `/config.json` answer for this page (ARCHITECTURE "Tests": delays are shortened by
 * configuration): a timing one test waits on (the inactivity timeout, fault retries) or a feature flag. The rest is
 * what the platform serves, with e2e/support/timings.ts's timings.
 */
export async function withConfig(page: Page, overrides: ConfigOverrides): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as RuntimeConfig;
    const features = { ...config.features, ...overrides.features };
    await route.fulfill({ response, json: { ...config, ...overrides, features } });
  });
}

/**
 * /config.json with the transfer question's feature on (doc 1 "Registration": "when the product-type feature is on"),
 * and the production inactivity timeout: the browser tests' 20 s (e2e/support/timings.ts) is shorter than the cash
 * ISA hand-off's 25 s, during which the applicant does nothing.
 */
export function withTransferFeature(page: Page): Promise<void> {
  return withConfig(page, { inactivityTimeout: 900_000, features: { transfer: true } });
}

/**
 * Checks the page in the brand (issue 15): its header (logo text) and theme colours are the brand's own
 * (content/brands.ts; axe's color-contrast rule then proves them readable), 0 axe violations, and a full-page
 * screenshot kept as a test artefact (the HTML report shows it; not in CI: KEEP_SCREENSHOTS).
 */
export async function expectAccessibleInBrand(page: Page, brand: BrandId, testInfo: TestInfo, name: string) {
  // the page has drawn its screen: its level-one heading, or a modal dialog over it (whose heading is the dialog's;
  // the page behind may still be loading, as under the step-up modal)
  const drawn = page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog'));
  await expect(drawn.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.header__brand')).toHaveText(BRANDS[brand].displayName);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  );
  expect(primary).toBe(BRANDS[brand].theme.primary);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, testInfo, `${brand} ${name}`);
}

/**
 * The page's icon (issue 15: each brand its own, src/brandIcon.ts) is the brand's and loads in the browser. Checked on
 * every page accessibility.spec reaches by URL in the four brands, where each route's page is open anyway (until
 * 30 November a test of defects.spec opened each route again for it alone: about 40 documents, 52 s in a CI run).
 */
export async function expectPageIcon(page: Page, brand: BrandId): Promise<void> {
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('data-brand', brand);
  const href = (await icon.getAttribute('href')) ?? '';
  const loads = await page.evaluate(
    (src) =>
      new Promise((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth > 0);
        image.onerror = () => resolve(false);
        image.src = src;
      }),
    href,
  );
  expect(loads, `${new URL(page.url()).pathname}: the icon ${href.slice(0, 40)}… loads`).toBe(true);
}

/**
 * Whether the accessibility specs keep a full-page screenshot of each page they check, for a person to look at in the
 * HTML report: `E2E_SCREENSHOTS=1` or `0`; by default yes, but not in CI, whose report nobody opens (a brand test of
 * accessibilityJourneys: 53 CPU s without them against 59-67 with, bench/results/test-times.md "Twelfth pass").
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

/** The whole page, kept with the test's results (the HTML report shows it) when KEEP_SCREENSHOTS says so. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  // a JPEG: less for Chromium's browser process to encode than a PNG (bench/results/test-times.md "Eleventh pass")
  const body = await page.screenshot({ fullPage: true, type: 'jpeg', quality: 80 });
  await testInfo.attach(name, { body, contentType: 'image/jpeg' });
}

/** The form control whose `name` is a flat field name of doc 2 §3.1, spelled exactly. */
export function field(page: Page, name: string): Locator {
  return page.locator(`[name="${name.replace(/"/g, '\\"')}"]`);
}

/** The GOV.UK error summary ("There is a problem") at the top of a page that failed validation. */
export function errorSummary(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: 'There is a problem' });
}

type JourneyFixtures = {
  /** Runs axe-core (WCAG 2.x A/AA) on the current page, or a part of it, and fails on any violation. */
  axe: (context?: AxeContext) => Promise<AxeViolations>;
  /** Set false with `test.use({ failOnPageError: false })` in a spec that provokes a page error on purpose. */
  failOnPageError: boolean;
  /** Uncaught errors of the page; the test fails at its end when there are any (see failOnPageError). */
  pageErrors: Error[];
};

export const test = base.extend<JourneyFixtures>({
  failOnPageError: [true, { option: true }],
  pageErrors: [
    async ({ page, failOnPageError }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      if (failOnPageError) {
        expect(
          errors.map((error) => error.stack ?? error.message),
          'uncaught errors in the page',
        ).toEqual([]);
      }
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => {
    await use((context) => expectNoAxeViolations(page, context));
  },
});
