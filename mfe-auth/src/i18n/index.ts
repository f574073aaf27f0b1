import { registerTranslations } from '@ilm/shared/i18n';
import { authEn } from './auth.en';

/** The namespace every page of this remote reads its strings from. */
export const NAMESPACE = 'auth';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations(NAMESPACE, authEn, { ar: () => import('./auth.ar'), ur: () => import('./auth.ur') });
