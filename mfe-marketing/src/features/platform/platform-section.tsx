import { type ReactNode } from 'react';
import { useElementId } from '@ilm/shared/ui';
import styles from './platform.module.css';

/** Props of {@link PlatformSection}. */
export interface PlatformSectionProps {
  title: string;
  intro?: string;
  /** A link beside the heading, to the page that lists everything. */
  link?: ReactNode;
  /** The element's id, for a link to this place of the page (`#team-inquiry`). */
  id?: string;
  /** `panel` sets the section apart on a tinted panel (the place of a form). */
  variant?: 'plain' | 'panel';
  children?: ReactNode;
}

/** A section of a platform page drawn by the page itself (a catalog list, a form): a landmark named by its h2. */
export function PlatformSection({ title, intro, link, id, variant = 'plain', children }: PlatformSectionProps) {
  const headingId = useElementId();
  return (
    <section id={id} aria-labelledby={headingId} className={variant === 'panel' ? `${styles.drawnSection} ${styles.panel}` : styles.drawnSection}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {link}
      </div>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}
