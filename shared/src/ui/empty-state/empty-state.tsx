import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** Where to go from here, e.g. a link to browse labs. */
  action?: ReactNode;
}

/** What a list says when it has nothing, and the way forward. */
export function EmptyState({ title, message, action }: EmptyStateProps) {
  return (
    <section className={styles.empty}>
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {action}
    </section>
  );
}
