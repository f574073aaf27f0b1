import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, usePolling, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { setLabName } from '@ilm/shared/stores';
import { EmptyState, ErrorState, PageIntro, Skeleton, buttonClass } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { useFormat } from '../features/common/format';
import ui from '../features/common/ui.module.css';
import { isActive, isPending } from '../features/instances/instances.api';
import { instanceQuery, instancesQuery } from '../features/instances/instances.queries';
import { InstanceStatusBadge } from '../features/instances/status-badge';
import { refunded, totalSpent } from '../features/instances/instance-card';
import { ProvisioningProgress } from '../features/instances/provisioning-progress';
import { Countdown } from '../features/instances/countdown';
import { InstanceControls } from '../features/instances/instance-controls';
import { EndedPanel } from '../features/instances/ended-panel';
import { useTimeLeft } from '../features/instances/use-time-left';
import { LabSteps } from '../features/labs/lab-steps';
import { LabRating } from '../features/labs/lab-rating';
import { StepGuide } from '../features/labs/step-guide';
import { AskAboutStep } from '../features/baari/ask-about-step';
import { LabTerminal } from '../features/terminal/lab-terminal';
import { labQuery } from '../features/labs/labs.queries';
import { balanceQuery } from '../features/tokens/tokens.queries';
import labStyles from '../features/labs/labs.module.css';
import styles from './pages.module.css';

/** Polling while the environment is being built, and while it runs. */
export const POLL_PENDING_MS = 2000;
export const POLL_RUNNING_MS = 10000;

/**
 * The running lab. `?id=` names the instance; without it, the learner's current running or
 * provisioning instance is shown (and put in the URL), else an empty state that leads to labs.
 */
export function InstanceDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const current = useQuery({ ...instancesQuery('active'), enabled: !id });
  const found = current.data?.results[0];
  useEffect(() => {
    if (!id && found) setParams({ id: found.id }, { replace: true });
  }, [id, found, setParams]);

  if (id) return <InstanceView key={id} id={id} />;
  return (
    <div className={ui.stack}>
      <PageIntro ns={NAMESPACE} page="instanceDashboard" />
      <QueryView
        query={current}
        lines={4}
        empty={
          <EmptyState
            title={t('instanceDashboard.emptyTitle')}
            message={t('instanceDashboard.emptyBody')}
            action={
              <div className={ui.actions}>
                <Link className={buttonClass()} to={`${href('dashboard')}#recommended-labs`}>
                  {t('instanceDashboard.browse')}
                </Link>
                <Link className={buttonClass('secondary')} to={href('instances')}>
                  {t('instanceDashboard.history')}
                </Link>
              </div>
            }
          />
        }
      >
        {/* The current lab was found: the page moves to its ?id= at once. */}
        {() => <Skeleton lines={4} />}
      </QueryView>
    </div>
  );
}

function InstanceView({ id }: { id: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const instance = useQuery(instanceQuery(id));
  const balance = useQuery(balanceQuery());
  const data = instance.data;
  const lab = useQuery({ ...labQuery(data?.lab.slug ?? ''), enabled: data !== undefined });
  const active = data ? isActive(data) : false;
  const pending = data ? isPending(data) : false;
  const secondsLeft = useTimeLeft(data);
  // A reset builds a new environment: the terminal opens a new shell and the guide starts at step 1.
  const [generation, setGeneration] = useState(0);
  // The step the guide shows: what Baari is asked about.
  const [stepIndex, setStepIndex] = useState(0);

  usePolling([instanceQuery(id)], !active ? false : pending ? POLL_PENDING_MS : POLL_RUNNING_MS);

  const status = data?.status;
  useEffect(() => {
    if (!status) return;
    if (active) setLabName(data!.lab.title);
    else setLabName(null);
    // A refund (failed, or stopped before it ran) changes the balance.
    if (status === 'failed' || status === 'stopped') void balance.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  useEffect(() => {
    if (secondsLeft === 0) void instance.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secondsLeft === 0]);

  if (!data) {
    return (
      <div className={ui.stack}>
        <PageIntro ns={NAMESPACE} page="instanceDashboard" />
        <QueryView
          query={instance}
          lines={6}
          error={(error, retry) =>
            [400, 404].includes(error.status) ? (
              <EmptyState
                title={t('instanceDashboard.notFoundTitle')}
                message={t('instanceDashboard.notFoundBody')}
                action={
                  <Link className={buttonClass()} to={href('instances')}>
                    {t('instanceDashboard.history')}
                  </Link>
                }
              />
            ) : (
              <ErrorState message={error.message} onRetry={retry} />
            )
          }
        >
          {/* Not reached: without data only the loading and failed states show. */}
          {() => null}
        </QueryView>
      </div>
    );
  }

  return (
    <div className={ui.stack}>
      <header className={styles.pageHeader}>
        <p className={labStyles.eyebrow}>
          <span className={ui.muted}>{t('instanceDashboard.eyebrow')}</span>
          <InstanceStatusBadge status={data.status} />
        </p>
        <h1 className={labStyles.title}>{data.lab.title}</h1>
        {/* Says each change of state once (the page updates by itself). */}
        <p className={ui.visuallyHidden} role="status">
          {t('instanceDashboard.live', { status: t(`status.${data.status}`, { defaultValue: data.status }) })}
        </p>
        <p className={ui.muted}>
          {t(refunded(data) ? 'instanceDashboard.metaRefunded' : 'instanceDashboard.meta', {
            date: format.dateTime(data.created_at),
            count: refunded(data) ? data.tokens_spent : totalSpent(data),
          })}
        </p>
      </header>
      <div className={styles.runningLayout}>
        <div className={`${ui.stack} ${styles.guide}`}>
          <QueryView query={lab} lines={5}>
            {(detail) =>
              data.status === 'running' ? (
                <StepGuide key={generation} instance={data} steps={detail.steps} onStepChange={setStepIndex} />
              ) : (
                <LabSteps steps={detail.steps} />
              )
            }
          </QueryView>
          {data.status === 'running' && <AskAboutStep instanceId={data.id} stepIndex={stepIndex} />}
          {/* Every step passed on this instance: the learner may rate the lab (the API checks it too). */}
          {data.completed_at && <LabRating slug={data.lab.slug} title={data.lab.title} />}
        </div>
        <div className={`${ui.stack} ${styles.work}`}>
          {pending && <ProvisioningProgress instance={data} />}
          {data.status === 'running' && (
            <>
              <section className={`${ui.card} ${styles.console}`} aria-labelledby="running-title">
                <h2 id="running-title" className={ui.sectionTitle}>
                  {t('instance.runningTitle')}
                </h2>
                {secondsLeft !== null && <Countdown secondsLeft={secondsLeft} expiresAt={data.expires_at} />}
              </section>
              <LabTerminal key={generation} instanceId={data.id} />
            </>
          )}
          {active && <InstanceControls instance={data} balance={balance.data?.balance} onReset={() => setGeneration((value) => value + 1)} />}
          {!active && <EndedPanel instance={data} />}
          {balance.data && (
            <p className={ui.muted}>
              {t('instanceDashboard.balance', { count: balance.data.balance })}{' '}
              <Link className={ui.link} to={href('tokens')}>
                {t('instanceDashboard.tokensLink')}
              </Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

export default InstanceDashboardPage;
