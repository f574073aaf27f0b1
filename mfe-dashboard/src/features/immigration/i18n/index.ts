import { registerTranslations } from '@ilm/shared/i18n';
import { dashboardImmigrationEn } from './dashboard-immigration.en';

/** The namespace of the immigration-support page. */
export const IMMIGRATION_NAMESPACE = 'dashboard-immigration';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(IMMIGRATION_NAMESPACE, dashboardImmigrationEn, {
  ar: () => import('./dashboard-immigration.ar'),
  ur: () => import('./dashboard-immigration.ur'),
});
