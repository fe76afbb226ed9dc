// Alternative or downgrade offers (doc 3 §2): More information per offer, and cancel through a confirmation
// that declines the first offer.
import { useEffect, useRef } from 'react';
import { OFFER_COPY } from '../../content/offers';
import { findProduct } from '../../content/products';
import { useJourney, useJourneyActor } from '../../src/journeyActor';
import './offer.css';

export function MultiOfferView() {
  const actor = useJourneyActor();
  const offers = useJourney((snapshot) => snapshot.context.offers);
  const applied = findProduct(useJourney((snapshot) => snapshot.context.productCode));
  const confirming = useJourney((snapshot) => snapshot.matches({ main: { offer: 'confirmingCancel' } }));
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) dialog.current?.focus();
  }, [confirming]);

  return (
    <>
      <h1 className="heading-xl">{OFFER_COPY.multi.title}</h1>
      <p className="body">{OFFER_COPY.multi.body(applied?.name ?? 'the account you asked for')}</p>
      {offers.map((offer) => {
        const product = findProduct(offer.productCode);
        const name = product?.name ?? offer.productCode;
        return (
          <section className="offer-card" key={offer.id} aria-labelledby={`offer-${offer.id}`}>
            <h2 className="heading-m" id={`offer-${offer.id}`}>
              {name}
            </h2>
            <details className="details">
              <summary className="details__summary">{OFFER_COPY.multi.moreInformation}</summary>
              <ul className="list list--bullet">
                {(product?.keyFeatureItems ?? []).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </details>
            <button
              type="button"
              className="button"
              disabled={confirming}
              onClick={() => actor.send({ type: 'ACCEPT_OFFER', offerId: offer.id })}
            >
              {OFFER_COPY.multi.accept(name)}
            </button>
          </section>
        );
      })}
      <button
        type="button"
        className="link-button"
        disabled={confirming}
        onClick={() => actor.send({ type: 'CANCEL_APPLICATION' })}
      >
        {OFFER_COPY.multi.cancel}
      </button>
      {confirming ? (
        <div
          className="modal"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="cancel-title"
          aria-describedby="cancel-body"
          tabIndex={-1}
          ref={dialog}
        >
          <h2 className="heading-m" id="cancel-title">
            {OFFER_COPY.multi.confirmTitle}
          </h2>
          <p id="cancel-body">{OFFER_COPY.multi.confirmBody}</p>
          <button
            type="button"
            className="button button--warning"
            onClick={() => actor.send({ type: 'CANCEL_CONFIRMED' })}
          >
            {OFFER_COPY.multi.confirmYes}
          </button>{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'CANCEL_DISMISSED' })}
          >
            {OFFER_COPY.multi.confirmNo}
          </button>
        </div>
      ) : null}
    </>
  );
}
