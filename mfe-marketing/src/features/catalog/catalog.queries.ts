import { useTranslation } from '@ilm/shared/i18n';
import { queryOptions, type QueryErrorView } from '@ilm/shared/query';
import { NAMESPACE } from '../../i18n';
import { fetchCareerPath, fetchCareerPaths, fetchLabs, fetchLearningPaths } from './catalog.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote, and each
// shapes the same endpoints its own way.
const CATALOG = ['mfe-marketing', 'catalog'] as const;

export const learningPathsQuery = () => queryOptions({ queryKey: [...CATALOG, 'learning-paths'], queryFn: fetchLearningPaths });

export const careerPathsQuery = () => queryOptions({ queryKey: [...CATALOG, 'career-paths'], queryFn: fetchCareerPaths });

export const careerPathQuery = (slug: string) => queryOptions({ queryKey: [...CATALOG, 'career-paths', slug], queryFn: () => fetchCareerPath(slug) });

export const labsQuery = (limit: number) => queryOptions({ queryKey: [...CATALOG, 'labs', { limit }], queryFn: () => fetchLabs(limit) });

/** How a catalog list says it failed: an outage in plain words, anything else in the server's. */
export function useCatalogError(): QueryErrorView {
  const { t } = useTranslation(NAMESPACE);
  return {
    title: t('catalog.loadFailed'),
    message: (error) => (error.status >= 500 || error.status === 0 ? t('catalog.unavailable') : error.message),
  };
}
