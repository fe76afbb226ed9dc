// Issue 16: the next step is rendered ahead, out of the page, while the applicant is on the one before it, so its
// Continue only shows it. What it shows, and hands on with its own Continue, are the answers as they are at that
// Continue, not as they were when it was rendered ahead.

import type { Page } from '@playwright/test';
import { COUNTRIES } from '../content/countries';
import { errorSummary, expect, field, gotoStart, test } from './support/fixtures';
import {
  acceptReview,
  answerEligibility,
  answerEligibilityQuestions,
  expectSubmissionAfter,
  fillStep1,
  fillStep2,
} from './support/journey';
import { expectNoSkippedPartAnchored, expectSectionsLaidOutAsDesigned, sectionsDrawn } from './support/stepSections';

/** Waits for the app's user timing mark of a screen rendered ahead (src/App.tsx ScreenSlot). */
async function renderedAhead(page: Page, screen: string) {
  await page.waitForFunction(
    (name) => performance.getEntriesByName(`screen rendered ahead: ${name}`).length > 0,
    screen,
    { timeout: 15_000 },
  );
}

/** Waits for the browser to be idle twice over: the app's idle work (a step worked out ahead) is done by then. */
async function browserIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((idle) => requestIdleCallback(() => requestIdleCallback(idle, { timeout: 5000 }), { timeout: 5000 })),
  );
}

/**
 * Presses Continue and answers how many elements the browser restyled from the press to the paint of the next step's
 * heading (`heading`, shown by its slot losing `hidden`): the trace's UpdateLayoutTree events' elementCount.
 */
async function restyledByContinue(page: Page, heading: string): Promise<number> {
  const mark = `e2e: ${heading} in`;
  await page.evaluate(
    ({ mark, heading }) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('h1:not([hidden] h1)')?.textContent !== heading) return;
        observer.disconnect();
        performance.mark(mark);
      });
      observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
    },
    { mark, heading },
  );
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to trace');
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await page.evaluate(() => performance.mark('e2e: pressing'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: { name: string; ts: number; pid: number; tid: number; args?: { elementCount?: number } }[];
  };
  // the style recalculations of the press: from just before it to the paint of the heading
  const pressedAt = traceEvents.find((event) => event.name === 'e2e: pressing');
  const shownAt = traceEvents.find((event) => event.name === mark);
  if (!pressedAt || !shownAt) throw new Error(`the press or ${heading} shown is not in the trace`);
  const onItsThread = traceEvents
    .filter((event) => event.pid === shownAt.pid && event.tid === shownAt.tid && event.ts >= pressedAt.ts)
    .sort((a, b) => a.ts - b.ts);
  const paint = onItsThread.find((event) => event.name === 'Paint' && event.ts > shownAt.ts);
  return onItsThread
    .filter((event) => event.name === 'UpdateLayoutTree' && (!paint || event.ts < paint.ts))
    .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
}

/** A new applicant on step 2, review rendered ahead once its first answer was given. */
async function toStep2WithReviewAhead(page: Page) {
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your money' })).toBeFocused();
  await field(page, 'grossAnnualIncome').fill('1');
  await renderedAhead(page, 'review');
}

/** A new applicant's step 1 answered, step 2 rendered ahead once its first answer was given. */
async function toStep1AnsweredWithStep2Ahead(page: Page) {
  await gotoStart(page);
  await answerEligibility(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About you');
  await field(page, 'firstName').fill('Ada');
  await renderedAhead(page, 'employmentDetails');
  await fillStep1(page);
}

test('continue: a step rendered ahead shows and hands on the answers given after it was rendered', async ({ page }) => {
  await gotoStart(page);
  await answerEligibility(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About you');

  // The first answer on step 1 starts step 2's render ahead; every other answer of step 1 comes after it.
  await field(page, 'firstName').fill('Ada');
  await renderedAhead(page, 'employmentDetails');
  await fillStep1(page, { lastName: 'Ahead-Lovelace' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/step-2\?/);
  // focus lands on the new heading, as on a screen mounted by its Continue
  await expect(page.getByRole('heading', { level: 1, name: 'Your money' })).toBeFocused();
  await field(page, 'grossAnnualIncome').fill('1');
  await renderedAhead(page, 'review');
  await fillStep2(page);
  // review, rendered ahead, is in the page and hidden until step 2's Continue (src/screenAhead.tsx): no one sees it
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('h1')]
        .filter((heading) => heading.checkVisibility({ visibilityProperty: true }))
        .map((heading) => heading.textContent ?? ''),
    ),
  ).toEqual(['Your money']);
  await expect(page.getByRole('heading', { name: 'Check your answers before you apply' })).toHaveCount(0);
  // nor tabs to it: from step 2's Continue, the next Tab does not land in review's fields
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[hidden]')))).toBe(false);
  // step 2, left behind, is hidden by the Continue and unmounted after review's paint (src/App.tsx): in the task
  // that shows review's heading, the page shows that one heading, and after the paint it holds one
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const shown = document.querySelector('h1:not([hidden] h1)');
      if (shown?.textContent !== 'Check your answers before you apply') return;
      observer.disconnect();
      (window as unknown as { headingsShown: string[] }).headingsShown = [...document.querySelectorAll('h1')]
        .filter((heading) => heading.checkVisibility({ visibilityProperty: true }))
        .map((heading) => heading.textContent ?? '');
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['hidden'],
    });
  });
  await page.getByRole('button', { name: 'Continue' }).click();

  // Review, rendered ahead before step 2's answers: it shows them, and step 1's as they were at its Continue.
  await expect(page).toHaveURL(/\/review\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before you apply' })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { headingsShown: string[] }).headingsShown)).toEqual([
    'Check your answers before you apply',
  ]);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByText('Ahead-Lovelace')).toBeVisible();
  await expect(page.getByText('£42,000')).toBeVisible();
  await expectSubmissionAfter(page, () => acceptReview(page));
});

test('continue: review, rendered ahead, follows step 2’s answers as each field is left, and shows the last one typed', async ({
  page,
}) => {
  await toStep2WithReviewAhead(page);
  // every answer but the last is left for the next field (src/screenShown.ts useFormAsShown `follow`): review, still
  // hidden, takes them once the browser is idle, so step 2's Continue finds their rows in the page already
  await fillStep2(page, { overdraft: '750' });
  const hiddenRow = (text: string) => page.locator('[hidden] .summary-list__value', { hasText: text });
  await expect(hiddenRow('Difference Engines Ltd')).toHaveCount(1);
  await expect(hiddenRow('£42,000')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Check your answers before you apply' })).toHaveCount(0);
  // the overdraft limit, still in its field when Continue is pressed, is not in review yet; after it, it is
  await expect(field(page, 'overdraftLimit')).toBeFocused();
  await expect(hiddenRow('£750')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before you apply' })).toBeFocused();
  await expect(page.getByText('Difference Engines Ltd')).toBeVisible();
  await expect(page.getByText('£750')).toBeVisible();
  await expectSubmissionAfter(page, () => acceptReview(page));
});

test('continue: About you, rendered ahead of the Continue of the terms page, shows the application that Continue started', async ({
  page,
}) => {
  await gotoStart(page);
  await answerEligibilityQuestions(page);
  // agreeing is the first answer on the terms page: About you is rendered ahead, hidden, once the browser is idle
  await page.getByLabel('I agree to my information being used as described').check();
  await renderedAhead(page, 'personalDetails');
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start your application' }).click();
  await expect(page).toHaveURL(/\/step-1\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeFocused();
  // its form is the application's as the Continue left it: answered and handed on to step 2 as when it mounts there
  await fillStep1(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your money' })).toBeFocused({ timeout: 20_000 });
  // one heading to see: About you, left behind, is gone after the paint, and review, rendered ahead, is hidden
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('continue: step 2 is shown without its country lists, which are whole once the browser is idle', async ({
  page,
}) => {
  await toStep1AnsweredWithStep2Ahead(page);
  // what the page holds in the task that puts step 2's heading in it (the style and layout its Continue pays for)
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      // (the page's heading: step 1, left behind, is hidden until it unmounts after step 2's paint)
      if (document.querySelector('h1:not([hidden] h1)')?.textContent !== 'Your money') return;
      observer.disconnect();
      (window as unknown as { optionsShown: number }).optionsShown = document.querySelectorAll('option').length;
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['hidden'],
    });
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your money' })).toBeFocused();
  const shownWith = await page.evaluate(() => (window as unknown as { optionsShown: number }).optionsShown);
  // the country lists (each 'Please select' and nothing chosen yet) and the short selects' options
  const nationality = page.locator('select[name="nationality"] option');
  expect(shownWith).toBeLessThan(COUNTRIES.length);
  // once idle, every country, and the applicant chooses as before
  await expect(nationality).toHaveCount(COUNTRIES.length + 1);
  await expect(page.locator('select[name="countryBorn"] option')).toHaveCount(COUNTRIES.length + 1);
  await field(page, 'nationality').selectOption('GB');
  await expect(field(page, 'nationality')).toHaveValue('GB');
});

test('continue: step 2, rendered ahead, is worked out before step 1’s Continue, which restyles a handful of its elements', async ({
  page,
}) => {
  // every time a slot's contents are unskipped while it is still ahead (src/screenAhead.tsx warmAhead: unskipped,
  // worked out and skipped again in one task, so the observer finds it skipped and hidden when it is told)
  await page.addInitScript(() => {
    const warmed: string[] = [];
    (window as unknown as { warmed: string[] }).warmed = warmed;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const slot = change.target as HTMLElement;
        if (!change.oldValue?.includes('content-visibility') || slot.style.contentVisibility !== 'hidden') continue;
        if (slot.hidden) warmed.push(slot.querySelector('h1')?.textContent ?? '');
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'], attributeOldValue: true });
  });
  await toStep1AnsweredWithStep2Ahead(page);
  // step 2's slot, once the browser is idle: its contents skipped (nothing of them drawn, read or reached) and worked
  // out (src/screenAhead.tsx warmAhead)
  await browserIdle(page);
  const ahead = await page.evaluate(() => {
    const slot = document.querySelector('[hidden] h1')?.closest('div[hidden]');
    if (!slot) return undefined;
    return { contentVisibility: getComputedStyle(slot).contentVisibility, elements: slot.querySelectorAll('*').length };
  });
  expect(ahead?.contentVisibility).toBe('hidden');
  expect(await page.evaluate(() => (window as unknown as { warmed: string[] }).warmed)).toContain('Your money');
  const restyled = await restyledByContinue(page, 'Your money');
  // (hidden with `visibility: hidden`, as until 2026-11-30, the Continue restyled every element of step 2)
  expect(ahead?.elements).toBeGreaterThan(150);
  expect(restyled).toBeLessThan(30);
  // shown, it is never skipped again: not by a warming left waiting for the idle time
  await browserIdle(page);
  expect(
    await page.evaluate(() => {
      const shown = document.querySelector('h1:not([hidden] h1)')?.closest('div[style*="display: block"]');
      return shown && getComputedStyle(shown).contentVisibility;
    }),
  ).toBe('visible');
});

test('continue: review opens on its first answers drawn, the parts of it out of view skipped until scrolled to, then whole', async ({
  page,
}) => {
  await toStep2WithReviewAhead(page);
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before you apply' })).toBeFocused();
  // each section of answers, and the part after them (documents, consents, the terms), is `content-visibility:
  // auto` (screens/summaryList.css): out of view, its contents are not laid out or painted, by step 2's Continue either
  // (step 2 → review at 4x, bench/results/2026-11-30-review-cv.md); `checkVisibility` tells whether an element is drawn.
  const drawn = (selector: string) =>
    page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)].map((element) =>
          element.checkVisibility({ contentVisibilityAuto: true }),
        ),
      selector,
    );
  expect(await drawn('main h1')).toEqual([true]);
  const sections = await drawn('main section.summary dl');
  expect(sections.length).toBeGreaterThan(3);
  expect(sections[0]).toBe(true);
  expect(sections.at(-1)).toBe(false);
  expect(await drawn('[name="reviewAcceptTsAndCs"]')).toEqual([false]);
  await expectNoSkippedPartAnchored(page);
  // scrolled to, it is drawn, found and answered as any other: the applicant applies
  await field(page, 'reviewAcceptTsAndCs').scrollIntoViewIfNeeded();
  // (its relevance is worked out with the frame after the scroll)
  await expect.poll(() => drawn('[name="reviewAcceptTsAndCs"]')).toEqual([true]);
  await expectSubmissionAfter(page, () => acceptReview(page));
});

test('continue: a step opens on its first section drawn, the sections out of view skipped until reached, laid out as before', async ({
  page,
}) => {
  await toStep1AnsweredWithStep2Ahead(page);
  // step 1, as the start page's Continue showed it: its sections after the first are skipped out of view
  // (src/styles.css `.step-section`), and containing them moved no field or heading and clips no focus outline
  await expectSectionsLaidOutAsDesigned(page);
  await expectNoSkippedPartAnchored(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your money' })).toBeFocused();
  // step 2 as step 1's Continue showed it: the first section drawn, the last not laid out or painted
  const drawn = await sectionsDrawn(page);
  expect(drawn.length).toBeGreaterThan(3);
  expect(drawn[0]).toBe(true);
  expect(drawn.at(-1)).toBe(false);
  await expectNoSkippedPartAnchored(page);
  // a field out of view is reached from the error summary as any other: focused, and drawn
  await page.getByRole('button', { name: 'Continue' }).click();
  const links = errorSummary(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  await links.last().click();
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('name', /.+/);
  await expect
    .poll(() => focused.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(true);
  await expectSectionsLaidOutAsDesigned(page);
  // answered as any other step, on to review
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before you apply' })).toBeFocused();
});

test('continue: in a browser without content-visibility, step 2 rendered ahead is invisible and out of the tab order', async ({
  page,
}) => {
  // a browser that does not know the property (Safari before 18, Firefox before 125): it would ignore it
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((...args: [string, string?]) =>
      args[0].startsWith('content-visibility')
        ? false
        : supports(...(args as [string, string]))) as typeof CSS.supports;
  });
  await toStep1AnsweredWithStep2Ahead(page);
  const slot = await page.evaluate(() => {
    const ahead = document.querySelector('[hidden] h1')?.closest('div[hidden]');
    return ahead && { style: ahead.getAttribute('style'), visibility: getComputedStyle(ahead).visibility };
  });
  expect(slot?.visibility).toBe('hidden');
  expect(slot?.style).not.toContain('content-visibility');
  // from step 1's Continue, the next Tab does not land in step 2's fields
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[hidden]')))).toBe(false);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your money' })).toBeFocused();
  await expect(field(page, 'grossAnnualIncome')).toBeVisible();
});

test('continue: a country list not yet listed is whole once focused, before the browser is idle', async ({ page }) => {
  // the browser never idle: nothing is rendered ahead, and the lists wait for their focus
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your money' })).toBeFocused();
  const nationality = field(page, 'nationality');
  await expect(nationality.locator('option')).toHaveCount(1);
  await nationality.focus();
  await expect(nationality.locator('option')).toHaveCount(COUNTRIES.length + 1);
  // a key chooses from the whole list, as on a list rendered whole
  await page.keyboard.press('ArrowDown');
  await expect(nationality).toHaveValue(COUNTRIES[0]?.code ?? '');
  await expect(page.locator('select[name="countryBorn"] option')).toHaveCount(1);
});

test('continue: step 1 shows step 2 while its create is out, and one case takes both steps', async ({ page }) => {
  await gotoStart(page);
  await answerEligibility(page);
  await fillStep1(page, { lastName: 'Held-Lovelace' });
  // the create is held in the browser until step 2 has been shown and answered (the platform answers it then)
  const create = /\/banks\/CB\/cases\/csapcurrent\/ntb$/;
  let creates = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(create, async (route) => {
    creates += 1;
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  // machines/capture.ts employmentDetails.confirming: step 2, its heading focused and its address pushed, no case yet
  await expect(page.getByRole('heading', { level: 1, name: 'Your money' })).toBeFocused();
  await expect(page).toHaveURL(/\/step-2\?/);
  await expect.poll(() => creates).toBe(1);
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before you apply' })).toBeFocused();
  // step 2's save waits behind the create, then updates the case it made: one create, then an update of that case
  const created = page.waitForResponse((response) => create.test(response.url()));
  const updated = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/tasks/capture/actions/update'),
  );
  release();
  expect((await created).ok()).toBe(true);
  const caseId = (await (await created).json()).reference_id as string;
  expect((await updated).url()).toContain(`/${caseId}/`);
  expect((await updated).ok()).toBe(true);
  expect(creates).toBe(1);
  await expect(page.getByText('Held-Lovelace')).toBeVisible();
  await expect(page.getByText('£42,000')).toBeVisible();
  await expectSubmissionAfter(page, () => acceptReview(page));
});
