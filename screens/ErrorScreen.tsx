// The error page (doc 3 §2 "Error page"): header, title, two paragraphs, phone line and hours.
import { findBrand } from '../content/brands';
import { COPY } from '../content/copy';
import { useJourney } from '../src/journeyActor';

export function ErrorScreen() {
  const error = useJourney((snapshot) => snapshot.context.error);
  const brand = findBrand(useJourney((snapshot) => snapshot.context.brandId));
  return (
    <>
      <p className="caption">{COPY.error.header}</p>
      <h1 className="heading-xl">{COPY.error.title}</h1>
      {COPY.error.body(brand?.phone ?? '').map((paragraph) => (
        <p className="body" key={paragraph}>
          {paragraph}
        </p>
      ))}
      <ul className="list">
        {brand?.phoneHours.map((hours) => (
          <li key={hours}>{hours}</li>
        ))}
      </ul>
      {error ? <p className="hint">{COPY.error.reference(`${error.source}/${error.code}`)}</p> : null}
    </>
  );
}
