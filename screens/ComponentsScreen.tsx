// /components (doc 1 §2 route table): the form components of the journey in every state, empty, filled, in error,
// read-only and masked, for designers and the accessibility tests. No login, no case: nothing here is sent.
// Each state is its own form with the real field definitions of content/fields, their names prefixed by the state
// so that no two controls on the page share an id.
import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { FIELD_MASKS, readOnlyLabel } from '../content/fields/existingCustomer';
import type { FieldContent } from '../content/fields/fieldTypes';
import { CONTACT_FIELDS, PERSONAL_FIELDS } from '../content/fields/personalDetails';
import type { ApplicationForm } from '../machines/journeyTypes';
import { FormField } from '../src/components/FormField';
import { validatorFor } from '../src/forms/finalFormValidator';
import { ReadOnlyRows } from './ReadOnlyFields';

/** Fields whose rules read no other field, one of each control (text, date, select, radio). */
const GALLERY_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'maritalStatus', 'hasDependants', 'phoneNumber'];
const FIELDS = GALLERY_FIELDS.map((name) =>
  [...PERSONAL_FIELDS, ...CONTACT_FIELDS].find((field) => field.name === name),
).filter((field): field is FieldContent => field !== undefined);

const FILLED: Record<string, string> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '10-12-1985',
  maritalStatus: 'Single',
  hasDependants: 'No',
  phoneNumber: '07700900123',
};
const IN_ERROR: Record<string, string> = {
  firstName: 'Ada 2',
  lastName: '',
  dateOfBirth: '31-02-2020',
  maritalStatus: '',
  hasDependants: '',
  phoneNumber: '0123',
};

function prefixed(state: string): FieldContent[] {
  return FIELDS.map((field) => ({ ...field, name: `${state}-${field.name}` }));
}

function valuesFor(state: string, values: Record<string, string>): ApplicationForm {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`${state}-${name}`, value]));
}

/** The error state: as after a refused Continue, every field's message shows (empty ones included). */
function ShowErrors({ submit }: { submit: () => void }) {
  useEffect(() => {
    submit();
  }, [submit]);
  return null;
}

function GalleryForm({
  state,
  title,
  values,
  showErrors = false,
}: {
  state: string;
  title: string;
  values: Record<string, string>;
  showErrors?: boolean;
}) {
  const fields = prefixed(state);
  return (
    <section aria-labelledby={`${state}-heading`} className="components__state" data-state={state}>
      <h2 className="heading-m" id={`${state}-heading`}>
        {title}
      </h2>
      <Form<ApplicationForm>
        initialValues={valuesFor(state, values)}
        validate={validatorFor(fields)}
        onSubmit={() => undefined}
        render={({ handleSubmit, form }) => (
          <form noValidate onSubmit={handleSubmit}>
            {showErrors ? <ShowErrors submit={form.submit} /> : null}
            {fields.map((field) => (
              <FormField key={field.name} field={field} />
            ))}
          </form>
        )}
      />
    </section>
  );
}

/** Read-only rows, as an existing customer sees the details from the records; masked where doc 2 §9 says. */
function ReadOnlyGallery({ state, title, masked }: { state: string; title: string; masked: boolean }) {
  const rows = FIELDS.map((field) => {
    const value = FILLED[field.name] ?? '';
    const mask = masked ? FIELD_MASKS[field.name] : undefined;
    return { name: `${state}-${field.name}`, key: readOnlyLabel(field), value: mask ? mask(value) : value };
  });
  return (
    <section aria-labelledby={`${state}-heading`} className="components__state" data-state={state}>
      <h2 className="heading-m" id={`${state}-heading`}>
        {title}
      </h2>
      <ReadOnlyRows rows={rows} />
    </section>
  );
}

export function ComponentsScreen() {
  return (
    <>
      <h1 className="heading-xl">Form components</h1>
      <p className="body-l">
        Every form component of the application in each of its states. Nothing entered here is saved or sent.
      </p>
      <GalleryForm state="empty" title="Empty" values={{}} />
      <GalleryForm state="filled" title="Filled" values={FILLED} />
      <GalleryForm state="error" title="In error" values={IN_ERROR} showErrors />
      <ReadOnlyGallery state="read-only" title="Read-only" masked={false} />
      <ReadOnlyGallery state="masked" title="Read-only and masked" masked={true} />
    </>
  );
}
