import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@ilm/shared/i18n';
import { $auth } from '@ilm/shared/stores';

/** How long an answer counts as fresh: a page opened again within it shows what it had without a call. */
export const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * A QueryClient with the site's defaults:
 * - no retry: the API client already retries what docs/rules/api-calls.md#retries says may be retried (once, methods
 *   without a body only), and renews an expired token; a second layer would multiply the calls;
 * - answers stay fresh for {@link DEFAULT_STALE_TIME_MS};
 * - no refetch when the window regains focus: the screens hold forms (checkout, launch, extend)
 *   that a refetch behind the learner's back would redraw. Polling pages say so themselves.
 * `gcTime` is how long an answer no screen shows is kept (tests pass Infinity: no timer outlives them);
 * the server render passes `retryOnMount: false`, so a page draws the failure it got rather than a spinner.
 */
export function createQueryClient(options: { gcTime?: number; retryOnMount?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: DEFAULT_STALE_TIME_MS, refetchOnWindowFocus: false, ...options },
      mutations: { retry: false },
    },
  });
}

/**
 * Empties `client` whenever the signed-in learner changes: logout, a 401 on get-user,
 * a failed refresh, or another learner signing in. One learner's data never shows to the next.
 * Returns the function that stops watching.
 */
export function clearOnSignOut(client: QueryClient): () => void {
  let userId = $auth.get().user?.id ?? null;
  return $auth.listen(({ user }) => {
    const next = user?.id ?? null;
    if (next === userId) return;
    const signedOut = userId !== null;
    userId = next;
    if (signedOut) client.clear();
  });
}

/**
 * Marks every answer stale when the page's language changes, so what is on screen is asked for
 * again in the new language (the API answers catalog words, item names and messages in the
 * request's `Accept-Language`): switching to Urdu shows the lab's Urdu steps without a reload.
 * Returns the function that stops watching.
 */
export function refetchOnLanguageChange(client: QueryClient): () => void {
  let language = i18n.language;
  const changed = (next: string) => {
    if (next === language) return;
    language = next;
    void client.invalidateQueries();
  };
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
}

/**
 * The page's one QueryClient, shared by the shell and every remote (`@ilm/shared/query` is a
 * federation singleton, and so is `@tanstack/react-query`), so a query one remote loaded is not
 * loaded again by another. Query keys start with the remote's name (`['mfe-dashboard', …]`):
 * remotes shape the same endpoint differently and must not read each other's entries.
 */
export const queryClient = createQueryClient();
clearOnSignOut(queryClient);
refetchOnLanguageChange(queryClient);
