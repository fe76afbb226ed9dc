// Step 1, personal details (doc 2 §2, doc 3 §2 "Personal details").
import { COPY } from '../content/copy';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  PERSONAL_FIELDS,
  PERSONAL_SECTIONS,
  STEP_1_FIELDS,
} from '../content/fields/personalDetails';
import { genderForTitle } from '../content/options';
import type { ApplicationForm } from '../machines/journeyTypes';
import { BackLink } from '../src/components/BackLink';
import { FormField } from '../src/components/FormField';
import { normalisePostcode } from '../src/forms/format';
import { type FieldBehaviours, JourneyForm } from '../src/forms/JourneyForm';
import { useJourney, useJourneyActor } from '../src/journeyActor';
import { AddressLookup } from './AddressLookup';

/** doc 2 §4: a gendered title sets gender; dependants No clears the count and Yes defaults it to 1. */
const behaviours: FieldBehaviours = (values, previous, form) => {
  if (values.title !== previous.title) {
    const implied = genderForTitle(values.title);
    if (implied && values.gender !== implied) form.change('gender', implied);
  }
  if (values.hasDependants !== previous.hasDependants) {
    if (values.hasDependants === 'No') form.change('dependants', undefined);
    if (values.hasDependants === 'Yes' && !values.dependants) form.change('dependants', '1');
  }
};

const ADDRESS_BEFORE_LOOKUP = ADDRESS_FIELDS.filter((field) => field.name === 'addresses.0.postcode');
const ADDRESS_AFTER_LOOKUP = ADDRESS_FIELDS.filter((field) => field.name !== 'addresses.0.postcode');

export function PersonalDetailsScreen() {
  const actor = useJourneyActor();
  const form = useJourney((snapshot) => snapshot.context.form);
  const initial: ApplicationForm = {
    ...form,
    addresses: form.addresses?.length ? form.addresses : [{ addressType: 'domestic' }],
  };
  const [personal, address, contact] = PERSONAL_SECTIONS;

  return (
    <>
      <BackLink onBack={() => actor.send({ type: 'BACK' })} />
      <h1 className="heading-xl">{COPY.personalDetails.title}</h1>
      <p className="body">{COPY.personalDetails.intro}</p>
      <JourneyForm
        fields={STEP_1_FIELDS}
        initialValues={initial}
        submitLabel={COPY.continue}
        onValuesChange={behaviours}
        onValid={(values) => actor.send({ type: 'CONTINUE', values })}
      >
        {(api, handlers, values) => (
          <>
            <section id={personal?.id} aria-labelledby={`${personal?.id}-title`}>
              <h2 className="heading-l" id={`${personal?.id}-title`}>
                {personal?.title}
              </h2>
              {PERSONAL_FIELDS.filter((field) => field.section === personal?.id)
                .filter((field) => !field.when || field.when(values))
                .map((field) => (
                  <FormField key={field.name} field={field} {...handlers} />
                ))}
            </section>
            <section id={address?.id} aria-labelledby={`${address?.id}-title`}>
              <h2 className="heading-l" id={`${address?.id}-title`}>
                {address?.title}
              </h2>
              {PERSONAL_FIELDS.filter((field) => field.section === address?.id).map((field) => (
                <FormField key={field.name} field={field} {...handlers} />
              ))}
              {ADDRESS_BEFORE_LOOKUP.map((field) => (
                <FormField
                  key={field.name}
                  field={field}
                  onFieldFocus={handlers.onFieldFocus}
                  onFieldBlur={() => {
                    // doc 2 §5.2: a typed postcode is normalised to upper case with one space.
                    const typed = values.addresses?.[0]?.postcode;
                    if (typed)
                      api.change('addresses.0.postcode' as keyof ApplicationForm, normalisePostcode(typed) as never);
                    handlers.onFieldBlur();
                  }}
                />
              ))}
              <AddressLookup form={api} index={0} />
              {ADDRESS_AFTER_LOOKUP.map((field) => (
                <FormField key={field.name} field={field} {...handlers} />
              ))}
            </section>
            <section id={contact?.id} aria-labelledby={`${contact?.id}-title`}>
              <h2 className="heading-l" id={`${contact?.id}-title`}>
                {contact?.title}
              </h2>
              {CONTACT_FIELDS.map((field) => (
                <FormField key={field.name} field={field} {...handlers} />
              ))}
            </section>
          </>
        )}
      </JourneyForm>
    </>
  );
}
