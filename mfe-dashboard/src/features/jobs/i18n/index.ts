import { registerTranslations } from '@ilm/shared/i18n';
import { dashboardJobsEn } from './dashboard-jobs.en';

/** The namespace of job placement: the career profile page and the jobs page. */
export const JOBS_NAMESPACE = 'dashboard-jobs';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(JOBS_NAMESPACE, dashboardJobsEn, {
  ar: () => import('./dashboard-jobs.ar'),
  ur: () => import('./dashboard-jobs.ur'),
});
