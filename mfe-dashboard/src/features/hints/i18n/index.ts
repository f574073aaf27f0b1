import { registerTranslations } from '@ilm/shared/i18n';
import { dashboardHintsEn } from './dashboard-hints.en';

/** The namespace of a running lab's help: hint tiers and the step's solution. */
export const HINTS_NAMESPACE = 'dashboard-hints';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(HINTS_NAMESPACE, dashboardHintsEn, {
  ar: () => import('./dashboard-hints.ar'),
  ur: () => import('./dashboard-hints.ur'),
});
