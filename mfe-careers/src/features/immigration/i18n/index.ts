import { registerTranslations } from '@ilm/shared/i18n';
import { careersImmigrationEn } from './careers-immigration.en';

/** The namespace of the immigration-support page. */
export const IMMIGRATION_NAMESPACE = 'careers-immigration';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(IMMIGRATION_NAMESPACE, careersImmigrationEn, {
  ar: () => import('./careers-immigration.ar'),
  ur: () => import('./careers-immigration.ur'),
});
