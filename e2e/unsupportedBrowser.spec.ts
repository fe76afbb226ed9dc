// The unsupported-browser notice (issue 15, doc 1 §2, doc 3): a user agent older than the supported minimums
// (Chrome 39, Safari 8, IE 11, Edge 12, Firefox 33, Opera 38) gets the upgrade message, and the journey never starts.
import { UNSUPPORTED_BROWSER_COPY } from '../content/browserSupport';
import { expect, startPath, test } from './support/fixtures';

test.describe('with the user agent of Firefox 32', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 6.1; WOW64; rv:32.0) Gecko/20100101 Firefox/32.0' });

  test('unsupported browser: an old Firefox gets the upgrade notice and the journey does not start', async ({
    page,
    axe,
  }) => {
    const platformCalls: string[] = [];
    page.on('request', (request) => {
      // what the app's script asks for (fetch, XHR): index.html's preload of the first start-up files is the HTML's,
      // not the journey's, and browsers this old do not preload at all (issue 16); the product content file is never
      // preloaded, so a journey that started would show here
      if (!['fetch', 'xhr'].includes(request.resourceType())) return;
      const path = new URL(request.url()).pathname;
      if (path === '/config.json' || path.endsWith('Content.json') || path.startsWith('/banks/'))
        platformCalls.push(path);
    });
    await page.goto(startPath('IM135', 'CB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNSUPPORTED_BROWSER_COPY.title);
    await expect(page.getByText(UNSUPPORTED_BROWSER_COPY.using('Firefox', 32))).toBeVisible();
    await expect(page.getByText(UNSUPPORTED_BROWSER_COPY.upgrade)).toBeVisible();
    await expect(
      page.getByText('Chrome 39, Safari 8, Internet Explorer 11, Edge 12, Firefox 33, Opera 38'),
    ).toBeVisible();
    await expect(page.getByText('Clydeside Bank')).toBeVisible();
    await axe();
    // Nothing of the journey ran: no configuration, no platform call, no eligibility question.
    expect(platformCalls).toEqual([]);
    await expect(page.getByRole('group', { name: 'Are you 18 or over?' })).toHaveCount(0);
  });
});

test.describe('with the user agent of Firefox 33', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 6.1; WOW64; rv:33.0) Gecko/20100101 Firefox/33.0' });

  test('unsupported browser: Firefox 33, the minimum, opens the journey', async ({ page }) => {
    await page.goto(startPath('IM135', 'CB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus');
    await expect(page.getByRole('group', { name: 'Are you 18 or over?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: UNSUPPORTED_BROWSER_COPY.title })).toHaveCount(0);
  });
});

// Browsers without ES modules (IE 11, Chrome before 61) skip the app's module script, so the check above never runs
// in them: the page's `<script nomodule>` (scripts/unsupportedBrowserScript.ts) shows the notice instead. Chromium
// runs modules and skips nomodule scripts, so the test plays such a browser: the module app is kept from loading,
// `noModule` is taken from the script element (as an engine without modules has none), and the fallback the page
// names is run in the page as it was served.
test('unsupported browser: a browser without ES modules runs the nomodule fallback and gets the upgrade notice', async ({
  page,
  axe,
}) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(startPath('IM135', 'CB'));
  const src = await page.locator('script[nomodule]').getAttribute('src');
  expect(src).toBe('/unsupported-browser.js');
  const served = await page.request.get(src ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/javascript/);
  await expect(page.locator('#root')).toBeEmpty();

  await page.evaluate(() => {
    delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
  });
  await page.evaluate(await served.text());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNSUPPORTED_BROWSER_COPY.title);
  await expect(page.getByText(UNSUPPORTED_BROWSER_COPY.upgrade)).toBeVisible();
  await expect(page.getByText(UNSUPPORTED_BROWSER_COPY.supportedIntro)).toBeVisible();
  await expect(
    page.getByText('Chrome 39, Safari 8, Internet Explorer 11, Edge 12, Firefox 33, Opera 38'),
  ).toBeVisible();
  await expect(page.getByText(UNSUPPORTED_BROWSER_COPY.call)).toBeVisible();
  await axe();
});

test('unsupported browser: a modern browser never shows the nomodule fallback, even if the fallback runs', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(startPath('IM135', 'CB'));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Apply for a Current Account Plus');
  // nor downloads it: the start page's bytes are what they were
  expect(fetched).not.toContain('/unsupported-browser.js');
  // Chromium skipped the nomodule script; run it anyway (as Safari 10.1 would): it sees `noModule` and does nothing
  const src = await page.locator('script[nomodule]').getAttribute('src');
  await page.evaluate(await (await page.request.get(src ?? '')).text());
  await expect(heading).toHaveText('Apply for a Current Account Plus');
  await expect(page.getByRole('group', { name: 'Are you 18 or over?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: UNSUPPORTED_BROWSER_COPY.title })).toHaveCount(0);
});
