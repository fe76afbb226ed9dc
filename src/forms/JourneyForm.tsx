// A react-final-form form wired to the journey chart: what is typed is never lost (values reach the chart on
// every blur, for autosave and reloads), a failed Continue shows the error summary with the spec's page-level
// message and keeps every value, and a valid one hands the values to `onValid`.
import type { FormApi } from 'final-form';
import { memo, type ReactNode, type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { PAGE_LEVEL_ERROR } from '../../content/fields/messages';
import type { ApplicationForm } from '../../contract/applicationForm';
import { afterNextPaint } from '../../services/afterPaint';
import { ErrorSummary } from '../components/ErrorSummary';
import { SaveStatus } from '../components/SaveStatus';
import { useJourneyActor } from '../journeyActor';
import { CHART_RECORD_KEYS, useScreenShown, useShownStore } from '../screenShown';
import { validatorFor } from './finalFormValidator';
import { submitButton } from './submitButton';
import { type FieldsOf, orderedErrors } from './validation';

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

/**
 * The error summary after a failed Continue, with its own subscription to the form: the page's fields are not
 * rendered again when validation first runs (the fields register after the page's first render) nor when only the
 * errors change (issue 16).
 */
function FailedSubmitSummary({ fields, focusKey }: { fields: FieldsOf; focusKey: number }) {
  const { submitFailed, hasValidationErrors, values } = useFormState<ApplicationForm>({
    subscription: { submitFailed: true, hasValidationErrors: true, values: true },
  });
  return submitFailed && hasValidationErrors ? (
    <ErrorSummary message={PAGE_LEVEL_ERROR} errors={orderedErrors(fields, values)} focusKey={focusKey} />
  ) : null;
}

interface FormBodyProps {
  render: JourneyFormProps['children'];
  form: FormApi<ApplicationForm>;
  handlers: FieldHandlers;
  values: ApplicationForm;
  /** The form is about to take new initial values (react-final-form does it after this render): not rendered now. */
  restarting: boolean;
}

/**
 * The page's fields, rendered again only when the values (or the page) change: react-final-form renders the form once
 * more right after it mounts, with the same values; and a page rendered ahead, shown with other answers, renders once
 * with them, not first with the answers it had (issue 16).
 */
const FormBody = memo(
  function FormBody({ render, form, handlers, values }: FormBodyProps) {
    return render(form, handlers, values);
  },
  (before, after) =>
    after.restarting ||
    (before.render === after.render &&
      before.form === after.form &&
      before.handlers === after.handlers &&
      before.values === after.values),
);

/**
 * react-final-form's test of new initial values (it starts the form again when they are not shallowly equal); the
 * screens' comparison of what they read of the chart too (here, with the forms, not @xstate/react's: the start page
 * would carry that one).
 */
export function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && a[key as keyof object] === b[key as keyof object]);
}

/** The answers a page hands on: not the chart's record of the journey, which the chart keeps (CHART_RECORD_KEYS). */
function answersOf(values: ApplicationForm): ApplicationForm {
  const answers: Record<string, unknown> = { ...values };
  for (const key of CHART_RECORD_KEYS) delete answers[key];
  return answers as ApplicationForm;
}

export interface JourneyFormProps {
  /** The fields that apply on this page (visibility by product and features already decided), or a function of
   * the values for pages whose fields follow the answers (address history, list rows). Keep it the same object
   * while what decides it is the same (useMemo, useCallback): a new one is a new validator, and the whole form is
   * validated again. */
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
  const shown = useScreenShown();
  // Captured once (when the page is shown: src/screenShown.ts): the chart's later copies of these values must not
  // reset what is being typed. A page rendered ahead gets the values its screen gives when it is shown (the same
  // object when the answers are the same: the form is not started again, src/screenShown.ts useFormAsShown).
  const [taken, setTaken] = useState({ shown, value: initialValues });
  let initial = taken.value;
  // The answers a page rendered ahead was shown with, when they are not those it was rendered with: the form takes
  // them after the show's paint (below), not inside the Continue that showed it.
  const showing = useRef<ApplicationForm | undefined>(undefined);
  // (and, while rendered ahead, those its screen takes again as the chart's answers change: useFormAsShown `follow`)
  if (taken.shown !== shown || (!shown && !shallowEqual(taken.value, initialValues))) {
    if (shown && !shallowEqual(taken.value, initialValues)) {
      showing.current = initialValues;
      setTaken({ shown, value: taken.value });
    } else {
      initial = initialValues;
      setTaken({ shown, value: initial });
    }
  }
  // Shown with other answers (those of the step before, given since this one was rendered ahead): the form starts
  // again on them once the next screen is painted. Starting it again validates the whole form (final-form's
  // initialize), 0.7 thread ms at 1x in step 1's Continue (issue 16), and the page's first frame shows what it was
  // rendered with either way (its fields take new values in the render after). The fields changed meanwhile keep
  // their values (`keepDirtyOnReinitialize` once shown: nothing else starts a shown form again), and what hands the
  // values on before then takes them first (takeShownAnswers, below). A step's slot tells it it is shown after the
  // paint already (src/screenAhead.tsx), so for a step this waits one frame more; review is told inside the press,
  // and its form takes the answers after it here.
  useEffect(() => {
    const next = shown ? showing.current : undefined;
    if (!next) return;
    let live = true;
    void afterNextPaint().then(() => {
      if (!live || showing.current !== next) return;
      showing.current = undefined;
      setTaken((was) => ({ ...was, value: next }));
    });
    return () => {
      live = false;
    };
  }, [shown]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // Once the page has handed its values on, the blur of a field unmounting with it must not send stale values.
  const handedOn = useRef(false);
  // One validator while the fields are the same: react-final-form validates the whole form again whenever it gets
  // a new one, and this component renders on every change of a value.
  const validate = useMemo(() => validatorFor(fields), [fields]);
  const formApi = useRef<FormApi<ApplicationForm> | null>(null);
  // Whether the last Continue's values were handed on (the form's onSubmit ran).
  const submitted = useRef(false);
  // The initial values the form last took: react-final-form gives it new ones in an effect after the render that
  // has them (as this one is), so a render whose `initial` differs is one the form is about to start again on.
  // Kept here rather than read with form.getState(), which works out the whole form's state on every render of a
  // value typed (issue 16).
  const initializedWith = useRef(initial);
  useEffect(() => {
    initializedWith.current = initial;
  }, [initial]);
  // Before anything hands the form's values on (a Continue, a field left, the page going away): the page's readers
  // told it is shown, should it be in view and they still to be told (src/screenShown.ts settle), and the answers it
  // was shown with taken now rather than after the paint, the fields changed meanwhile kept. What is handed on is then
  // never the answers of the step before as this page was rendered ahead with them.
  const shownStore = useShownStore();
  const [takeShownAnswers] = useState(() => (form: FormApi<ApplicationForm>) => {
    shownStore.settle();
    const pending = showing.current;
    if (!pending) return;
    showing.current = undefined;
    form.initialize(pending);
    setTaken((was) => ({ ...was, value: pending }));
  });
  const [saveOnLeave] = useState(() => () => {
    if (handedOn.current || !formApi.current) return;
    takeShownAnswers(formApi.current);
    actor.send({ type: 'FORM_CHANGED', values: answersOf(formApi.current.getState().values) });
  });
  // The same handlers for the life of the form (what they read, they read when called).
  const sync = useRef(syncValues);
  sync.current = syncValues;
  const [handlers] = useState<FieldHandlers>(() => ({
    onFieldFocus: () => {
      // A field focused again: the page came back (a refused save keeps it), so its values count again.
      handedOn.current = false;
      actor.send({ type: 'FIELD_FOCUSED' });
    },
    onFieldBlur: () => {
      if (handedOn.current) return;
      if (sync.current && formApi.current) {
        takeShownAnswers(formApi.current);
        actor.send({ type: 'FORM_CHANGED', values: answersOf(formApi.current.getState().values) });
      }
      actor.send({ type: 'FIELD_BLURRED' });
    },
  }));

  return (
    <Form<ApplicationForm>
      initialValues={initial}
      keepDirtyOnReinitialize={shown}
      validate={validate}
      onSubmit={(values) => {
        handedOn.current = true;
        submitted.current = true;
        onValid(answersOf(values));
      }}
      subscription={{ values: true }}
    >
      {({ handleSubmit, form, values }) => {
        // The first one for the life of the form: react-final-form hands a new copy of the same API to every render.
        formApi.current ??= form;
        const submit = (event: SyntheticEvent) => {
          event.preventDefault();
          // final-form hands the values on only when no field has an error: a Continue it did not hand on failed.
          // (Not form.getState(), which works out the whole form's state again, inside the press: issue 16.)
          submitted.current = false;
          takeShownAnswers(form);
          void handleSubmit();
          if (!submitted.current) setFailedSubmits((count) => count + 1);
        };
        return (
          <form noValidate onSubmit={submit}>
            <FailedSubmitSummary fields={fields} focusKey={failedSubmits} />
            {syncValues && shown ? <SaveOnLeave save={saveOnLeave} /> : null}
            {onValuesChange ? <Behaviours values={values} form={form} run={onValuesChange} /> : null}
            <FormBody
              render={children}
              form={formApi.current}
              handlers={handlers}
              values={values}
              restarting={!shallowEqual(initial, initializedWith.current)}
            />
            {syncValues ? <SaveStatus /> : null}
            {submitButton(submitLabel, submit)}
          </form>
        );
      }}
    </Form>
  );
}
