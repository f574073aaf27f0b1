import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { EmptyState, ErrorState, Skeleton, buttonClass } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useResource } from '@ilm/shared/api';
import ui from '../common/ui.module.css';
import type { LabInstance } from '../instances/instances.api';
import { fetchOwnedCareerPaths } from './career.api';
import styles from './career.module.css';

/**
 * The career paths the learner owns, each with how many of its labs they have run. A lab counts
 * once an instance of it reached running (the API keeps no other completion record).
 */
export function CareerProgress({ instances }: { instances: LabInstance[] | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const load = useCallback(fetchOwnedCareerPaths, []);
  const owned = useResource(load, 'career-paths');
  const ran = new Set((instances ?? []).filter((instance) => instance.started_at).map((instance) => instance.lab.slug));
  return (
    <section className={ui.card} aria-labelledby="career-title">
      <h2 id="career-title" className={ui.sectionTitle}>
        {t('career.title')}
      </h2>
      {owned.error ? (
        <ErrorState message={owned.error.message} onRetry={() => void owned.reload()} />
      ) : !owned.data || !instances ? (
        <Skeleton lines={2} />
      ) : owned.data.length === 0 ? (
        <EmptyState
          title={t('career.emptyTitle')}
          message={t('career.emptyBody')}
          action={
            <Link className={buttonClass('secondary')} to={href('career-paths')}>
              {t('career.explore')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.paths}>
          {owned.data.map((path) => {
            const done = path.labs.filter((lab) => ran.has(lab.slug)).length;
            const total = path.labs.length;
            const next = path.labs.find((lab) => !ran.has(lab.slug));
            return (
              <li key={path.slug} className={styles.path}>
                <h3 className={styles.pathTitle}>
                  <Link className={ui.link} to={href('career-path', { slug: path.slug })}>
                    {path.title}
                  </Link>
                </h3>
                <progress max={Math.max(total, 1)} value={done} aria-label={t('career.progressLabel', { title: path.title })} />
                <p className={ui.muted}>{t('career.progress', { done, count: total })}</p>
                {next && (
                  <p className={ui.muted}>
                    {t('career.next')}{' '}
                    <Link className={ui.link} to={href('lab', { slug: next.slug })}>
                      {next.title}
                    </Link>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
