import { queryOptions } from '@ilm/shared/query';
import { fetchStepHelp } from './hints.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
const HINTS_KEY = ['mfe-dashboard', 'hints'] as const;

/** Every step's help of an instance: what a check makes stale (failed checks, the last FAIL reason). */
export const instanceHelpKey = (instanceId: string) => [...HINTS_KEY, instanceId] as const;

/** One step's help, asked again each time the step is shown: a reset of the environment starts its checks over. */
export const stepHelpQuery = (instanceId: string, stepIndex: number) =>
  queryOptions({ queryKey: [...instanceHelpKey(instanceId), stepIndex], queryFn: () => fetchStepHelp(instanceId, stepIndex), staleTime: 0 });
