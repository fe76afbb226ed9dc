// A form of a few fixed fields held in React state, for a page whose values are not the application's (they are
// handed to the chart once, on a valid Continue): the start page's eligibility questions. It behaves as JourneyForm
// with `syncValues={false}` (the same error summary, the same errors shown after a field is left, after a failed
// Continue or with a default value, the same FIELD_FOCUSED / FIELD_BLURRED events), without final-form and
// react-final-form, which the start page then does not load (issue 16: 7.8 KiB brotli of a 100 KB budget). The rule
// engine that checks its fields comes with the first field focused (or the first Continue), not with the page.
import { Fragment, type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import type { FieldContent } from '../../content/fields/fieldTypes';
import { PAGE_LEVEL_ERROR } from '../../content/fields/messages';
import type { ApplicationForm } from '../../contract/applicationForm';
import { isEmptyValue, valueAt } from '../../contract/values';
import { ErrorSummary } from '../components/ErrorSummary';
import { fieldControl } from '../components/fieldControl';
import { useJourneyActor } from '../journeyActor';
import { submitButton } from './submitButton';

type PlainFormRules = typeof import('./plainFormRules');

/** The rule engine once loaded (src/forms/plainFormRules.ts), for every plain form of the page after the first. */
let loadedRules: PlainFormRules | undefined;
let loadingRules: Promise<PlainFormRules> | undefined;
function loadRules(): Promise<PlainFormRules> {
  loadingRules ??= import('./plainFormRules').then(
    (module) => {
      loadedRules = module;
      return module;
    },
    (error: unknown) => {
      loadingRules = undefined;
      throw error;
    },
  );
  return loadingRules;
}

/** The values with `value` at a dot path (`eligibilityQuestions.age`), copied along it; as final-form's change, an
 * emptied control has no value. */
function withValue(values: object, path: string, value: unknown): object {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const inner = (values as Record<string, unknown>)[key];
  const next =
    rest.length === 0
      ? value === ''
        ? undefined
        : value
      : withValue(inner !== null && typeof inner === 'object' ? inner : {}, rest.join('.'), value);
  return { ...values, [key]: next };
}

export interface PlainFormProps {
  fields: readonly FieldContent[];
  initialValues: ApplicationForm;
  onValid: (values: ApplicationForm) => void;
  submitLabel: string;
  /** The page's fields, each drawn by `field(content)`. */
  children: (field: (content: FieldContent) => ReactNode) => ReactNode;
}

export function PlainForm({ fields, initialValues, onValid, submitLabel, children }: PlainFormProps) {
  const actor = useJourneyActor();
  // Captured once, as JourneyForm: the chart's later copies of these values must not reset what is being answered.
  const [initial] = useState(initialValues);
  const [values, setValues] = useState<ApplicationForm>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [failedSubmits, setFailedSubmits] = useState(0);
  // Once the page has handed its values on, the blur of a field unmounting with it sends nothing.
  const handedOn = useRef(false);
  // The rule engine: here once loaded; until then no field shows an error (none has been left yet, or its error
  // shows as the engine arrives), and Continue waits for it.
  const [rules, setRules] = useState(loadedRules);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const withRules = async (): Promise<PlainFormRules> => {
    const loaded = rules ?? (await loadRules());
    if (mounted.current && !rules) setRules(loaded);
    return loaded;
  };
  const errors = rules ? rules.plainFormErrors(fields, values) : {};
  const submitFailed = failedSubmits > 0;

  const field = (content: FieldContent) => {
    const name = content.name;
    const error = errors[name];
    const shown = touched.has(name) || submitFailed || !isEmptyValue(valueAt(initial, name));
    return (
      <Fragment key={name}>
        {fieldControl({
          field: content,
          value: valueAt(values, name),
          error: shown ? error : undefined,
          change: (value) => setValues((current) => withValue(current, name, value) as ApplicationForm),
          onFocus: () => {
            withRules().catch(() => undefined);
            // A field focused again: the page came back, so its values count again.
            handedOn.current = false;
            actor.send({ type: 'FIELD_FOCUSED' });
          },
          onBlur: () => {
            setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
            if (handedOn.current) return;
            actor.send({ type: 'FIELD_BLURRED' });
          },
        })}
      </Fragment>
    );
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // the values of this press, checked once the rule engine is here (at once, after the first focus)
    const submitted = values;
    withRules().then(
      (loaded) => {
        if (!mounted.current) return;
        if (Object.keys(loaded.plainFormErrors(fields, submitted)).length > 0) {
          setFailedSubmits((count) => count + 1);
          return;
        }
        handedOn.current = true;
        onValid(submitted);
      },
      // the engine's chunk could not be fetched: the press is not lost, the next one tries again
      () => undefined,
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      {submitFailed && rules && Object.keys(errors).length > 0 ? (
        <ErrorSummary
          message={PAGE_LEVEL_ERROR}
          errors={rules.orderedErrors(fields, values)}
          focusKey={failedSubmits}
        />
      ) : null}
      {children(field)}
      {submitButton(submitLabel, submit)}
    </form>
  );
}
