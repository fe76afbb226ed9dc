// Work that is not the next screen, after the next screen is painted (issue 16: Continue to the next screen within
// 50 ms of main-thread work at 4x CPU): the saves that step 1's and step 2's Continue send while the next step is
// shown, the URL push.

/**
 * Resolves once the browser has painted the next frame (a task queued from its animation frame runs after that
 * frame's paint), or at once where nothing is painted: no document (node), or a hidden one (a background tab runs no
 * animation frames; the timer is the fallback should it be hidden meanwhile).
 */
export function afterNextPaint(): Promise<void> {
  if (
    typeof document === 'undefined' ||
    typeof requestAnimationFrame !== 'function' ||
    document.visibilityState !== 'visible'
  )
    return Promise.resolve();
  return new Promise((painted) => {
    const fallback = setTimeout(painted, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        painted();
      }, 0),
    );
  });
}
