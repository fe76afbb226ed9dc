import { OFFER_COPY } from '../../content/offers';
import { findProduct } from '../../content/products';
import { useJourney, useJourneyActor } from '../../src/journeyActor';

export function StandardOfferView() {
  const actor = useJourneyActor();
  const offer = useJourney((snapshot) => snapshot.context.offers[0]);
  if (!offer) return null;
  const name = findProduct(offer.productCode)?.name ?? offer.productCode;
  return (
    <>
      <h1 className="heading-xl">{OFFER_COPY.standard.title(name)}</h1>
      <p className="body">{OFFER_COPY.standard.body}</p>
      <button type="button" className="button" onClick={() => actor.send({ type: 'ACCEPT_OFFER', offerId: offer.id })}>
        {OFFER_COPY.standard.accept}
      </button>{' '}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => actor.send({ type: 'DECLINE_OFFER', offerId: offer.id })}
      >
        {OFFER_COPY.standard.decline}
      </button>
    </>
  );
}
