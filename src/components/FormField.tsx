// One field from its content definition: label, hint, inline error and control, tied together for
// assistive technology (aria-describedby). Errors show after the field is left, after a failed Continue,
// or at once when the field starts with a value (doc 1 §5 "on blur or when a default value is given").
import type { FocusEvent } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import type { FieldContent } from '../../content/fields/fieldTypes';
import { fieldId } from '../forms/validation';

export interface FieldEvents {
  onFieldFocus?: () => void;
  onFieldBlur?: () => void;
}

function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  const hasDefault = meta.initial !== undefined && meta.initial !== '' && meta.initial !== null;
  return (meta.touched || meta.submitFailed || hasDefault) && typeof meta.error === 'string' ? meta.error : undefined;
}

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function Hint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <div id={`${id}-hint`} className="hint">
      {hint}
    </div>
  ) : null;
}

function ErrorMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="error-message">
      <span className="visually-hidden">Error:</span> {error}
    </p>
  ) : null;
}

export function FormField({ field, onFieldFocus, onFieldBlur }: { field: FieldContent } & FieldEvents) {
  const id = fieldId(field.name);
  const focus = (handler: (event?: FocusEvent<HTMLElement>) => void) => (event: FocusEvent<HTMLElement>) => {
    handler(event);
    onFieldFocus?.();
  };
  const blur = (handler: (event?: FocusEvent<HTMLElement>) => void) => (event: FocusEvent<HTMLElement>) => {
    handler(event);
    onFieldBlur?.();
  };

  if (field.control === 'radio' || field.control === 'checkboxes') {
    const type = field.control === 'radio' ? 'radio' : 'checkbox';
    return (
      <Field name={field.name} subscription={{ error: true, touched: true, submitFailed: true, initial: true }}>
        {({ meta }) => {
          const error = visibleError(meta);
          return (
            <div className={`form-group${error ? ' form-group--error' : ''}`}>
              <fieldset className="fieldset" aria-describedby={describedBy(id, field.hint, error)}>
                <legend className="fieldset__legend">{field.label}</legend>
                <Hint id={id} hint={field.hint} />
                <ErrorMessage id={id} error={error} />
                <div
                  className={
                    type === 'radio' && (field.options?.length ?? 0) <= 2 ? 'radios radios--inline' : 'choices'
                  }
                >
                  {(field.options ?? []).map((option, index) => {
                    const optionId = index === 0 ? id : `${id}-${index + 1}`;
                    return (
                      <Field key={option.value} name={field.name} type={type} value={option.value}>
                        {({ input }) => (
                          <div className="choice">
                            <input
                              {...input}
                              id={optionId}
                              className="choice__input"
                              onFocus={focus(input.onFocus)}
                              onBlur={blur(input.onBlur)}
                            />
                            <label className="choice__label" htmlFor={optionId}>
                              {option.label}
                            </label>
                          </div>
                        )}
                      </Field>
                    );
                  })}
                </div>
              </fieldset>
            </div>
          );
        }}
      </Field>
    );
  }

  if (field.control === 'checkbox') {
    return (
      <Field name={field.name} type="checkbox">
        {({ input, meta }) => {
          const error = visibleError(meta);
          return (
            <div className={`form-group${error ? ' form-group--error' : ''}`}>
              <ErrorMessage id={id} error={error} />
              <div className="choice">
                <input
                  {...input}
                  id={id}
                  className="choice__input"
                  aria-describedby={describedBy(id, field.hint, error)}
                  onFocus={focus(input.onFocus)}
                  onBlur={blur(input.onBlur)}
                />
                <label className="choice__label" htmlFor={id}>
                  {field.label}
                </label>
              </div>
              <Hint id={id} hint={field.hint} />
            </div>
          );
        }}
      </Field>
    );
  }

  if (field.control === 'select') {
    return (
      <Field name={field.name} component="select">
        {({ input, meta }) => {
          const error = visibleError(meta);
          return (
            <div className={`form-group${error ? ' form-group--error' : ''}`}>
              <label className="label" htmlFor={id}>
                {field.label}
              </label>
              <Hint id={id} hint={field.hint} />
              <ErrorMessage id={id} error={error} />
              <select
                {...input}
                id={id}
                className={`select${error ? ' select--error' : ''}`}
                autoComplete={field.autoComplete}
                aria-describedby={describedBy(id, field.hint, error)}
                onFocus={focus(input.onFocus)}
                onBlur={blur(input.onBlur)}
              >
                <option value="">Please select</option>
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        }}
      </Field>
    );
  }

  const inputType =
    field.control === 'email'
      ? 'email'
      : field.control === 'tel'
        ? 'tel'
        : field.control === 'password'
          ? 'password'
          : 'text';
  return (
    <Field name={field.name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        const control = (
          <input
            {...input}
            value={input.value ?? ''}
            id={id}
            type={inputType}
            className={`input${field.width ? ` input--${field.width}` : ''}${error ? ' input--error' : ''}`}
            autoComplete={field.autoComplete ?? 'off'}
            inputMode={field.inputMode}
            spellCheck={field.control === 'email' ? false : undefined}
            aria-describedby={describedBy(id, field.hint, error)}
            onFocus={focus(input.onFocus)}
            onBlur={(event) => {
              // a field's display form (NI number upper case without spaces, sort code in pairs) is set on leaving it
              if (field.normalise && typeof input.value === 'string' && input.value !== '') {
                const normalised = field.normalise(input.value);
                if (normalised !== input.value) input.onChange(normalised);
              }
              blur(input.onBlur)(event);
            }}
          />
        );
        return (
          <div className={`form-group${error ? ' form-group--error' : ''}`}>
            <label className="label" htmlFor={id}>
              {field.label}
            </label>
            <Hint id={id} hint={field.hint} />
            <ErrorMessage id={id} error={error} />
            {field.control === 'currency' ? (
              <div className="input-prefix">
                <span className="input-prefix__symbol" aria-hidden="true">
                  £
                </span>
                {control}
              </div>
            ) : (
              control
            )}
          </div>
        );
      }}
    </Field>
  );
}
