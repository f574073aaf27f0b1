/**
 * Loading, caching and polling of API data (docs/decisions/0003-data-loading.md): the page's one
 * QueryClient, its provider, the react-query hooks every remote uses, the one view of a query's
 * three states, and polling that logout stops.
 */
export { queryClient, createQueryClient, clearOnSignOut, refetchOnLanguageChange, DEFAULT_STALE_TIME_MS } from './query-client';
export { QueryProvider } from './query-provider';
export { QueryView, isEmptyList } from './query-view';
export type { QueryViewProps, QueryErrorView, QueryState } from './query-view';
export { usePolling } from './use-polling';
// TanStack Query reaches the apps only through this entry (docs/rules/boundaries.md#6-shared-libraries-through-their-shared-entry): the names below are what a page carries of it.
export {
  useQuery,
  useQueries,
  useMutation,
  useQueryClient,
  useInfiniteQuery,
  queryOptions,
  infiniteQueryOptions,
  skipToken,
  // The server drawing's answers handed to the browser's cache (docs/decisions/0005-server-rendering.md).
  dehydrate,
  hydrate,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
} from '@tanstack/react-query';
export type { AnyUseQueryOptions, Query, QueryKey, UseQueryResult, UseMutationResult, UseInfiniteQueryResult } from '@tanstack/react-query';
