import { registerTranslations } from '@ilm/shared/i18n';
import { careersInterviewsEn } from './careers-interviews.en';

/** The namespace of the mock interviews: their pages and the dashboard's card. */
export const INTERVIEWS_NAMESPACE = 'careers-interviews';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(INTERVIEWS_NAMESPACE, careersInterviewsEn, {
  ar: () => import('./careers-interviews.ar'),
  ur: () => import('./careers-interviews.ur'),
});
