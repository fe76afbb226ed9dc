import { describe, expect, it } from 'vitest';
import { reportActivity } from './activity';
import type { JourneyActor } from './journeyActor';

/**
 * A window with the listener, timer and idle-callback parts reportActivity uses, whose timers and idle callbacks run
 * when told.
 */
function fakeWindow() {
  const events = new EventTarget();
  const idle = new Map<number, () => void>();
  const timers = new Map<number, { callback: () => void; delay: number }>();
  let next = 1;
  const target = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    requestIdleCallback: (callback: () => void) => {
      const handle = next++;
      idle.set(handle, callback);
      return handle;
    },
    cancelIdleCallback: (handle: number) => idle.delete(handle),
    setTimeout: (callback: () => void, delay: number) => {
      const handle = next++;
      timers.set(handle, { callback, delay });
      return handle;
    },
    clearTimeout: (handle: number) => timers.delete(handle),
  };
  const runIdle = () => {
    const callbacks = [...idle.values()];
    idle.clear();
    for (const callback of callbacks) callback();
  };
  /** The timers due, their delays; each run. */
  const runTimers = () => {
    const due = [...timers.values()];
    timers.clear();
    for (const { callback } of due) callback();
    return due.map(({ delay }) => delay);
  };
  return {
    target: target as unknown as Window,
    events,
    runIdle,
    runTimers,
    pending: () => idle.size + timers.size,
    /** A second later, then idle. */
    runLater: () => {
      runTimers();
      runIdle();
    },
  };
}

function recordingActor() {
  const sent: string[] = [];
  const actor = { send: (event: { type: string }) => sent.push(event.type) } as unknown as JourneyActor;
  return { actor, sent };
}

describe('reportActivity', () => {
  it('reports a key press to the chart a second later once the browser is idle, not inside the press', () => {
    const window = fakeWindow();
    const { actor, sent } = recordingActor();
    reportActivity(actor, window.target);
    window.events.dispatchEvent(new Event('keydown'));
    window.runIdle();
    expect(sent).toEqual([]);
    // past the press (its next screen painted), then the browser's idle time
    expect(window.runTimers()).toEqual([1000]);
    expect(sent).toEqual([]);
    window.runIdle();
    expect(sent).toEqual(['USER_ACTIVE']);
  });

  it('reports at most once every few seconds however many events come', () => {
    const window = fakeWindow();
    const { actor, sent } = recordingActor();
    reportActivity(actor, window.target);
    for (let i = 0; i < 20; i++) window.events.dispatchEvent(new Event('input'));
    window.runLater();
    window.events.dispatchEvent(new Event('pointerdown'));
    window.runLater();
    expect(sent).toEqual(['USER_ACTIVE']);
  });

  it('sends nothing after it is stopped, even a report already waiting for idle', () => {
    const window = fakeWindow();
    const { actor, sent } = recordingActor();
    const stop = reportActivity(actor, window.target);
    window.events.dispatchEvent(new Event('scroll'));
    window.runTimers();
    expect(window.pending()).toBe(1);
    stop();
    expect(window.pending()).toBe(0);
    window.runLater();
    window.events.dispatchEvent(new Event('keydown'));
    window.runLater();
    expect(sent).toEqual([]);
  });

  it('a report still waiting for its second is cancelled when stopped', () => {
    const window = fakeWindow();
    const { actor, sent } = recordingActor();
    const stop = reportActivity(actor, window.target);
    window.events.dispatchEvent(new Event('keydown'));
    expect(window.pending()).toBe(1);
    stop();
    expect(window.pending()).toBe(0);
    window.runLater();
    expect(sent).toEqual([]);
  });
});
