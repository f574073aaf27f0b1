import type { LabDetail, LabListQuery, LabSummary, LabSummaryList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A lab as the catalog lists it, and one lab with everything its page shows, as the contract types them. */
export type { LabDetail, LabSummary };

export const fetchLab = (slug: string) => api<LabDetail>(`catalog/labs/${encodeURIComponent(slug)}/`);

export const fetchLabs = (query: Pick<LabListQuery, 'limit'> = {}) => api<LabSummaryList>('catalog/labs/', { query: { limit: query.limit ?? 50 } });
