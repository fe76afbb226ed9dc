// The unsupported-browser notice (issue 15, doc 1 §2, doc 3): a user agent older than the supported minimums
// (Chrome 39, Safari 8, IE 11, Edge 12, Firefox 33, Opera 38) gets the upgrade message, and the journey never starts;
// so does any browser that cannot run the ES2020 build (below).
import type { Page } from '@playwright/test';
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

// Every browser loads /unsupported-browser.js (scripts/unsupportedBrowserScript.ts): a classic deferred script, first
// in <head>, so it runs before the app's module. It shows the notice in a browser without ES modules at once, and in
// one with modules but not the ES2020 the app is built for when the app's script fails before it has mounted.
const FALLBACK = 'script[src="/unsupported-browser.js"]';
/** The app's start chunk (every module the start page imports statically, vite.config.ts). */
const START_CHUNK = /\/assets\/start-[^/]+\.js$/;

/** Serves the app's start chunk with `prefix` before its own code. */
async function prefixStartChunk(page: Page, prefix: string): Promise<void> {
  await page.route(START_CHUNK, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${prefix}\n${await response.text()}` });
  });
}

// Browsers without ES modules (IE 11, Chrome before 61) skip the app's module script, so the check above never runs
// in them. Chromium runs modules, so the test plays such a browser: the module app is kept from loading, `noModule`
// is taken from the script element (as an engine without modules has none), and the fallback the page names is run
// again in the page as it was served.
test('unsupported browser: a browser without ES modules runs the fallback and gets the upgrade notice', async ({
  page,
  axe,
}) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(startPath('IM135', 'CB'));
  const fallback = page.locator(FALLBACK);
  // a classic script (no type="module", no nomodule), deferred, before the app's module in <head>
  expect(await fallback.evaluate((script: HTMLScriptElement) => [script.type, script.noModule, script.defer])).toEqual([
    '',
    false,
    true,
  ]);
  expect(
    await page.evaluate(() => document.head.querySelector('script')?.getAttribute('src')),
    'the first script of the page',
  ).toBe('/unsupported-browser.js');
  const served = await page.request.get('/unsupported-browser.js');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/javascript/);
  // a module that could not be fetched is not the browser's fault: no notice for it
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

test.describe("when the app's script fails", () => {
  test.use({ failOnPageError: false });

  // Chrome 61-79, Safari 10.1-13 (iOS 12 iPads), Firefox 60-73 run modules but refuse the ES2020 build's syntax
  // (`?.`, `??`). Chromium parses all of that, so the only way to be such an engine in Chromium is to serve the start
  // chunk with syntax Chromium refuses (page.route): here the pipeline operator `|>`, a proposal no engine ships.
  test("unsupported browser: a browser that cannot parse the app's script gets the upgrade notice, not a blank page", async ({
    page,
    pageErrors,
    axe,
  }) => {
    await prefixStartChunk(page, 'const newerSyntax = 1 |> String;');
    await page.goto(startPath('IM135', 'CB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNSUPPORTED_BROWSER_COPY.title);
    await expect(page.getByText(UNSUPPORTED_BROWSER_COPY.upgrade)).toBeVisible();
    await expect(
      page.getByText('Chrome 39, Safari 8, Internet Explorer 11, Edge 12, Firefox 33, Opera 38'),
    ).toBeVisible();
    await expect(page.getByText(UNSUPPORTED_BROWSER_COPY.call)).toBeVisible();
    // the engine really refused the script, and the notice is there once
    expect(pageErrors.map((error) => error.name)).toEqual(['SyntaxError']);
    await expect(page.getByRole('heading', { name: UNSUPPORTED_BROWSER_COPY.title })).toHaveCount(1);
    await axe();
  });

  // Chrome 80-92, Safari 13.1-15.3 (iOS 14 iPads), Firefox 74-91 parse the build but have no Object.hasOwn (ES2022),
  // which the app calls (no longer on the start page: in the rules and screens loaded on the way, issue 16).
  // Chromium without it is such an engine: the app's own check shows the notice before the journey starts, and
  // nothing fails.
  test('unsupported browser: a browser without an API the app calls gets the upgrade notice before the journey starts', async ({
    page,
    pageErrors,
  }) => {
    await page.addInitScript(() => {
      delete (Object as { hasOwn?: unknown }).hasOwn;
    });
    await page.goto(startPath('IM135', 'CB'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNSUPPORTED_BROWSER_COPY.title);
    await expect(page.getByText(UNSUPPORTED_BROWSER_COPY.upgrade)).toBeVisible();
    await expect(page.getByRole('heading', { name: UNSUPPORTED_BROWSER_COPY.title })).toHaveCount(1);
    // the notice instead of the journey, and nothing failed on the way
    expect(pageErrors).toEqual([]);
  });

  // A TypeError in a browser that has the APIs the app may call (ES2023's) is the app's own fault: telling the applicant to upgrade would be
  // wrong (and a syntax error there means a broken build, which a release never ships).
  test("unsupported browser: a modern browser does not get the upgrade notice for the app's own TypeError", async ({
    page,
    pageErrors,
  }) => {
    await prefixStartChunk(page, "throw new TypeError('the app failed');");
    await page.goto(startPath('IM135', 'CB'));
    await expect.poll(() => pageErrors.map((error) => error.message)).toEqual(['the app failed']);
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.getByRole('heading', { name: UNSUPPORTED_BROWSER_COPY.title })).toHaveCount(0);
  });
});

test('unsupported browser: a modern browser never shows the fallback, even over an error after the app mounted', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(startPath('IM135', 'CB'));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Apply for a Current Account Plus');
  // every browser loads the fallback now (it cannot know beforehand whether it can run the app)
  expect(fetched).toContain('/unsupported-browser.js');
  // a later chunk failing once the app has mounted (as a lazily loaded screen might): the app stays
  await page.evaluate(() => {
    const filename = `${window.location.origin}/assets/later-screen.js`;
    const error = new SyntaxError('Unexpected token');
    window.dispatchEvent(
      new ErrorEvent('error', { error, filename, message: `Uncaught SyntaxError: ${error.message}` }),
    );
  });
  await expect(heading).toHaveText('Apply for a Current Account Plus');
  await expect(page.getByRole('group', { name: 'Are you 18 or over?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: UNSUPPORTED_BROWSER_COPY.title })).toHaveCount(0);
});
