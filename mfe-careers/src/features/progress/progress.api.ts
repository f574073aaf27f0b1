import type { Progress } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A learner's progress on a path, and on all of them, as the contract types them. */
export type { PathProgress, Progress, ProgressLab } from '@ilm/contract';

/** The signed-in learner's progress on every career path and learning path they started or own. */
export const fetchProgress = () => api<Progress>('me/progress/');
