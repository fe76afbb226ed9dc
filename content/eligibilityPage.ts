// The start page's lists (doc 3 §2 "Eligibility questions": "up to six info-to-apply items, up to ten eligibility
// terms and up to ten footers"), by product, with doc 3 §9's figures filled from content/figures.ts.
import { FIGURES, pounds } from './figures';
import type { ProductFacts } from './productFacts';

export const MAX_INFO_TO_APPLY_ITEMS = 6;
export const MAX_ELIGIBILITY_TERMS = 10;
export const MAX_FOOTERS = 10;

export const ELIGIBILITY_PAGE_COPY = {
  infoToApplyTitle: 'What you need to apply',
  termsTitle: 'You can apply if',
} as const;

export function infoToApplyItems(product: ProductFacts): string[] {
  const items = [
    'Your addresses for the last three years.',
    'Your email address and mobile phone number.',
    ...(product.productType === 'cashISA' || product.niNumberRequired ? ['Your National Insurance number.'] : []),
    ...(product.productType === 'current' || product.productType === 'credit-card'
      ? ['Your income and your regular outgoings.']
      : []),
    ...(product.productType === 'credit-card' ? ['The bank account your Direct Debit will come from.'] : []),
  ];
  return items.slice(0, MAX_INFO_TO_APPLY_ITEMS);
}

export function eligibilityTerms(product: ProductFacts): string[] {
  const terms = [
    `You are ${product.minimumAge} or over.`,
    'You live in the UK.',
    'You have a mobile phone or a computer you can use to manage your account.',
    ...(product.productType === 'credit-card'
      ? ['You have had no county court judgement in the last three years and you are not bankrupt.']
      : []),
    ...(product.code === 'IM458' ? ['You are a first-time buyer.'] : []),
    ...(product.existingCustomersOnly ? ['You already bank with us.'] : []),
  ];
  return terms.slice(0, MAX_ELIGIBILITY_TERMS);
}

export function eligibilityFooters(product: ProductFacts): string[] {
  const footers = [
    ...(product.productType === 'credit-card'
      ? []
      : [
          `Eligible deposits are protected up to ${pounds(FIGURES.general.fscsProtection)} by the Financial Services Compensation Scheme.`,
        ]),
    'We will search your record at credit reference agencies where the product needs a credit check.',
  ];
  return footers.slice(0, MAX_FOOTERS);
}
