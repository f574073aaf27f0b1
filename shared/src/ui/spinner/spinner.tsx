import { useTranslation } from '@ilm/shared/i18n';
import styles from './spinner.module.css';

/** A loading indicator announced to screen readers ("Loading…" unless a label is given). */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.spinner} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.ring} aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
