import { registerTranslations } from '@ilm/shared/i18n';
import { careersProgressEn } from './careers-progress.en';

/** The namespace of a learner's progress on their career paths and learning paths. */
export const PROGRESS_NAMESPACE = 'careers-progress';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(PROGRESS_NAMESPACE, careersProgressEn, {
  ar: () => import('./careers-progress.ar'),
  ur: () => import('./careers-progress.ur'),
});
