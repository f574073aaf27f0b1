import { infiniteQueryOptions, queryOptions } from '@ilm/shared/query';
import { fetchLedger, fetchPacks, LEDGER_PAGE_SIZE } from './tokens.api';

const TOKENS_KEY = ['mfe-dashboard', 'tokens'] as const;

/** The token packs on sale. */
export const packsQuery = () => queryOptions({ queryKey: [...TOKENS_KEY, 'packs'], queryFn: fetchPacks });

/** The ledger, newest first, a page at a time: the next page starts before the last entry shown. */
export const ledgerQuery = () =>
  infiniteQueryOptions({
    queryKey: [...TOKENS_KEY, 'ledger'],
    queryFn: ({ pageParam }) => fetchLedger(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.results.length >= LEDGER_PAGE_SIZE ? page.results.at(-1)?.id : undefined),
  });
