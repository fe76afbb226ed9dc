// The inactivity timer (doc 1 §4 "Authentication and session"): a child machine that owns its own lifetime. Every
// ACTIVITY restarts it; a warning comes a lead time before the end (WCAG 2.2.1 "Timing adjustable": the applicant is
// told and can ask for more time with one action, EXTEND); when the time passes with none, it finishes and the journey
// drops the token.
import { sendParent, setup } from 'xstate';

/** How long before the end the warning comes: 2 minutes, or a quarter of a shorter timeout. */
export const INACTIVITY_WARNING_LEAD_MS = 120_000;

export function warningLeadOf(timeoutMs: number, leadMs = INACTIVITY_WARNING_LEAD_MS): number {
  return Math.min(leadMs, Math.floor(timeoutMs / 4));
}

export const inactivityTimer = setup({
  types: {
    input: {} as { timeoutMs: number; warningLeadMs?: number },
    context: {} as { timeoutMs: number; warningLeadMs: number },
    events: {} as { type: 'ACTIVITY' } | { type: 'EXTEND' },
  },
  delays: {
    // doc 3 §9: the inactivity timeout comes from configuration ("value not shown"); the warning comes before it.
    inactivityWarning: ({ context }) => context.timeoutMs - context.warningLeadMs,
    inactivityWarningLead: ({ context }) => context.warningLeadMs,
  },
}).createMachine({
  id: 'inactivityTimer',
  context: ({ input }) => ({
    timeoutMs: input.timeoutMs,
    warningLeadMs: warningLeadOf(input.timeoutMs, input.warningLeadMs),
  }),
  initial: 'watching',
  states: {
    watching: {
      after: { inactivityWarning: 'warning' },
      on: { ACTIVITY: { target: 'watching', reenter: true } },
    },
    // The journey shows the warning (role=alertdialog); its button, or any activity, asks for more time.
    warning: {
      entry: sendParent({ type: 'INACTIVITY_WARNING' }),
      after: { inactivityWarningLead: 'expired' },
      on: {
        EXTEND: { target: 'watching', actions: sendParent({ type: 'INACTIVITY_EXTENDED' }) },
        ACTIVITY: { target: 'watching', actions: sendParent({ type: 'INACTIVITY_EXTENDED' }) },
      },
    },
    expired: { type: 'final' },
  },
});
