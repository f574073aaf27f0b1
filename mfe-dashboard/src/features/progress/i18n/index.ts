import { registerTranslations } from '@ilm/shared/i18n';
import { dashboardProgressEn } from './dashboard-progress.en';

/** The namespace of a learner's progress on their career paths and learning paths. */
export const PROGRESS_NAMESPACE = 'dashboard-progress';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(PROGRESS_NAMESPACE, dashboardProgressEn, {
  ar: () => import('./dashboard-progress.ar'),
  ur: () => import('./dashboard-progress.ur'),
});
