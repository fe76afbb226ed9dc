// The inactivity timer (doc 1 §4 "Authentication and session"): a child machine that owns its own lifetime. Every
// ACTIVITY restarts it; when the configured time passes with none, it finishes and the journey drops the token.
import { setup } from 'xstate';

export const inactivityTimer = setup({
  types: {
    input: {} as { timeoutMs: number },
    context: {} as { timeoutMs: number },
    events: {} as { type: 'ACTIVITY' },
  },
  delays: {
    // doc 3 §9: the inactivity timeout comes from configuration ("value not shown").
    inactivityTimeout: ({ context }) => context.timeoutMs,
  },
}).createMachine({
  id: 'inactivityTimer',
  context: ({ input }) => ({ timeoutMs: input.timeoutMs }),
  initial: 'watching',
  states: {
    watching: {
      after: { inactivityTimeout: 'expired' },
      on: { ACTIVITY: { target: 'watching', reenter: true } },
    },
    expired: { type: 'final' },
  },
});
