import type { LabSummaryList, Level, Plan, PlanList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A plan as the contract types it. */
export type { Plan };

/** The plans on sale, in the shop's order (`GET payments/plans/`, public). */
export const fetchPlans = async () => (await api<PlanList>('payments/plans/')).results;

/** The first `limit` labs of one level, in the catalog's order (`GET catalog/labs/?level=`). */
export const fetchLabsAtLevel = async (level: Level, limit: number) => (await api<LabSummaryList>('catalog/labs/', { query: { level, limit } })).results;
