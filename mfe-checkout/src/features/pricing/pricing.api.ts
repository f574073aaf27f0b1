import { api } from '@ilm/shared/api';

/** A plan as `GET payments/plans/` answers it (prices in USD). */
export interface Plan {
  slug: string;
  name: string;
  price_usd: number;
  price_usd_cents: number;
  period_months: number;
  tokens_granted: number;
  features: string[];
}

/** A token pack as `GET tokens/packs/` answers it. */
export interface TokenPack {
  slug: string;
  name: string;
  tokens: number;
  price_usd: number;
  price_usd_cents: number;
}

interface List<T> {
  count: number;
  results: T[];
}

/** The Basic, Standard and Pro plans, in the API's order. */
export async function fetchPlans(): Promise<Plan[]> {
  return (await api<List<Plan>>('payments/plans/')).results;
}

/** The token packs on sale, in the API's order. */
export async function fetchTokenPacks(): Promise<TokenPack[]> {
  return (await api<List<TokenPack>>('tokens/packs/')).results;
}
