import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** The colours a {@link Badge} can take. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short status label (a lab instance's state, a plan's tag). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
