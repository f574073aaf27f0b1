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
export {
  useQuery,
  useMutation,
  useQueryClient,
  useInfiniteQuery,
  queryOptions,
  infiniteQueryOptions,
  skipToken,
} from '@tanstack/react-query';
export type { QueryClient, QueryKey, UseQueryResult, UseMutationResult, UseInfiniteQueryResult } from '@tanstack/react-query';
