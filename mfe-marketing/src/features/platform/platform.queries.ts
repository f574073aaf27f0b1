import type { Level } from '@ilm/contract';
import { queryOptions } from '@ilm/shared/query';
import { fetchLabsAtLevel, fetchPlans } from './platform.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
const PLATFORM = ['mfe-marketing', 'platform'] as const;

export const plansQuery = () => queryOptions({ queryKey: [...PLATFORM, 'plans'], queryFn: fetchPlans });

export const labsAtLevelQuery = (level: Level, limit: number) =>
  queryOptions({ queryKey: [...PLATFORM, 'labs', { level, limit }], queryFn: () => fetchLabsAtLevel(level, limit) });
