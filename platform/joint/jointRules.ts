// The joint application's rules on the platform side, as pure functions (doc 1 §4 "Joint", "Product blocking"; doc 2
// §5.6b "Joint applicants must choose the same bank", §5.9, §8 codes 301, 319, 324; issue 12).

import { findBrand } from '../../content/brands';
import { savingsAllowedOnJoint } from '../../content/productBlocking';
import type { ProductDefinition } from '../../content/products';
import type { ApiBankId, Enquiry, EnquiryApplicant } from '../../contract/schemas';
import type { CaseRecord } from '../cases/caseRecord';
import { ApiError, ERROR_CODES } from '../http/apiError';

/** doc 1 §8 "319 link case request invalid" (the joint modal) and "324 joint bank mismatch". */
export const LINK_CASE_INVALID = '319';
export const JOINT_BANK_MISMATCH = '324';

/** A link code is good for 30 days from the case's creation; after that the primary applicant starts again. */
export const LINK_CODE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The bank by the name an applicant knows it by (content/brands.ts; the bank-mismatch warning names the bank). */
export function bankName(bankId: ApiBankId): string {
  return findBrand(bankId)?.displayName ?? bankId;
}

/** One answer for a wrong, used, expired or locked code: it tells nothing of which it was (no case is named). */
export function linkCaseInvalid(): ApiError {
  return new ApiError(
    401,
    LINK_CASE_INVALID,
    'This link code cannot be used: check the 7 digits the other person gave you, or ask them for a new invitation',
    'jointLinkCode',
  );
}

/** 324: the two applicants of a joint application must choose the same bank; the body names the first one's bank. */
export function jointBankMismatch(caseBankId: ApiBankId): ApiError {
  const error = new ApiError(
    409,
    JOINT_BANK_MISMATCH,
    `The other person applied with ${bankName(caseBankId)}: joint applicants must choose the same bank`,
    'jointMismatchBankId',
  );
  error.jointMismatchBankId = caseBankId;
  return error;
}

/**
 * doc 1 "Product blocking", doc 2 §5.9: on a joint application, savings products other than IM759 and the IM760 group
 * are refused, and so is a product not allowed on joint applications (IM632, doc 2 §3.10; cash ISAs, credit cards).
 */
export function isAllowedOnJoint(product: ProductDefinition): boolean {
  const savingsRefused = product.productType === 'savings' && !savingsAllowedOnJoint(product.code);
  return !savingsRefused && product.allowedOnJointApplication;
}

/** isAllowedOnJoint, or 409 301 naming the product. */
export function assertAllowedOnJoint(product: ProductDefinition): void {
  if (!isAllowedOnJoint(product)) {
    throw new ApiError(
      409,
      ERROR_CODES.productInvalid,
      `${product.code} cannot be opened on a joint application`,
      'product.code',
    );
  }
}

/** Whether a case is a joint case whose link code may still link a second applicant (not expired). */
export function linkCodeLive(record: Pick<CaseRecord, 'applicationType' | 'state' | 'createdAt'>, now: Date): boolean {
  if (record.applicationType !== 'joint') return false;
  if (record.state !== 'capture' && record.state !== 'awaitapplicant') return false;
  return now.getTime() - record.createdAt.getTime() < LINK_CODE_TTL_MS;
}

/**
 * The enquiry after one applicant's save: each applicant writes only their own entry of `applicants[]` (the app
 * sends its own applicant first); the product and the case-level fields are the first applicant's.
 */
export function mergeApplicantSave(current: Enquiry, incoming: Enquiry, applicantIndex: number): Enquiry {
  const own = incoming.applicants[0] ?? {};
  if (applicantIndex === 0) {
    const second = current.applicants[1];
    return { ...incoming, applicants: second ? [own, second] : [own] };
  }
  const first: EnquiryApplicant = current.applicants[0] ?? {};
  return { ...current, applicants: [first, own] };
}

/**
 * The enquiry as one applicant of a joint case may read it (issue 12): their own entry, as `applicants[0]` (the app
 * reads applicant 0 into its form), and the case data both share (product, source, promotion, the eligibility audit);
 * never the other applicant's personal details. The case-level `customer_id` is the first applicant's customer
 * number, so the second applicant does not get it either.
 */
export function enquiryFor(enquiry: Enquiry, applicantIndex: number): Enquiry {
  const own = enquiry.applicants[applicantIndex] ?? {};
  if (applicantIndex === 0) return { ...enquiry, applicants: [own] };
  const { customer_id: _firstApplicantsCustomer, ...shared } = enquiry;
  return { ...shared, applicants: [own] };
}

/** Only the given applicant's entry: what that applicant's submit must have complete. */
export function applicantOnly(enquiry: Enquiry, applicantIndex: number): Enquiry {
  return { ...enquiry, applicants: [enquiry.applicants[applicantIndex] ?? {}] };
}
