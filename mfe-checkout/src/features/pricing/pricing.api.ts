import type { Plan, PlanList, TokenPack, TokenPackList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A plan (`GET payments/plans/`) and a token pack (`GET tokens/packs/`), as the contract types them. */
export type { Plan, TokenPack };

/** The Basic, Standard and Pro plans, in the API's order. */
export async function fetchPlans(): Promise<Plan[]> {
  return (await api<PlanList>('payments/plans/')).results;
}

/** The token packs on sale, in the API's order. */
export async function fetchTokenPacks(): Promise<TokenPack[]> {
  return (await api<TokenPackList>('tokens/packs/')).results;
}
