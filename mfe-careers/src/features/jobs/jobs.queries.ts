import { queryOptions } from '@ilm/shared/query';
import { fetchApplications, fetchCareerProfile, fetchOpenings } from './jobs.api';

// Keys start with this remote's name: the page's QueryClient is shared by every remote.
export const JOBS_KEY = ['mfe-careers', 'jobs'] as const;

/** The learner's career profile. */
export const careerProfileQuery = () => queryOptions({ queryKey: [...JOBS_KEY, 'profile'], queryFn: fetchCareerProfile });

/** Openings ranked for the learner. */
export const openingsQuery = () => queryOptions({ queryKey: [...JOBS_KEY, 'openings'], queryFn: fetchOpenings });

/** The learner's applications. */
export const applicationsQuery = () => queryOptions({ queryKey: [...JOBS_KEY, 'applications'], queryFn: fetchApplications });
