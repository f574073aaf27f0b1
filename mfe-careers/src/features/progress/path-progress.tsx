import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Badge, EmptyState, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import { useLongDate } from '../common/long-date';
import type { PathProgress } from './progress.api';
import { progressQuery } from './progress.queries';
import { PROGRESS_NAMESPACE } from './i18n';
import styles from './progress.module.css';

/**
 * The learner's progress on each career path and learning path they started or own, counted from
 * the labs whose checks they passed (`me/progress/`), with the lab to take next.
 */
export function ProgressCard() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const progress = useQuery(progressQuery());
  return (
    <section className={ui.card} aria-labelledby="progress-title">
      <h2 id="progress-title" className={ui.sectionTitle}>
        {t('title')}
      </h2>
      <QueryView
        query={progress}
        lines={3}
        error={{ message: t('loadFailed') }}
        isEmpty={(data) => data.career_paths.length + data.learning_paths.length === 0}
        empty={
          <EmptyState
            title={t('emptyTitle')}
            message={t('emptyBody')}
            action={
              <Link className={buttonClass('secondary')} to={href('career-paths')}>
                {t('explore')}
              </Link>
            }
          />
        }
      >
        {(data) => (
          <>
            {data.career_paths.length > 0 && <PathGroup title={t('careerPaths')} paths={data.career_paths} />}
            {data.learning_paths.length > 0 && <PathGroup title={t('learningPaths')} paths={data.learning_paths} />}
          </>
        )}
      </QueryView>
    </section>
  );
}

function PathGroup({ title, paths }: { title: string; paths: PathProgress[] }) {
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <ul className={styles.paths}>
        {paths.map((path) => (
          <li key={`${path.kind}:${path.slug}`} className={styles.path}>
            <PathItem path={path} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where a path is described: a career path has its page, a learning path its section of the list. */
const pathLink = (path: PathProgress) =>
  path.kind === 'career_path' ? href('career-path', { slug: path.slug }) : `${href('learning-paths')}#path-${path.slug}`;

function PathItem({ path }: { path: PathProgress }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const date = useLongDate();
  return (
    <>
      <h4 className={styles.pathTitle}>
        <Link className={ui.link} to={pathLink(path)}>
          {path.title}
        </Link>
        {path.completed_at && <Badge tone="success">{t('done')}</Badge>}
      </h4>
      <progress max={Math.max(path.total, 1)} value={path.completed} aria-label={t('progressLabel', { title: path.title })} />
      <p className={ui.muted}>{t('progress', { done: path.completed, count: path.total })}</p>
      {path.next_lab ? (
        <p className={ui.muted}>
          {t('next')}{' '}
          <Link className={ui.link} to={href('lab', { slug: path.next_lab.slug })}>
            {path.next_lab.title}
          </Link>
        </p>
      ) : (
        path.completed_at && <p className={ui.muted}>{t('completedOn', { date: date(path.completed_at) })}</p>
      )}
    </>
  );
}
