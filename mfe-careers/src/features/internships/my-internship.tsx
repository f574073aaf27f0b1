import type { BadgeTone } from '@ilm/shared/ui';
import { toApiError } from '@ilm/shared/api';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { Badge, Button, fieldClasses, FormAlert, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
import { CapstoneLabs } from './capstone-labs';
import { useCohortDates } from './cohort-dates';
import { submitCapstone, withdrawInternship, type MyInternship } from './internships.api';
import { INTERNSHIPS_KEY } from './internships.queries';
import { INTERNSHIPS_NAMESPACE } from './i18n';
import styles from './internships.module.css';

const STATUS_TONES: Record<MyInternship['status'], BadgeTone> = {
  applied: 'info',
  accepted: 'info',
  in_progress: 'info',
  completed: 'success',
  not_selected: 'neutral',
  withdrawn: 'neutral',
};

const REVIEW_TONES: Record<MyInternship['mentor_review'], BadgeTone> = {
  not_started: 'neutral',
  pending: 'info',
  changes_requested: 'warning',
  approved: 'success',
};

/**
 * One of the learner's internships: its cohort and status, the capstone's labs (completed ones
 * ticked) with the count, the mentor's review and note, and what to do next (send for review).
 */
export function MyInternshipCard({ internship }: { internship: MyInternship }) {
  const { t } = useTranslation(INTERNSHIPS_NAMESPACE);
  const dates = useCohortDates();
  const format = useFormat();
  const id = useElementId();
  const done = internship.capstone.filter((lab) => lab.completed).length;
  return (
    <article className={ui.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {internship.programme.title}
      </h3>
      <p className={blocks.meta}>
        <Badge tone={STATUS_TONES[internship.status]}>{t(`mine.status.${internship.status}`)}</Badge>
        <span>{t('mine.cohort', { dates: dates.range(internship.cohort.starts_on, internship.cohort.ends_on) })}</span>
        <span>{t('mine.appliedOn', { date: dates.dayOf(internship.created_at) })}</span>
        {internship.completed_at && <span>{t('mine.completedOn', { date: dates.dayOf(internship.completed_at) })}</span>}
      </p>
      <h4 className={blocks.subTitle}>{t('mine.capstoneTitle')}</h4>
      <p className={fieldClasses.hint}>{t('mine.capstoneProgress', { count: internship.capstone.length, done: format.number(done) })}</p>
      <CapstoneLabs labs={internship.capstone} />
      <h4 className={blocks.subTitle}>{t('mine.reviewTitle')}</h4>
      <p className={blocks.meta}>
        <Badge tone={REVIEW_TONES[internship.mentor_review]}>{t(`mine.review.${internship.mentor_review}`)}</Badge>
      </p>
      {internship.mentor_note && (
        <figure className={blocks.form}>
          <figcaption className={fieldClasses.label}>{t('mine.mentorNote')}</figcaption>
          <blockquote className={blocks.note} dir="auto">
            {internship.mentor_note}
          </blockquote>
        </figure>
      )}
      <NextStep internship={internship} />
      <Withdraw internship={internship} />
    </article>
  );
}

/** What the learner can do now: wait for acceptance, finish the labs, send the capstone, or wait for the review. */
function NextStep({ internship }: { internship: MyInternship }) {
  const { t } = useTranslation(INTERNSHIPS_NAMESPACE);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => submitCapstone(internship.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERNSHIPS_KEY }),
  });
  const error = send.error ? toApiError(send.error) : undefined;
  const { status, mentor_review: review } = internship;

  if (status === 'applied') return <p className={blocks.text}>{t('mine.waitingAcceptance')}</p>;
  if (status === 'not_selected') return <p className={blocks.text}>{t('mine.notSelected')}</p>;
  if (status === 'withdrawn') return <p className={blocks.text}>{t('mine.withdrawn')}</p>;
  if (status === 'completed') return null;
  if (review === 'pending') return <p className={blocks.text}>{t('mine.pendingNext')}</p>;
  if (!internship.capstone_complete) return <p className={blocks.text}>{t('mine.finishLabs')}</p>;
  return (
    <div className={blocks.form}>
      {error && <FormAlert>{error.message || t('mine.submitFailed')}</FormAlert>}
      <div className={ui.actions}>
        <Button onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? t('mine.submitting') : t('mine.submit')}
        </Button>
      </div>
    </div>
  );
}

/** Withdrawing from an application or internship that is still open, after saying what it means. */
function Withdraw({ internship }: { internship: MyInternship }) {
  const { t } = useTranslation(INTERNSHIPS_NAMESPACE);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => withdrawInternship(internship.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERNSHIPS_KEY }),
  });
  if (!['applied', 'accepted', 'in_progress'].includes(internship.status)) return null;
  const error = withdraw.error ? toApiError(withdraw.error) : undefined;
  if (!asking) {
    return (
      <div className={ui.actions}>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('mine.withdraw')}
        </Button>
      </div>
    );
  }
  return (
    <div className={blocks.form} role="group" aria-label={t('mine.withdraw')}>
      <p className={blocks.text}>{t('mine.withdrawQuestion')}</p>
      {error && <FormAlert>{error.message || t('mine.withdrawFailed')}</FormAlert>}
      <div className={ui.actions}>
        <Button onClick={() => withdraw.mutate()} disabled={withdraw.isPending}>
          {withdraw.isPending ? t('mine.withdrawing') : t('mine.withdrawConfirm')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)} disabled={withdraw.isPending}>
          {t('mine.withdrawKeep')}
        </Button>
      </div>
    </div>
  );
}
