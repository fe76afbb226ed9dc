// The start page (doc 3 §2 "Eligibility questions"): the product's questions. Their answers go to the chart as
// ELIGIBILITY_ANSWERED, which decides: the terms page on the use of personal information that "follows" them
// (EligibilityTermsScreen, its own state and route), the already-a-customer page (the existing-customer question
// answered Yes), or the call-us message. Back from the terms page shows the
// answers given.
import { useMemo } from 'react';
import { COPY } from '../content/copy';
import {
  ELIGIBILITY_PAGE_COPY,
  eligibilityFooters,
  eligibilityTerms,
  infoToApplyItems,
} from '../content/eligibilityPage';
import {
  EXISTING_CUSTOMER_DEFAULT,
  EXISTING_CUSTOMER_FIELD,
  eligibilityQuestionFields,
} from '../content/fields/eligibility';
import { LOGIN_START_PAGE_COPY } from '../content/loginStartPage';
import { findProductFacts } from '../content/productFacts';
import type { ApplicationForm } from '../contract/applicationForm';
import { SavingsLanding } from '../src/components/SavingsLanding';
import { PlainForm } from '../src/forms/PlainForm';
import { useJourney, useJourneyActor } from '../src/journeyActor';

interface EligibilityValues {
  eligibilityQuestions?: Record<string, 'Yes' | 'No'>;
  isExistingCustomer?: 'Yes' | 'No';
}

/** The answers the chart holds (doc 2 §3.1 Y/N), as the radios' values: what the applicant gave before Back. The
 * existing-customer question starts at its default, No (doc 2 §3.1): only No ever leads on to the terms page. */
function answersOf(recorded: ApplicationForm['eligibilityQuestions']): ApplicationForm {
  const answers: EligibilityValues = {
    eligibilityQuestions: Object.fromEntries(
      (recorded ?? []).map((entry) => [entry.question, entry.answer === 'Y' ? 'Yes' : 'No'] as const),
    ),
    isExistingCustomer: EXISTING_CUSTOMER_DEFAULT,
  };
  return answers as unknown as ApplicationForm;
}

export function EligibilityScreen() {
  const actor = useJourneyActor();
  const product = findProductFacts(useJourney((snapshot) => snapshot.context.productCode));
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
  const recorded = useJourney((snapshot) => snapshot.context.form.eligibilityQuestions);
  // One object while the answers stay the same: a new one would reset the radios being answered.
  const initialValues = useMemo(() => answersOf(recorded), [recorded]);
  if (!product) return null;
  // doc 2 §2: the landing asks whether the visitor is a customer already; one who has logged in is (loginHref: none).
  const questionFields = [...eligibilityQuestionFields(product), ...(loginHref ? [EXISTING_CUSTOMER_FIELD] : [])];

  return (
    <>
      <h1 className="heading-xl">{COPY.eligibility.title(product.name, product.productArticle)}</h1>
      {/* doc 1 §2: the VM savings landing variant, from the content file read at start */}
      <SavingsLanding />
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
            {LOGIN_START_PAGE_COPY.title}
          </h2>
          <p>
            {LOGIN_START_PAGE_COPY.body} <a href={loginHref}>{LOGIN_START_PAGE_COPY.link}</a>
          </p>
        </aside>
      ) : null}
      {/* A plain form, not JourneyForm: the answers are handed to the chart once, on Continue, and the start page
          then carries no final-form (issue 16). */}
      <PlainForm
        fields={questionFields}
        initialValues={initialValues}
        submitLabel={COPY.eligibility.continue}
        onValid={(values) =>
          actor.send({
            type: 'ELIGIBILITY_ANSWERED',
            answers: (values as EligibilityValues).eligibilityQuestions ?? {},
            ...((values as EligibilityValues).isExistingCustomer
              ? { isExistingCustomer: (values as EligibilityValues).isExistingCustomer }
              : {}),
            answeredAt: new Date().toISOString(),
          })
        }
      >
        {(field) => (
          <>
            <h2 className="heading-m">{COPY.eligibility.questionsTitle}</h2>
            {questionFields.map(field)}
          </>
        )}
      </PlainForm>
      {/* doc 3 §2: up to ten footers */}
      {eligibilityFooters(product).map((footer) => (
        <p className="hint" key={footer}>
          {footer}
        </p>
      ))}
    </>
  );
}
