import { describe, expect, it } from 'vitest';
import { reportActivity } from './activity';
import type { JourneyActor } from './journeyActor';

/** A window with the listener and idle-callback parts reportActivity uses, whose idle callbacks run when told. */
function fakeWindow() {
  const events = new EventTarget();
  const idle = new Map<number, () => void>();
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
  };
  const runIdle = () => {
    const callbacks = [...idle.values()];
    idle.clear();
    for (const callback of callbacks) callback();
  };
  return { target: target as unknown as Window, events, runIdle, pendingIdle: () => idle.size };
}

function recordingActor() {
  const sent: string[] = [];
  const actor = { send: (event: { type: string }) => sent.push(event.type) } as unknown as JourneyActor;
  return { actor, sent };
}

describe('reportActivity', () => {
  it('reports a key press to the chart once the browser is idle, not inside the press', () => {
    const window = fakeWindow();
    const { actor, sent } = recordingActor();
    reportActivity(actor, window.target);
    window.events.dispatchEvent(new Event('keydown'));
    expect(sent).toEqual([]);
    window.runIdle();
    window.runIdle();
    expect(sent).toEqual(['USER_ACTIVE']);
  });

  it('reports at most once every few seconds however many events come', () => {
    const window = fakeWindow();
    const { actor, sent } = recordingActor();
    reportActivity(actor, window.target);
    for (let i = 0; i < 20; i++) window.events.dispatchEvent(new Event('input'));
    window.runIdle();
    window.runIdle();
    window.events.dispatchEvent(new Event('pointerdown'));
    window.runIdle();
    window.runIdle();
    expect(sent).toEqual(['USER_ACTIVE']);
  });

  it('sends nothing after it is stopped, even a report already waiting for idle', () => {
    const window = fakeWindow();
    const { actor, sent } = recordingActor();
    const stop = reportActivity(actor, window.target);
    window.events.dispatchEvent(new Event('scroll'));
    expect(window.pendingIdle()).toBe(1);
    stop();
    expect(window.pendingIdle()).toBe(0);
    window.runIdle();
    window.events.dispatchEvent(new Event('keydown'));
    window.runIdle();
    expect(sent).toEqual([]);
  });

  it('waits for a second idle period: the first may come between a click and the paint of what it changed', () => {
    const window = fakeWindow();
    const { actor, sent } = recordingActor();
    reportActivity(actor, window.target);
    window.events.dispatchEvent(new Event('pointerdown'));
    window.runIdle();
    expect(sent).toEqual([]);
    expect(window.pendingIdle()).toBe(1);
    window.runIdle();
    expect(sent).toEqual(['USER_ACTIVE']);
  });

  it('sends nothing after it is stopped between the two idle periods', () => {
    const window = fakeWindow();
    const { actor, sent } = recordingActor();
    const stop = reportActivity(actor, window.target);
    window.events.dispatchEvent(new Event('keydown'));
    window.runIdle();
    stop();
    expect(window.pendingIdle()).toBe(0);
    window.runIdle();
    expect(sent).toEqual([]);
  });
});
