// Entry variants by product group (doc 1 §2 "A savings landing variant is shown for VM savings product codes on /,
// /joint/, /joint/secondary-applicant/, /joint/join"; §4 "Product-group redirects"; §7 the content files).
import type { ProductContentFile } from '../contract/schemas';

/** doc 1 §4: on a task change for these product groups the browser is fully redirected, not routed. */
export const FULL_REDIRECT_PRODUCTS: readonly string[] = ['EFI', 'IM768', 'IM769', 'IM770', 'IM751', 'IM754'];

/** doc 1 §4: "... except for /letter-code, /sorry and /submission". */
export const FULL_REDIRECT_EXCEPTIONS: readonly string[] = ['/letter-code', '/sorry', '/submission'];

/** doc 1 §2: the routes that show the savings landing variant. */
export const SAVINGS_LANDING_ROUTES: readonly string[] = ['/', '/joint', '/joint/secondary-applicant', '/joint/join'];

export interface SavingsLanding {
  headline: string;
  summary: string[];
}

/**
 * The VM savings landing variant of a product (doc 1 §2), from the content file read at start
 * (`/vmSavingsContent.json`, or `/mSaverContent.json` for IM751 and IM754): only for brand VM, and only for the
 * product codes the file describes.
 */
export function savingsLandingOf(
  brandId: string,
  productCode: string | undefined,
  content: ProductContentFile | undefined,
): SavingsLanding | undefined {
  if (brandId !== 'VM' || !productCode || !content) return undefined;
  const entry = Object.hasOwn(content.products, productCode) ? content.products[productCode] : undefined;
  return entry ? { headline: entry.headline, summary: [...entry.summary] } : undefined;
}
