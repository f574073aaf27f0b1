import { registerTranslations } from '@ilm/shared/i18n';
import { sessionEn } from './session.en';

// Imported by every component of this folder, so mounting one is enough to have its strings.
registerTranslations('session', sessionEn);
