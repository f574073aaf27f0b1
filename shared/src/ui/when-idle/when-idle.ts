/** Where the browser has no `requestIdleCallback` (Safari), work waits this long instead. */
const FALLBACK_DELAY_MS = 1000;

/**
 * Runs `work` once the browser is idle, or after `timeoutMs` at the latest (work a page will want soon
 * but does not need for its first paint: a form's rules, font files). Returns what cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(work, Math.min(FALLBACK_DELAY_MS, timeoutMs));
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  return () => window.cancelIdleCallback(idle);
}
