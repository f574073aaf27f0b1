import type { ReactNode } from 'react';
import styles from './diplomas.module.css';

/** One term and its value in a diploma's list of facts (`<dl>`). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
