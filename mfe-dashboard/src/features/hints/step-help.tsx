import { type RefObject, useEffect, useRef, useState } from 'react';
import { SOLUTION_AFTER_FAILED_CHECKS } from '@ilm/contract';
import { toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQuery, useQueryClient } from '@ilm/shared/query';
import { Button, ConfirmDialog, FormAlert, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import { StepBody } from '../instructions';
import { requestHint, requestSolution, type StepHelp as Help } from './hints.api';
import { stepHelpQuery } from './hints.queries';
import { HINTS_NAMESPACE } from './i18n';
import styles from './step-help.module.css';

/**
 * A running lab's help for one step (docs/rules/lab-format.md#hints): hint tiers one at a time, tied
 * to the step's last failed check, then, after enough failed checks, the solution once the learner
 * confirms they want it. Each new hint is announced (the list is a live region); focus moves to what
 * appeared when the button that asked for it goes away.
 */
export function StepHelp({ instanceId, stepIndex }: { instanceId: string; stepIndex: number }) {
  const { t } = useTranslation(HINTS_NAMESPACE);
  const queryClient = useQueryClient();
  const query = stepHelpQuery(instanceId, stepIndex);
  const help = useQuery(query);
  const titleId = useElementId();
  const [confirming, setConfirming] = useState(false);
  const [focusTarget, setFocusTarget] = useState<'lastHint' | 'solution' | null>(null);
  const lastHint = useRef<HTMLLIElement>(null);
  const solutionRef = useRef<HTMLElement>(null);
  const save = (next: Help) => queryClient.setQueryData(query.queryKey, next);
  const hint = useMutation({
    mutationFn: () => requestHint(instanceId, stepIndex),
    onSuccess: (next) => {
      save(next);
      if (next.hints.length >= next.tiers_total) setFocusTarget('lastHint');
    },
  });
  const solution = useMutation({
    mutationFn: () => requestSolution(instanceId, stepIndex),
    onSuccess: (next) => {
      save(next);
      setFocusTarget('solution');
    },
    onSettled: () => setConfirming(false),
  });

  useEffect(() => {
    if (focusTarget === 'lastHint') lastHint.current?.focus();
    if (focusTarget === 'solution') solutionRef.current?.focus();
    if (focusTarget) setFocusTarget(null);
  }, [focusTarget, help.data]);

  const error = hint.error ?? solution.error ?? help.error;
  const data = help.data;
  return (
    <section className={styles.help} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.title}>
        {t('title')}
      </h4>
      {!data && !help.error && <p className={ui.muted}>{t('loading')}</p>}
      {data && (
        <>
          {data.hints.length === 0 && data.tiers_total > 0 && <p className={ui.muted}>{t('intro')}</p>}
          {data.hints.length > 0 && data.last_check && (
            <p className={styles.lastCheck}>
              {t('lastCheck')} <bdi>{data.last_check}</bdi>
            </p>
          )}
          <div aria-live="polite">
            {data.hints.length > 0 && (
              <ol className={styles.hints} aria-label={t('hintsGiven')}>
                {data.hints.map((given, position) => (
                  <li key={given.tier} ref={position === data.hints.length - 1 ? lastHint : undefined} tabIndex={-1} className={styles.hint}>
                    <strong className={styles.tier}>{t(`tier.${given.tier}`)}</strong>
                    <StepBody markdown={given.text} />
                  </li>
                ))}
              </ol>
            )}
          </div>
          {data.hints.length < data.tiers_total ? (
            <div className={ui.actions}>
              <Button variant="secondary" onClick={() => hint.mutate()} disabled={hint.isPending}>
                {t('getHint', { number: data.hints.length + 1, total: data.tiers_total })}
              </Button>
            </div>
          ) : (
            data.tiers_total > 0 && <p className={ui.muted}>{t('allHints')}</p>
          )}
          <SolutionArea help={data} solutionRef={solutionRef} onAsk={() => setConfirming(true)} />
        </>
      )}
      {error && <FormAlert>{toApiError(error).message || t('failed')}</FormAlert>}
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        confirmLabel={t('confirmAction')}
        busy={solution.isPending}
        onConfirm={() => solution.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('confirmBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** The solution once shown; before that, the button that asks for it, or how many failed checks open it. */
function SolutionArea({ help, solutionRef, onAsk }: { help: Help; solutionRef: RefObject<HTMLElement | null>; onAsk: () => void }) {
  const { t } = useTranslation(HINTS_NAMESPACE);
  const titleId = useElementId();
  if (help.solution) {
    return (
      <section ref={solutionRef} tabIndex={-1} className={styles.solution} aria-labelledby={titleId}>
        <h5 id={titleId} className={styles.solutionTitle}>
          {t('solutionTitle')}
        </h5>
        <pre dir="ltr" className={styles.solutionCode}>
          <code>{help.solution}</code>
        </pre>
        <p className={ui.muted}>{t('solutionRecorded')}</p>
      </section>
    );
  }
  if (help.solution_available) {
    return (
      <div className={styles.solutionAsk}>
        <p className={ui.muted}>{t('solutionOpen')}</p>
        <Button variant="secondary" onClick={onAsk}>
          {t('showSolution')}
        </Button>
      </div>
    );
  }
  const remaining = SOLUTION_AFTER_FAILED_CHECKS - help.failed_checks;
  return remaining > 0 ? <p className={ui.muted}>{t('solutionLocked', { count: remaining })}</p> : null;
}
