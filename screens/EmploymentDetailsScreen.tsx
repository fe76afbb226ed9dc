// Step 2, employment and finances of a current account (doc 3 §2 "Employment and finances").
import { COPY } from '../content/copy';
import { EMPLOYMENT_FIELDS, EMPLOYMENT_SECTIONS } from '../content/fields/employmentDetails';
import { isActiveEmployment } from '../content/options';
import { findProduct } from '../content/products';
import { BackLink } from '../src/components/BackLink';
import { FormField } from '../src/components/FormField';
import { type FieldBehaviours, JourneyForm } from '../src/forms/JourneyForm';
import { fieldsShownIn } from '../src/forms/validation';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';

/** doc 2 §4 field behaviours of step 2. */
const behaviours: FieldBehaviours = (values, previous, form) => {
  if (values.employmentStatus !== previous.employmentStatus && !isActiveEmployment(values.employmentStatus)) {
    form.change('employmentIndustry', undefined);
    form.change('employmentOccupation', undefined);
    form.change('employmentStartDate', undefined);
    form.change('employerName', undefined);
  }
  if (values.grossAnnualIncome !== previous.grossAnnualIncome && previous.grossAnnualIncome !== undefined) {
    form.change('netMonthlyIncome', undefined);
  }
  if (values.requiresOverdraft === 'No' && previous.requiresOverdraft !== 'No') {
    form.change('applyingForOverdraft', undefined);
    form.change('overdraftLimit', undefined);
  }
};

const selectEnvironment = (snapshot: JourneySnapshot) => {
  const product = findProduct(snapshot.context.productCode);
  return {
    supportsOverdraft: product?.supportsOverdraft ?? false,
    overdraftsFeature: snapshot.context.config?.features.overdrafts ?? false,
    isJoint: snapshot.context.form.subType === 'JOINT',
  };
};

export function EmploymentDetailsScreen() {
  const actor = useJourneyActor();
  const form = useJourney((snapshot) => snapshot.context.form);
  const environment = useJourney(selectEnvironment, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const fields = fieldsShownIn(EMPLOYMENT_FIELDS, environment);
  const sections = EMPLOYMENT_SECTIONS.filter((section) => fields.some((field) => field.section === section.id));

  return (
    <>
      <BackLink onBack={() => actor.send({ type: 'BACK' })} />
      <h1 className="heading-xl">{COPY.employmentDetails.title}</h1>
      <p className="body">{COPY.employmentDetails.intro}</p>
      <JourneyForm
        fields={fields}
        initialValues={form}
        submitLabel={COPY.continue}
        onValuesChange={behaviours}
        onValid={(values) => actor.send({ type: 'CONTINUE', values })}
      >
        {(_api, handlers, values) =>
          sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 className="heading-l" id={`${section.id}-title`}>
                {section.title}
              </h2>
              {fields
                .filter((field) => field.section === section.id && (!field.when || field.when(values)))
                .map((field) => (
                  <FormField key={field.name} field={field} {...handlers} />
                ))}
            </section>
          ))
        }
      </JourneyForm>
    </>
  );
}
