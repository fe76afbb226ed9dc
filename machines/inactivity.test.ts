// The inactivity timer (doc 1 §4) and its warning (WCAG 2.2.1): warned a lead time before the end, more time on
// asking, and the end when nobody asks.
import { describe, expect, it } from 'vitest';
import { assign, createActor, sendTo, setup, waitFor } from 'xstate';
import { INACTIVITY_WARNING_LEAD_MS, inactivityTimer, warningLeadOf } from './inactivity';

/** A parent like the journey: it records what the timer tells it, and passes on EXTEND and ACTIVITY. */
function parentOf(timeoutMs: number) {
  return setup({
    types: {
      context: {} as { heard: string[] },
      events: {} as { type: 'INACTIVITY_WARNING' } | { type: 'INACTIVITY_EXTENDED' } | { type: 'EXTEND' },
    },
    actors: { inactivityTimer },
  }).createMachine({
    context: { heard: [] },
    initial: 'running',
    states: {
      running: {
        invoke: { id: 'timer', src: 'inactivityTimer', input: { timeoutMs }, onDone: 'expired' },
        on: {
          INACTIVITY_WARNING: { actions: assign({ heard: ({ context }) => [...context.heard, 'warning'] }) },
          INACTIVITY_EXTENDED: { actions: assign({ heard: ({ context }) => [...context.heard, 'extended'] }) },
          EXTEND: { actions: sendTo('timer', { type: 'EXTEND' }) },
        },
      },
      expired: { type: 'final' },
    },
  });
}

describe('the inactivity warning (WCAG 2.2.1)', () => {
  it('comes two minutes before a long timeout, and a quarter of a short one before it', () => {
    expect(warningLeadOf(900_000)).toBe(INACTIVITY_WARNING_LEAD_MS);
    expect(warningLeadOf(20_000)).toBe(5_000);
  });

  it('warns before the end, gives more time when asked, and ends when nobody asks', async () => {
    const started = Date.now();
    const actor = createActor(parentOf(400)).start();
    await waitFor(actor, (snapshot) => snapshot.context.heard.includes('warning'));
    // the warning comes at 300 ms of 400, not before
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(actor.getSnapshot().value).toBe('running');

    actor.send({ type: 'EXTEND' });
    expect(actor.getSnapshot().context.heard).toEqual(['warning', 'extended']);
    const extendedAt = Date.now();
    // a whole new period: warned again, then the end
    await waitFor(actor, (snapshot) => snapshot.context.heard.length === 3);
    expect(Date.now() - extendedAt).toBeGreaterThanOrEqual(280);
    await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 2000 });
    expect(Date.now() - extendedAt).toBeGreaterThanOrEqual(380);
  });
});
