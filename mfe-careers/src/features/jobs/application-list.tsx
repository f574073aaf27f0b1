import { useState } from 'react';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { Button, ConfirmDialog, FormAlert, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import { JOBS_NAMESPACE } from './i18n';
import { withdrawApplication, type JobApplication } from './jobs.api';
import { JOBS_KEY } from './jobs.queries';
import styles from './jobs.module.css';
import { StatusBadge } from './status-badge';

/** One application: the opening, where it stands, what happened so far (with the placement team's notes), and Withdraw while it is open. */
function ApplicationItem({ application }: { application: JobApplication }) {
  const { t } = useTranslation(JOBS_NAMESPACE);
  const format = useFormat();
  const queryClient = useQueryClient();
  const titleId = useElementId();
  const historyId = useElementId();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => withdrawApplication(application.id),
    onSuccess: () => setConfirming(false),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
  const { opening } = application;
  return (
    <li>
      <article className={ui.card} aria-labelledby={titleId}>
        <div className={ui.actions}>
          <h3 id={titleId} className={ui.sectionTitle}>
            {opening.title}
          </h3>
          <StatusBadge status={application.status} />
        </div>
        <p className={ui.muted}>{t('applications.employer', { employer: opening.employer, location: opening.location })}</p>
        <p id={historyId} className={styles.subTitle}>
          {t('applications.history')}
        </p>
        <ol className={styles.history} aria-labelledby={historyId}>
          {application.history.map((step) => (
            <li key={`${step.status}-${step.at}`} className={styles.step}>
              <span>{t('applications.step', { status: t(`status.${step.status}`), date: format.dateTime(step.at) })}</span>
              {step.note && (
                <p className={styles.stepNote}>
                  <span className={ui.muted}>{t('applications.noteFrom')}</span> <bdi>{step.note}</bdi>
                </p>
              )}
            </li>
          ))}
        </ol>
        {!opening.open && <p className={ui.muted}>{t('applications.closedOpening')}</p>}
        {withdraw.isError && <FormAlert>{t('applications.withdrawFailed')}</FormAlert>}
        {application.can_withdraw && (
          <div className={ui.actions}>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('applications.withdraw', { title: opening.title })}
            </Button>
          </div>
        )}
        <ConfirmDialog
          open={confirming}
          title={t('applications.withdrawTitle', { title: opening.title })}
          confirmLabel={t('applications.withdrawConfirm')}
          busy={withdraw.isPending}
          onConfirm={() => withdraw.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p className={ui.muted}>{t('applications.withdrawBody')}</p>
        </ConfirmDialog>
      </article>
    </li>
  );
}

/** The learner's applications, newest first. */
export function ApplicationList({ applications }: { applications: JobApplication[] }) {
  return (
    <ul className={styles.list}>
      {applications.map((application) => (
        <ApplicationItem key={application.id} application={application} />
      ))}
    </ul>
  );
}
