// Every result and deferral page of doc 3 §2, from content/results.ts: title, paragraphs, a list, links, the
// phone line and hours, the case reference with copy to clipboard where the page asks for it.
import { useState } from 'react';
import { findBrand } from '../content/brands';
import { findProduct } from '../content/products';
import {
  COPY_TO_CLIPBOARD,
  RESULT_CALL_US,
  type ResultId,
  resultContent,
  withoutEmptyParams,
} from '../content/results';
import { screenMetaOf, useJourney, useJourneyActor } from '../src/journeyActor';

type CopyState = keyof typeof COPY_TO_CLIPBOARD;

export function ResultScreen() {
  const { resultId, productCode, brandId, caseId, promocode } = useJourney(
    (snapshot) => ({
      resultId: screenMetaOf(snapshot)?.resultId as ResultId | undefined,
      productCode: snapshot.context.productCode,
      brandId: snapshot.context.brandId,
      caseId: snapshot.context.caseId,
      promocode: snapshot.context.form.promoCode ?? snapshot.context.entry.promocode,
    }),
    (a, b) =>
      a.resultId === b.resultId &&
      a.productCode === b.productCode &&
      a.brandId === b.brandId &&
      a.caseId === b.caseId &&
      a.promocode === b.promocode,
  );
  const actor = useJourneyActor();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  if (!resultId) return null;
  const product = findProduct(productCode);
  const brand = findBrand(brandId);
  const content = resultContent(resultId, product);
  const fill = (text: string) =>
    text
      .replaceAll('{product}', product?.name ?? 'this account')
      .replaceAll('{reference}', caseId ?? '')
      .replaceAll('{productCode}', encodeURIComponent(productCode ?? ''))
      .replaceAll('{brandId}', encodeURIComponent(brandId))
      .replaceAll('{promocode}', encodeURIComponent(promocode ?? ''))
      .replaceAll('{appleLink}', brand?.appLinks.apple ?? '')
      .replaceAll('{googleLink}', brand?.appLinks.google ?? '');

  return (
    <>
      <h1 className="heading-xl">{fill(content.title)}</h1>
      {content.intro.map((paragraph) => (
        <p className="body" key={paragraph}>
          {fill(paragraph)}
        </p>
      ))}
      {content.copyReference && caseId ? (
        <div className="copy-reference">
          <p className="body">
            <strong data-testid="case-reference">{caseId}</strong>
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              navigator.clipboard.writeText(caseId).then(
                () => setCopyState('copied'),
                () => setCopyState('failed'),
              );
            }}
          >
            {COPY_TO_CLIPBOARD.idle}
          </button>
          <p aria-live="polite" className={copyState === 'failed' ? 'error-message' : 'body'}>
            {copyState === 'idle' ? '' : COPY_TO_CLIPBOARD[copyState]}
          </p>
        </div>
      ) : null}
      {content.list ? (
        <>
          <h2 className="heading-m">{content.list.heading}</h2>
          <ul className="list list--bullet">
            {content.list.items.map((item) => (
              <li key={item}>{fill(item)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {content.links?.length ? (
        <ul className="list">
          {content.links.map((link) => (
            <li key={link.text}>
              <a href={withoutEmptyParams(fill(link.href))}>{link.text}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {content.showPhone && brand ? (
        <>
          <p className="body">
            {RESULT_CALL_US} <strong>{brand.phone}</strong>
          </p>
          <ul className="list">
            {brand.phoneHours.map((hours) => (
              <li key={hours}>{hours}</li>
            ))}
          </ul>
        </>
      ) : null}
      {content.logout ? (
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'LOG_OUT' })}>
          Log out
        </button>
      ) : null}
      {content.footer?.map((paragraph) => (
        <p className="body" key={paragraph}>
          {fill(paragraph)}
        </p>
      ))}
    </>
  );
}
