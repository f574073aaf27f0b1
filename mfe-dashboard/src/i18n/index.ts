import { registerTranslations } from '@ilm/shared/i18n';
import { dashboardEn } from './dashboard.en';

/** The namespace every page of this remote reads its strings from. */
export const NAMESPACE = 'dashboard';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(NAMESPACE, dashboardEn, { ar: () => import('./dashboard.ar'), ur: () => import('./dashboard.ur') });
