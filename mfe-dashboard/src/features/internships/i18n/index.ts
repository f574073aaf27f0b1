import { registerTranslations } from '@ilm/shared/i18n';
import { dashboardInternshipsEn } from './dashboard-internships.en';

/** The namespace of the virtual internships page. */
export const INTERNSHIPS_NAMESPACE = 'dashboard-internships';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(INTERNSHIPS_NAMESPACE, dashboardInternshipsEn, {
  ar: () => import('./dashboard-internships.ar'),
  ur: () => import('./dashboard-internships.ur'),
});
