// The overdraft offer view (doc 1 §4, doc 3 §4): four outcomes with their buttons; the agreement opens before its
// signature tick can be ticked; refusing the overdraft opens the account without it.
import { useState } from 'react';
import { OFFER_COPY, OVERDRAFT_SIGNATURE, pounds } from '../../content/offers';
import { overdraftOutcome } from '../../machines/offerOutcome';
import { useJourney, useJourneyActor } from '../../src/journeyActor';
import './offer.css';

export function OverdraftOfferView() {
  const actor = useJourneyActor();
  const offer = useJourney((snapshot) => snapshot.context.offers[0]);
  const requested = useJourney((snapshot) => snapshot.context.form.overdraftLimit);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [agreementRead, setAgreementRead] = useState(false);
  const [signed, setSigned] = useState(false);
  const [signError, setSignError] = useState(false);
  if (!offer) return null;
  const requestedLimit = requested ? Number(requested) : undefined;
  const outcome = overdraftOutcome(offer, requestedLimit);
  const limit = pounds(offer.creditLimit?.offerLimit ?? 0);
  const refuse = () => actor.send({ type: 'REFUSE_OVERDRAFT', offerId: offer.id });

  if (outcome === 'declined') {
    return (
      <>
        <h1 className="heading-xl">{OFFER_COPY.overdraft.declined.title}</h1>
        <p className="body">{OFFER_COPY.overdraft.declined.body}</p>
        <button
          type="button"
          className="button"
          onClick={() => actor.send({ type: 'ACCEPT_OFFER', offerId: offer.id })}
        >
          {OFFER_COPY.overdraft.openAccount}
        </button>
      </>
    );
  }
  if (outcome === 'conditional') {
    return (
      <>
        <h1 className="heading-xl">{OFFER_COPY.overdraft.conditional.title}</h1>
        <p className="body">{OFFER_COPY.overdraft.conditional.body}</p>
        <button type="button" className="button" onClick={refuse}>
          {OFFER_COPY.overdraft.openAccount}
        </button>{' '}
        <a className="button button--secondary" href="/upload-documents">
          {OFFER_COPY.overdraft.conditional.upload}
        </a>
      </>
    );
  }
  const copy = outcome === 'full' ? OFFER_COPY.overdraft.full : OFFER_COPY.overdraft.reduced;
  return (
    <>
      <h1 className="heading-xl">{copy.title}</h1>
      <p className="body">
        {outcome === 'full'
          ? OFFER_COPY.overdraft.full.body(limit)
          : OFFER_COPY.overdraft.reduced.body(limit, pounds(requestedLimit ?? 0))}
      </p>
      <div className="expander">
        <button
          type="button"
          className="expander__toggle"
          aria-expanded={agreementOpen}
          aria-controls="overdraft-agreement"
          onClick={() => {
            setAgreementOpen(!agreementOpen);
            setAgreementRead(true);
          }}
        >
          {OFFER_COPY.overdraft.agreementTitle}
        </button>
        <div id="overdraft-agreement" hidden={!agreementOpen} className="expander__body">
          {OFFER_COPY.overdraft.agreement.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <div className={`form-group${signError ? ' form-group--error' : ''}`}>
        {signError ? (
          <p id="overdraft-signature-error" className="error-message">
            <span className="visually-hidden">Error:</span> {OFFER_COPY.overdraft.readFirst}
          </p>
        ) : null}
        <div className="choice">
          <input
            id="overdraft-signature"
            type="checkbox"
            className="choice__input"
            checked={signed}
            disabled={!agreementRead}
            aria-describedby={agreementRead ? undefined : 'overdraft-signature-hint'}
            onChange={(event) => {
              setSigned(event.target.checked);
              setSignError(false);
            }}
          />
          <label className="choice__label" htmlFor="overdraft-signature">
            {OVERDRAFT_SIGNATURE}
          </label>
        </div>
        {agreementRead ? null : (
          <p id="overdraft-signature-hint" className="hint">
            {OFFER_COPY.overdraft.readFirst}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button"
        onClick={() => {
          if (!signed) {
            setSignError(true);
            return;
          }
          actor.send({
            type: 'ACCEPT_OFFER',
            offerId: offer.id,
            documents: [
              {
                reason: 'DOCUMENTATION',
                name: OFFER_COPY.overdraft.agreementTitle,
                consent: 'Y',
                timestamp: new Date().toISOString(),
              },
            ],
          });
        }}
      >
        {OFFER_COPY.overdraft.withOverdraft}
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={refuse}>
        {OFFER_COPY.overdraft.withoutOverdraft}
      </button>
    </>
  );
}
