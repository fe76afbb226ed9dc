// Review (step 3): every answer with a Change link to its web task, the documents, consents and terms
// (doc 1 "review page edit links", doc 3 §2 "Review").

import { COPY } from '../content/copy';
import { COUNTRIES } from '../content/countries';
import { REVIEW_FIELDS } from '../content/fields/review';
import { CONTACT_METHODS, EMPLOYMENT_STATUSES, MARITAL_STATUSES, RESIDENTIAL_STATUSES } from '../content/options';
import { findProduct } from '../content/products';
import type { ApplicationForm } from '../machines/journeyTypes';
import type { ReviewEditLink } from '../machines/webTasks';
import { BackLink } from '../src/components/BackLink';
import { FormField } from '../src/components/FormField';
import { JourneyForm } from '../src/forms/JourneyForm';
import { useJourney, useJourneyActor } from '../src/journeyActor';

interface Row {
  key: string;
  value: string | undefined;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string | undefined) =>
  options.find((option) => option.value === value)?.label ?? value;
const countryOf = (code: string | undefined) => COUNTRIES.find((country) => country.code === code)?.name ?? code;
const pounds = (value: string | undefined) => (value ? `£${Number(value).toLocaleString('en-GB')}` : undefined);

function addressLine(form: ApplicationForm): string | undefined {
  const address = form.addresses?.[0];
  if (!address) return undefined;
  return [
    address.addressPrefix,
    address.houseName,
    [address.houseNumber, address.streetName].filter(Boolean).join(' '),
    address.city,
    address.county,
    address.postcode,
  ]
    .filter((part) => part && String(part).trim())
    .join(', ');
}

function sectionsOf(
  form: ApplicationForm,
  showOverdraft: boolean,
): { title: string; link: ReviewEditLink; rows: Row[] }[] {
  const sections: { title: string; link: ReviewEditLink; rows: Row[] }[] = [
    {
      title: COPY.review.sections.personal,
      link: 'WEB-PERSONAL-DETAILS-PERSONAL',
      rows: [
        { key: 'Name', value: [form.title, form.firstName, form.middleName, form.lastName].filter(Boolean).join(' ') },
        { key: 'Gender', value: form.gender },
        { key: 'Date of birth', value: form.dateOfBirth },
        { key: 'Marital status', value: labelOf(MARITAL_STATUSES, form.maritalStatus) },
        { key: 'Dependants', value: form.hasDependants === 'Yes' ? form.dependants : form.hasDependants },
        { key: 'Residential status', value: labelOf(RESIDENTIAL_STATUSES, form.residentialStatus) },
        { key: 'Address', value: addressLine(form) },
        { key: 'Moved in', value: form.addresses?.[0]?.dateMoved },
      ],
    },
    {
      title: COPY.review.sections.contact,
      link: 'WEB-PERSONAL-DETAILS-CONTACT',
      rows: [
        { key: 'Phone number', value: form.phoneNumber },
        { key: 'Email address', value: form.emailAddress },
        { key: 'Contact by', value: form.contactMethods?.map((method) => labelOf(CONTACT_METHODS, method)).join(', ') },
      ],
    },
    {
      title: COPY.review.sections.employment,
      link: 'WEB-EMPLOYMENT-DETAILS-EMPLOYMENT',
      rows: [
        { key: 'Employment status', value: labelOf(EMPLOYMENT_STATUSES, form.employmentStatus) },
        { key: "Employer's name", value: form.employerName },
        { key: 'Started', value: form.employmentStartDate },
      ],
    },
    {
      title: COPY.review.sections.nationality,
      link: 'WEB-EMPLOYMENT-DETAILS-NATIONALITY',
      rows: [
        { key: 'Nationality', value: countryOf(form.nationality) },
        { key: 'Country of birth', value: countryOf(form.countryBorn) },
        { key: 'Town or city of birth', value: form.cityBorn },
      ],
    },
    {
      title: COPY.review.sections.income,
      link: 'WEB-EMPLOYMENT-DETAILS-INCOME',
      rows: [
        { key: 'Annual income before tax', value: pounds(form.grossAnnualIncome) },
        { key: 'Monthly income after tax', value: pounds(form.netMonthlyIncome) },
      ],
    },
    {
      title: COPY.review.sections.outgoings,
      link: 'WEB-EMPLOYMENT-DETAILS-OUTGOINGS',
      rows: [
        { key: 'Monthly mortgage or rent', value: pounds(form.mortgageOrRentExpenditure) },
        { key: 'Other monthly outgoings', value: pounds(form.expenditureOther) },
      ],
    },
  ];
  if (showOverdraft) {
    sections.push({
      title: COPY.review.sections.overdraft,
      link: 'WEB-EMPLOYMENT-DETAILS-OVERDRAFTS',
      rows: [
        { key: 'Arranged overdraft', value: form.requiresOverdraft },
        { key: 'Overdraft limit', value: form.requiresOverdraft === 'Yes' ? pounds(form.overdraftLimit) : undefined },
      ],
    });
  }
  return sections;
}

export function ReviewScreen() {
  const actor = useJourneyActor();
  const form = useJourney((snapshot) => snapshot.context.form);
  const documents = useJourney((snapshot) => snapshot.context.documents);
  const bankId = useJourney((snapshot) => snapshot.context.bankId);
  const overdrafts = useJourney((snapshot) => snapshot.context.config?.features.overdrafts ?? false);
  const product = findProduct(form.productCode);
  if (!product) return null;
  const productDocuments = documents.filter(
    (document) => document.brand === bankId && product.documentReferences.includes(document.webReference),
  );
  const showOverdraft = overdrafts && product.supportsOverdraft && form.subType !== 'JOINT';

  return (
    <>
      <BackLink onBack={() => actor.send({ type: 'BACK' })} />
      <h1 className="heading-xl">{COPY.review.title}</h1>
      {sectionsOf(form, showOverdraft).map((section) => (
        <section key={section.link} className="summary">
          <div className="summary__header">
            <h2 className="heading-m">{section.title}</h2>
            <button
              type="button"
              className="link-button"
              onClick={() => actor.send({ type: 'EDIT_SECTION', link: section.link })}
            >
              {COPY.change}
              <span className="visually-hidden"> {section.title.toLowerCase()}</span>
            </button>
          </div>
          <dl className="summary-list">
            {section.rows
              .filter((row) => row.value !== undefined && row.value !== '')
              .map((row) => (
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
