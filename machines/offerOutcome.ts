// Which offer view a case gets (doc 1 "Offer page") and what an overdraft offer means (doc 1 §4 "Offer",
// doc 2 §4, doc 3 §4). Pure: the offer screen and the chart's guards both read these.
import type { ProductType } from '../content/productFacts';
import type { Offer } from './actorContracts';

export type OfferView = 'credit' | 'overdraft' | 'multi' | 'standard';

/** An alternative or downgrade product: more than one offer, or an offer for a product other than the one applied for. */
export function isAlternativeOffer(offers: readonly Offer[], productCode: string | undefined): boolean {
  return offers.length > 1 || offers.some((offer) => offer.productCode !== productCode);
}

/**
 * doc 1: credit card gets the credit offer view; a current account whose offer has a credit-limit feature the
 * overdraft view; an alternative-product case the multi-offer view; otherwise the single standard view.
 */
export function offerView(
  productType: ProductType | undefined,
  productCode: string | undefined,
  offers: readonly Offer[],
): OfferView {
  if (productType === 'credit-card') return 'credit';
  if (
    productType === 'current' &&
    offers.length === 1 &&
    offers[0]?.creditLimit &&
    !isAlternativeOffer(offers, productCode)
  ) {
    return 'overdraft';
  }
  if (isAlternativeOffer(offers, productCode)) return 'multi';
  return 'standard';
}

export type OverdraftOutcome = 'declined' | 'conditional' | 'reduced' | 'full';

/**
 * doc 1 §4, doc 2 §4: declined if offer_limit is zero or absent; conditional if income proof is required; reduced if
 * the limit is below the requested overdraft limit; otherwise full.
 */
export function overdraftOutcome(offer: Offer | undefined, requestedLimit: number | undefined): OverdraftOutcome {
  const limit = offer?.creditLimit?.offerLimit;
  if (!limit) return 'declined';
  if (offer?.creditLimit?.incomeProofRequired) return 'conditional';
  if (requestedLimit !== undefined && limit < requestedLimit) return 'reduced';
  return 'full';
}
