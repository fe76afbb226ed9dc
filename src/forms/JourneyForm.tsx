// A react-final-form form wired to the journey chart: what is typed is never lost (values reach the chart on
// every blur, for autosave and reloads), a failed Continue shows the error summary with the spec's page-level
// message and keeps every value, and a valid one hands the values to `onValid`.
import type { FormApi } from 'final-form';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { PAGE_LEVEL_ERROR } from '../../content/fields/messages';
import type { ApplicationForm } from '../../contract/applicationForm';
import { ErrorSummary } from '../components/ErrorSummary';
import { SaveStatus } from '../components/SaveStatus';
import { useJourneyActor } from '../journeyActor';
import { type FieldsOf, orderedErrors, validatorFor } from './validation';

export interface FieldHandlers {
  onFieldFocus: () => void;
  onFieldBlur: () => void;
}

export type FieldBehaviours = (
  values: ApplicationForm,
  previous: ApplicationForm,
  form: FormApi<ApplicationForm>,
) => void;

/**
 * Hands the values to the chart when the page goes away (a reload, F5): the field being typed in has not been left,
 * so without this its value never reached the chart and the reload brought it back empty (issue 15).
 */
function SaveOnLeave({ save }: { save: () => void }) {
  useEffect(() => {
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [save]);
  return null;
}

/** Runs the field behaviours after a render with new values, never during one. */
function Behaviours({
  values,
  form,
  run,
}: {
  values: ApplicationForm;
  form: FormApi<ApplicationForm>;
  run: FieldBehaviours;
}) {
  const previous = useRef(values);
  useEffect(() => {
    if (previous.current === values) return;
    const before = previous.current;
    previous.current = values;
    form.batch(() => run(values, before, form));
  }, [values, form, run]);
  return null;
}

export interface JourneyFormProps {
  /** The fields that apply on this page (visibility by product and features already decided), or a function of
   * the values for pages whose fields follow the answers (address history, list rows). */
  fields: FieldsOf;
  initialValues: ApplicationForm;
  onValid: (values: ApplicationForm) => void;
  submitLabel: string;
  /** Field behaviours of doc 2 §4 (what an answer clears or sets), run after every change. */
  onValuesChange?: FieldBehaviours;
  children: (form: FormApi<ApplicationForm>, handlers: FieldHandlers, values: ApplicationForm) => ReactNode;
  /** Whether values reach the chart on blur (false for a form whose values are not the application's). */
  syncValues?: boolean;
}

export function JourneyForm({
  fields,
  initialValues,
  onValid,
  submitLabel,
  onValuesChange,
  children,
  syncValues = true,
}: JourneyFormProps) {
  const actor = useJourneyActor();
  // Captured once: the chart's later copies of these values must not reset what is being typed.
  const [initial] = useState(initialValues);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // Once the page has handed its values on, the blur of a field unmounting with it must not send stale values.
  const handedOn = useRef(false);
  const validate = validatorFor(fields);
  const formApi = useRef<FormApi<ApplicationForm> | null>(null);
  const [saveOnLeave] = useState(() => () => {
    if (handedOn.current || !formApi.current) return;
    actor.send({ type: 'FORM_CHANGED', values: formApi.current.getState().values });
  });

  return (
    <Form<ApplicationForm>
      initialValues={initial}
      validate={validate}
      onSubmit={(values) => {
        handedOn.current = true;
        onValid(values);
      }}
      subscription={{ submitFailed: true, values: true, hasValidationErrors: true }}
    >
      {({ handleSubmit, form, values, submitFailed, hasValidationErrors }) => {
        formApi.current = form;
        const handlers: FieldHandlers = {
          onFieldFocus: () => {
            // A field focused again: the page came back (a refused save keeps it), so its values count again.
            handedOn.current = false;
            actor.send({ type: 'FIELD_FOCUSED' });
          },
          onFieldBlur: () => {
            if (handedOn.current) return;
            if (syncValues) actor.send({ type: 'FORM_CHANGED', values: form.getState().values });
            actor.send({ type: 'FIELD_BLURRED' });
          },
        };
        return (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (form.getState().hasValidationErrors) setFailedSubmits((count) => count + 1);
              void handleSubmit(event);
            }}
          >
            {submitFailed && hasValidationErrors ? (
              <ErrorSummary
                message={PAGE_LEVEL_ERROR}
                errors={orderedErrors(fields, values)}
                focusKey={failedSubmits}
              />
            ) : null}
            {syncValues ? <SaveOnLeave save={saveOnLeave} /> : null}
            {onValuesChange ? <Behaviours values={values} form={form} run={onValuesChange} /> : null}
            {children(form, handlers, values)}
            {syncValues ? <SaveStatus /> : null}
            <button
              type="submit"
              className="button"
              // Keep focus where it is until the click lands: leaving a field shows its error, and the layout shift
              // would otherwise move the button away from under the pointer and swallow the click.
              onMouseDown={(event) => event.preventDefault()}
            >
              {submitLabel}
            </button>
          </form>
        );
      }}
    </Form>
  );
}
