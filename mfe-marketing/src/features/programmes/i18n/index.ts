import { registerTranslations } from '@ilm/shared/i18n';
import { marketingProgrammesEn } from './marketing-programmes.en';

/** The namespace of the programme and company pages' own strings (figures, link labels, notices). */
export const PROGRAMMES_NAMESPACE = 'marketing-programmes';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(PROGRAMMES_NAMESPACE, marketingProgrammesEn, {
  ar: () => import('./marketing-programmes.ar'),
  ur: () => import('./marketing-programmes.ur'),
});
