// The credit offer view (doc 1 §4, doc 3 §4): three documents in order — key features, pre-contract credit
// information, credit agreement — each closed and unread at first, read on opening, each unlocked once the one
// before is ticked; accepting with unticked boxes shows the spec's message; consent records go with the acceptance.
import { useState } from 'react';
import { CREDIT_OFFER_UNTICKED, OFFER_COPY, pounds } from '../../content/offers';
import type { Offer } from '../../machines/actorContracts';
import { ErrorSummary } from '../../src/components/ErrorSummary';
import { useJourney, useJourneyActor } from '../../src/journeyActor';
import './offer.css';

interface DocumentState {
  open: boolean;
  read: boolean;
  ticked: boolean;
}

/** The text of a document the platform sends (base64; HTML read as text, never injected as markup). */
function documentText(document: Offer['documents'][number] | undefined): string[] {
  if (!document) return [];
  try {
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(document.content), (char) => char.charCodeAt(0)));
    const text =
      document.format === 'html'
        ? (new DOMParser().parseFromString(decoded, 'text/html').body.textContent ?? '')
        : decoded;
    return text
      .split(/\n+/)
      .map((line) => line.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

export function CreditOfferView() {
  const actor = useJourneyActor();
  const offer = useJourney((snapshot) => snapshot.context.offers[0]);
  const names = OFFER_COPY.credit.documents;
  const [documents, setDocuments] = useState<DocumentState[]>(
    names.map(() => ({ open: false, read: false, ticked: false })),
  );
  const [failedAccepts, setFailedAccepts] = useState(0);
  if (!offer) return null;
  const update = (index: number, change: Partial<DocumentState>) =>
    setDocuments((current) => current.map((state, at) => (at === index ? { ...state, ...change } : state)));
  const unlocked = (index: number) => index === 0 || documents[index - 1]?.ticked === true;
  const offerDocument = (index: number) =>
    offer.documents.find((document) => document.name.toLowerCase().includes(names[index]?.toLowerCase() ?? '')) ??
    offer.documents[index];

  return (
    <>
      {failedAccepts > 0 ? <ErrorSummary message={CREDIT_OFFER_UNTICKED} errors={[]} focusKey={failedAccepts} /> : null}
      <h1 className="heading-xl">{OFFER_COPY.credit.title}</h1>
      {offer.creditLimit ? (
        <p className="body-l">{OFFER_COPY.credit.limit(pounds(offer.creditLimit.offerLimit))}</p>
      ) : null}
      {offer.creditLimit?.updateOffer ? (
        <p>
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'ADJUST_CREDIT_LIMIT' })}>
            {OFFER_COPY.credit.changeLimit}
          </button>
        </p>
      ) : null}
      <p className="body">{OFFER_COPY.credit.documentsIntro}</p>
      {names.map((name, index) => {
        const state = documents[index] ?? { open: false, read: false, ticked: false };
        const id = `credit-document-${index + 1}`;
        return (
          <div className="expander" key={name}>
            <button
              type="button"
              className="expander__toggle"
              aria-expanded={state.open}
              aria-controls={`${id}-body`}
              disabled={!unlocked(index)}
              aria-describedby={unlocked(index) ? undefined : `${id}-locked`}
              onClick={() => update(index, { open: !state.open, read: true })}
            >
              {OFFER_COPY.credit.open(name)}
            </button>
            {unlocked(index) ? null : (
              <p className="hint" id={`${id}-locked`}>
                {OFFER_COPY.credit.locked}
              </p>
            )}
            <div id={`${id}-body`} className="expander__body" hidden={!state.open}>
              {documentText(offerDocument(index)).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
            <div className="choice">
              <input
                id={id}
                type="checkbox"
                className="choice__input"
                checked={state.ticked}
                disabled={!state.read}
                onChange={(event) => update(index, { ticked: event.target.checked })}
              />
              <label className="choice__label" htmlFor={id}>
                {OFFER_COPY.credit.readAndTick(name)}
              </label>
            </div>
          </div>
        );
      })}
      <button
        type="button"
        className="button"
        onClick={() => {
          if (!documents.every((state) => state.ticked)) {
            setFailedAccepts((count) => count + 1);
            return;
          }
          const timestamp = new Date().toISOString();
          actor.send({
            type: 'ACCEPT_OFFER',
            offerId: offer.id,
            documents: names.map((name, index) => ({
              reason: 'DOCUMENTATION' as const,
              name: offerDocument(index)?.name ?? name,
              content_type: offerDocument(index)?.format === 'pdf' ? 'application/pdf' : 'text/html',
              version: offerDocument(index)?.id,
              consent: 'Y' as const,
              timestamp,
            })),
          });
        }}
      >
        {OFFER_COPY.credit.accept}
      </button>
    </>
  );
}
