// The inactivity warning (WCAG 2.2.1 "Timing adjustable"; doc 1 §4 "Inactivity timer"): shown when the chart's timer
// warns, announced as an alert dialog, focus moved to it and given back after; one button asks for more time.
import { useEffect, useRef } from 'react';
import { SESSION_TIMEOUT_COPY } from '../../content/sessionTimeout';
import { warningLeadOf } from '../../machines/inactivity';
import { useJourney, useJourneyActor } from '../journeyActor';

export function TimeoutWarning() {
  const actor = useJourneyActor();
  const showing = useJourney((snapshot) => snapshot.context.sessionTimeout === 'warning');
  const timeoutMs = useJourney((snapshot) => snapshot.context.config?.inactivityTimeout || 900_000);
  const button = useRef<HTMLButtonElement>(null);
  const before = useRef<Element | null>(null);

  useEffect(() => {
    if (!showing) return;
    before.current = document.activeElement;
    button.current?.focus({ preventScroll: true });
    return () => {
      // give focus back to where the applicant was, if it is still on the page
      const previous = before.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true });
    };
  }, [showing]);

  if (!showing) return null;
  const seconds = Math.round(warningLeadOf(timeoutMs) / 1000);
  return (
    <div
      className="timeout-warning"
      role="alertdialog"
      aria-labelledby="timeout-warning-title"
      aria-describedby="timeout-warning-body"
    >
      <h2 className="heading-m" id="timeout-warning-title">
        {SESSION_TIMEOUT_COPY.warningTitle}
      </h2>
      <p className="body" id="timeout-warning-body">
        {SESSION_TIMEOUT_COPY.warning(seconds)}
      </p>
      <button type="button" className="button" ref={button} onClick={() => actor.send({ type: 'SESSION_EXTENDED' })}>
        {SESSION_TIMEOUT_COPY.extend}
      </button>
    </div>
  );
}
