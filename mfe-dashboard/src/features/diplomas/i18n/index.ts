import { registerTranslations } from '@ilm/shared/i18n';
import { dashboardDiplomasEn } from './dashboard-diplomas.en';

/** The namespace of diplomas: their public verification page and the dashboard's list. */
export const DIPLOMAS_NAMESPACE = 'dashboard-diplomas';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(DIPLOMAS_NAMESPACE, dashboardDiplomasEn, {
  ar: () => import('./dashboard-diplomas.ar'),
  ur: () => import('./dashboard-diplomas.ur'),
});
