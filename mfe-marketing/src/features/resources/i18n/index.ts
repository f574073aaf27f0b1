import { registerTranslations } from '@ilm/shared/i18n';
import { marketingResourcesEn } from './marketing-resources.en';

/** The namespace of the resources, blog and careers pages' own strings (their long text is in content files). */
export const RESOURCES_NAMESPACE = 'marketing-resources';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(RESOURCES_NAMESPACE, marketingResourcesEn, {
  ar: () => import('./marketing-resources.ar'),
  ur: () => import('./marketing-resources.ur'),
});
