import { useEffect, useState } from 'react';
import { toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { Button, FormAlert, visuallyHiddenClass, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { StepHelp, instanceHelpKey } from '../hints';
import { checkStep, type LabInstance, instanceQuery } from '../instances';
import type { LabDetail } from './labs.api';
import { StepBody } from '../instructions';
import styles from './step-guide.module.css';

type Step = LabDetail['steps'][number];

/** The first step not passed yet (the last one when all passed). */
const firstOpenStep = (instance: LabInstance) => {
  const open = instance.steps.findIndex((step) => !step.passed);
  return open === -1 ? Math.max(0, instance.steps.length - 1) : open;
};

/**
 * A running lab's steps, one at a time: its instructions, **Check my work** (the step's script runs
 * in the environment; a `FAIL:` reason is shown as it came), and the step's help (features/hints:
 * hint tiers, then the solution after failed checks). The instance's progress is the API's: the
 * answer of a check updates it.
 */
export function StepGuide({ instance, steps, onStepChange }: { instance: LabInstance; steps: Step[]; onStepChange?: (index: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [current, setCurrent] = useState(() => firstOpenStep(instance));
  const passedCount = instance.steps.filter((step) => step.passed).length;
  const index = Math.min(current, steps.length - 1);
  // The page asks Baari about the step shown here (features/baari).
  useEffect(() => onStepChange?.(Math.max(0, index)), [index, onStepChange]);
  const step = steps[index];
  if (!step) return null;
  return (
    <section className={ui.card} aria-labelledby="guide-title">
      <h2 id="guide-title" className={ui.sectionTitle}>
        {t('guide.title')}
      </h2>
      <p className={ui.muted} id="guide-progress">
        {t('guide.progress', { count: steps.length, done: passedCount })}
      </p>
      <progress className={styles.progress} max={steps.length} value={passedCount} aria-labelledby="guide-progress" />
      {instance.completed_at && (
        <FormAlert tone="success">
          <strong>{t('guide.completedTitle')}</strong> {t('guide.completedBody')}
        </FormAlert>
      )}
      <nav aria-label={t('guide.stepsNav')}>
        <ol className={styles.list}>
          {steps.map((item, position) => {
            const progress = instance.steps[position];
            const state = progress?.passed ? 'passed' : progress?.message ? 'failed' : 'todo';
            return (
              <li key={`${position}-${item.title}`}>
                <button
                  type="button"
                  className={`${styles.stepButton} ${styles[state] ?? ''}`}
                  aria-current={position === index ? 'step' : undefined}
                  onClick={() => setCurrent(position)}
                >
                  <span className={styles.marker} aria-hidden="true">
                    {state === 'passed' ? '✓' : state === 'failed' ? '!' : position + 1}
                  </span>
                  <span>{item.title}</span>
                  <span className={visuallyHiddenClass}> ({t(`guide.state.${state}`)})</span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <CurrentStep key={index} instance={instance} step={step} index={index} count={steps.length} onGo={setCurrent} />
    </section>
  );
}

function CurrentStep({
  instance,
  step,
  index,
  count,
  onGo,
}: {
  instance: LabInstance;
  step: Step;
  index: number;
  count: number;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const progress = instance.steps[index];
  const running = instance.status === 'running';
  const check = useMutation({
    mutationFn: () => checkStep(instance.id, index),
    onSuccess: (result) => {
      queryClient.setQueryData(
        instanceQuery(instance.id).queryKey,
        (old: LabInstance | undefined) =>
          old && {
            ...old,
            steps: old.steps.map((item) => (item.index === result.step.index ? result.step : item)),
            completed_at: old.completed_at ?? result.completed_at,
          },
      );
      // The help counts failed checks and quotes the last one.
      void queryClient.invalidateQueries({ queryKey: instanceHelpKey(instance.id) });
    },
  });
  const checkError = check.error ? toApiError(check.error) : undefined;

  return (
    <article className={styles.current} aria-labelledby="current-step-title">
      <h3 id="current-step-title" className={styles.currentTitle}>
        {t('guide.stepHeading', { number: index + 1, count, title: step.title })}
      </h3>
      <StepBody markdown={step.body} />
      {step.checked && running && (
        <div className={ui.actions}>
          <Button onClick={() => check.mutate()} disabled={check.isPending}>
            {check.isPending ? t('guide.checking') : t('guide.check')}
          </Button>
        </div>
      )}
      <div>
        {progress?.passed ? (
          <FormAlert tone="success">{t('guide.passed')}</FormAlert>
        ) : progress?.message ? (
          <FormAlert>
            {t('guide.failed')} <bdi>{progress.message}</bdi>
          </FormAlert>
        ) : null}
        {checkError && <FormAlert>{checkError.message || t('guide.checkFailed')}</FormAlert>}
      </div>
      {step.checked && running && <StepHelp instanceId={instance.id} stepIndex={index} />}
      <div className={styles.stepNav}>
        {index > 0 && (
          <Button variant="secondary" onClick={() => onGo(index - 1)}>
            {t('guide.previous')}
          </Button>
        )}
        {index < count - 1 && (
          <Button variant={progress?.passed ? 'primary' : 'secondary'} onClick={() => onGo(index + 1)}>
            {t('guide.next')}
          </Button>
        )}
      </div>
    </article>
  );
}
