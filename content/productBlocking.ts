// Product blocking (doc 2 §5.9, doc 1 §4 "Product blocking"): a pure function of the product, the applicant
// and the feature flags. Refusal is an error with source ProductBlacklist (doc 1 §4).
import { isRegularSaverGroup, type ProductFacts } from './productFacts';

export const PRODUCT_BLACKLIST_SOURCE = 'ProductBlacklist';

export type ProductBlockReason =
  | 'existingCustomersOnly'
  | 'newCustomersOnly'
  | 'blacklisted'
  | 'savingsOnJoint'
  | 'notAllowedOnJoint';

export interface ProductBlockingInput {
  product: ProductFacts;
  /** Known to the bank: an existing customer's case or a customer who logged in (machines/guards.ts isKnownCustomer). */
  isKnownCustomer: boolean;
  /** doc 2 §3.1 isAltProduct: the product comes as an alternative (downgrade) offer. */
  isAltProduct: boolean;
  /** doc 2 §3.1 subType JOINT. */
  isJoint: boolean;
  /** The disable-product-blacklist feature (FeatureFlags.disableProductBlacklist). */
  disableProductBlacklist: boolean;
}

/** Shaped as the journey's errors `{ source, code, status, message }` (doc 1 §8); status 0: no call was made. */
export interface ProductBlock {
  source: typeof PRODUCT_BLACKLIST_SOURCE;
  code: ProductBlockReason;
  status: 0;
  productCode: string;
  message: string;
}

/**
 * The error raised for a blocked product: `{ source: 'ProductBlacklist', code, status }` like other errors. Its fields
 * are declared and set in the constructor, not initialised as class fields: the start page's build (ES2020) writes
 * those with Babel's defineProperty helpers, some 700 bytes of the start chunk for this class alone (issue 16).
 */
export class ProductBlacklistError extends Error {
  declare readonly source: typeof PRODUCT_BLACKLIST_SOURCE;
  declare readonly status: 0;
  declare readonly code: ProductBlockReason;
  declare readonly productCode: string;

  constructor(block: ProductBlock) {
    super(block.message);
    this.name = 'ProductBlacklistError';
    this.source = PRODUCT_BLACKLIST_SOURCE;
    this.status = 0;
    this.code = block.code;
    this.productCode = block.productCode;
  }
}

/** doc 2 §5.9: savings allowed on joint applications are IM759 and the IM760-type codes (IM631-IM640). */
export function savingsAllowedOnJoint(code: string): boolean {
  return code === 'IM759' || isRegularSaverGroup(code);
}

const block = (product: ProductFacts, code: ProductBlockReason, message: string): ProductBlock => ({
  source: PRODUCT_BLACKLIST_SOURCE,
  code,
  status: 0,
  productCode: product.code,
  message,
});

/**
 * Why the product is refused to this applicant, or undefined when it is not (doc 2 §5.9):
 * - the whole check is skipped when the disable-product-blacklist feature is on;
 * - existing-customers-only products are refused to others (and, the same rule the other way round, a
 *   new-customers-only product to existing customers: no product is one yet);
 * - blacklisted products are refused unless they come as the alternative product, or the application is joint
 *   and the product is allowed on joint applications;
 * - savings products are refused on joint applications except IM759 and the IM760 group;
 * - a product not allowed on joint applications is refused on a joint one. doc 2 §5.9 lists the IM760 group as
 *   allowed on joint, while doc 2 §3.10 and doc 3 §6 say IM632 (one of that group) is not: two readings; the
 *   stricter is kept, so IM632 is refused on a joint application.
 */
export function productBlock(input: ProductBlockingInput): ProductBlock | undefined {
  const { product, isKnownCustomer, isAltProduct, isJoint } = input;
  if (input.disableProductBlacklist) return undefined;
  if ((product.existingCustomersOnly || product.audience === 'existing') && !isKnownCustomer) {
    return block(product, 'existingCustomersOnly', `${product.code} is for existing customers only`);
  }
  if (product.audience === 'ntb' && isKnownCustomer) {
    return block(product, 'newCustomersOnly', `${product.code} is for new customers only`);
  }
  if (product.blackListedProduct && !isAltProduct && !(isJoint && product.allowedOnJointApplication)) {
    return block(product, 'blacklisted', `${product.code} cannot be applied for directly`);
  }
  return isJoint ? jointRefusal(product) : undefined;
}

/**
 * Why the product is refused on a joint application whoever applies (doc 2 §5.9), or undefined: savings other than
 * IM759 and the IM760 group, and a product not allowed on joint applications. productBlock ends with it, and the
 * chart asks it on /joint before anything else (machines/joint.logic.ts); the feature skips both alike.
 */
export function jointRefusal(product: ProductFacts): ProductBlock | undefined {
  if (product.productType === 'savings' && !savingsAllowedOnJoint(product.code)) {
    return block(product, 'savingsOnJoint', `${product.code} cannot be opened on a joint application`);
  }
  if (!product.allowedOnJointApplication) {
    return block(product, 'notAllowedOnJoint', `${product.code} is not allowed on a joint application`);
  }
  return undefined;
}

/** Throws ProductBlacklistError when the product is refused (doc 1 §4: "Refusal raises an error"). */
export function assertProductAllowed(input: ProductBlockingInput): void {
  const found = productBlock(input);
  if (found) throw new ProductBlacklistError(found);
}
