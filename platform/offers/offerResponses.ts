// The bodies of the offer calls (doc 1 §3 offer, doc 2 §3.4), built from a case's decision.
import { findProductByApiCode, PRODUCT_TYPES } from '../../content/products';
import type { Offer, OfferDocument, OffersResponse } from '../../contract/offerSchemas';
import type { CaseOffer } from '../decision/caseDecision';
import { documentHtml, findRegulatoryDocument, type RegulatoryDocument } from '../documents/regulatoryDocuments';

/** The documents of an offer, in the order the client shows them (doc 1 §4: credit offers in three steps). */
const DOCUMENT_IDS: Record<CaseOffer['kind'], (productKey: string) => readonly string[]> = {
  credit: () => ['CC-KEY-FEATURES', 'CC-PRE-CONTRACT', 'CC-AGREEMENT'],
  overdraft: () => ['CA-KEY-FEATURES', 'CA-OVERDRAFT-AGREEMENT'],
  alternative: () => ['CA-KEY-FEATURES'],
  standard: (productKey) => (productKey === 'current' ? ['CA-KEY-FEATURES'] : ['SA-KEY-FEATURES']),
};

/** The product document key of an offer's product (doc 2 §3.8), else the case's product type. */
function productKeyOf(offer: CaseOffer, caseProductType: string): string {
  const product = findProductByApiCode(offer.productCode);
  return product ? PRODUCT_TYPES[product.productType].documentKey : caseProductType;
}

export function offerDocuments(offer: CaseOffer, caseProductType: string): RegulatoryDocument[] {
  const productKey = productKeyOf(offer, caseProductType);
  return DOCUMENT_IDS[offer.kind](productKey).flatMap((id) => findRegulatoryDocument(id) ?? []);
}

function documentBody(document: RegulatoryDocument): OfferDocument {
  return {
    id: document.id,
    name: document.name,
    format: 'html',
    content: Buffer.from(documentHtml(document), 'utf8').toString('base64'),
  };
}

export function offerBody(offer: CaseOffer, caseProductType: string): Offer {
  const terms = offer.creditLimit;
  return {
    id: offer.id,
    product: { code: offer.productCode },
    ...(terms
      ? {
          features: {
            credit_limit: {
              minimum: terms.minimum,
              offer_limit: terms.offerLimit,
              income_proof_required: terms.incomeProofRequired,
              update_offer: terms.updateOffer,
            },
          },
        }
      : {}),
    documents: offerDocuments(offer, caseProductType).map(documentBody),
  };
}

export function offersBody(openOffers: readonly CaseOffer[], caseProductType: string): OffersResponse {
  return { offers: openOffers.map((offer) => offerBody(offer, caseProductType)) };
}
