// The start page (doc 3 §2 "Eligibility questions"): the product's questions, the data-protection terms.
import { COPY, ELIGIBILITY_QUESTIONS } from '../content/copy';
import type { FieldContent } from '../content/fields/fieldTypes';
import { yesNo } from '../content/fields/fieldTypes';
import { findProduct } from '../content/products';
import { FormField } from '../src/components/FormField';
import { JourneyForm } from '../src/forms/JourneyForm';
import { useJourney, useJourneyActor } from '../src/journeyActor';

interface EligibilityValues {
  eligibilityQuestions?: Record<string, 'Yes' | 'No'>;
  dataProtection?: boolean;
}

export function EligibilityScreen() {
  const actor = useJourneyActor();
  const product = findProduct(useJourney((snapshot) => snapshot.context.productCode));
  if (!product) return null;
  const fields: FieldContent[] = [
    ...product.eligibilityQuestions.map(
      (question): FieldContent => ({
        name: `eligibilityQuestions.${question.id}`,
        label: ELIGIBILITY_QUESTIONS[question.id].label,
        control: 'radio',
        options: yesNo,
        section: 'eligibility',
        rules: [{ kind: 'required', message: COPY.eligibility.answerError }],
      }),
    ),
    {
      name: 'dataProtection',
      label: COPY.eligibility.dataProtectionConsent,
      control: 'checkbox',
      section: 'data-protection',
      rules: [{ kind: 'required', message: COPY.eligibility.dataProtectionError }],
    },
  ];
  const [questionFields, consentField] = [fields.slice(0, -1), fields[fields.length - 1] as FieldContent];

  return (
    <>
      <h1 className="heading-xl">{COPY.eligibility.title(product.name)}</h1>
      <p className="body-l">{COPY.eligibility.intro}</p>
      <ul className="list list--bullet">
        {product.keyFeatureItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <JourneyForm
        fields={fields}
        initialValues={{}}
        submitLabel={COPY.eligibility.start}
        onValid={(values) => {
          const answers = values as EligibilityValues;
          actor.send({
            type: 'ELIGIBILITY_ANSWERED',
            answers: answers.eligibilityQuestions ?? {},
            dataProtection: answers.dataProtection === true,
            answeredAt: new Date().toISOString(),
          });
        }}
      >
        {(_form, handlers) => (
          <>
            <h2 className="heading-m">{COPY.eligibility.questionsTitle}</h2>
            {questionFields.map((field) => (
              <FormField key={field.name} field={field} {...handlers} />
            ))}
            <h2 className="heading-m">{COPY.eligibility.dataProtectionTitle}</h2>
            {COPY.eligibility.dataProtection.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <FormField field={consentField} {...handlers} />
          </>
        )}
      </JourneyForm>
    </>
  );
}
