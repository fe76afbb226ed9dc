// Which product an enquiry asks for, and whether it fits the case address it is sent to
// (doc 2 §3.8 product types, §3.10 codes; doc 1 §8 "301 product invalid").
import { findProductByApiCode, PRODUCT_TYPES, type ProductDefinition } from '../../content/products';
import type { CaseSubtype, CompletedAccount, Enquiry, ProductTypeUrlPart } from '../../contract/schemas';
import { ApiError, ERROR_CODES } from '../http/apiError';

const PRODUCT_FIELD = 'product.code';

/** The product of an enquiry, checked against the case type and subtype; throws 409 `301` otherwise. */
export function productForCase(
  enquiry: Enquiry,
  productType: ProductTypeUrlPart,
  subType: CaseSubtype,
): ProductDefinition {
  const product = findProductByApiCode(enquiry.product.code);
  if (!product) {
    throw new ApiError(409, ERROR_CODES.productInvalid, 'The product code is not one the bank offers', PRODUCT_FIELD);
  }
  const urlPart = PRODUCT_TYPES[product.productType].urlPart;
  if (urlPart !== productType) {
    throw new ApiError(
      409,
      ERROR_CODES.productInvalid,
      `This product is a ${urlPart} product and cannot be applied for as csap${productType}`,
      PRODUCT_FIELD,
    );
  }
  // doc 2 §3.10: some products are for existing customers only (and none is for new customers only yet).
  if ((product.existingCustomersOnly || product.audience === 'existing') && subType !== 'existing') {
    throw new ApiError(409, ERROR_CODES.productInvalid, 'This product is for existing customers only', PRODUCT_FIELD);
  }
  if (product.audience === 'ntb' && subType !== 'ntb') {
    throw new ApiError(409, ERROR_CODES.productInvalid, 'This product is for new customers only', PRODUCT_FIELD);
  }
  return product;
}

/** The accounts a case will open: one per product, numbers null until opened. */
export function accountsToOpen(product: ProductDefinition, apiCode: string): CompletedAccount[] {
  return [
    {
      account_type: product.productType,
      product_code: apiCode,
      account_id: null,
      account_number: null,
      sort_code: null,
    },
  ];
}
