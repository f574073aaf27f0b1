import type { CareerPathDetail, EntitlementList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

export const fetchEntitlements = () => api<EntitlementList>('payments/entitlements/');
export const fetchCareerPath = (slug: string) => api<CareerPathDetail>(`catalog/career-paths/${encodeURIComponent(slug)}/`);

/** The career paths the learner has bought, with their labs. */
export async function fetchOwnedCareerPaths(): Promise<CareerPathDetail[]> {
  const owned = await fetchEntitlements();
  const slugs = [...new Set(owned.results.filter((item) => item.kind === 'career_path').map((item) => item.slug))];
  return Promise.all(slugs.map((slug) => fetchCareerPath(slug)));
}
