// The applicant's activity, reported to the chart so its inactivity timer starts again (doc 1 §4). At most one
// report every few seconds: the timer is minutes long.
import type { JourneyActor } from './journeyActor';

const REPORT_EVERY_MS = 3000;
// input and change too: autofill, paste and assistive technology change fields without a key or a pointer.
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'input', 'change'] as const;

export function reportActivity(actor: JourneyActor, target: Window = window): () => void {
  let last = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - last < REPORT_EVERY_MS) return;
    last = now;
    actor.send({ type: 'USER_ACTIVE' });
  };
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, { passive: true, capture: true });
  return () => {
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, { capture: true });
  };
}
