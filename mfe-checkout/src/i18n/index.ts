import { registerTranslations } from '@ilm/shared/i18n';
import { checkoutEn } from './checkout.en';

/** The namespace every page of this remote reads its strings from. */
export const NAMESPACE = 'checkout';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(NAMESPACE, checkoutEn, { ar: () => import('./checkout.ar'), ur: () => import('./checkout.ur') });
