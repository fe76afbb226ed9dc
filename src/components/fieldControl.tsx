// One field from its content definition, as the page shows it: label, hint, inline error and control, tied together
// for assistive technology (aria-describedby). A plain function of the value and the error shown, bound to no form
// library: final-form's fields (FormField) and the start page's plain form (src/forms/PlainForm.tsx) both draw with it,
// so the start page carries no final-form (issue 16).
import type { MouseEvent } from 'react';
import type { FieldContent } from '../../content/fields/fieldTypes';
import { fieldId } from '../forms/fieldId';

export interface FieldView {
  field: FieldContent;
  value: unknown;
  /** The error as the page shows it (after the field is left, after a failed Continue, or with a default value). */
  error: string | undefined;
  change: (value: unknown) => void;
  onFocus: () => void;
  onBlur: () => void;
}

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** A checkbox group's list after one option is ticked or unticked (as react-final-form keeps a group's array). */
function ticked(list: unknown, option: string, checked: boolean): unknown {
  if (checked) return Array.isArray(list) ? list.concat(option) : [option];
  if (!Array.isArray(list)) return list;
  const at = list.indexOf(option);
  return at < 0 ? list : [...list.slice(0, at), ...list.slice(at + 1)];
}

/** Plain functions, not components: two fewer components per field to mount (issue 16). */
function hintOf(id: string, hint: string | undefined) {
  return hint ? (
    <div id={`${id}-hint`} className="hint">
      {hint}
    </div>
  ) : null;
}

function errorMessageOf(id: string, error: string | undefined) {
  return error ? (
    <p id={`${id}-error`} className="error-message">
      <span className="visually-hidden">Error:</span> {error}
    </p>
  ) : null;
}

/** Plain function, not a component: one component fewer per field to mount (issue 16). */
/**
 * A choice's pointer handlers (its input and its label). The field left behind shows its error on blur, and at the
 * mousedown that error's line moves the choice from under the pointer: the mouseup lands elsewhere and the click is
 * lost (issue 14, generated path 77: the username focused and left empty, then "No" to a consent was never ticked).
 * So focus stays where it is until the click lands, then moves to the choice, as the submit button keeps it
 * (src/forms/JourneyForm.tsx). Keyboard users are not affected: they move focus before they choose.
 */
const keepFocusUntilClick = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
};
const focusOnClick = (event: MouseEvent<HTMLInputElement>) => event.currentTarget.focus();

export function fieldControl({ field, value, error, change, onFocus, onBlur }: FieldView) {
  const id = fieldId(field.name);
  if (field.control === 'radio' || field.control === 'checkboxes') {
    const type = field.control === 'radio' ? 'radio' : 'checkbox';
    return (
      <div className={`form-group${error ? ' form-group--error' : ''}`}>
        <fieldset className="fieldset" aria-describedby={describedBy(id, field.hint, error)}>
          <legend className="fieldset__legend">{field.label}</legend>
          {hintOf(id, field.hint)}
          {errorMessageOf(id, error)}
          <div className={type === 'radio' && (field.options?.length ?? 0) <= 2 ? 'radios radios--inline' : 'choices'}>
            {(field.options ?? []).map((option, index) => {
              const optionId = index === 0 ? id : `${id}-${index + 1}`;
              return (
                <div className="choice" key={option.value}>
                  <input
                    name={field.name}
                    type={type}
                    value={option.value}
                    checked={
                      type === 'radio' ? value === option.value : Array.isArray(value) && value.includes(option.value)
                    }
                    id={optionId}
                    className="choice__input"
                    onChange={(event) =>
                      change(type === 'radio' ? option.value : ticked(value, option.value, event.target.checked))
                    }
                    onFocus={onFocus}
                    onBlur={onBlur}
                    {...keepFocusUntilClick}
                    onClick={focusOnClick}
                  />
                  <label className="choice__label" htmlFor={optionId} {...keepFocusUntilClick}>
                    {option.label}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      </div>
    );
  }

  if (field.control === 'checkbox') {
    return (
      <div className={`form-group${error ? ' form-group--error' : ''}`}>
        {errorMessageOf(id, error)}
        <div className="choice">
          <input
            name={field.name}
            type="checkbox"
            checked={Boolean(value)}
            id={id}
            className="choice__input"
            aria-describedby={describedBy(id, field.hint, error)}
            onChange={(event) => change(event.target.checked)}
            onFocus={onFocus}
            onBlur={onBlur}
            {...keepFocusUntilClick}
            onClick={focusOnClick}
          />
          <label className="choice__label" htmlFor={id} {...keepFocusUntilClick}>
            {field.label}
          </label>
        </div>
        {hintOf(id, field.hint)}
      </div>
    );
  }

  const text = value === undefined || value === null ? '' : String(value);
  if (field.control === 'select') {
    return (
      <div className={`form-group${error ? ' form-group--error' : ''}`}>
        <label className="label" htmlFor={id}>
          {field.label}
        </label>
        {hintOf(id, field.hint)}
        {errorMessageOf(id, error)}
        <select
          name={field.name}
          value={text}
          id={id}
          className={`select${error ? ' select--error' : ''}`}
          autoComplete={field.autoComplete}
          aria-describedby={describedBy(id, field.hint, error)}
          onChange={(event) => change(event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
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
  }

  const inputType =
    field.control === 'email'
      ? 'email'
      : field.control === 'tel'
        ? 'tel'
        : field.control === 'password'
          ? 'password'
          : 'text';
  const control = (
    <input
      name={field.name}
      value={text}
      id={id}
      type={inputType}
      className={`input${field.width ? ` input--${field.width}` : ''}${error ? ' input--error' : ''}`}
      autoComplete={field.autoComplete ?? 'off'}
      inputMode={field.inputMode}
      spellCheck={field.control === 'email' ? false : undefined}
      aria-describedby={describedBy(id, field.hint, error)}
      onChange={(event) => change(event.target.value)}
      onFocus={onFocus}
      onBlur={() => {
        // a field's display form (NI number upper case without spaces, sort code in pairs) is set on leaving it
        if (field.normalise && text !== '') {
          const normalised = field.normalise(text);
          if (normalised !== text) change(normalised);
        }
        onBlur();
      }}
    />
  );
  return (
    <div className={`form-group${error ? ' form-group--error' : ''}`}>
      <label className="label" htmlFor={id}>
        {field.label}
      </label>
      {hintOf(id, field.hint)}
      {errorMessageOf(id, error)}
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
}
