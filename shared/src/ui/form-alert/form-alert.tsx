import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/**
 * A message about a whole form or page (the server's error, a confirmation). Errors are announced
 * at once (`role="alert"`), other tones politely (`role="status"`).
 */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
