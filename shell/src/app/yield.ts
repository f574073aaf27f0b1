/**
 * Gaps in the start's work, so no single task holds the page (docs/decisions/0007-first-visit-performance.md):
 * the server's HTML is painted before any script work, and the browser answers input between the
 * start's steps.
 */

/**
 * Resolves once the browser has shown the first contentful paint (the server's HTML), so no script
 * work of the start comes before it: the next frame's callbacks are not enough, as a frame may be
 * shown well after them and the start would then run ahead of it. At once where nothing is painted
 * (a hidden tab) or paint timing is missing; when the tab is hidden meanwhile; and after
 * `timeoutMs` at the latest.
 */
export function afterFirstContentfulPaint(timeoutMs = 3000): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    typeof PerformanceObserver !== 'function' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    document.visibilityState !== 'visible' ||
    painted()
  ) {
    return new Promise((resolve) => setTimeout(resolve, 0));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', done);
      // Resumes in a task of its own, after the browser has handled the paint's entry.
      setTimeout(resolve, 0);
    };
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', done);
    const timer = setTimeout(done, timeoutMs);
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
