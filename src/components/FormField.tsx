// One field from its content definition: label, hint, inline error and control, tied together for
// assistive technology (aria-describedby). Errors show after the field is left, after a failed Continue,
// or at once when the field starts with a value (doc 1 §5 "on blur or when a default value is given").
import { type FieldState, getIn } from 'final-form';
import { type MouseEvent, useMemo, useSyncExternalStore } from 'react';
import { useForm } from 'react-final-form';
import type { FieldContent } from '../../content/fields/fieldTypes';
import type { ApplicationForm } from '../../contract/applicationForm';
import { fieldId } from '../forms/validation';

export interface FieldEvents {
  onFieldFocus?: () => void;
  onFieldBlur?: () => void;
}

type FieldMeta = Pick<FieldState<unknown>, 'value' | 'error' | 'touched' | 'submitFailed' | 'initial'>;

function visibleError(meta: FieldMeta): string | undefined {
  const hasDefault = meta.initial !== undefined && meta.initial !== '' && meta.initial !== null;
  return (meta.touched || meta.submitFailed || hasDefault) && typeof meta.error === 'string' ? meta.error : undefined;
}

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

const FIELD_META = { value: true, error: true, touched: true, submitFailed: true, initial: true } as const;

interface Shown {
  value: unknown;
  /** The error as the page shows it (visibleError). */
  error: string | undefined;
}

/**
 * A field of the form, bound to final-form with one subscription, as the page shows it: its value and its visible
 * error. The field renders again only when one of those changes; not when it registers nor when the form is first
 * validated (every empty required field gets its error then, unseen), as react-final-form's Field does (issue 16).
 */
function useShownField(name: string): Shown & { change: (value: unknown) => void; focus(): void; blur(): void } {
  const form = useForm<ApplicationForm>();
  const key = name as keyof ApplicationForm;
  const store = useMemo(() => {
    let shown: Shown = { value: getIn(form.getState().values, name), error: undefined };
    return {
      subscribe: (changed: () => void) =>
        form.registerField(
          key,
          (meta) => {
            const error = visibleError(meta);
            if (meta.value === shown.value && error === shown.error) return;
            shown = { value: meta.value, error };
            changed();
          },
          FIELD_META,
        ),
      shown: () => shown,
      // as react-final-form's default parse: an emptied control has no value
      change: (value: unknown) => form.change(key, (value === '' ? undefined : value) as never),
      focus: () => form.focus(key),
      blur: () => form.blur(key),
    };
  }, [form, name, key]);
  return { ...useSyncExternalStore(store.subscribe, store.shown), ...store };
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

export function FormField({ field, onFieldFocus, onFieldBlur }: { field: FieldContent } & FieldEvents) {
  const id = fieldId(field.name);
  const { value, error, change, focus, blur } = useShownField(field.name);
  const onFocus = () => {
    focus();
    onFieldFocus?.();
  };
  const onBlur = () => {
    blur();
    onFieldBlur?.();
  };

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
