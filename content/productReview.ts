// What review and the offer show of a product beyond the catalogue's facts (doc 2 §3.8): the offer's lines, the
// Direct Debit mandate and the documents consented to on review, and the regulatory documents by webReference. One
// set per product type. Kept apart from content/products.ts, which the chart reads at entry, so that this text loads
// with review and not with the start page (issue 16: start page ≤ 100 KB).
import { FIGURES, pounds } from './figures';
import type { ProductType } from './products';

export interface ProductReviewContent {
  offerItems: readonly string[];
  /** Direct-debit mandate lines shown on review (credit cards; doc 2 §3.8). */
  mandateItems: readonly string[];
  /** Documents the applicant consents to on review besides the list documents (doc 1 §4 "Review submit"). */
  additionalDocumentItems: readonly string[];
  /** Regulatory documents shown on review, by the webReference of the document list (doc 2 §3.7). */
  documentReferences: readonly string[];
}

const SAVE = FIGURES.savings;
const GENERAL = FIGURES.general;

const BY_TYPE: Readonly<Record<ProductType, ProductReviewContent>> = {
  current: {
    offerItems: [
      'Your account comes with a contactless debit card.',
      `Your card and PIN arrive in ${GENERAL.cardAndPinDays} working days.`,
    ],
    mandateItems: [],
    additionalDocumentItems: [],
    documentReferences: ['CA-KEY-FEATURES', 'CA-TERMS', 'CA-FEE-INFORMATION', 'CA-PRIVACY'],
  },
  savings: {
    offerItems: [
      `Your savings are protected up to ${pounds(GENERAL.fscsProtection)} by the Financial Services Compensation Scheme.`,
      `You can change your mind within ${GENERAL.cancellationDays} days of opening.`,
    ],
    mandateItems: [],
    additionalDocumentItems: [],
    documentReferences: ['SAV-KEY-FEATURES', 'SAV-TERMS', 'SAV-SUMMARY-BOX', 'CA-PRIVACY'],
  },
  cashISA: {
    offerItems: [
      `Your ISA allowance is ${pounds(SAVE.isaAllowance.amount)} for the ${SAVE.isaAllowance.taxYear} tax year.`,
      `Your savings are protected up to ${pounds(GENERAL.fscsProtection)} by the Financial Services Compensation Scheme.`,
    ],
    mandateItems: [],
    additionalDocumentItems: [],
    documentReferences: ['ISA-KEY-FEATURES', 'ISA-TERMS', 'ISA-SUMMARY-BOX', 'CA-PRIVACY'],
  },
  'credit-card': {
    offerItems: [
      'Your credit limit is shown on the next page.',
      'You can make up to three balance transfers online, with no fee for making them online.',
    ],
    mandateItems: [
      'Instruction to your bank or building society to pay by Direct Debit.',
      'Please pay us Direct Debits from the account detailed in this instruction, subject to the safeguards of the Direct Debit Guarantee.',
    ],
    additionalDocumentItems: ['Pre-contract credit information', 'Credit agreement'],
    documentReferences: ['CC-SUMMARY-BOX', 'CC-TERMS', 'CA-PRIVACY'],
  },
};

export function reviewContentOf(product: { productType: ProductType }): ProductReviewContent {
  return BY_TYPE[product.productType];
}
