// The error page (doc 3 §2 "Error page"): header, title, two paragraphs, phone line and hours. A submit refused as
// incomplete (422 `incomplete_application`) shows the missing-required-fields page instead (doc 3 §2), listing
// each field the platform says is still missing in that field's own wording.
import { lazy, Suspense } from 'react';
import { findBrand } from '../content/brands';
import { COPY } from '../content/copy';
import { PAGE_LEVEL_ERROR } from '../content/fields/messages';
import { useJourney } from '../src/journeyActor';
import { MISSING_REQUIRED_FIELDS_CODE } from './missingRequiredFields';

/**
 * The list of fields still missing needs every field declaration of steps 1, 2 and review (about 8 KiB brotli): it
 * loads when this page shows it, not with the start page that carries the error page (issue 16). If its chunk cannot
 * be fetched, the page still says what to do (title, body, phone) without the list.
 */
const MissingFieldsList = lazy(() =>
  import('./MissingFieldsList').then(
    (module) => ({ default: module.MissingFieldsList }),
    () => ({ default: () => null }),
  ),
);

export function ErrorScreen() {
  const error = useJourney((snapshot) => snapshot.context.error);
  const brand = findBrand(useJourney((snapshot) => snapshot.context.brandId));
  const missingFields = error?.code === MISSING_REQUIRED_FIELDS_CODE;
  return (
    <>
      <p className="caption">{COPY.error.header}</p>
      {missingFields ? (
        <>
          <h1 className="heading-xl">{COPY.missingRequiredFields.title}</h1>
          <p className="body">{PAGE_LEVEL_ERROR}</p>
          <Suspense fallback={null}>
            <MissingFieldsList />
          </Suspense>
          {COPY.missingRequiredFields.body(brand?.phone ?? '').map((paragraph) => (
            <p className="body" key={paragraph}>
              {paragraph}
            </p>
          ))}
        </>
      ) : (
        <>
          <h1 className="heading-xl">{COPY.error.title}</h1>
          {COPY.error.body(brand?.phone ?? '').map((paragraph) => (
            <p className="body" key={paragraph}>
              {paragraph}
            </p>
          ))}
        </>
      )}
      <ul className="list">
        {brand?.phoneHours.map((hours) => (
          <li key={hours}>{hours}</li>
        ))}
      </ul>
      {error ? <p className="hint">{COPY.error.reference(`${error.source}/${error.code}`)}</p> : null}
    </>
  );
}
