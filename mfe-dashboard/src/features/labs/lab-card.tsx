import { Link } from '@ilm/shared/router';
import { Badge, layoutClasses as ui } from '@ilm/shared/ui';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { NAMESPACE } from '../../i18n';
import type { LabSummary } from './labs.api';
import styles from './labs.module.css';

/** A lab in a list: title, topic, level, whether it runs here, duration and cost, linking to its page. */
export function LabCard({ lab, headingLevel = 3 }: { lab: LabSummary; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${ui.card} ${styles.labCard}`}>
      <p className={styles.eyebrow}>
        <Badge tone="info">{t(`cloud.${lab.cloud}`, { defaultValue: lab.cloud })}</Badge>
        <Badge>{t(`level.${lab.level}`, { defaultValue: lab.level })}</Badge>
        {lab.launchable ? (
          <Badge tone="success">{t('labCard.runsHere')}</Badge>
        ) : (
          <Badge tone="warning">{t('labCard.needs', { environment: t(`environment.${lab.environment}`) })}</Badge>
        )}
      </p>
      <Heading className={styles.labCardTitle}>
        <Link to={href('lab', { slug: lab.slug })}>{lab.title}</Link>
      </Heading>
      <p className={ui.muted}>{lab.summary}</p>
      <p className={ui.muted}>
        {format.minutes(lab.duration_minutes)} · {t('tokenCount', { count: lab.token_cost })}
      </p>
    </article>
  );
}
