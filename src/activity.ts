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
    // Sent in the browser's second idle period from now (each within half a second), not inside the key or the click:
    // the chart's work for a report (its timer started again, every reader of its snapshot) was part of the Continue
    // it pressed (issue 16: a pointerdown of 0.6 thread ms at 1x, 7-20 at 4x on a loaded machine), and a second is
    // nothing to a timer of minutes. The first idle period alone was not enough: the browser is idle between a click's
    // task and the frame that paints what the click changed, and the report ran there, inside the Continue's time to
    // the next screen (1.4 thread ms at 1x of step 1's, sampled over 12 presses, bench/webPaintProfile.ts --rate 1). A
    // callback asked for in an idle period runs in the next one, after that frame. (Not after an animation frame: asked
    // for in the pointer's down, it made the browser draw a frame between the down and the click. A timer a second
    // later was taken back on 2026-11-30: e2e/timeout.spec.ts failed on it.)
    let cancelSecond: (() => void) | undefined;
    const cancelFirst = idleIn(target, () => {
      cancelSecond = idleIn(target, report);
    });
    pending = {
      cancel: () => {
        cancelFirst();
        cancelSecond?.();
      },
    };
  };

  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, { passive: true, capture: true });
  return () => {
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, { capture: true });
    pending?.cancel();
    pending = undefined;
  };
}

/** Calls `go` once the window is idle, within REPORT_WITHIN_MS; a timer where it has no idle callbacks. */
function idleIn(target: Window, go: () => void): () => void {
  if (typeof target.requestIdleCallback === 'function') {
    const handle = target.requestIdleCallback(go, { timeout: REPORT_WITHIN_MS });
    return () => target.cancelIdleCallback(handle);
  }
  const handle = target.setTimeout(go, 0);
  return () => target.clearTimeout(handle);
}
