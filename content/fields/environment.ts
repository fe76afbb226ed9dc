// The environment a step's field set depends on (product, brand, customer kind, joint, features), built once.
import { findBondIssue, latestBondIssue } from '../bonds';
import { findBrand } from '../brands';
import type { ProductDefinition } from '../products';
import type { ProductFieldEnvironment } from './fieldTypes';

export interface EnvironmentInput {
  product: ProductDefinition;
  brandId: string;
  /** doc 2 §3.1 subType JOINT (or the case subtype). */
  subType?: string;
  isExistingCustomer?: boolean;
  overdraftsFeature?: boolean;
  /** The bond issue in the URL (doc 1 `issue`), carried in productVariant (doc 2 §3.1). */
  productVariant?: string;
}

/**
 * Phone mode (doc 2 §5.1): the spec names both modes without saying which journeys use which. doc 3 §5 words it
 * as "Mobile: starts 07" for the DYB/VM family's copy; the CB/YB family takes a UK landline too. The brand family
 * chooses (doc 3 §1: the families differ in feature sets).
 */
export function phoneModeFor(brandId: string): 'mobile' | 'general' {
  return findBrand(brandId)?.family === 'DYB/VM' ? 'mobile' : 'general';
}

export function fieldEnvironment(input: EnvironmentInput): ProductFieldEnvironment {
  const { product } = input;
  const brand = findBrand(input.brandId);
  const isExistingCustomer = input.isExistingCustomer === true;
  return {
    product,
    supportsOverdraft: product.supportsOverdraft,
    overdraftsFeature: input.overdraftsFeature ?? false,
    isJoint: input.subType?.toUpperCase() === 'JOINT',
    // doc 2 §3.1 bankID, §3.9: new customers of the brands without an API bank id (VM, DYB) choose CB or YB
    needsBankChoice: !isExistingCustomer && brand !== undefined && brand.apiBankId === null,
    phoneMode: phoneModeFor(input.brandId),
    isExistingCustomer,
    bondIssue: product.bondCatalogue
      ? (findBondIssue(product.bondCatalogue, input.productVariant) ?? latestBondIssue(product.bondCatalogue))
      : undefined,
  };
}

/**
 * What a field set keeps constant for one environment, built once (issue 16: the platform rebuilt every field
 * declaration, with its closures and option lists, on each autosave). The key is the environment alone, never an
 * applicant's answers: the product and the bond issue by identity (the catalogue's constant objects; a WeakMap, so
 * nothing outlives them) and the environment's flags by value (`ENVIRONMENT_FLAGS`, a few dozen combinations at
 * most). A part that reads the values must not be built through this cache.
 */
export const ENVIRONMENT_FLAGS = [
  'supportsOverdraft',
  'overdraftsFeature',
  'isJoint',
  'needsBankChoice',
  'phoneMode',
  'isExistingCustomer',
] as const satisfies readonly (keyof ProductFieldEnvironment)[];

const NO_BOND_ISSUE = {};

export function environmentCache<T>(build: (environment: ProductFieldEnvironment) => T) {
  const byProduct = new WeakMap<object, WeakMap<object, Map<string, T>>>();
  return (environment: ProductFieldEnvironment): T => {
    let byBond = byProduct.get(environment.product);
    if (!byBond) {
      byBond = new WeakMap();
      byProduct.set(environment.product, byBond);
    }
    const bondKey = environment.bondIssue ?? NO_BOND_ISSUE;
    let byFlags = byBond.get(bondKey);
    if (!byFlags) {
      byFlags = new Map();
      byBond.set(bondKey, byFlags);
    }
    const flags = ENVIRONMENT_FLAGS.map((flag) => String(environment[flag])).join('|');
    let built = byFlags.get(flags);
    if (built === undefined) {
      built = build(environment);
      byFlags.set(flags, built);
    }
    return built;
  };
}
