import { registerTranslations } from '@ilm/shared/i18n';
import { dashboardEn } from './dashboard.en';

/** The namespace every page of this remote reads its strings from. */
export const NAMESPACE = 'dashboard';

registerTranslations(NAMESPACE, dashboardEn);
