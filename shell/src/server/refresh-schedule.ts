/** How soon a remote's file that was never read is asked for again (then twice as long each time). */
const FIRST_RETRY_MS = 1000;

/**
 * Calls `refresh` every `intervalMs` until the returned function stops it. While `unread()` (a
 * remote whose file was never read: the shell started before it), also after 1 s, then twice as long
 * each time up to `intervalMs`: until then the shell serves that remote's pages from what it knows
 * without it (no styles in their HTML, the build's snapshot or a 404), not only for up to `intervalMs`.
 */
export function refreshOnSchedule(refresh: () => Promise<void>, intervalMs: number, unread: () => boolean): () => void {
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const interval = setInterval(() => void refresh(), intervalMs);
  interval.unref();
  const retryAfter = (delayMs: number) => {
    if (stopped || delayMs >= intervalMs || !unread()) return;
    retry = setTimeout(() => void refresh().then(() => retryAfter(delayMs * 2)), delayMs);
    retry.unref();
  };
  retryAfter(Math.min(FIRST_RETRY_MS, intervalMs));
  return () => {
    stopped = true;
    clearInterval(interval);
    if (retry) clearTimeout(retry);
  };
}
