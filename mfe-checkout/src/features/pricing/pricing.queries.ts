import type { Profile } from '@ilm/contract';
import { api } from '@ilm/shared/api';
import { queryOptions } from '@ilm/shared/query';
import { PROFILE_ENDPOINT } from '@ilm/shared/stores';
import { fetchPlans, fetchTokenPacks } from './pricing.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
const PRICING_KEY = ['mfe-checkout', 'pricing'] as const;

/** The plans, in the API's order. */
export const plansQuery = () => queryOptions({ queryKey: [...PRICING_KEY, 'plans'], queryFn: fetchPlans });

/** The token packs on sale. */
export const tokenPacksQuery = () => queryOptions({ queryKey: [...PRICING_KEY, 'packs'], queryFn: fetchTokenPacks });

/** The plan of the signed-in learner `userId` (`accounts/profile/`). */
export const currentPlanQuery = (userId: string) =>
  queryOptions({
    queryKey: ['mfe-checkout', 'profile', userId],
    queryFn: () => api<Pick<Profile, 'plan'>>(PROFILE_ENDPOINT),
    select: (profile) => profile.plan,
  });
