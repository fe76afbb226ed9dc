import { describe, expect, it } from 'vitest';
import { type TraceEvent, topLevelMainThreadTasks } from './trace';

const MAIN = { pid: 1, tid: 7 };
const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
});
const task = (name: string, ts: number, dur: number, where = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  tdur: dur,
  ...where,
});
const threadMs = (events: TraceEvent[]) =>
  topLevelMainThreadTasks(events).reduce((sum, event) => sum + (event.tdur ?? 0), 0);

describe("the renderer main thread's top-level tasks in a Chromium trace", () => {
  it('counts a RunTask nested in a ThreadControllerImpl::RunTask once, as the outer task', () => {
    const events = [
      thread(1, 7, 'CrRendererMain'),
      task('ThreadControllerImpl::RunTask', 100, 40),
      task('RunTask', 100, 38),
      task('ThreadControllerImpl::RunTask', 200, 10),
      task('RunTask', 201, 9),
    ];
    expect(topLevelMainThreadTasks(events).map((event) => [event.name, event.ts])).toEqual([
      ['ThreadControllerImpl::RunTask', 100],
      ['ThreadControllerImpl::RunTask', 200],
    ]);
    expect(threadMs(events)).toBe(50);
  });

  it('keeps a task under either name alone, and a task starting where the last one ended', () => {
    const events = [
      thread(1, 7, 'CrRendererMain'),
      task('RunTask', 0, 5),
      task('ThreadControllerImpl::RunTask', 5, 5),
      task('RunTask', 20, 3),
    ];
    expect(threadMs(events)).toBe(13);
  });

  it("leaves out other threads' tasks, and nests per thread", () => {
    const other = { pid: 1, tid: 8 };
    const events = [
      thread(1, 7, 'CrRendererMain'),
      thread(1, 8, 'Compositor'),
      thread(2, 3, 'CrRendererMain'),
      task('ThreadControllerImpl::RunTask', 0, 30),
      task('RunTask', 10, 5, other),
      task('RunTask', 10, 5, { pid: 2, tid: 3 }),
    ];
    expect(threadMs(events)).toBe(35);
  });
});
