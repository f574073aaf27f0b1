import { registerTranslations } from '@ilm/shared/i18n';
import { dashboardInterviewsEn } from './dashboard-interviews.en';

/** The namespace of the mock interviews: their pages and the dashboard's card. */
export const INTERVIEWS_NAMESPACE = 'dashboard-interviews';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(INTERVIEWS_NAMESPACE, dashboardInterviewsEn, {
  ar: () => import('./dashboard-interviews.ar'),
  ur: () => import('./dashboard-interviews.ur'),
});
