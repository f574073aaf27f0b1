/**
 * Gaps in the start's work, so no single task holds the page (docs/decisions/0007-first-visit-performance.md):
 * the server's HTML is painted before any script work, and the browser answers input between the
 * start's steps.
 */

/** Resolves once the browser has painted the next frame (at once in a hidden tab, which paints none). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
      setTimeout(resolve, 0);
      return;
    }
    // A frame's animation callbacks run just before it is painted: a task queued there runs after the paint.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab hidden meanwhile paints nothing: the start goes on without the frame.
    setTimeout(resolve, 250);
  });
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Ends the current task and resumes in a new one, ahead of other queued work where the browser can (`scheduler.yield`). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
