// Feature flags per brand family, with add and remove overrides from URL parameters (doc 1 §6 "Feature flags
// control display (page, header and sidebar variants, overdrafts, the Amazon link, joint, letter code)"; doc 3 §6
// "Features shown depend on the brand family, with add and remove overrides from URL parameters"; doc 1 §4 "Product
// blocking ... skipped when the disable-product-blacklist feature is on").
//
// How a flag is decided, in this order:
// 1. the deployment's switch in /config.json `features` (a bank turns a feature off everywhere);
// 2. the brand family: a feature the family does not offer is off for its brands (FAMILY_FEATURES);
// 3. the URL: `addFeatures=joint,letterCode` turns features on, `removeFeatures=progressBar` turns them off
//    (remove wins over add). Unknown names are ignored.
import type { FeatureFlags } from '../contract/schemas';
import { type BrandFamily, findBrand } from './brands';

/** The flags a brand family and the URL decide (the inspector is a sandbox tool, decided by the platform alone). */
export const FEATURE_NAMES = [
  'progressBar',
  'collapsingHeader',
  'joint',
  'letterCode',
  'overdrafts',
  'amazonLink',
  'disableProductBlacklist',
  'transfer',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** The effective flags of a journey: every family-decided flag known, the rest as configured. */
export type EffectiveFeatures = FeatureFlags & Record<FeatureName, boolean>;

/**
 * What each family offers. The spec says the families "differ in feature sets" (doc 3 §1) without the table: the
 * Amazon app link is the DYB/VM family's (its app is also sold on Amazon's store), the header that collapses at
 * 80 px is the CB/YB family's variant (DYB/VM keep a fixed header). Everything else both offer.
 */
export const FAMILY_FEATURES: Record<BrandFamily, Record<FeatureName, boolean>> = {
  'CB/YB': {
    progressBar: true,
    collapsingHeader: true,
    joint: true,
    letterCode: true,
    overdrafts: true,
    amazonLink: false,
    disableProductBlacklist: true,
    transfer: true,
  },
  'DYB/VM': {
    progressBar: true,
    collapsingHeader: false,
    joint: true,
    letterCode: true,
    overdrafts: true,
    amazonLink: true,
    disableProductBlacklist: true,
    transfer: true,
  },
};

/** A flag not in /config.json (an older configuration) counts as switched on: the family and URL decide. */
const UNSET_CONFIGURED_DEFAULT = true;

/** The names of a comma- or space-separated list, matched case-insensitively, also kebab-case (`letter-code`). */
export function parseFeatureList(value: string | undefined): FeatureName[] {
  if (!value) return [];
  const wanted = value
    .split(/[\s,]+/)
    .map((name) => name.replace(/[-_]/g, '').toLowerCase())
    .filter(Boolean);
  return FEATURE_NAMES.filter((name) => wanted.includes(name.toLowerCase()));
}

export interface FeatureInput {
  /** /config.json `features`; partial configurations are allowed. */
  configured: Partial<FeatureFlags> | undefined;
  brandId: string;
  /** The URL's `addFeatures` and `removeFeatures` parameters, as read on entry. */
  add?: string;
  remove?: string;
}

/** The flags this journey runs with (pure; unit-tested in features.test.ts). */
export function effectiveFeatures({ configured = {}, brandId, add, remove }: FeatureInput): EffectiveFeatures {
  const family = findBrand(brandId)?.family ?? 'DYB/VM';
  const offered = FAMILY_FEATURES[family];
  const added = parseFeatureList(add);
  const removed = parseFeatureList(remove);
  const flags = { ...configured } as EffectiveFeatures;
  for (const name of FEATURE_NAMES) {
    const switchedOn =
      // off unless a deployment turns it on: the product blacklist's bypass, and the transfer question (doc 1
      // "Registration": "when the product-type feature is on"; platform/runtimeConfig.ts serves it off)
      name === 'disableProductBlacklist' || name === 'transfer'
        ? configured[name] === true
        : (configured[name] ?? UNSET_CONFIGURED_DEFAULT) !== false;
    let on = switchedOn && offered[name];
    if (added.includes(name)) on = true;
    if (removed.includes(name)) on = false;
    flags[name] = on;
  }
  return flags;
}
