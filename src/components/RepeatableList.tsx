// A repeatable list (doc 2 §5.3: citizenships, tax obligations, international payment countries): a row of fields
// per item, Remove on each row once there is more than one, and Add until the cap (5). The rows' fields and rules
// come from content (FieldContent.itemFields); the list's own message (none added) shows above the rows.
import type { FormApi } from 'final-form';
import { Field } from 'react-final-form';
import type { FieldContent } from '../../content/fields/fieldTypes';
import type { ApplicationForm } from '../../contract/applicationForm';
import type { FieldHandlers } from '../forms/JourneyForm';
import { fieldId, isShown, rowsOf } from '../forms/validation';
import { FormField } from './FormField';

export function RepeatableList({
  field,
  values,
  form,
  handlers,
}: {
  field: FieldContent;
  values: ApplicationForm;
  form: FormApi<ApplicationForm>;
  handlers: FieldHandlers;
}) {
  const rows = rowsOf(field, values);
  const max = field.maxItems ?? Number.POSITIVE_INFINITY;
  const id = fieldId(field.name);
  const change = (next: unknown[]) => {
    form.change(field.name as keyof ApplicationForm, next as never);
    handlers.onFieldBlur();
  };
  return (
    <Field name={field.name} subscription={{ error: true, touched: true, submitFailed: true }}>
      {({ meta }) => {
        const error = meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
        return (
          <div className={`form-group${error ? ' form-group--error' : ''}`} id={id} tabIndex={-1}>
            <fieldset className="fieldset" aria-describedby={error ? `${id}-error` : undefined}>
              <legend className="fieldset__legend">{field.label}</legend>
              {error ? (
                <p id={`${id}-error`} className="error-message">
                  <span className="visually-hidden">Error:</span> {error}
                </p>
              ) : null}
              {rows.slice(0, max).map((_, index) => {
                const itemFields = (field.itemFields?.(index, values) ?? []).filter((item) => isShown(item, values));
                return (
                  // rows have no identity of their own: their place is their key, as their field names are
                  // biome-ignore lint/suspicious/noArrayIndexKey: the row's index is its name (list.index)
                  <div className="inset" key={index} data-row={index}>
                    {itemFields.map((item) => (
                      <FormField key={item.name} field={item} {...handlers} />
                    ))}
                    {rows.length > 1 ? (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => change(rows.filter((__, at) => at !== index))}
                      >
                        {field.removeLabel ?? 'Remove'}
                        <span className="visually-hidden"> {itemFields[0]?.label ?? `row ${index + 1}`}</span>
                      </button>
                    ) : null}
                  </div>
                );
              })}
              {rows.length < max ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => change([...rows, field.newItem ? field.newItem() : ''])}
                >
                  {field.addLabel ?? 'Add another'}
                </button>
              ) : null}
            </fieldset>
          </div>
        );
      }}
    </Field>
  );
}
