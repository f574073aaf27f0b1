import type { CareerPathSummaryList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** Every career path's pricing page parameters, for the sitemap (`/career-paths/:slug/pricing`). */
export async function careerPathPricingPages(): Promise<{ slug: string }[]> {
  return (await api<CareerPathSummaryList>('catalog/career-paths/')).results.map(({ slug }) => ({ slug }));
}
