import { registerTranslations } from '@ilm/shared/i18n';
import { marketingEn } from './marketing.en';

/** The namespace every page of this remote reads its strings from. */
export const NAMESPACE = 'marketing';

registerTranslations(NAMESPACE, marketingEn);
