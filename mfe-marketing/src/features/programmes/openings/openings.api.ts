import type { JobOpeningList } from '@ilm/contract';
import { api } from '@ilm/shared/api';
import { queryOptions } from '@ilm/shared/query';

/** An opening as the API lists it. */
export type { JobOpening } from '@ilm/contract';

/** The open openings, in the page's language. */
export const fetchOpenings = async () => (await api<JobOpeningList>('jobs/openings/')).results;

/** The open openings (the page's QueryClient is shared by every remote: the key starts with this one's name). */
export const openingsQuery = () => queryOptions({ queryKey: ['mfe-marketing', 'jobs', 'openings'], queryFn: fetchOpenings });
