import type { ReactNode } from 'react';
import { toApiError, type ApiError } from '@ilm/shared/api';
import { ErrorState, Skeleton } from '@ilm/shared/ui';

/** What a failed query shows: ErrorState's title and message (default: the server's message), or a node of its own. */
export type QueryErrorView = { title?: string; message?: string | ((error: ApiError) => string) } | ((error: ApiError, retry: () => void) => ReactNode);

/** What {@link QueryView} reads of a query: a `useQuery` or `useInfiniteQuery` result has all of it. */
export interface QueryState<TData> {
  data: TData | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** Props of {@link QueryView}. */
export interface QueryViewProps<TData> {
  /** A `useQuery` (or `useInfiniteQuery`) result. */
  query: QueryState<TData>;
  /** While nothing is loaded yet (default: a Skeleton of `lines` lines). Keep it a Skeleton or Spinner: they are the status. */
  loading?: ReactNode;
  /** Lines of the default skeleton (default 3). */
  lines?: number;
  /** The failed state (default: ErrorState with the server's message); it always offers Try again. */
  error?: QueryErrorView;
  /** The answer has nothing to list: this node, instead of the children. */
  empty?: ReactNode;
  /** When the data counts as empty (default: an empty array, or an API list with no `results`). */
  isEmpty?: (data: TData) => boolean;
  children: (data: TData) => ReactNode;
}

/** An empty array, or an API list answer (`{ count, results }`) with no results. */
export function isEmptyList(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const results = (data as { results?: unknown } | null | undefined)?.results;
  return Array.isArray(results) && results.length === 0;
}

/**
 * The three states of a query, drawn the same way on every screen: a skeleton (`role="status"`,
 * `aria-busy`) while it loads, the failure announced (`role="alert"`) with a Try again button
 * that refetches, `empty` when the answer lists nothing, else `children(data)`.
 *
 * Once data is on screen it stays there: a background refetch (polling) that fails keeps the last
 * answer rather than replacing the page by an error.
 */
export function QueryView<TData>({ query, loading, lines = 3, error, empty, isEmpty = isEmptyList, children }: QueryViewProps<TData>) {
  const { data } = query;
  if (data !== undefined) {
    return <>{empty !== undefined && isEmpty(data) ? empty : children(data)}</>;
  }
  if (query.isError && !query.isFetching) {
    const failure = toApiError(query.error);
    const retry = () => void query.refetch();
    if (typeof error === 'function') return <>{error(failure, retry)}</>;
    const message = typeof error?.message === 'function' ? error.message(failure) : (error?.message ?? failure.message);
    return <ErrorState title={error?.title} message={message} onRetry={retry} />;
  }
  return <>{loading ?? <Skeleton lines={lines} />}</>;
}
