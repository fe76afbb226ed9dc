// One field from its content definition bound to a final-form form (src/components/fieldControl.tsx draws it).
// Errors show after the field is left, after a failed Continue, or at once when the field starts with a value
// (doc 1 §5 "on blur or when a default value is given").
import { type FieldState, getIn } from 'final-form';
import { memo, startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-final-form';
import type { FieldContent } from '../../content/fields/fieldTypes';
import type { ApplicationForm } from '../../contract/applicationForm';
import { useScreenShown } from '../screenShown';
import { whenIdle } from '../whenIdle';
import { fieldControl } from './fieldControl';

export interface FieldEvents {
  onFieldFocus?: () => void;
  onFieldBlur?: () => void;
}

type FieldMeta = Pick<FieldState<unknown>, 'value' | 'error' | 'touched' | 'submitFailed' | 'initial'>;

function visibleError(meta: FieldMeta): string | undefined {
  const hasDefault = meta.initial !== undefined && meta.initial !== '' && meta.initial !== null;
  return (meta.touched || meta.submitFailed || hasDefault) && typeof meta.error === 'string' ? meta.error : undefined;
}

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
          // Silent: the registration tells this field alone. Otherwise final-form tells every field and the form of each
          // field that registers, so a page of n fields mounting made n x n calls (issue 16). A field registering
          // changes no value nor error of the others.
          { silent: true },
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

/**
 * A select with more options than this (the country lists: 499 of step 2's 695 elements) shows only its chosen one
 * until its page is shown and the browser is idle, or until it is focused, whichever comes first (issue 16): the
 * style and layout of a page put in the page by its Continue was 85 % options, 35-70 ms at 4x CPU against 6-12 ms
 * without them (bench/results/web-2026-11-28-continue3.md). A closed select shows its chosen option alone anyway.
 */
export const LONG_OPTION_LIST = 30;

/**
 * A field renders from its props (the definition, the page's handlers) and its own subscription to the form, nothing
 * else: so it is not rendered again when its page is, with values that are not its own (issue 16). A page renders its
 * fields again on every change of a value (their visibility reads the values), and a step rendered ahead and shown with
 * the answers of the step before started its form again and rendered all of its fields (step 2's 38 components inside
 * step 1's Continue). Definitions are built once for each product (content/fields), so most keep their identity.
 */
export const FormField = memo(function FormField({
  field,
  onFieldFocus,
  onFieldBlur,
}: { field: FieldContent } & FieldEvents) {
  const { value, error, change, focus, blur } = useShownField(field.name);
  const [listed, setListed] = useState(
    () => field.control !== 'select' || (field.options?.length ?? 0) <= LONG_OPTION_LIST,
  );
  // (read only while the list waits: a field is not rendered again when its screen rendered ahead is shown)
  const shown = useScreenShown(!listed);
  useEffect(() => {
    if (listed || !shown) return;
    return whenIdle(() => startTransition(() => setListed(true)), 1000);
  }, [listed, shown]);
  return fieldControl({
    field: listed ? field : { ...field, options: field.options?.filter((option) => option.value === value) },
    value,
    error,
    change,
    onFocus: () => {
      // every option before the applicant can open the list or type into it
      setListed(true);
      focus();
      onFieldFocus?.();
    },
    onBlur: () => {
      blur();
      onFieldBlur?.();
    },
  });
});
