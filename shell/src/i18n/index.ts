import { registerTranslations } from '@ilm/shared/i18n';
import { shellEn } from './shell.en';

registerTranslations('shell', shellEn);
