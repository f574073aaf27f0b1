import type { LabSummaryList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** Every lab's page parameters, for the sitemap (`/labs/:slug`): the catalog, page after page. */
export async function labPages(): Promise<{ slug: string }[]> {
  const pages: { slug: string }[] = [];
  for (let offset = 0; ; offset += 100) {
    const { results, count } = await api<LabSummaryList>('catalog/labs/', { query: { limit: 100, offset } });
    pages.push(...results.map(({ slug }) => ({ slug })));
    if (results.length === 0 || pages.length >= count) return pages;
  }
}
