// Step 2, employment and finances (doc 3 §2 "Employment and finances"): the sections of the product type, from
// content (content/fields/employmentDetails.ts), with the field behaviours of doc 2 §4 (src/forms/behaviours.ts)
// and the bank details lookup of a credit card (doc 2 §5.5), which the chart runs.
import { useMemo } from 'react';
import { COPY } from '../content/copy';
import { type BankLookupView, step2Fields, step2Sections } from '../content/fields/employmentDetails';
import { fieldEnvironment } from '../content/fields/environment';
import { JOURNEY_COPY } from '../content/journeyCopy';
import { findProduct } from '../content/products';
import { isExistingCustomerCase } from '../contract/applicationForm';
import type { ApplicationForm } from '../machines/journeyTypes';
import { BackLink } from '../src/components/BackLink';
import { FieldGroup } from '../src/components/FieldGroup';
import { bankDetailsToLookUp, step2Changes } from '../src/forms/behaviours';
import { type FieldBehaviours, JourneyForm, shallowEqual } from '../src/forms/JourneyForm';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';
import { useFormAsShown } from '../src/screenShown';
// this step renders its next one ahead (issue 16)
import '../src/screenAhead';

const selectEnvironmentInput = (snapshot: JourneySnapshot) => ({
  brandId: snapshot.context.brandId,
  subType: snapshot.context.form.subType,
  existing: isExistingCustomerCase(snapshot.context),
  overdraftsFeature: snapshot.context.config?.features.overdrafts ?? false,
  productVariant: snapshot.context.form.productVariant,
});

function BankLookupStatus({ lookup }: { lookup: BankLookupView & { bankName?: string; branch?: string } }) {
  return (
    <div aria-live="polite" data-testid="bank-lookup-status">
      {lookup.status === 'searching' ? <p>{JOURNEY_COPY.employmentDetails.bankChecking}</p> : null}
      {lookup.status === 'valid' ? (
        <p className="inset">{JOURNEY_COPY.employmentDetails.bankFound(lookup.bankName ?? '', lookup.branch ?? '')}</p>
      ) : null}
      {lookup.status === 'failed' ? <p>{JOURNEY_COPY.employmentDetails.bankLookupFailed}</p> : null}
    </div>
  );
}

export function EmploymentDetailsScreen() {
  const actor = useJourneyActor();
  // The form as the page opened with it, or as it was when shown if it was rendered ahead (src/screenShown.ts): the
  // form on the page is the applicant's from then on (JourneyForm), and the chart's copies of it (every field left,
  // the Continue) do not render the page again (issue 16).
  const form = useFormAsShown();
  const productCode = useJourney((snapshot) => snapshot.context.form.productCode);
  // compared key by key (their values are strings and booleans): each snapshot of the chart reaches these selectors,
  // and serialising both sides of each was a share of every key typed and of the Continue (issue 16)
  const input = useJourney(selectEnvironmentInput, shallowEqual);
  const lookup = useJourney((snapshot) => snapshot.context.bankLookup, shallowEqual);
  const product = findProduct(productCode);
  const environment = useMemo(
    () =>
      product &&
      fieldEnvironment({
        product,
        brandId: input.brandId,
        subType: input.subType,
        isExistingCustomer: input.existing,
        overdraftsFeature: input.overdraftsFeature,
        productVariant: input.productVariant,
      }),
    [product, input],
  );
  // The fields' function stays the same while what decides them does (JourneyForm: one validator).
  const fieldsOf = useMemo(
    () => environment && ((values: ApplicationForm) => step2Fields(environment, values, lookup)),
    [environment, lookup],
  );
  if (!product || !environment || !fieldsOf) return null;

  const behaviours: FieldBehaviours = (values, previous, api) => {
    for (const [name, value] of step2Changes(values, previous)) {
      api.change(name as keyof ApplicationForm, value as never);
    }
    // doc 2 §5.5: a lookup starts when both bank details are valid and changed
    const pair = bankDetailsToLookUp(values, lookup);
    if (pair && product.productType === 'credit-card') actor.send({ type: 'BANK_DETAILS_CHANGED', ...pair });
  };

  return (
    <>
      <BackLink onBack={() => actor.send({ type: 'BACK' })} />
      <h1 className="heading-xl">{JOURNEY_COPY.employmentDetails.title}</h1>
      <p className="body">{JOURNEY_COPY.employmentDetails.intro}</p>
      {/* doc 3 §2: joint current accounts hide the overdraft section and show a joint-expenditure message */}
      {environment.isJoint && product.productType === 'current' ? (
        <p className="inset">{JOURNEY_COPY.employmentDetails.jointExpenditure}</p>
      ) : null}
      <JourneyForm
        fields={fieldsOf}
        initialValues={form}
        submitLabel={COPY.continue}
        onValuesChange={behaviours}
        onValid={(values) => actor.send({ type: 'CONTINUE', values })}
      >
        {(api, handlers, values) => {
          const fields = fieldsOf(values);
          return step2Sections(environment, fields).map((section) => (
            <section key={section.id} id={section.id} className="step-section" aria-labelledby={`${section.id}-title`}>
              <h2 className="heading-l" id={`${section.id}-title`}>
                {section.title}
              </h2>
              {section.intro?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <FieldGroup
                fields={fields.filter((field) => field.section === section.id)}
                values={values}
                form={api}
                handlers={handlers}
              />
              {section.id === 'bank-details' ? <BankLookupStatus lookup={lookup} /> : null}
            </section>
          ));
        }}
      </JourneyForm>
    </>
  );
}
