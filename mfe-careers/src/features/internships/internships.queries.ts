import { queryOptions } from '@ilm/shared/query';
import { fetchMyInternships, fetchProgrammes } from './internships.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
export const INTERNSHIPS_KEY = ['mfe-careers', 'internships'] as const;

/** The programmes with their cohorts (seats left change as learners apply). */
export const programmesQuery = () => queryOptions({ queryKey: [...INTERNSHIPS_KEY, 'programmes'], queryFn: fetchProgrammes });

/** The learner's internships. */
export const myInternshipsQuery = () => queryOptions({ queryKey: [...INTERNSHIPS_KEY, 'mine'], queryFn: fetchMyInternships });
