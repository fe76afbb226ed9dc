// Review (step 3): every answer with a Change link to its web task, the documents, consents and terms
// (doc 1 "review page edit links", doc 3 §2 "Review"). The rows come from the same field definitions the steps show.
import { COPY } from '../content/copy';
import { EMPLOYMENT_FIELDS, EMPLOYMENT_SECTIONS } from '../content/fields/employmentDetails';
import type { FieldContent, Section } from '../content/fields/fieldTypes';
import { PERSONAL_SECTIONS, STEP_1_FIELDS } from '../content/fields/personalDetails';
import { REVIEW_FIELDS } from '../content/fields/review';
import { findProduct } from '../content/products';
import { SAVE_ERROR_MESSAGES } from '../content/saveErrors';
import type { ApplicationForm, FormAddress } from '../machines/journeyTypes';
import { editLinkForSection, type ReviewEditLink } from '../machines/webTasks';
import { BackLink } from '../src/components/BackLink';
import { ErrorSummary } from '../src/components/ErrorSummary';
import { FormField } from '../src/components/FormField';
import { displayValue } from '../src/forms/display';
import { JourneyForm } from '../src/forms/JourneyForm';
import { fieldsShownIn } from '../src/forms/validation';
import { useJourney, useJourneyActor } from '../src/journeyActor';

interface SummarySection {
  id: string;
  title: string;
  link: ReviewEditLink | undefined;
  rows: { key: string; value: string }[];
}

const ADDRESS_PART = /^addresses\.0\.(?!dateMoved$)/;

/** The address reads as one line, in postal order. */
function addressLine(address: FormAddress | undefined): string {
  if (!address) return '';
  const street = [address.houseNumber, address.streetName].filter(Boolean).join(' ');
  return [address.addressPrefix, address.houseName, street, address.city, address.county, address.postcode]
    .filter((part) => part?.trim())
    .join(', ');
}

/** The rows of a section, from the same field definitions the steps show; the address parts read as one row. */
function rowsOf(fields: readonly FieldContent[], form: ApplicationForm) {
  const shown = fields.filter((field) => !field.when || field.when(form));
  const rows = shown
    .filter((field) => !ADDRESS_PART.test(field.name))
    .map((field) => ({ key: field.label, value: displayValue(field, form) ?? '' }))
    .filter((row) => row.value !== '');
  const address = shown.some((field) => ADDRESS_PART.test(field.name)) ? addressLine(form.addresses?.[0]) : '';
  return address ? [{ key: COPY.review.addressRow, value: address }, ...rows] : rows;
}

function summaryOf(form: ApplicationForm, step2Fields: readonly FieldContent[]): SummarySection[] {
  const step = (
    sections: readonly Section[],
    fields: readonly FieldContent[],
    task: 'WEB-PERSONAL-DETAILS' | 'WEB-EMPLOYMENT-DETAILS',
  ) =>
    sections.map((section) => ({
      id: section.id,
      title: section.title,
      link: editLinkForSection(section.id, task),
      rows: rowsOf(
        fields.filter((field) => field.section === section.id),
        form,
      ),
    }));
  return [
    ...step(PERSONAL_SECTIONS, STEP_1_FIELDS, 'WEB-PERSONAL-DETAILS'),
    ...step(EMPLOYMENT_SECTIONS, step2Fields, 'WEB-EMPLOYMENT-DETAILS'),
  ].filter((section) => section.rows.length > 0);
}

export function ReviewScreen() {
  const actor = useJourneyActor();
  const form = useJourney((snapshot) => snapshot.context.form);
  const documents = useJourney((snapshot) => snapshot.context.documents);
  const bankId = useJourney((snapshot) => snapshot.context.bankId);
  const overdrafts = useJourney((snapshot) => snapshot.context.config?.features.overdrafts ?? false);
  // doc 1 §8: a known save or submit error brings a complete form back here, with what to do.
  const saveError = useJourney((snapshot) => snapshot.context.error);
  const saveErrorMessage = saveError ? SAVE_ERROR_MESSAGES[saveError.code] : undefined;
  const product = findProduct(form.productCode);
  if (!product) return null;
  const productDocuments = documents.filter(
    (document) => document.brand === bankId && product.documentReferences.includes(document.webReference),
  );
  const step2Fields = fieldsShownIn(EMPLOYMENT_FIELDS, {
    supportsOverdraft: product.supportsOverdraft,
    overdraftsFeature: overdrafts,
    isJoint: form.subType === 'JOINT',
  });

  return (
    <>
      <BackLink onBack={() => actor.send({ type: 'BACK' })} />
      {saveErrorMessage ? <ErrorSummary message={saveErrorMessage} errors={[]} focusKey={0} /> : null}
      <h1 className="heading-xl">{COPY.review.title}</h1>
      {summaryOf(form, step2Fields).map((section) => (
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
              <div className="summary-list__row" key={row.key}>
                <dt className="summary-list__key">{row.key}</dt>
                <dd className="summary-list__value">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <h2 className="heading-l">{COPY.review.documentsTitle}</h2>
      <p>{COPY.review.documentsIntro}</p>
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
        fields={REVIEW_FIELDS}
        initialValues={form}
        submitLabel={COPY.review.submit}
        onValid={(values) => actor.send({ type: 'SUBMIT', values })}
      >
        {(_api, handlers) => (
          <>
            <h2 className="heading-l">{COPY.review.marketingTitle}</h2>
            <p>{COPY.review.marketingIntro}</p>
            {REVIEW_FIELDS.filter((field) => field.section === 'marketing').map((field) => (
              <FormField key={field.name} field={field} {...handlers} />
            ))}
            <h2 className="heading-l">{COPY.review.declarationTitle}</h2>
            {REVIEW_FIELDS.filter((field) => field.section === 'declaration').map((field) => (
              <FormField key={field.name} field={field} {...handlers} />
            ))}
          </>
        )}
      </JourneyForm>
    </>
  );
}
