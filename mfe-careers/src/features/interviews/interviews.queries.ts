import { queryOptions } from '@ilm/shared/query';
import { fetchCareerPaths, fetchInterview, fetchInterviews } from './interviews.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
export const INTERVIEWS_KEY = ['mfe-careers', 'interviews'] as const;

/** The learner's mock interviews, newest first. */
export const interviewsQuery = () => queryOptions({ queryKey: [...INTERVIEWS_KEY, 'list'], queryFn: fetchInterviews });

/** One mock interview. */
export const interviewQuery = (id: string) => queryOptions({ queryKey: [...INTERVIEWS_KEY, 'detail', id], queryFn: () => fetchInterview(id) });

/** The catalog's career paths (the choice of an interview's path). */
export const careerPathsQuery = () => queryOptions({ queryKey: ['mfe-careers', 'career-paths', 'all'], queryFn: fetchCareerPaths });
