import { api } from '@ilm/shared/api';

/** A lab as the catalog lists it. */
export interface LabSummary {
  slug: string;
  title: string;
  summary: string;
  cloud: string;
  level: string;
  duration_minutes: number;
  token_cost: number;
  tags: string[];
}

/** One lab with everything its page shows. */
export interface LabDetail extends LabSummary {
  description: string;
  objectives: string[];
  steps: { title: string; body: string }[];
}

/** A list answer of the API. */
export interface ListOf<T> {
  count: number;
  results: T[];
}

export const fetchLab = (slug: string) => api<LabDetail>(`catalog/labs/${encodeURIComponent(slug)}/`);

export const fetchLabs = (query: { limit?: number } = {}) => api<ListOf<LabSummary>>('catalog/labs/', { query: { limit: query.limit ?? 50 } });
