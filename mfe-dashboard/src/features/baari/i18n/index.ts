import { registerTranslations } from '@ilm/shared/i18n';
import { dashboardBaariEn } from './dashboard-baari.en';

/** The namespace of Baari's chat: the Baari panel (in the side sheet and embedded in /bari) and the running lab's area. */
export const BAARI_NAMESPACE = 'dashboard-baari';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(BAARI_NAMESPACE, dashboardBaariEn, {
  ar: () => import('./dashboard-baari.ar'),
  ur: () => import('./dashboard-baari.ur'),
});
