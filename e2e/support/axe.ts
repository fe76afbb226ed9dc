import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import type { AxeResults, ElementContext, Result, RunOptions } from 'axe-core';

// Accessibility checks with axe-core, injected by hand: @axe-core/playwright needs Node 22.

const axeSourcePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** What to check: selectors of the parts to include, and optionally of parts to leave out (axe's context). */
export type AxeContext = string | string[] | { include?: string | string[]; exclude?: string | string[] };

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the level the GOV.UK patterns we follow are built to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
    /** axe-core's source wrapped in a function by an init script (injectAxe): run, it defines `axe`. */
    __e2eAxe?: () => void;
  }
}

/** axe-core's source, read once per worker process (it is about 550 KB). */
let axeSource: string | undefined;

/**
 * Evaluates axe-core's source in the page over the DevTools protocol, which the page's Content-Security-Policy does
 * not govern. A script tag (`page.addScriptTag`) was tried first until 28 November: the app's policy refuses inline
 * scripts, so on every app page the whole source went to the page twice (the refused tag, then this).
 */
async function injectAxe(page: Page): Promise<void> {
  const ready = await page.evaluate(() => {
    if (typeof window.axe === 'undefined' && typeof window.__e2eAxe === 'function') window.__e2eAxe();
    return typeof window.axe !== 'undefined';
  });
  if (ready) return;
  axeSource ??= readFileSync(axeSourcePath, 'utf8');
  await page.evaluate(axeSource);
  // The page's later documents get the source from Chromium as they start, wrapped in a function run only when a check
  // asks (a document no check visits pays its parse only): sent over the pipe once a page, not again for each document
  // (bench/results/test-times.md "Eleventh pass").
  if (!pagesWithAxe.has(page)) {
    pagesWithAxe.add(page);
    await page.addInitScript(`window.__e2eAxe = function () {\n${axeSource}\n};`);
  }
}

/** The pages whose new documents get axe-core by an init script (injectAxe). */
const pagesWithAxe = new WeakSet<Page>();

function targetText(target: Result['nodes'][number]['target']): string {
  // Selectors into iframes or shadow roots are arrays of selectors, outermost first.
  return target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' ');
}

/** One readable block per violated rule: id, impact, help, link, and the elements that fail it. */
export function formatViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${targetText(node.target)}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
        )
        .join('\n');
      return `  ${violation.id} [${violation.impact ?? 'unknown impact'}]: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/** WCAG 2.1 1.4.10 Reflow: content reads at 320 CSS px wide (1280 px at 400 % zoom) without scrolling sideways. */
export const REFLOW_WIDTH = 320;

/**
 * What axe cannot check (it looks at one layout, the window's): the page shown REFLOW_WIDTH px wide has nothing wider
 * than the screen, so an applicant on a small phone, or zoomed in, never scrolls sideways to read a line. Fails with
 * the innermost elements that stick out. The window's size is put back after.
 */
export async function expectReflow(page: Page): Promise<void> {
  const size = page.viewportSize();
  if (!size || size.width <= REFLOW_WIDTH) return expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: REFLOW_WIDTH, height: size.height });
  try {
    await expectNoSidewaysScroll(page);
  } finally {
    await page.setViewportSize(size);
  }
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    // an element past the screen's edge, or one whose own text runs out of it (a long word that does not wrap)
    const sticksOut = (element: Element) =>
      element.getBoundingClientRect().right > screen + 1 ||
      (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible');
    // (what scrolls inside a region of its own, a data table's, moves the page no wider)
    const scrolledInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    const out = [...document.body.querySelectorAll('*')].filter(
      (element) => !element.closest('[hidden]') && sticksOut(element) && !scrolledInside(element),
    );
    const wide = out
      .filter((element) => !out.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => `${element.outerHTML.slice(0, 120)}… (${element.scrollWidth} px wide)`);
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: screen, wide };
  });
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth} px wide on a ${clientWidth} px screen (WCAG 1.4.10 Reflow); sticking out:\n${wide.join('\n')}`,
  ).toBeLessThanOrEqual(clientWidth);
}

/**
 * A part of the page out of view may be skipped (`content-visibility: auto`: review's answers, a step's sections after
 * its first; issue 16). Its box keeps the size it had when last drawn, while axe, or a test, lays out each element it
 * asks about where it really is: a section grown since (by its error messages) then looks laid over what follows it.
 * When some part is skipped, this scrolls through the page a screenful and a frame at a time, as a reader would, so
 * that what is measured is what is drawn, and puts the scroll back.
 */
export async function drawSkippedParts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const skipped = [...document.body.querySelectorAll('*')].some(
      (element) =>
        getComputedStyle(element).contentVisibility === 'auto' &&
        element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false,
    );
    if (!skipped) return;
    const frame = () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    const { scrollX, scrollY } = window;
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(scrollX, top);
      await frame();
    }
    window.scrollTo(scrollX, scrollY);
    await frame();
  });
}

/** What a check hands back: the violations (none, once it passed). */
export type AxeViolations = Pick<AxeResults, 'violations'>;

/**
 * Runs axe-core on the page (or part of it) with the WCAG 2.x A and AA rules and fails the test with a list of
 * every violation. `context` narrows the check: a selector, or `{ include, exclude }`. The whole page is then checked
 * for reflow at 320 px (expectReflow), which no axe rule does.
 */
export async function expectNoAxeViolations(page: Page, context?: AxeContext): Promise<AxeViolations> {
  return test.step(
    'axe: no WCAG 2.2 A/AA violations, and reflow at 320 px',
    async () => {
      await injectAxe(page);
      await drawSkippedParts(page);
      const results = (await page.evaluate(
        async ({ runContext, tags }) => {
          if (!window.axe) throw new Error('axe-core was not injected');
          const results = await window.axe.run((runContext ?? document) as ElementContext, {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations'],
          });
          // The violations only, as plain data (no DOM nodes; their type is too deep to serialise-check): every other
          // rule's entry (passes, inapplicable, incomplete: about 90 of them, each with its help and tags) is left in
          // the page, not copied, sent over the pipe and parsed by the worker for each check.
          return JSON.parse(JSON.stringify({ violations: results.violations })) as unknown;
        },
        { runContext: context ?? null, tags: wcagTags },
      )) as AxeViolations;
      const { violations } = results;
      const report = `${violations.length} accessibility violation(s) on ${page.url()}:\n${formatViolations(violations)}`;
      expect(violations.length, report).toBe(0);
      await expectReflow(page);
      return results;
    },
    { box: true },
  );
}
