import { useTranslation } from '@ilm/shared/i18n';
import styles from './skeleton.module.css';
import { visuallyHiddenClass } from '../visually-hidden';

/** Grey placeholder lines where content is loading; announced once as "Loading…", and busy. */
export function Skeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" aria-busy="true">
      <span className={visuallyHiddenClass}>{label ?? t('loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
