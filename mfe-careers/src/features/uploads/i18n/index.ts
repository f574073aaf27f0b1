import { registerTranslations } from '@ilm/shared/i18n';
import { careersUploadsEn } from './careers-uploads.en';

/** The namespace of learners' file uploads: the upload field, its progress and refusals. */
export const UPLOADS_NAMESPACE = 'careers-uploads';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(UPLOADS_NAMESPACE, careersUploadsEn, {
  ar: () => import('./careers-uploads.ar'),
  ur: () => import('./careers-uploads.ur'),
});
