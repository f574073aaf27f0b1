import { registerTranslations } from '@ilm/shared/i18n';
import { marketingFormsEn } from './marketing-forms.en';

/** The namespace of the forms and the pages around them (contact, consulting, CIF, diploma). */
export const FORMS_NAMESPACE = 'marketing-forms';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(FORMS_NAMESPACE, marketingFormsEn, {
  ar: () => import('./marketing-forms.ar'),
  ur: () => import('./marketing-forms.ur'),
});
