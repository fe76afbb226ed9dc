// The transfer question (doc 1 "Registration": "A transfer answer Yes hands off to the transfer app"; doc 3 §2
// transfer hand-off). A plain view: one question, Continue sends TRANSFER_ANSWERED; the chart decides the rest.
import { useState } from 'react';
import { findProduct } from '../content/products';
import { TRANSFER_COPY } from '../content/registration';
import { ErrorSummary } from '../src/components/ErrorSummary';
import { useJourney, useJourneyActor } from '../src/journeyActor';

const FIELD = 'transferWanted';

export function TransferScreen() {
  const actor = useJourneyActor();
  const productCode = useJourney(
    (snapshot) => snapshot.context.productCode,
    (a, b) => a === b,
  );
  const route = findProduct(productCode)?.transferRoute ?? 'cashisa';
  const [answer, setAnswer] = useState<'Yes' | 'No' | undefined>(undefined);
  const [missing, setMissing] = useState(0);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!answer) {
          setMissing((count) => count + 1);
          return;
        }
        actor.send({ type: 'TRANSFER_ANSWERED', answer });
      }}
    >
      {missing > 0 ? (
        <ErrorSummary errors={[{ name: FIELD, message: TRANSFER_COPY.required }]} focusKey={missing} />
      ) : null}
      <div className={`form-group${missing > 0 ? ' form-group--error' : ''}`}>
        <fieldset className="fieldset" aria-describedby={`${FIELD}-hint`}>
          <legend className="fieldset__legend">
            <h1 className="heading-xl">{TRANSFER_COPY.title[route]}</h1>
          </legend>
          <div id={`${FIELD}-hint`} className="hint">
            {TRANSFER_COPY.hint[route]}
          </div>
          {(['Yes', 'No'] as const).map((value, index) => (
            <div className="choice" key={value}>
              <input
                className="choice__input"
                type="radio"
                name={FIELD}
                id={index === 0 ? FIELD : `${FIELD}-${value}`}
                value={value}
                checked={answer === value}
                onChange={() => setAnswer(value)}
              />
              <label className="choice__label" htmlFor={index === 0 ? FIELD : `${FIELD}-${value}`}>
                {value === 'Yes' ? TRANSFER_COPY.yes : TRANSFER_COPY.no}
              </label>
            </div>
          ))}
        </fieldset>
      </div>
      <button type="submit" className="button">
        {TRANSFER_COPY.continue}
      </button>
    </form>
  );
}
