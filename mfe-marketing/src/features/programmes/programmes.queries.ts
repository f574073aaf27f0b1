import { queryOptions } from '@ilm/shared/query';
import { fetchCatalogFigures, fetchLabCounts, type LabFilter } from './programmes.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
const PROGRAMMES = ['mfe-marketing', 'programmes'] as const;

export const catalogFiguresQuery = () => queryOptions({ queryKey: [...PROGRAMMES, 'catalog-figures'], queryFn: fetchCatalogFigures });

export const labCountsQuery = (filters: readonly LabFilter[]) =>
  queryOptions({ queryKey: [...PROGRAMMES, 'lab-counts', filters], queryFn: () => fetchLabCounts(filters) });
