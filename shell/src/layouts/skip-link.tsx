import { useTranslation } from '@ilm/shared/i18n';
import styles from './layouts.module.css';

/** First focusable element of every layout: jumps over the navigation to the page. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a href="#main" className={styles.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
