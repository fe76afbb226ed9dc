// The switch page, /switch (doc 1 §4 "Switch", doc 2 §5.7, doc 3 §2 "Switch pages" and §8). A plain view: the fields
// and their rules come from content/fields/switching.ts, checked with the England and Wales bank holidays; Proceed is
// disabled until the answers are valid or while the switch is being sent; No then Proceed and Yes then Proceed are
// events the chart decides on. A refusal comes back with its code and shows its doc 3 §8 message; changing the date
// clears it. The card number is masked once its field is left (only the last four digits are shown), and never leaves
// this form but for the switch call.
import { useEffect, useRef, useState } from 'react';
import { Field, Form, FormSpy } from 'react-final-form';
import { findBrand } from '../content/brands';
import { maskCardNumber, SWITCH_FIELDS } from '../content/fields/switching';
import { JOINT_SWITCH_COPY, switchCopy, switchMessage } from '../content/switching';
import type { ApplicationForm } from '../machines/journeyTypes';
import { isJointSwitch } from '../machines/switch.logic';
import { ErrorSummary } from '../src/components/ErrorSummary';
import { FormField } from '../src/components/FormField';
import { shownSwitchFields, switchErrors } from '../src/forms/switchValidation';
import { fieldId } from '../src/forms/validation';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';

interface View {
  joint: boolean;
  busy: boolean;
  errorCode: string | undefined;
  brandId: string;
}

const selectView = (snapshot: JourneySnapshot): View => ({
  joint: isJointSwitch(snapshot.context),
  busy:
    snapshot.matches({ main: { switch: 'recordingEvidence' } }) || snapshot.matches({ main: { switch: 'submitting' } }),
  errorCode: snapshot.context.switching.errorCode,
  brandId: snapshot.context.brandId,
});

const sameView = (a: View, b: View) =>
  a.joint === b.joint && a.busy === b.busy && a.errorCode === b.errorCode && a.brandId === b.brandId;

const fieldNamed = (name: string) => SWITCH_FIELDS.find((field) => field.name === name);

/** doc 2 §5.7 "masked on blur": the whole number while it is typed, the last four digits once the field is left. */
function CardNumberField() {
  const field = fieldNamed('switchDebitCardPan');
  const [focused, setFocused] = useState(false);
  if (!field) return null;
  const id = fieldId(field.name);
  return (
    <Field<string> name={field.name}>
      {({ input, meta }) => {
        const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
        const value = input.value ?? '';
        return (
          <div className={`form-group${error ? ' form-group--error' : ''}`}>
            <label className="label" htmlFor={id}>
              {field.label}
            </label>
            <div id={`${id}-hint`} className="hint">
              {field.hint}
            </div>
            {error ? (
              <p id={`${id}-error`} className="error-message">
                <span className="visually-hidden">Error:</span> {error}
              </p>
            ) : null}
            <input
              id={id}
              name={field.name}
              type="text"
              className={`input${error ? ' input--error' : ''}`}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={focused ? 16 : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              value={focused ? value : maskCardNumber(value)}
              onFocus={() => {
                setFocused(true);
                input.onFocus();
              }}
              onBlur={() => {
                setFocused(false);
                input.onBlur();
              }}
              onChange={(event) => input.onChange(event.target.value.replace(/\s/g, ''))}
            />
          </div>
        );
      }}
    </Field>
  );
}

/** doc 1 §4 "Changing the switch date clears the error". */
function DateWatcher({ onChange }: { onChange: () => void }) {
  const previous = useRef<string | undefined>(undefined);
  return (
    <FormSpy<ApplicationForm> subscription={{ values: true }}>
      {({ values }) => {
        const date = values.switchDate;
        if (previous.current !== undefined && previous.current !== date) queueMicrotask(onChange);
        previous.current = date ?? '';
        return null;
      }}
    </FormSpy>
  );
}

export function SwitchScreen() {
  const actor = useJourneyActor();
  const { joint, busy, errorCode, brandId } = useJourney(selectView, sameView);
  const brand = findBrand(brandId);
  const copy = switchCopy(brand?.family);
  const phone = brand?.phone ?? '';
  const [focusKey, setFocusKey] = useState(0);
  useEffect(() => {
    if (errorCode) setFocusKey((key) => key + 1);
  }, [errorCode]);

  if (joint) {
    return (
      <>
        <h1 className="heading-xl">{JOINT_SWITCH_COPY.title}</h1>
        {JOINT_SWITCH_COPY.body.map((paragraph) => (
          <p className="body" key={paragraph}>
            {paragraph}
          </p>
        ))}
        <button type="button" className="button" onClick={() => actor.send({ type: 'SWITCH_DECLINED' })}>
          {JOINT_SWITCH_COPY.continue}
        </button>
      </>
    );
  }

  const show = (name: string, values: ApplicationForm) =>
    shownSwitchFields(values).some((field) => field.name === name);
  const plainField = (name: string) => {
    const field = fieldNamed(name);
    return field ? <FormField key={name} field={field} /> : null;
  };

  return (
    <Form<ApplicationForm>
      initialValues={{}}
      validate={switchErrors}
      onSubmit={(values) => {
        if (values.wantsToSwitch === 'No') actor.send({ type: 'SWITCH_DECLINED' });
        else actor.send({ type: 'SWITCH_SUBMITTED', values });
      }}
      subscription={{ values: true, hasValidationErrors: true }}
    >
      {({ handleSubmit, values, hasValidationErrors }) => (
        <form noValidate autoComplete="off" onSubmit={handleSubmit}>
          {errorCode ? (
            <ErrorSummary
              errors={[{ name: 'switchDate', message: switchMessage(errorCode, phone) }]}
              focusKey={focusKey}
            />
          ) : null}
          <DateWatcher onChange={() => errorCode && actor.send({ type: 'SWITCH_DATE_CHANGED' })} />
          <h1 className="heading-xl">{copy.title}</h1>
          {copy.intro.map((paragraph) => (
            <p className="body" key={paragraph}>
              {paragraph}
            </p>
          ))}
          {plainField('wantsToSwitch')}
          {values.wantsToSwitch === 'Yes' ? (
            <>
              {plainField('switchType')}
              <h2 className="heading-m">{copy.oldAccountHeading}</h2>
              {['switchAccountName', 'switchAccountNumber', 'switchSortCode'].map(plainField)}
              <h2 className="heading-m">{copy.cardHeading}</h2>
              {plainField('switchHasDebitCard')}
              {show('switchDebitCardPan', values) ? (
                <>
                  <CardNumberField />
                  {plainField('switchDebitCardExpiration')}
                </>
              ) : null}
              <h2 className="heading-m">{copy.dateHeading}</h2>
              {plainField('switchDate')}
              {plainField('switchCloseOldAccount')}
              {show('switchAcceptFullTCs', values) ? (
                <>
                  <ul className="list list--bullet">
                    {copy.fullTerms.map((term) => (
                      <li key={term}>{term}</li>
                    ))}
                  </ul>
                  {plainField('switchAcceptFullTCs')}
                </>
              ) : null}
              {show('switchAcceptPaymentsTCs', values) ? (
                <>
                  <ul className="list list--bullet">
                    {copy.paymentsTerms.map((term) => (
                      <li key={term}>{term}</li>
                    ))}
                  </ul>
                  {plainField('switchAcceptPaymentsTCs')}
                </>
              ) : null}
            </>
          ) : null}
          <button
            type="submit"
            className="button"
            disabled={hasValidationErrors || busy}
            aria-disabled={hasValidationErrors || busy}
          >
            {busy ? copy.proceeding : copy.proceed}
          </button>
        </form>
      )}
    </Form>
  );
}
