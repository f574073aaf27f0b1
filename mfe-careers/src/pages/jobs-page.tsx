import { useState } from 'react';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { EmptyState, FormAlert, PageIntro, layoutClasses as ui } from '@ilm/shared/ui';
import { ApplicationList } from '../features/jobs/application-list';
import { ApplyDialog } from '../features/jobs/apply-dialog';
import { JOBS_NAMESPACE } from '../features/jobs/i18n';
import type { JobOpening } from '../features/jobs/jobs.api';
import { applicationsQuery, openingsQuery } from '../features/jobs/jobs.queries';
import { OpeningCard } from '../features/jobs/opening-card';
import styles from '../features/jobs/jobs.module.css';

/** /dashboard/jobs: openings, best match first with why, the apply dialog, and the learner's applications. */
export function JobsPage() {
  const { t } = useTranslation(JOBS_NAMESPACE);
  const openings = useQuery(openingsQuery());
  const applications = useQuery(applicationsQuery());
  const [applying, setApplying] = useState<JobOpening | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <div className={ui.stack}>
      <PageIntro ns={JOBS_NAMESPACE} page="jobs" />
      <p>
        <Link className={ui.link} to={href('career-profile')}>
          {t('jobs.profileLink')}
        </Link>
      </p>
      <div aria-live="polite">{sent && <FormAlert tone="success">{sent}</FormAlert>}</div>
      <section className={ui.stack} aria-labelledby="openings-title">
        <h2 id="openings-title" className={ui.sectionTitle}>
          {t('openings.title')}
        </h2>
        <QueryView
          query={openings}
          lines={6}
          error={{ message: t('openings.loadFailed') }}
          empty={<EmptyState title={t('openings.emptyTitle')} message={t('openings.emptyBody')} />}
        >
          {(list) => (
            <ul className={styles.list}>
              {list.map((opening) => (
                <li key={opening.slug}>
                  <OpeningCard
                    opening={opening}
                    onApply={(chosen) => {
                      setSent(null);
                      setApplying(chosen);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <section className={ui.stack} aria-labelledby="applications-title">
        <h2 id="applications-title" className={ui.sectionTitle}>
          {t('applications.title')}
        </h2>
        <QueryView
          query={applications}
          lines={3}
          error={{ message: t('applications.loadFailed') }}
          empty={<EmptyState title={t('applications.emptyTitle')} message={t('applications.emptyBody')} />}
        >
          {(list) => <ApplicationList applications={list} />}
        </QueryView>
      </section>
      <ApplyDialog
        opening={applying}
        onClose={() => setApplying(null)}
        onApplied={(application) => {
          setApplying(null);
          setSent(t('apply.sent', { title: application.opening.title }));
        }}
      />
    </div>
  );
}

export default JobsPage;
