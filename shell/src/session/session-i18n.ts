import { registerTranslations } from '@ilm/shared/i18n';
import { sessionEn } from './session.en';

// Imported by every component of this folder, so mounting one is enough to have its strings.
// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations('session', sessionEn, { ar: () => import('./session.ar'), ur: () => import('./session.ur') });
