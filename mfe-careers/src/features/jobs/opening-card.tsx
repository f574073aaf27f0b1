import { useTranslation } from '@ilm/shared/i18n';
import { Button, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import { JOBS_NAMESPACE } from './i18n';
import type { JobOpening } from './jobs.api';
import styles from './jobs.module.css';
import { MatchSummary } from './match-summary';
import { StatusBadge } from './status-badge';

/** An opening: who, where, how, what it asks for and how the learner matches it; Apply, or where their application stands. */
export function OpeningCard({ opening, onApply }: { opening: JobOpening; onApply: (opening: JobOpening) => void }) {
  const { t } = useTranslation(JOBS_NAMESPACE);
  const titleId = useElementId();
  return (
    <article className={ui.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={ui.sectionTitle}>
        {opening.title}
      </h3>
      <dl className={styles.meta}>
        <dt>{t('openings.employer')}</dt>
        <dd>{opening.employer}</dd>
        <dt>{t('openings.location')}</dt>
        <dd>
          <bdi>{opening.location}</bdi>
        </dd>
        <dt>{t('openings.workMode')}</dt>
        <dd>{t(`workMode.${opening.work_mode}`)}</dd>
        {opening.career_path && (
          <>
            <dt>{t('openings.careerPath')}</dt>
            <dd>{opening.career_path.title}</dd>
          </>
        )}
      </dl>
      {opening.description && <p className={styles.description}>{opening.description}</p>}
      {opening.match && <MatchSummary match={opening.match} />}
      <div className={ui.actions}>
        {opening.application ? (
          <p className={ui.muted}>
            {t('openings.applied')} <StatusBadge status={opening.application.status} />
          </p>
        ) : (
          <Button onClick={() => onApply(opening)}>{t('openings.apply', { title: opening.title })}</Button>
        )}
      </div>
    </article>
  );
}
