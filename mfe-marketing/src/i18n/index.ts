import { registerTranslations } from '@ilm/shared/i18n';
import { marketingEn } from './marketing.en';

/** The namespace every page of this remote reads its strings from. */
export const NAMESPACE = 'marketing';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(NAMESPACE, marketingEn, { ar: () => import('./marketing.ar'), ur: () => import('./marketing.ur') });
