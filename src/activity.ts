// The applicant's activity, reported to the chart so its inactivity timer starts again (doc 1 §4). At most one
// report every few seconds: the timer is minutes long.
import type { JourneyActor } from './journeyActor';

const REPORT_EVERY_MS = 3000;
/** How long a report may wait for the browser to be idle. */
const REPORT_WITHIN_MS = 500;
// input and change too: autofill, paste and assistive technology change fields without a key or a pointer.
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'input', 'change'] as const;

export function reportActivity(actor: JourneyActor, target: Window = window): () => void {
  let last = 0;
  // The report waiting for the browser to be idle, cancelled when the listeners go (the actor may be stopped by then).
  let pending: { cancel: () => void } | undefined;
  const report = () => {
    pending = undefined;
    actor.send({ type: 'USER_ACTIVE' });
  };
  const onActivity = () => {
    const now = Date.now();
    if (pending || now - last < REPORT_EVERY_MS) return;
    last = now;
    // Sent once the browser is idle (within half a second), not inside the key or the click: the chart's work for a
    // report (its timer started again, every reader of its snapshot) was part of the Continue it pressed (issue 16: a
    // pointerdown of 0.6 thread ms at 1x, 7-20 at 4x on a loaded machine), and half a second is nothing to a timer
    // of minutes.
    if (typeof target.requestIdleCallback === 'function') {
      const handle = target.requestIdleCallback(report, { timeout: REPORT_WITHIN_MS });
      pending = { cancel: () => target.cancelIdleCallback(handle) };
    } else {
      const handle = target.setTimeout(report, 0);
      pending = { cancel: () => target.clearTimeout(handle) };
    }
  };
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, { passive: true, capture: true });
  return () => {
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, { capture: true });
    pending?.cancel();
    pending = undefined;
  };
}
