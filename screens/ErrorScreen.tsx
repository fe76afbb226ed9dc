// The error page (doc 3 §2 "Error page"): header, title, two paragraphs, phone line and hours. A submit refused as
// incomplete (422 `incomplete_application`) shows the missing-required-fields page instead (doc 3 §2), listing
// each field the platform says is still missing in that field's own wording.
import { findBrand } from '../content/brands';
import { COPY } from '../content/copy';
import { step2Fields } from '../content/fields/employmentDetails';
import { fieldEnvironment } from '../content/fields/environment';
import { PAGE_LEVEL_ERROR } from '../content/fields/messages';
import { missingFieldWording } from '../content/fields/missingFields';
import { step1Fields } from '../content/fields/personalDetails';
import { reviewFields } from '../content/fields/review';
import { findProduct } from '../content/products';
import { isExistingCustomerCase } from '../contract/applicationForm';
import { type JourneySnapshot, useJourney } from '../src/journeyActor';

/** The platform's code for a submit missing fields a decision needs (platform/cases/submitReadiness.ts). */
export const MISSING_REQUIRED_FIELDS_CODE = 'incomplete_application';

/** The wording of each field a refused submit still needs, from the applicant's own field declarations. */
function selectMissingWording(snapshot: JourneySnapshot): string[] {
  const { context } = snapshot;
  const names = context.error?.code === MISSING_REQUIRED_FIELDS_CODE ? context.error.missingFields : undefined;
  const product = findProduct(context.form.productCode);
  if (!names?.length || !product) return [];
  const isExistingCustomer = isExistingCustomerCase(context);
  const environment = fieldEnvironment({
    product,
    brandId: context.brandId,
    subType: context.form.subType,
    isExistingCustomer,
    overdraftsFeature: context.config?.features.overdrafts ?? false,
    productVariant: context.form.productVariant,
  });
  const fields = [
    ...step1Fields(environment, context.form),
    ...step2Fields(environment, context.form),
    ...reviewFields({ product, isExistingCustomer }, context.form),
  ];
  return missingFieldWording(fields, context.form, names);
}

export function ErrorScreen() {
  const error = useJourney((snapshot) => snapshot.context.error);
  const brand = findBrand(useJourney((snapshot) => snapshot.context.brandId));
  const missingWording = useJourney(selectMissingWording, (a, b) => a.join('\n') === b.join('\n'));
  const missingFields = error?.code === MISSING_REQUIRED_FIELDS_CODE;
  return (
    <>
      <p className="caption">{COPY.error.header}</p>
      {missingFields ? (
        <>
          <h1 className="heading-xl">{COPY.missingRequiredFields.title}</h1>
          <p className="body">{PAGE_LEVEL_ERROR}</p>
          {missingWording.length > 0 ? (
            <>
              <h2 className="heading-m">{COPY.missingRequiredFields.listTitle}</h2>
              <ul className="list list--bullet">
                {missingWording.map((wording) => (
                  <li key={wording}>{wording}</li>
                ))}
              </ul>
            </>
          ) : null}
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
