import { registerTranslations } from '@ilm/shared/i18n';
import { marketingPlatformEn } from './marketing-platform.en';

/** The namespace of the platform pages' own strings (calls to action, catalog sections). */
export const PLATFORM_NAMESPACE = 'marketing-platform';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(PLATFORM_NAMESPACE, marketingPlatformEn, {
  ar: () => import('./marketing-platform.ar'),
  ur: () => import('./marketing-platform.ur'),
});
