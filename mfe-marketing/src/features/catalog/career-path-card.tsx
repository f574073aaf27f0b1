import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { Price } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import type { CareerPathSummary } from './catalog.api';
import styles from './catalog.module.css';

/** A career path in a list: its promise, length, labs and price in the visitor's currency. */
export function CareerPathCard({ path, headingLevel = 3 }: { path: CareerPathSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(NAMESPACE);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle}>
        <Link to={href('career-path', { slug: path.slug })}>{path.title}</Link>
      </Heading>
      <p className={styles.summary}>{path.summary}</p>
      <ul className={styles.facts}>
        <li>{t(`catalog.level.${path.level}`, { defaultValue: path.level })}</li>
        <li>{t('catalog.weeks', { count: path.duration_weeks })}</li>
        <li>{t('catalog.labs', { count: path.lab_count })}</li>
      </ul>
      <span className={styles.price}>
        <Price amount={path.price_usd} />
      </span>
    </article>
  );
}
