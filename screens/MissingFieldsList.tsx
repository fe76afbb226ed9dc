// The list on the missing-required-fields page (doc 3 §2): each field a refused submit still needs, in that field's own
// wording. It needs every field declaration of steps 1, 2 and review, so it loads with that page, not with the start
// page that carries the error page itself (issue 16; screens/ErrorScreen.tsx).
import { COPY } from '../content/copy';
import { step2Fields } from '../content/fields/employmentDetails';
import { fieldEnvironment } from '../content/fields/environment';
import { missingFieldWording } from '../content/fields/missingFields';
import { step1Fields } from '../content/fields/personalDetails';
import { reviewFields } from '../content/fields/review';
import { findProduct } from '../content/products';
import { isExistingCustomerCase } from '../contract/applicationForm';
import { type JourneySnapshot, useJourney } from '../src/journeyActor';
import { MISSING_REQUIRED_FIELDS_CODE } from './missingRequiredFields';

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

export function MissingFieldsList() {
  const missingWording = useJourney(selectMissingWording, (a, b) => a.join('\n') === b.join('\n'));
  if (missingWording.length === 0) return null;
  return (
    <>
      <h2 className="heading-m">{COPY.missingRequiredFields.listTitle}</h2>
      <ul className="list list--bullet">
        {missingWording.map((wording) => (
          <li key={wording}>{wording}</li>
        ))}
      </ul>
    </>
  );
}
