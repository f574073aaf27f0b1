import { useTranslation } from '@ilm/shared/i18n';
import { Button } from '../button';
import styles from './error-state.module.css';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  title?: string;
  message?: string;
  /** When given, a "Try again" button calls it. */
  onRetry?: () => void;
}

/** A failed piece of the page: what went wrong and, where it can help, a way to try again. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.errorState} role="alert">
      <h2 className={styles.title}>{title ?? t('error.title')}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
    </section>
  );
}
