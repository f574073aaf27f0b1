import { queryOptions } from '@ilm/shared/query';
import { fetchInstance, fetchInstances } from './instances.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
export const INSTANCES_KEY = ['mfe-dashboard', 'instances'] as const;

/** The learner's instances (`active`, `ended` or `all`). */
export const instancesQuery = (status: 'active' | 'ended' | 'all' = 'all') =>
  queryOptions({ queryKey: [...INSTANCES_KEY, 'list', status], queryFn: () => fetchInstances(status) });

/** One instance; the running-lab page polls it. */
export const instanceQuery = (id: string) => queryOptions({ queryKey: [...INSTANCES_KEY, 'detail', id], queryFn: () => fetchInstance(id) });
