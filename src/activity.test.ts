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

/** fakeWindow, shown (it paints frames): its animation frames and timers run when told. */
function paintingWindow() {
  const window = fakeWindow();
  const frames = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  Object.assign(window.target, {
    document: { visibilityState: 'visible' },
    requestAnimationFrame: (callback: () => void) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (handle: number) => frames.delete(handle),
    setTimeout: (callback: () => void) => {
      timers.set(next, callback);
      return next++;
    },
    clearTimeout: (handle: number) => timers.delete(handle),
  });
  const run = (queue: Map<number, () => void>) => () => {
    const callbacks = [...queue.values()];
    queue.clear();
    for (const callback of callbacks) callback();
  };
  return { ...window, runFrame: run(frames), runTimers: run(timers) };
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
    expect(sent).toEqual(['USER_ACTIVE']);
  });

  it('reports at most once every few seconds however many events come', () => {
    const window = fakeWindow();
    const { actor, sent } = recordingActor();
    reportActivity(actor, window.target);
    for (let i = 0; i < 20; i++) window.events.dispatchEvent(new Event('input'));
    window.runIdle();
    window.events.dispatchEvent(new Event('pointerdown'));
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

  it('waits for the next frame to be painted before it waits for idle: not between a click and its paint', () => {
    const window = paintingWindow();
    const { actor, sent } = recordingActor();
    reportActivity(actor, window.target);
    window.events.dispatchEvent(new Event('pointerdown'));
    // the click's task is done, its frame not yet painted: the browser may be idle here, and nothing is asked of it
    window.runIdle();
    expect(window.pendingIdle()).toBe(0);
    window.runFrame();
    expect(window.pendingIdle()).toBe(0);
    // the task queued from the frame runs after its paint
    window.runTimers();
    expect(window.pendingIdle()).toBe(1);
    expect(sent).toEqual([]);
    window.runIdle();
    expect(sent).toEqual(['USER_ACTIVE']);
  });

  it('sends nothing after it is stopped while the report waits for the paint', () => {
    const window = paintingWindow();
    const { actor, sent } = recordingActor();
    const stop = reportActivity(actor, window.target);
    window.events.dispatchEvent(new Event('keydown'));
    stop();
    window.runFrame();
    window.runTimers();
    window.runIdle();
    expect(sent).toEqual([]);
  });
});
