// GOV.UK error summary: "There is a problem", the page-level message, a link per field; focus moves to it.
import { useEffect, useRef } from 'react';
import { COPY } from '../../content/copy';
import { fieldId } from '../forms/fieldId';

export interface SummaryError {
  name: string;
  message: string;
}

export function ErrorSummary({
  message,
  errors,
  focusKey,
}: {
  message?: string;
  errors: SummaryError[];
  focusKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again on every failed submit (focusKey)
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div className="error-summary" aria-labelledby="error-summary-title" role="alert" tabIndex={-1} ref={ref}>
      <h2 className="error-summary__title" id="error-summary-title">
        {COPY.errorSummaryTitle}
      </h2>
      {message ? <p className="error-summary__body">{message}</p> : null}
      {errors.length > 0 ? (
        <ul className="error-summary__list">
          {errors.map((error) => (
            <li key={error.name}>
              <a
                href={`#${fieldId(error.name)}`}
                onClick={(event) => {
                  const target = document.getElementById(fieldId(error.name));
                  if (!target) return;
                  event.preventDefault();
                  target.scrollIntoView({ block: 'center' });
                  target.focus();
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
