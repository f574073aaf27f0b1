import { registerTranslations } from '@ilm/shared/i18n';
import { marketingOpeningsEn } from './marketing-openings.en';

/** The namespace of the current openings on /al-razzaq. */
export const OPENINGS_NAMESPACE = 'marketing-openings';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(OPENINGS_NAMESPACE, marketingOpeningsEn, {
  ar: () => import('./marketing-openings.ar'),
  ur: () => import('./marketing-openings.ur'),
});
