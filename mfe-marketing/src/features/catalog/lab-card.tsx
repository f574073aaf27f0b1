import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { Badge } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import type { LabSummary } from './catalog.api';
import styles from './catalog.module.css';

/** A lab in a list: what it teaches, its topic, whether it runs here or needs a cloud, level, length and token cost, linking to its page. */
export function LabCard({ lab }: { lab: LabSummary }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <article className={styles.card}>
      <p className={styles.badges}>
        <Badge tone="info">{t(`catalog.cloud.${lab.cloud}`, { defaultValue: lab.cloud })}</Badge>
        {lab.launchable ? (
          <Badge tone="success">{t('catalog.runsHere')}</Badge>
        ) : (
          <Badge tone="warning">{t('catalog.needs', { environment: t(`catalog.environment.${lab.environment}`) })}</Badge>
        )}
      </p>
      <h3 className={styles.cardTitle}>
        <Link to={href('lab', { slug: lab.slug })}>{lab.title}</Link>
      </h3>
      <p className={styles.summary}>{lab.summary}</p>
      <ul className={styles.facts}>
        <li>{t(`catalog.level.${lab.level}`, { defaultValue: lab.level })}</li>
        <li>{t('catalog.minutes', { count: lab.duration_minutes })}</li>
        <li>{t('catalog.tokens', { count: lab.token_cost })}</li>
      </ul>
    </article>
  );
}
