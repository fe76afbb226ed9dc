// The start page (doc 3 §2 "Eligibility questions"): the product's questions, then the terms page on the use of
// personal information that "follows" them (doc 3 §2), whose agreement starts the application. The two parts are one
// chart state (route /): the chart decides on the answers and the agreement together, as ELIGIBILITY_ANSWERED.
import { useEffect, useRef, useState } from 'react';
import { COPY } from '../content/copy';
import {
  ELIGIBILITY_PAGE_COPY,
  eligibilityFooters,
  eligibilityTerms,
  infoToApplyItems,
} from '../content/eligibilityPage';
import { savingsLandingOf } from '../content/entryVariants';
import { DATA_PROTECTION_FIELD, eligibilityQuestionFields } from '../content/fields/eligibility';
import { LOGIN_COPY } from '../content/login';
import { findProduct } from '../content/products';
import { BackLink } from '../src/components/BackLink';
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
  // The answers of the questions part, once given: the terms part shows until the applicant agrees (or goes back).
  const [answers, setAnswers] = useState<Record<string, 'Yes' | 'No'> | undefined>(undefined);
  if (!product) return null;
  const questionFields = eligibilityQuestionFields(product);

  if (answers) {
    return (
      <PersonalInformationTerms
        onBack={() => setAnswers(undefined)}
        onAgreed={() =>
          actor.send({
            type: 'ELIGIBILITY_ANSWERED',
            answers,
            dataProtection: true,
            answeredAt: new Date().toISOString(),
          })
        }
      />
    );
  }

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
      {/* doc 3 §2: up to six info-to-apply items and up to ten eligibility terms (content/eligibilityPage.ts) */}
      <h2 className="heading-m">{ELIGIBILITY_PAGE_COPY.infoToApplyTitle}</h2>
      <ul className="list list--bullet">
        {infoToApplyItems(product).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2 className="heading-m">{ELIGIBILITY_PAGE_COPY.termsTitle}</h2>
      <ul className="list list--bullet">
        {eligibilityTerms(product).map((item) => (
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
        fields={questionFields}
        initialValues={{}}
        submitLabel={COPY.eligibility.continue}
        syncValues={false}
        onValid={(values) => setAnswers((values as EligibilityValues).eligibilityQuestions ?? {})}
      >
        {(_form, handlers) => (
          <>
            <h2 className="heading-m">{COPY.eligibility.questionsTitle}</h2>
            {questionFields.map((field) => (
              <FormField key={field.name} field={field} {...handlers} />
            ))}
          </>
        )}
      </JourneyForm>
      {/* doc 3 §2: up to ten footers */}
      {eligibilityFooters(product).map((footer) => (
        <p className="hint" key={footer}>
          {footer}
        </p>
      ))}
    </>
  );
}

/** doc 3 §2: "A terms page on the use of personal information follows" the eligibility questions. */
function PersonalInformationTerms({ onBack, onAgreed }: { onBack: () => void; onAgreed: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new page for the applicant: its heading takes focus, as the layout does for a new screen.
  useEffect(() => {
    heading.current?.focus();
    window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <BackLink onBack={onBack} />
      <h1 className="heading-xl" tabIndex={-1} ref={heading}>
        {COPY.eligibility.dataProtectionTitle}
      </h1>
      <JourneyForm
        fields={[DATA_PROTECTION_FIELD]}
        initialValues={{}}
        submitLabel={COPY.eligibility.start}
        syncValues={false}
        onValid={onAgreed}
      >
        {(_form, handlers) => (
          <>
            {COPY.eligibility.dataProtection.map((paragraph) => (
              <p className="body" key={paragraph}>
                {paragraph}
              </p>
            ))}
            <FormField field={DATA_PROTECTION_FIELD} {...handlers} />
          </>
        )}
      </JourneyForm>
    </>
  );
}
