import { registerTranslations } from '@ilm/shared/i18n';
import { checkoutEn } from './checkout.en';

/** The namespace every page of this remote reads its strings from. */
export const NAMESPACE = 'checkout';

registerTranslations(NAMESPACE, checkoutEn);
