import { addTranslations } from '@ilm/shared/i18n';
import { shellEn } from './shell.en';

addTranslations('shell', 'en', shellEn);
