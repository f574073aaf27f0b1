import type { CareerPathDetail } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** One career path with its labs; rejects with an ApiError (404 for an unknown slug). */
export function fetchCareerPath(slug: string): Promise<CareerPathDetail> {
  return api<CareerPathDetail>(`catalog/career-paths/${encodeURIComponent(slug)}/`);
}
