// Work left to the browser's idle time (issue 16): what need not happen inside a key, a click or a paint.

/**
 * Calls `go` once the browser is idle, within `timeoutMs` at the latest; returns the cancel. A browser without
 * requestIdleCallback gets a short timer instead, at most 200 ms.
 */
export function whenIdle(go: () => void, timeoutMs: number): () => void {
  const idle = window as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const id = idle.requestIdleCallback(go, { timeout: timeoutMs });
    return () => idle.cancelIdleCallback?.(id);
  }
  const timer = window.setTimeout(go, Math.min(timeoutMs, 200));
  return () => window.clearTimeout(timer);
}
