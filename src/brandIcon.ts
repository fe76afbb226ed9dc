// Each brand's icon for the browser tab (issue 15: "each brand gets its icon"): its initials in white on its own
// primary colour, drawn from content/brands.ts so a brand's colours live in one place. /favicon.ico (public/) is the
// neutral icon a browser asks for before the app has started.
import type { Brand } from '../content/brands';

/** The brand's initials: the first letter of each word of its name, at most two ("Clydeside Bank" is CB). */
export function brandInitials(brand: Pick<Brand, 'displayName'>): string {
  return brand.displayName
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
}

/** The icon as an SVG data URL (the Content-Security-Policy allows data: images). */
export function brandIconHref(brand: Pick<Brand, 'displayName' | 'theme'>): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="6" fill="${brand.theme.primary}"/>` +
    `<text x="16" y="21.5" font-family="Arial,Helvetica,sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${brandInitials(brand)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
