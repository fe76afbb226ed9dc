// The inactivity region's own actions (doc 1 §4 "Authentication and session"; WCAG 2.2.1), composed into the one
// setup() by setup.ts (with extendSession, a sendTo the timer, beside restartInactivityTimer): what the page shows of the timer (the warning, the "time has run out" notice).
import { journeyAssign } from './logic';

export const inactivityActions = {
  /** The timer warns: the page shows the warning with its button to ask for more time. */
  showInactivityWarning: journeyAssign(() => ({ sessionTimeout: 'warning' })),
  /** More time was given (the button, or activity): the warning goes. */
  hideInactivityWarning: journeyAssign(({ context }) =>
    context.sessionTimeout === 'warning' ? { sessionTimeout: undefined } : {},
  ),
  /** The time ran out: the next page says so. */
  markTimedOut: journeyAssign(() => ({ sessionTimeout: 'expired' })),
};
