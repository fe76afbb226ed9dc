// Step 1, personal details (doc 2 §2, doc 3 §2 "Personal details"): every field of the product's step 1, from
// content (content/fields/personalDetails.ts), with the field behaviours of doc 2 §4 (src/forms/behaviours.ts).
// An existing customer sees the details the bank's records filled read-only and masked (doc 2 §4, §9), with
// guidance naming any of them this application cannot take (doc 3 §2).
import { useMemo, useState } from 'react';
import { findBrand } from '../content/brands';
import { COPY } from '../content/copy';
import { fieldEnvironment } from '../content/fields/environment';
import {
  EXISTING_CUSTOMER_COPY,
  isCurrentAddressReadOnly,
  readOnlyFieldNames,
  withReadOnlyFields,
} from '../content/fields/existingCustomer';
import type { FieldContent } from '../content/fields/fieldTypes';
import { addressesOf, step1Fields, step1Sections } from '../content/fields/personalDetails';
import { JOURNEY_COPY } from '../content/journeyCopy';
import { BANK_CHOICES } from '../content/options';
import { findProduct } from '../content/products';
import { isExistingCustomerCase } from '../contract/applicationForm';
import type { ApplicationForm } from '../machines/journeyTypes';
import { BackLink } from '../src/components/BackLink';
import { FieldGroup } from '../src/components/FieldGroup';
import { FormField } from '../src/components/FormField';
import { step1Changes } from '../src/forms/behaviours';
import { addressLine } from '../src/forms/display';
import { isBfpoPostcode, normalisePostcode } from '../src/forms/format';
import { type FieldBehaviours, type FieldHandlers, JourneyForm } from '../src/forms/JourneyForm';
import { orderedErrors } from '../src/forms/validation';
import { useJourney, useJourneyActor } from '../src/journeyActor';
import { useFormAsShown, useTakenWhenShown } from '../src/screenShown';
import { AddressLookup } from './AddressLookup';
import { ReadOnlyFields, ReadOnlyRows } from './ReadOnlyFields';
// this step renders its next one ahead (issue 16)
import '../src/screenAhead';

type FormApiOf = Parameters<FieldBehaviours>[2];

const NONE_READ_ONLY: ReadonlySet<string> = new Set();
const sameNames = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((name) => b.has(name));

/** doc 2 §3.2 isManual: an address without a lookup reference was entered by hand. */
function withManualFlags(values: ApplicationForm): ApplicationForm {
  return {
    ...values,
    addresses: values.addresses?.map((address) => ({ ...address, isManual: address.isManual ?? !address.id })),
  };
}

function AddressBlock({
  index,
  fields,
  values,
  form,
  handlers,
  allowBFPO,
  phone,
  lookupIndex,
  onLookup,
  fromRecords,
}: {
  index: number;
  fields: readonly FieldContent[];
  values: ApplicationForm;
  form: FormApiOf;
  handlers: FieldHandlers;
  allowBFPO: boolean;
  phone: string;
  lookupIndex: number;
  onLookup: (index: number) => void;
  /** The address is the bank's records' (an existing customer's current address, doc 2 §4): shown, not asked. */
  fromRecords: boolean;
}) {
  const own = fields.filter((field) => field.name.startsWith(`addresses.${index}.`));
  const postcodeName = `addresses.${index}.postcode`;
  const address = values.addresses?.[index];
  if (fromRecords) {
    return (
      <>
        <ReadOnlyRows
          rows={[{ name: postcodeName, key: EXISTING_CUSTOMER_COPY.addressLabel, value: addressLine(address) }]}
        />
        <FieldGroup fields={own.filter((field) => !field.readOnly)} values={values} form={form} handlers={handlers} />
      </>
    );
  }
  if (address?.addressType === 'international') {
    return <FieldGroup fields={own} values={values} form={form} handlers={handlers} />;
  }
  const at = own.findIndex((field) => field.name === postcodeName);
  const postcode = own[at];
  const typed = address?.postcode ?? '';
  return (
    <>
      <FieldGroup fields={own.slice(0, at)} values={values} form={form} handlers={handlers} />
      {postcode ? (
        <FormField
          field={postcode}
          onFieldFocus={handlers.onFieldFocus}
          onFieldBlur={() => {
            // doc 2 §5.2: a typed postcode is normalised to upper case with one space.
            const current = form.getState().values.addresses?.[index]?.postcode;
            if (current) form.change(postcodeName as keyof ApplicationForm, normalisePostcode(current) as never);
            handlers.onFieldBlur();
          }}
        />
      ) : null}
      {/* doc 3 §2, §8: a forces-post address shows the visit-a-store guidance and blocks progress. */}
      {!allowBFPO && isBfpoPostcode(typed) ? (
        <div className="inset" data-testid={`bfpo-guidance-${index}`}>
          <p>{JOURNEY_COPY.personalDetails.bfpoGuidance(phone)}</p>
        </div>
      ) : null}
      <AddressLookup form={form} index={index} active={lookupIndex === index} onSearch={() => onLookup(index)} />
      <FieldGroup fields={own.slice(at + 1)} values={values} form={form} handlers={handlers} />
    </>
  );
}

export function PersonalDetailsScreen() {
  const actor = useJourneyActor();
  // The form as the page opened with it, or as it was when shown if it was rendered ahead of the terms page's Continue
  // (src/screenShown.ts): the form on the page is the applicant's from then on (JourneyForm), and the chart's copies
  // of it (every field left, the Continue) do not render the page again (issue 16).
  const form = useFormAsShown();
  const productCode = useJourney((snapshot) => snapshot.context.form.productCode);
  const formSubType = useJourney((snapshot) => snapshot.context.form.subType);
  const brandId = useJourney((snapshot) => snapshot.context.brandId);
  const isExistingCustomer = useJourney((snapshot) => isExistingCustomerCase(snapshot.context));
  const hasCase = useJourney((snapshot) => snapshot.context.caseId !== undefined);
  const [lookupIndex, setLookupIndex] = useState(0);
  // Decided once, from what the page opened with: what the records filled stays read-only while the page is open.
  const readOnly = useTakenWhenShown(() => {
    const { context } = actor.getSnapshot();
    return isExistingCustomerCase(context) ? readOnlyFieldNames(context.form) : NONE_READ_ONLY;
  }, sameNames);
  const product = findProduct(productCode);
  // The fields' function stays the same while what decides them does (JourneyForm: one validator).
  const fieldsOf = useMemo(() => {
    if (!product) return undefined;
    const environment = fieldEnvironment({ product, brandId, subType: formSubType, isExistingCustomer });
    return (values: ApplicationForm) => withReadOnlyFields(step1Fields(environment, values), readOnly);
  }, [product, brandId, formSubType, isExistingCustomer, readOnly]);
  const initial = useMemo<ApplicationForm>(() => ({ ...form, addresses: addressesOf(form) }), [form]);
  if (!product || !fieldsOf) return null;
  const phone = findBrand(brandId)?.phone ?? '';
  const addressFromRecords = isCurrentAddressReadOnly(readOnly);
  // doc 3 §2: the records' details this application cannot take (an age under the product's minimum, a landline
  // where a mobile is needed): listed, with the number to call, since they cannot be changed here.
  const invalidFromRecords = (values: ApplicationForm) => {
    const shown = fieldsOf(values).filter((field) => field.readOnly);
    const names = new Set(orderedErrors(shown, values).map((error) => error.name));
    return shown.filter((field) => names.has(field.name)).map((field) => field.label);
  };

  const behaviours: FieldBehaviours = (values, previous, api) => {
    for (const [name, value] of step1Changes(values, previous, new Date())) {
      api.change(name as keyof ApplicationForm, value as never);
    }
    // doc 2 §3.1 bankID: the chart's bank for API calls follows the choice (until a case exists).
    if (values.bankID !== previous.bankID && (values.bankID === 'CB' || values.bankID === 'YB')) {
      actor.send({ type: 'BANK_CHOSEN', bankId: values.bankID });
    }
  };

  return (
    <>
      <BackLink onBack={() => actor.send({ type: 'BACK' })} />
      <h1 className="heading-xl">{JOURNEY_COPY.personalDetails.title}</h1>
      <p className="body">{JOURNEY_COPY.personalDetails.intro}</p>
      {readOnly.size > 0 ? <p className="body">{EXISTING_CUSTOMER_COPY.fromRecords(phone)}</p> : null}
      <JourneyForm
        fields={fieldsOf}
        initialValues={initial}
        submitLabel={COPY.continue}
        onValuesChange={behaviours}
        onValid={(values) => actor.send({ type: 'CONTINUE', values: withManualFlags(values) })}
      >
        {(api, handlers, values) => {
          const fields = fieldsOf(values);
          const invalid = readOnly.size > 0 ? invalidFromRecords(values) : [];
          const editable = (field: FieldContent) => !field.readOnly;
          const guidance =
            invalid.length > 0 ? (
              <div className="inset" data-testid="records-guidance">
                <p>{EXISTING_CUSTOMER_COPY.invalidFields(invalid, phone)}</p>
              </div>
            ) : null;
          const sections = step1Sections(fields).map((section) => (
            <section key={section.id} id={section.id} className="step-section" aria-labelledby={`${section.id}-title`}>
              <h2 className="heading-l" id={`${section.id}-title`}>
                {section.title}
              </h2>
              {section.intro?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <ReadOnlyFields
                fields={fields.filter((field) => field.section === section.id && !field.name.startsWith('addresses.'))}
                values={values}
              />
              {section.id === 'address-details' ? (
                <>
                  <FieldGroup
                    fields={fields.filter(
                      (field) =>
                        field.section === section.id && !field.name.startsWith('addresses.') && editable(field),
                    )}
                    values={values}
                    form={api}
                    handlers={handlers}
                  />
                  {addressesOf(values).map((_, index) => (
                    <AddressBlock
                      // biome-ignore lint/suspicious/noArrayIndexKey: an address's place is its name (addresses.index)
                      key={index}
                      index={index}
                      fields={fields}
                      values={values}
                      form={api}
                      handlers={handlers}
                      allowBFPO={product.allowBFPO}
                      phone={phone}
                      lookupIndex={lookupIndex}
                      onLookup={setLookupIndex}
                      fromRecords={index === 0 && addressFromRecords}
                    />
                  ))}
                </>
              ) : section.id === 'bank-choice' && hasCase ? (
                // doc 3 §6: the bank cannot change once a case id exists
                <p>
                  {JOURNEY_COPY.personalDetails.bankChosen(
                    BANK_CHOICES.find((option) => option.value === values.bankID)?.label ?? '',
                  )}
                </p>
              ) : (
                <FieldGroup
                  fields={fields.filter((field) => field.section === section.id && editable(field))}
                  values={values}
                  form={api}
                  handlers={handlers}
                />
              )}
            </section>
          ));
          return (
            <>
              {guidance}
              {sections}
            </>
          );
        }}
      </JourneyForm>
    </>
  );
}
