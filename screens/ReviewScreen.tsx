// Review (step 3): every answer with a Change link to its web task, the important information, key features and
// documents, then the questions of review: username, consents, direct-debit terms, declaration and terms (doc 1
// "review page edit links", doc 3 §2 "Review"). The rows come from the same field definitions the steps show.
import { useMemo } from 'react';
import { COPY } from '../content/copy';
import { step2Fields, step2Sections } from '../content/fields/employmentDetails';
import { fieldEnvironment } from '../content/fields/environment';
import { maskedForDisplay } from '../content/fields/existingCustomer';
import type { FieldContent, Section } from '../content/fields/fieldTypes';
import { step1Fields, step1Sections } from '../content/fields/personalDetails';
import { reviewFields } from '../content/fields/review';
import { importantInformationOf } from '../content/importantInformation';
import { JOURNEY_COPY } from '../content/journeyCopy';
import { reviewContentOf } from '../content/productReview';
import { findProduct } from '../content/products';
import { SAVE_ERROR_MESSAGES } from '../content/saveErrors';
import { isExistingCustomerCase } from '../contract/applicationForm';
import type { ApplicationForm } from '../machines/journeyTypes';
import { editLinkForSection, type ReviewEditLink } from '../machines/webTasks';
import { BackLink } from '../src/components/BackLink';
import { ErrorSummary } from '../src/components/ErrorSummary';
import { FieldGroup } from '../src/components/FieldGroup';
import { type SummaryRow, summaryRows } from '../src/forms/display';
import { JourneyForm, shallowEqual } from '../src/forms/JourneyForm';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';
import { useFormAsShown } from '../src/screenShown';
import { ReadOnlyFields } from './ReadOnlyFields';
import './summaryList.css';

interface SummarySection {
  id: string;
  title: string;
  link: ReviewEditLink | undefined;
  rows: SummaryRow[];
}

function summaryOf(
  sections: readonly Section[],
  fields: readonly FieldContent[],
  form: ApplicationForm,
  task: 'WEB-PERSONAL-DETAILS' | 'WEB-EMPLOYMENT-DETAILS',
): SummarySection[] {
  return sections
    .map((section) => ({
      id: section.id,
      title: section.title,
      link: editLinkForSection(section.id, task),
      rows: summaryRows(
        fields.filter((field) => field.section === section.id),
        form,
      ),
    }))
    .filter((section) => section.rows.length > 0);
}

const selectEnvironmentInput = (snapshot: JourneySnapshot) => ({
  brandId: snapshot.context.brandId,
  bankId: snapshot.context.bankId,
  existing: isExistingCustomerCase(snapshot.context),
  overdraftsFeature: snapshot.context.config?.features.overdrafts ?? false,
});

export function ReviewScreen() {
  const actor = useJourneyActor();
  // The answers as the page opened with them (or was shown with them, if rendered ahead): what the page asks (username, consents) is the form's on the page from
  // then on, and the chart's copies of it (every field left, the submit) do not render the page again (issue 16).
  // Rendered ahead of step 2's Continue, it follows the answers as step 2 hands them to the chart (each field left),
  // so that Continue shows the rows already in the page (issue 16).
  const form = useFormAsShown({ follow: true });
  const username = useJourney((snapshot) => snapshot.context.form.username);
  const resumed = useJourney((snapshot) => (snapshot.context.form.completedTasks ?? []).includes('SAVE_AND_RESUME'));
  const documents = useJourney((snapshot) => snapshot.context.documents);
  const input = useJourney(selectEnvironmentInput, shallowEqual);
  const bankLookup = useJourney((snapshot) => snapshot.context.bankLookup);
  // doc 1 §8: a known save or submit error brings a complete form back here, with what to do.
  const saveError = useJourney((snapshot) => snapshot.context.error);
  const saveErrorMessage = saveError ? SAVE_ERROR_MESSAGES[saveError.code] : undefined;
  const product = findProduct(form.productCode);
  const page = useMemo(() => {
    if (!product) return undefined;
    const environment = fieldEnvironment({
      product,
      brandId: input.brandId,
      subType: form.subType,
      isExistingCustomer: input.existing,
      overdraftsFeature: input.overdraftsFeature,
      productVariant: form.productVariant,
    });
    const step1 = step1Fields(environment, form);
    const step2 = step2Fields(environment, form, bankLookup);
    // doc 2 §9: an existing customer's date of birth and phone read back masked, as step 1 shows them.
    const personalShown = input.existing ? maskedForDisplay(form) : form;
    return {
      summary: [
        ...summaryOf(step1Sections(step1), step1, personalShown, 'WEB-PERSONAL-DETAILS'),
        ...summaryOf(step2Sections(environment, step2), step2, form, 'WEB-EMPLOYMENT-DETAILS'),
      ],
      // doc 2 §5.5: bank details the lookup did not find block a credit-card submit (the summary links to their Change)
      bankCheck:
        product.productType === 'credit-card' ? step2.filter((field) => field.name === 'bankDetailsAccountNumber') : [],
    };
  }, [product, input, form, bankLookup]);
  const refusedUsername = saveError?.code === '1036' ? username : undefined;
  // The fields' function stays the same while what decides them does (JourneyForm: one validator).
  const fieldsOf = useMemo(
    () =>
      product && page
        ? (values: ApplicationForm) => [
            ...reviewFields(
              {
                product,
                isExistingCustomer: input.existing,
                // doc 2 §8 1036: the username the platform refused must be changed
                usernameInUse: refusedUsername,
                usernameInUseMessage: SAVE_ERROR_MESSAGES['1036'],
                // doc 1 §4 "Portal": the username cannot be edited after SAVE_AND_RESUME.
                usernameLocked: Boolean(username) && resumed,
              },
              values,
            ),
            ...page.bankCheck,
          ]
        : undefined,
    [product, page, input.existing, refusedUsername, username, resumed],
  );
  if (!product || !page || !fieldsOf) return null;
  const { summary } = page;
  // The document list of the bank the account is opened with (a VM or DYB applicant's chosen CB or YB).
  const productDocuments = documents.filter(
    (document) =>
      document.brand === input.bankId && reviewContentOf(product).documentReferences.includes(document.webReference),
  );
  const ofSection = (values: ApplicationForm, ...ids: string[]) =>
    fieldsOf(values).filter((field) => ids.includes(field.section));

  return (
    <>
      <BackLink onBack={() => actor.send({ type: 'BACK' })} />
      {saveErrorMessage ? <ErrorSummary message={saveErrorMessage} errors={[]} focusKey={0} /> : null}
      <h1 className="heading-xl">{JOURNEY_COPY.review.title}</h1>
      {summary.map((section) => (
        <section key={section.id} className="summary">
          <div className="summary__header">
            <h2 className="heading-m">{section.title}</h2>
            {section.link ? (
              <button
                type="button"
                className="link-button"
                onClick={() => section.link && actor.send({ type: 'EDIT_SECTION', link: section.link })}
              >
                {COPY.change}
                <span className="visually-hidden"> {section.title.toLowerCase()}</span>
              </button>
            ) : null}
          </div>
          <dl className="summary-list">
            {section.rows.map((row) => (
              <div className="summary-list__row" key={row.id}>
                <dt className="summary-list__key">{row.key}</dt>
                <dd className="summary-list__value">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {/* Below the answers: out of view when the page opens, so not laid out or painted by its Continue */}
      <div className="review__rest">
        <h2 className="heading-l">{JOURNEY_COPY.review.documentsTitle}</h2>
        {product.keyFeatureItems.length > 0 ? (
          <>
            <h3 className="heading-m">{JOURNEY_COPY.review.keyFeaturesTitle}</h3>
            <ul className="list list--bullet">
              {product.keyFeatureItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
        {/* doc 3 §9: the fees, rates, limits and notice periods of the product (content/importantInformation.ts) */}
        <ul className="list list--bullet">
          {importantInformationOf(product).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{JOURNEY_COPY.review.documentsIntro}</p>
        <ul className="list">
          {productDocuments.map((document) => (
            <li key={document.fileName}>
              <a href={`/cdn/attachments/${encodeURIComponent(document.fileName)}`} target="_blank" rel="noreferrer">
                {document.docLinkText}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <JourneyForm
          fields={fieldsOf}
          initialValues={form}
          submitLabel={JOURNEY_COPY.review.submit}
          onValid={(values) =>
            actor.send({
              type: 'SUBMIT',
              values: { ...values, usernameAlreadyInUse: false, unsavedUsername: undefined },
            })
          }
        >
          {(api, handlers, values) => (
            <>
              {ofSection(values, 'username').length > 0 ? (
                <>
                  <h2 className="heading-l">{JOURNEY_COPY.review.usernameTitle}</h2>
                  <ReadOnlyFields fields={ofSection(values, 'username')} values={values} />
                  <FieldGroup
                    fields={ofSection(values, 'username').filter((field) => !field.readOnly)}
                    values={values}
                    form={api}
                    handlers={handlers}
                  />
                </>
              ) : null}
              <h2 className="heading-l">{JOURNEY_COPY.review.marketingTitle}</h2>
              <p>{JOURNEY_COPY.review.marketingIntro}</p>
              <FieldGroup fields={ofSection(values, 'marketing')} values={values} form={api} handlers={handlers} />
              {ofSection(values, 'direct-debit-terms').length > 0 ? (
                <>
                  <h2 className="heading-l">{JOURNEY_COPY.review.directDebitTitle}</h2>
                  <ul className="list list--bullet">
                    {reviewContentOf(product).mandateItems.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                  <FieldGroup
                    fields={ofSection(values, 'direct-debit-terms')}
                    values={values}
                    form={api}
                    handlers={handlers}
                  />
                </>
              ) : null}
              <h2 className="heading-l">{JOURNEY_COPY.review.declarationTitle}</h2>
              <FieldGroup fields={ofSection(values, 'declaration')} values={values} form={api} handlers={handlers} />
            </>
          )}
        </JourneyForm>
      </div>
    </>
  );
}
