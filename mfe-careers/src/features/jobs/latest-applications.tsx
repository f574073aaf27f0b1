import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import { useCohortDates } from '../internships';
import summary from '../common/summary-card.module.css';
import { JOBS_NAMESPACE } from './i18n';
import type { JobApplication } from './jobs.api';
import { applicationsQuery } from './jobs.queries';
import { StatusBadge } from './status-badge';

/** How many of the latest applications the dashboard shows. */
const LATEST = 3;

/** When the application last moved: its newest history step (sent, when it has not moved). */
const lastMoved = (application: JobApplication) => application.history.at(-1)?.at ?? application.updated_at;

/** The dashboard's card: the latest job applications and where each stands, or how to apply to a first one. */
export function LatestApplications() {
  const { t } = useTranslation(JOBS_NAMESPACE);
  const dates = useCohortDates();
  const applications = useQuery(applicationsQuery());
  const count = applications.data?.length ?? 0;
  return (
    <section className={ui.card} aria-labelledby="dashboard-applications">
      <h2 id="dashboard-applications" className={ui.sectionTitle}>
        {t('card.title')}
      </h2>
      <QueryView query={applications} lines={2} error={{ message: t('applications.loadFailed') }} empty={<p className={ui.muted}>{t('card.empty')}</p>}>
        {(list) => (
          <ul className={summary.items}>
            {list.slice(0, LATEST).map((application) => (
              <li key={application.id} className={summary.item}>
                <div className={summary.itemHead}>
                  <h3 className={summary.itemTitle}>{application.opening.title}</h3>
                  <StatusBadge status={application.status} />
                </div>
                <p className={ui.muted}>{t('card.since', { employer: application.opening.employer, date: dates.dayOf(lastMoved(application)) })}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p className={ui.actions}>
        {count > 0 ? (
          <Link className={ui.link} to={href('jobs')}>
            {t('card.all', { count })}
          </Link>
        ) : (
          <>
            <Link className={buttonClass('secondary')} to={href('jobs')}>
              {t('card.start')}
            </Link>
            <Link className={ui.link} to={href('career-profile')}>
              {t('jobs.profileLink')}
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
