import type { CareerPathSummaryList, LabListQuery, LabSummaryList, LearningPathList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** Which labs a count takes: a topic (`cloud`) or a word of their title, summary or tags (`search`). */
export type LabFilter = Pick<LabListQuery, 'cloud' | 'search'>;

/** How many labs the catalog holds for `filter`: the list's `count`, so one lab is enough to ask for. */
export const fetchLabCount = async (filter: LabFilter = {}) => (await api<LabSummaryList>('catalog/labs/', { query: { ...filter, limit: 1 } })).count;

/** The size of the catalog as the API counts it now. */
export async function fetchCatalogFigures() {
  const [labs, careerPaths, learningPaths] = await Promise.all([
    fetchLabCount(),
    api<CareerPathSummaryList>('catalog/career-paths/'),
    api<LearningPathList>('catalog/learning-paths/'),
  ]);
  return { labs, careerPaths: careerPaths.count, learningPaths: learningPaths.count };
}

/** The number of labs for each of `filters`, in the same order. */
export const fetchLabCounts = (filters: readonly LabFilter[]) => Promise.all(filters.map((filter) => fetchLabCount(filter)));
