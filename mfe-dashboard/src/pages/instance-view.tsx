import { useState } from 'react';
import { Link } from '@ilm/shared/router';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { QueryView, type QueryState } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { EmptyState, ErrorState, PageIntro, buttonClass, visuallyHiddenClass, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import type { LabInstance } from '../features/instances/instances.api';
import { InstanceStatusBadge } from '../features/instances/status-badge';
import { refunded, totalSpent } from '../features/instances/instance-card';
import { ProvisioningProgress } from '../features/instances/provisioning-progress';
import { Countdown } from '../features/instances/countdown';
import { InstanceControls } from '../features/instances/instance-controls';
import { EndedPanel } from '../features/instances/ended-panel';
import type { LabDetail } from '../features/labs/labs.api';
import { LabSteps } from '../features/labs/lab-steps';
import { LabRating } from '../features/labs/lab-rating';
import { StepGuide } from '../features/labs/step-guide';
import { AskAboutStep } from '../features/baari/ask-about-step';
import { LabTerminal } from '../features/terminal/lab-terminal';
import labStyles from '../features/labs/labs.module.css';
import { useRunningInstance } from './use-running-instance';
import styles from './pages.module.css';

/** One lab instance: its guide beside its terminal and controls while it runs, what it left once it ended. */
export function InstanceView({ id }: { id: string }) {
  const { instance, lab, balance, active, pending, secondsLeft } = useRunningInstance(id);
  // A reset builds a new environment: the terminal opens a new shell and the guide starts at step 1.
  const [generation, setGeneration] = useState(0);
  // The step the guide shows: what Baari is asked about.
  const [stepIndex, setStepIndex] = useState(0);
  const data = instance.data;

  if (!data) return <InstanceNotLoaded instance={instance} />;
  return (
    <div className={ui.stack}>
      <InstanceHeader instance={data} />
      <div className={styles.runningLayout}>
        <InstanceGuide instance={data} lab={lab} generation={generation} stepIndex={stepIndex} onStepChange={setStepIndex} />
        <InstanceWork
          instance={data}
          active={active}
          pending={pending}
          secondsLeft={secondsLeft}
          balance={balance.data?.balance}
          generation={generation}
          onReset={() => setGeneration((value) => value + 1)}
        />
      </div>
    </div>
  );
}

/** Loading the instance, or why it could not be: one that is not the learner's (or no id at all) leads to their history. */
function InstanceNotLoaded({ instance }: { instance: QueryState<LabInstance> }) {
  const { t } = useTranslation(NAMESPACE);
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

/** The lab's title, the instance's state (also said to screen readers as it changes), when it started and what it cost. */
function InstanceHeader({ instance }: { instance: LabInstance }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <header className={styles.pageHeader}>
      <p className={labStyles.eyebrow}>
        <span className={ui.muted}>{t('instanceDashboard.eyebrow')}</span>
        <InstanceStatusBadge status={instance.status} />
      </p>
      <h1 className={labStyles.title}>{instance.lab.title}</h1>
      {/* Says each change of state once (the page updates by itself). */}
      <p className={visuallyHiddenClass} role="status">
        {t('instanceDashboard.live', { status: t(`status.${instance.status}`, { defaultValue: instance.status }) })}
      </p>
      <p className={ui.muted}>
        {t(refunded(instance) ? 'instanceDashboard.metaRefunded' : 'instanceDashboard.meta', {
          date: format.dateTime(instance.created_at),
          count: refunded(instance) ? instance.tokens_spent : totalSpent(instance),
        })}
      </p>
    </header>
  );
}

/** Props of {@link InstanceGuide}. */
interface InstanceGuideProps {
  instance: LabInstance;
  lab: QueryState<LabDetail>;
  /** Bumped by a reset: the guide starts again at step 1. */
  generation: number;
  stepIndex: number;
  onStepChange: (index: number) => void;
}

/** The lab's steps: a guide that checks them while the instance runs (with Baari beside it), a list otherwise, and the rating once completed. */
function InstanceGuide({ instance, lab, generation, stepIndex, onStepChange }: InstanceGuideProps) {
  return (
    <div className={`${ui.stack} ${styles.guide}`}>
      <QueryView query={lab} lines={5}>
        {(detail) =>
          instance.status === 'running' ? (
            <StepGuide key={generation} instance={instance} steps={detail.steps} onStepChange={onStepChange} />
          ) : (
            <LabSteps steps={detail.steps} />
          )
        }
      </QueryView>
      {instance.status === 'running' && <AskAboutStep instanceId={instance.id} stepIndex={stepIndex} />}
      {/* Every step passed on this instance: the learner may rate the lab (the API checks it too). */}
      {instance.completed_at && <LabRating slug={instance.lab.slug} title={instance.lab.title} />}
    </div>
  );
}

/** Props of {@link InstanceWork}. */
interface InstanceWorkProps {
  instance: LabInstance;
  active: boolean;
  pending: boolean;
  secondsLeft: number | null;
  balance: number | undefined;
  /** Bumped by a reset: the terminal opens a new shell. */
  generation: number;
  onReset: () => void;
}

/** Where the learner works: the build's progress, the time left and the terminal, the controls (or what the ended instance left) and the balance. */
function InstanceWork({ instance, active, pending, secondsLeft, balance, generation, onReset }: InstanceWorkProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={`${ui.stack} ${styles.work}`}>
      {pending && <ProvisioningProgress instance={instance} />}
      {instance.status === 'running' && (
        <>
          <section className={`${ui.card} ${styles.console}`} aria-labelledby="running-title">
            <h2 id="running-title" className={ui.sectionTitle}>
              {t('instance.runningTitle')}
            </h2>
            {secondsLeft !== null && <Countdown secondsLeft={secondsLeft} expiresAt={instance.expires_at} />}
          </section>
          <LabTerminal key={generation} instanceId={instance.id} />
        </>
      )}
      {active && <InstanceControls instance={instance} balance={balance} onReset={onReset} />}
      {!active && <EndedPanel instance={instance} />}
      {balance !== undefined && (
        <p className={ui.muted}>
          {t('instanceDashboard.balance', { count: balance })}{' '}
          <Link className={ui.link} to={href('tokens')}>
            {t('instanceDashboard.tokensLink')}
          </Link>
        </p>
      )}
    </div>
  );
}
