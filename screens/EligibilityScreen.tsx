// The start page (doc 3 §2 "Eligibility questions"): the product's questions, the data-protection terms.
import { COPY } from '../content/copy';
import { savingsLandingOf } from '../content/entryVariants';
import { DATA_PROTECTION_FIELD, eligibilityQuestionFields } from '../content/fields/eligibility';
import { LOGIN_COPY } from '../content/login';
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
  // doc 3 §2 "Already a customer: log in", with the link of that page: to the authentication route, carrying applyFor,
  // brandId and promocode; shown to a visitor who has not logged in yet (issue 15).
  const loginHref = useJourney((snapshot) =>
    snapshot.context.accessToken
      ? undefined
      : `/authentication?${new URLSearchParams({
          applyFor: snapshot.context.productCode ?? '',
          brandId: snapshot.context.brandId,
          ...(snapshot.context.entry.promocode ? { promocode: snapshot.context.entry.promocode } : {}),
        })}`,
  );
  // doc 1 §2: the VM savings landing variant, from the content file read at start (content/entryVariants.ts).
  const brandId = useJourney((snapshot) => snapshot.context.brandId);
  const productContent = useJourney((snapshot) => snapshot.context.productContent);
  const landing = savingsLandingOf(brandId, product?.code, productContent);
  if (!product) return null;
  const questionFields = eligibilityQuestionFields(product);
  const fields = [...questionFields, DATA_PROTECTION_FIELD];

  return (
    <>
      <h1 className="heading-xl">{COPY.eligibility.title(product.name, product.productArticle)}</h1>
      {landing ? (
        <section className="savings-landing" aria-labelledby="savings-landing-heading">
          <h2 className="heading-l" id="savings-landing-heading">
            {landing.headline}
          </h2>
          <ul className="list list--bullet">
            {landing.summary.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="body-l">{COPY.eligibility.intro}</p>
      <ul className="list list--bullet">
        {product.keyFeatureItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {loginHref ? (
        <aside className="inset" aria-labelledby="existing-customer-title">
          <h2 className="heading-m" id="existing-customer-title">
            {LOGIN_COPY.startPage.title}
          </h2>
          <p>
            {LOGIN_COPY.startPage.body} <a href={loginHref}>{LOGIN_COPY.startPage.link}</a>
          </p>
        </aside>
      ) : null}
      <JourneyForm
        fields={fields}
        initialValues={{}}
        submitLabel={COPY.eligibility.start}
        syncValues={false}
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
            <FormField field={DATA_PROTECTION_FIELD} {...handlers} />
          </>
        )}
      </JourneyForm>
    </>
  );
}
