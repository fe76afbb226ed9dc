// Issue 16: a step's sections after its first are skipped while out of view (`content-visibility: auto`, src/styles.css
// `.step-section`), so the Continue that shows the step lays out and paints the first screenful alone. What the browser
// tests check of them: which are drawn, and that containing them moved nothing and clips no focus outline.
import type { Page } from '@playwright/test';
import { drawSkippedParts } from './axe';
import { expect } from './fixtures';

/** The width of the focus outline (src/styles.css `:focus`), which a section's paint containment must leave room for. */
const OUTLINE_PX = 3;

/** Whether each section of the step shown is drawn: a section skipped out of view is not (`checkVisibility`). */
export function sectionsDrawn(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.step-section')]
      .filter((section) => !section.closest('[hidden]'))
      // (a section's own box is kept when skipped: what is skipped is its contents, its heading first)
      .map((section) => section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false),
  );
}

/**
 * Checks that the step shown is laid out as if no section were contained: each section's heading is its own top margin
 * below the last thing drawn in the section before it, as when those margins merged; and each field's focus outline
 * fits inside its contained section's box, which clips what its contents paint.
 */
export async function expectSectionsLaidOutAsDesigned(page: Page) {
  // every section drawn once as it is now, so that each box is its contents' size
  await drawSkippedParts(page);
  const layout = await page.evaluate((outline) => {
    const sections = [...document.querySelectorAll('.step-section')].filter((section) => !section.closest('[hidden]'));
    const lastDrawnBottom = (section: Element) =>
      Math.max(
        ...[...section.querySelectorAll('*')]
          .filter((element) => element.checkVisibility() && element.getBoundingClientRect().height > 0)
          .map((element) => element.getBoundingClientRect().bottom),
      );
    const gaps = sections.slice(1).map((section, index) => {
      const heading = section.querySelector('h2');
      const before = sections[index];
      if (!heading || !before) return { section: section.id, off: Number.NaN };
      const gap = heading.getBoundingClientRect().top - lastDrawnBottom(before);
      return { section: section.id, off: Math.round(gap - Number.parseFloat(getComputedStyle(heading).marginTop)) };
    });
    // (the first section is not contained: nothing clips its fields' outlines)
    const clipped = sections.slice(1).flatMap((section) => {
      const box = section.getBoundingClientRect();
      return [...section.querySelectorAll('input, select, textarea, button, a[href]')]
        .filter((element) => element.checkVisibility({ opacityProperty: true }))
        .filter((element) => {
          const field = element.getBoundingClientRect();
          return (
            field.left - outline < box.left ||
            field.right + outline > box.right ||
            field.top - outline < box.top ||
            field.bottom + outline > box.bottom
          );
        })
        .map((element) => `${section.id}: ${element.getAttribute('name') ?? element.textContent}`);
    });
    return { count: sections.length, gaps, clipped };
  }, OUTLINE_PX);
  expect(layout.count, 'the step has sections').toBeGreaterThan(1);
  expect(layout.gaps.filter((gap) => gap.off !== 0)).toEqual([]);
  expect(layout.clipped).toEqual([]);
}

/**
 * Checks that no part of the page shown that may be skipped (`content-visibility: auto`: a step's later sections,
 * review's answers and what follows them) is a node the browser may keep steady on the screen when the layout changes
 * (its scroll anchor): `overflow-anchor: none`. Chrome anchors to a skipped part as a whole, and the frame that drew it
 * moved the page 66 px at the foot of "About you": a press of Continue just scrolled to went down on the button and up
 * on the checkbox above it, and nothing was pressed (bench/results/2026-12-02-scroll-anchor.md).
 */
export async function expectNoSkippedPartAnchored(page: Page) {
  const anchored = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => !element.closest('[hidden]'))
      .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
      .map((element) => ({ part: element.id || element.className, anchor: getComputedStyle(element).overflowAnchor })),
  );
  expect(anchored.length, 'the page has parts that may be skipped').toBeGreaterThan(0);
  expect(anchored.filter(({ anchor }) => anchor !== 'none')).toEqual([]);
}
