// The fields of one section of a page, in order: a heading where a field starts a sub-section, repeatable lists
// as lists, every other field as a FormField. Only the fields shown with the current values are rendered.
import type { FormApi } from 'final-form';
import { Fragment } from 'react';
import type { FieldContent } from '../../content/fields/fieldTypes';
import type { ApplicationForm } from '../../contract/applicationForm';
import type { FieldHandlers } from '../forms/JourneyForm';
import { isShown } from '../forms/validation';
import { FormField } from './FormField';
import { RepeatableList } from './RepeatableList';

export function FieldGroup({
  fields,
  values,
  form,
  handlers,
}: {
  fields: readonly FieldContent[];
  values: ApplicationForm;
  form: FormApi<ApplicationForm>;
  handlers: FieldHandlers;
}) {
  return (
    <>
      {fields
        .filter((field) => isShown(field, values))
        .map((field) => (
          <Fragment key={field.name}>
            {field.heading ? <h3 className="heading-m">{field.heading}</h3> : null}
            {field.control === 'list' ? (
              <RepeatableList field={field} values={values} form={form} handlers={handlers} />
            ) : (
              <FormField field={field} {...handlers} />
            )}
          </Fragment>
        ))}
    </>
  );
}
