import { registerTranslations } from '@ilm/shared/i18n';
import { careersJobsEn } from './careers-jobs.en';

/** The namespace of job placement: the career profile page and the jobs page. */
export const JOBS_NAMESPACE = 'careers-jobs';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(JOBS_NAMESPACE, careersJobsEn, {
  ar: () => import('./careers-jobs.ar'),
  ur: () => import('./careers-jobs.ur'),
});
