import { Link } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { QueryView, useQuery } from '@ilm/shared/query';
import { EmptyState, Skeleton, buttonClass } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import ui from '../common/ui.module.css';
import type { LabInstance } from '../instances/instances.api';
import { ownedCareerPathsQuery } from './career.queries';
import styles from './career.module.css';

/**
 * The career paths the learner owns, each with how many of its labs they have run. A lab counts
 * once an instance of it reached running (the API keeps no other completion record).
 */
export function CareerProgress({ instances }: { instances: LabInstance[] | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const owned = useQuery(ownedCareerPathsQuery());
  const ran = new Set((instances ?? []).filter((instance) => instance.started_at).map((instance) => instance.lab.slug));
  return (
    <section className={ui.card} aria-labelledby="career-title">
      <h2 id="career-title" className={ui.sectionTitle}>
        {t('career.title')}
      </h2>
      <QueryView
        query={owned}
        lines={2}
        isEmpty={(paths) => instances !== undefined && paths.length === 0}
        empty={
          <EmptyState
            title={t('career.emptyTitle')}
            message={t('career.emptyBody')}
            action={
              <Link className={buttonClass('secondary')} to={href('career-paths')}>
                {t('career.explore')}
              </Link>
            }
          />
        }
      >
        {(paths) =>
          !instances ? (
            <Skeleton lines={2} />
          ) : (
            <ul className={styles.paths}>
              {paths.map((path) => {
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
          )
        }
      </QueryView>
    </section>
  );
}
