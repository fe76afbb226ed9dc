// The letter-code page (doc 3 §2 "Registration and login": a 10-digit code sent to the home address). A plain view:
// it checks the 10 digits (doc 2 §5.6) and sends LETTER_CODE_SUBMITTED; the chart calls the platform and decides.
// A wrong code (321) comes back here with what was typed; the limit (320) leaves only the call-us message.
import { useState } from 'react';
import { findBrand } from '../content/brands';
import { LETTER_CODE_COPY } from '../content/letterCode';
import {
  isWellFormedLetterCode,
  LETTER_CODE_INVALID,
  LETTER_CODE_LIMIT_REACHED,
  type LetterCodeState,
} from '../machines/verificationRules';
import { ErrorSummary } from '../src/components/ErrorSummary';
import { fieldId } from '../src/forms/validation';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';

/** doc 2 §3.1 "letterCode or lettercode": the flat field name. */
const FIELD = 'letterCode';

interface View {
  letterCode: LetterCodeState;
  submitting: boolean;
  phone: string;
}

const selectView = (snapshot: JourneySnapshot): View => ({
  letterCode: snapshot.context.letterCode,
  submitting: snapshot.matches({ main: { letterCode: 'submitting' } }),
  phone: findBrand(snapshot.context.brandId)?.phone ?? '',
});

const sameView = (a: View, b: View) =>
  a.letterCode === b.letterCode && a.submitting === b.submitting && a.phone === b.phone;

export function LetterCodeScreen() {
  const actor = useJourneyActor();
  const { letterCode, submitting, phone } = useJourney(selectView, sameView);
  const [value, setValue] = useState(letterCode.entered);
  const [formatError, setFormatError] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const copy = LETTER_CODE_COPY[letterCode.variant];

  if (letterCode.errorCode === LETTER_CODE_LIMIT_REACHED) {
    return (
      <>
        <h1 className="heading-xl">{LETTER_CODE_COPY.limitTitle}</h1>
        <p className="body">{LETTER_CODE_COPY.limitReached(phone)}</p>
      </>
    );
  }

  // The format message while the typed value is not 10 digits; the platform's 321 for what it refused.
  const wrong = !formatError && letterCode.errorCode === LETTER_CODE_INVALID && value === letterCode.entered;
  const message = formatError ? LETTER_CODE_COPY.formatError : wrong ? LETTER_CODE_COPY.wrongCode : undefined;
  const id = fieldId(FIELD);
  return (
    <form
      noValidate
      autoComplete="off"
      onSubmit={(event) => {
        event.preventDefault();
        if (submitting) return;
        const typed = value.trim();
        setAttempts((count) => count + 1);
        if (!isWellFormedLetterCode(typed)) {
          setFormatError(true);
          return;
        }
        setFormatError(false);
        actor.send({ type: 'LETTER_CODE_SUBMITTED', code: typed });
      }}
    >
      {message ? (
        <ErrorSummary errors={[{ name: FIELD, message }]} focusKey={attempts + (letterCode.errorCode ? 1000 : 0)} />
      ) : null}
      <h1 className="heading-xl">{copy.title}</h1>
      <p className="body">{copy.intro}</p>
      <div className={`form-group${message ? ' form-group--error' : ''}`}>
        <label className="label" htmlFor={id}>
          {LETTER_CODE_COPY.label}
        </label>
        <div className="hint" id={`${id}-hint`}>
          {LETTER_CODE_COPY.hint}
        </div>
        {message ? (
          <p className="error-message" id={`${id}-error`}>
            <span className="visually-hidden">Error:</span> {message}
          </p>
        ) : null}
        <input
          id={id}
          name={FIELD}
          className={`input input--medium${message ? ' input--error' : ''}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={10}
          value={value}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setValue(event.target.value);
            setFormatError(false);
          }}
        />
      </div>
      <button type="submit" className="button" disabled={submitting} aria-disabled={submitting}>
        {LETTER_CODE_COPY.submit}
      </button>
    </form>
  );
}
