/** docs/rules/errors.md#remote-failure: a failed page chunk reloads the page at most once every 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;

/** sessionStorage key holding the time of the last guarded reload. */
export const RELOAD_GUARD_KEY = 'ilm:chunk-reload-at';

/**
 * Whether a failed chunk may reload the page now. Answering yes records the time, so a page
 * that fails again right after its reload shows the fallback instead of reloading in a loop.
 */
export function claimGuardedReload(now = Date.now(), storage: Storage = window.sessionStorage): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (last && now - last < RELOAD_GUARD_MS && now >= last) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  return true;
}
