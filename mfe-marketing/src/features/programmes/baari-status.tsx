import { useTranslation } from '@ilm/shared/i18n';
import { Badge } from '@ilm/shared/ui';
import { PROGRAMMES_NAMESPACE } from './i18n';
import styles from './programmes.module.css';

/**
 * Says, before anything else on Baari's pages, that the assistant is not on the site yet: the
 * pages describe it, and no question box is drawn until it can answer.
 */
export function BaariStatus() {
  const { t } = useTranslation(PROGRAMMES_NAMESPACE);
  return (
    <p className={styles.status} role="note">
      <Badge tone="info">{t('baari.soon')}</Badge> {t('baari.status')}
    </p>
  );
}
