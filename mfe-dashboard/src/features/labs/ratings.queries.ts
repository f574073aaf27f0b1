import { queryOptions } from '@ilm/shared/query';
import { fetchMyRating } from './ratings.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
export const RATINGS_KEY = ['mfe-dashboard', 'ratings'] as const;

/** The signed-in learner's rating of one lab (null: not rated yet). */
export const myRatingQuery = (slug: string) => queryOptions({ queryKey: [...RATINGS_KEY, 'mine', slug], queryFn: () => fetchMyRating(slug) });
