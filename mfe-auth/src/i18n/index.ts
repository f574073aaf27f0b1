import { registerTranslations } from '@ilm/shared/i18n';
import { authEn } from './auth.en';

/** The namespace every page of this remote reads its strings from. */
export const NAMESPACE = 'auth';

registerTranslations(NAMESPACE, authEn);
