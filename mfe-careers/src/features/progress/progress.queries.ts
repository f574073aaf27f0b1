import { queryOptions } from '@ilm/shared/query';
import { fetchProgress } from './progress.api';

/** The key of the learner's progress: a diploma issued changes it. */
export const PROGRESS_KEY = ['mfe-careers', 'progress'] as const;

/** The learner's progress on their career paths and learning paths, from the labs they completed. */
export const progressQuery = () => queryOptions({ queryKey: PROGRESS_KEY, queryFn: fetchProgress });
