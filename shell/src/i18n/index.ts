import { registerTranslations } from '@ilm/shared/i18n';
import { shellEn } from './shell.en';

// Arabic and Urdu are fetched only when shown (docs/rules/languages.md#completeness).
registerTranslations('shell', shellEn, { ar: () => import('./shell.ar'), ur: () => import('./shell.ur') });
