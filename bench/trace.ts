// Chromium trace events, read the same way by every browser bench (bench/browser.ts).

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number };
    data?: { type?: string; functionName?: string; url?: string };
  };
}

/**
 * The top-level tasks on the renderers' main threads in a trace. This Chromium (156) nests a `RunTask` inside each
 * `ThreadControllerImpl::RunTask` (and some tasks appear under one name only): a task is counted once, as the
 * outermost event of either name, never again for an event inside it (counting both had read 1.6-2x the thread's
 * real work, sub6's finding of 2026-11-29; `bench/trace.test.ts`).
 */
export function topLevelMainThreadTasks<Event extends TraceEvent>(events: readonly Event[]): Event[] {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
        mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const endOfOuter = new Map<string, number>();
  return tasks.filter((task) => {
    const thread = `${task.pid}:${task.tid}`;
    const end = task.ts + (task.dur ?? 0);
    if (task.ts < (endOfOuter.get(thread) ?? Number.NEGATIVE_INFINITY)) return false;
    endOfOuter.set(thread, end);
    return true;
  });
}
