import { queryOptions } from '@ilm/shared/query';
import { fetchLab, fetchLabs } from './labs.api';

const LABS_KEY = ['mfe-dashboard', 'labs'] as const;

/** One lab with its steps. */
export const labQuery = (slug: string) => queryOptions({ queryKey: [...LABS_KEY, 'detail', slug], queryFn: () => fetchLab(slug) });

/** The catalog's labs, up to `limit`. */
export const labsQuery = (limit: number) => queryOptions({ queryKey: [...LABS_KEY, 'list', { limit }], queryFn: () => fetchLabs({ limit }) });
