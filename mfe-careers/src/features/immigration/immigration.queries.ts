import { queryOptions } from '@ilm/shared/query';
import { fetchCase, fetchCases } from './immigration.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
export const IMMIGRATION_KEY = ['mfe-careers', 'immigration'] as const;

/** The learner's cases. */
export const casesQuery = () => queryOptions({ queryKey: [...IMMIGRATION_KEY, 'cases'], queryFn: fetchCases });

/** One case in full. */
export const caseQuery = (id: string) => queryOptions({ queryKey: [...IMMIGRATION_KEY, 'case', id], queryFn: () => fetchCase(id) });
