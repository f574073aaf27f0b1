import { registerTranslations } from '@ilm/shared/i18n';
import { dashboardUploadsEn } from './dashboard-uploads.en';

/** The namespace of learners' file uploads: the upload field, its progress and refusals. */
export const UPLOADS_NAMESPACE = 'dashboard-uploads';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(UPLOADS_NAMESPACE, dashboardUploadsEn, {
  ar: () => import('./dashboard-uploads.ar'),
  ur: () => import('./dashboard-uploads.ur'),
});
