import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { INTERNSHIPS_NAMESPACE } from './i18n';
import styles from './internships.module.css';

/** A capstone lab to list: with `completed` when the learner's progress is known. */
export interface CapstoneLabItem {
  slug: string;
  title: string;
  completed?: boolean;
}

/**
 * The labs of a capstone, each a link to its page; with progress, a completed lab is ticked and
 * each says in words whether it is done (the tick alone is not the information).
 */
export function CapstoneLabs({ labs }: { labs: CapstoneLabItem[] }) {
  const { t } = useTranslation(INTERNSHIPS_NAMESPACE);
  return (
    <ul className={styles.labs}>
      {labs.map((lab) => (
        <li key={lab.slug} className={styles.lab}>
          {lab.completed !== undefined && (
            <span className={`${styles.tick} ${lab.completed ? styles.done : ''}`} aria-hidden="true">
              {lab.completed ? '✓' : ''}
            </span>
          )}
          <Link className={styles.link} to={href('lab', { slug: lab.slug })}>
            {lab.title}
          </Link>
          {lab.completed !== undefined && <span className={styles.labState}>({lab.completed ? t('mine.labDone') : t('mine.labTodo')})</span>}
        </li>
      ))}
    </ul>
  );
}
