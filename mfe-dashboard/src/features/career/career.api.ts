import { api } from '@ilm/shared/api';
import type { LabSummary, ListOf } from '../labs/labs.api';

/** Something the learner bought that stays theirs (a plan, a career path). */
export interface Entitlement {
  kind: string;
  slug: string;
  order_id: string;
  created_at: string;
}

/** A career path with the labs it is made of. */
export interface CareerPathDetail {
  slug: string;
  title: string;
  summary: string;
  level: string;
  duration_weeks: number;
  lab_count: number;
  labs: LabSummary[];
}

export const fetchEntitlements = () => api<ListOf<Entitlement>>('payments/entitlements/');
export const fetchCareerPath = (slug: string) => api<CareerPathDetail>(`catalog/career-paths/${encodeURIComponent(slug)}/`);

/** The career paths the learner has bought, with their labs. */
export async function fetchOwnedCareerPaths(): Promise<CareerPathDetail[]> {
  const owned = await fetchEntitlements();
  const slugs = [...new Set(owned.results.filter((item) => item.kind === 'career_path').map((item) => item.slug))];
  return Promise.all(slugs.map((slug) => fetchCareerPath(slug)));
}
