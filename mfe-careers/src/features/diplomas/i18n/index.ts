import { registerTranslations } from '@ilm/shared/i18n';
import { careersDiplomasEn } from './careers-diplomas.en';

/** The namespace of diplomas: their public verification page and the dashboard's list. */
export const DIPLOMAS_NAMESPACE = 'careers-diplomas';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(DIPLOMAS_NAMESPACE, careersDiplomasEn, {
  ar: () => import('./careers-diplomas.ar'),
  ur: () => import('./careers-diplomas.ur'),
});
