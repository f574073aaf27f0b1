import { useElementId } from '../element-id';
import styles from './list-section.module.css';

/** Props of {@link ListSection}. */
export interface ListSectionProps {
  heading: string;
  items: readonly string[];
  className?: string;
}

/**
 * A titled section holding a bulleted list of plain texts (a career path's outcomes, a plan's
 * features). Draws nothing when the list is empty, so a page never shows a heading over nothing.
 */
export function ListSection({ heading, items, className }: ListSectionProps) {
  const headingId = useElementId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className ? `${styles.section} ${className}` : styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
