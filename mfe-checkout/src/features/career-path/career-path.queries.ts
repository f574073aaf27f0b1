import { queryOptions } from '@ilm/shared/query';
import { fetchCareerPath } from './career-path.api';

/** One career path with its labs and price. */
export const careerPathQuery = (slug: string) => queryOptions({ queryKey: ['mfe-checkout', 'career-paths', slug], queryFn: () => fetchCareerPath(slug) });
