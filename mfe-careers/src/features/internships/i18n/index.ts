import { registerTranslations } from '@ilm/shared/i18n';
import { careersInternshipsEn } from './careers-internships.en';

/** The namespace of the virtual internships page. */
export const INTERNSHIPS_NAMESPACE = 'careers-internships';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(INTERNSHIPS_NAMESPACE, careersInternshipsEn, {
  ar: () => import('./careers-internships.ar'),
  ur: () => import('./careers-internships.ur'),
});
