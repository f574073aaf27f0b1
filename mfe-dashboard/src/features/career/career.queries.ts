import { queryOptions } from '@ilm/shared/query';
import { fetchOwnedCareerPaths } from './career.api';

/** The career paths the learner has bought, with their labs. */
export const ownedCareerPathsQuery = () =>
  queryOptions({ queryKey: ['mfe-dashboard', 'career-paths', 'owned'], queryFn: fetchOwnedCareerPaths });
