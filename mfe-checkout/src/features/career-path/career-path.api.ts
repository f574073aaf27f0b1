import { api } from '@ilm/shared/api';

/** A lab inside a career path (the fields this remote shows). */
export interface CareerPathLab {
  slug: string;
  title: string;
  level?: string;
  cloud?: string;
  duration_minutes?: number;
  token_cost?: number;
}

/** `GET catalog/career-paths/:slug/`. */
export interface CareerPath {
  slug: string;
  title: string;
  summary: string;
  level: string;
  duration_weeks: number;
  price_usd: number;
  price_usd_cents: number;
  tokens_included: number;
  lab_count: number;
  description: string;
  outcomes: string[];
  labs: CareerPathLab[];
}

/** One career path with its labs; rejects with an ApiError (404 for an unknown slug). */
export function fetchCareerPath(slug: string): Promise<CareerPath> {
  return api<CareerPath>(`catalog/career-paths/${encodeURIComponent(slug)}/`);
}
