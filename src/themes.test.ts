// Each brand's theme (issue 15): its own colours and logo text, and white text on its colours meets WCAG 2.2 AA
// contrast (4.5:1), as the header, the confirmation panel and the favicon draw it. axe's color-contrast rule checks
// the pages themselves in the browser (e2e/accessibility.spec.ts).
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../content/brands';
import { brandIconHref, brandInitials } from './brandIcon';

function luminance(hex: string): number {
  const channels = (hex.replace('#', '').match(/../g) ?? []).map((part) => Number.parseInt(part, 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const brands = Object.values(BRANDS);

describe('brand themes', () => {
  it('give each brand its own colours, logo text and icon', () => {
    expect(new Set(brands.map((brand) => brand.theme.primary)).size).toBe(brands.length);
    expect(new Set(brands.map((brand) => brand.displayName)).size).toBe(brands.length);
    expect(new Set(brands.map((brand) => brandInitials(brand))).size).toBe(brands.length);
    expect(new Set(brands.map((brand) => brandIconHref(brand))).size).toBe(brands.length);
    expect(brandInitials(BRANDS.CB)).toBe('CB');
  });

  it.each(brands.map((brand) => [brand.id, brand] as const))(
    '%s: white text on its colours meets 4.5:1',
    (_, brand) => {
      expect(contrast('#ffffff', brand.theme.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', brand.theme.primaryDark)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('measures contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
