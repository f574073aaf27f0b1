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

/** A learning path: a guided sequence of labs. */
export interface LearningPath {
  slug: string;
  title: string;
  summary: string;
  cloud: string;
  level: string;
  price_usd: number;
  labs: LabSummary[];
}

/** A career path as listed; the detail adds its description, outcomes and labs. */
export interface CareerPathSummary {
  slug: string;
  title: string;
  summary: string;
  level: string;
  duration_weeks: number;
  price_usd: number;
  tokens_included: number;
  lab_count: number;
}

export interface CareerPath extends CareerPathSummary {
  description: string;
  outcomes: string[];
  labs: LabSummary[];
}

interface List<T> {
  count: number;
  results: T[];
}

export const fetchLearningPaths = async () => (await api<List<LearningPath>>('catalog/learning-paths/')).results;
export const fetchCareerPaths = async () => (await api<List<CareerPathSummary>>('catalog/career-paths/')).results;
export const fetchCareerPath = (slug: string) => api<CareerPath>(`catalog/career-paths/${encodeURIComponent(slug)}/`);
export const fetchLabs = async (limit: number) => (await api<List<LabSummary>>('catalog/labs/', { query: { limit } })).results;
