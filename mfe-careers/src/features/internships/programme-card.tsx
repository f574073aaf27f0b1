import { useState } from 'react';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { Badge, Button, fieldClasses, FormAlert, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
import { ApplyForm } from './apply-form';
import { CapstoneLabs } from './capstone-labs';
import { useCohortDates } from './cohort-dates';
import type { InternshipCohort, InternshipProgramme } from './internships.api';
import { INTERNSHIPS_NAMESPACE } from './i18n';
import styles from './internships.module.css';

/** Props of {@link ProgrammeCard}. */
export interface ProgrammeCardProps {
  programme: InternshipProgramme;
  /** The cohorts the learner has applied to (their application is under Your internships). */
  appliedCohorts: ReadonlySet<string>;
}

/**
 * A programme: what it is, its career path, its capstone labs (links), and its cohorts with their
 * dates and seats left; a cohort that takes applications opens the application form in place.
 */
export function ProgrammeCard({ programme, appliedCohorts }: ProgrammeCardProps) {
  const { t } = useTranslation(INTERNSHIPS_NAMESPACE);
  const id = useElementId();
  const [applying, setApplying] = useState<string | null>(null);
  const [applied, setApplied] = useState(false);
  return (
    <article className={ui.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {programme.title}
      </h3>
      <p className={blocks.meta}>{t('programmes.careerPath', { title: programme.career_path.title })}</p>
      <p className={blocks.text}>{programme.summary}</p>
      <h4 className={blocks.subTitle}>{t('programmes.capstone')}</h4>
      <CapstoneLabs labs={programme.capstone_labs} />
      <h4 className={blocks.subTitle}>{t('programmes.cohorts')}</h4>
      {applied && <FormAlert tone="success">{t('apply.sent', { programme: programme.title })}</FormAlert>}
      {programme.cohorts.length === 0 ? (
        <p className={fieldClasses.hint}>{t('programmes.noCohort')}</p>
      ) : (
        <ul className={blocks.list}>
          {programme.cohorts.map((cohort) => (
            <li key={cohort.id}>
              <CohortItem
                cohort={cohort}
                programme={programme.title}
                applied={appliedCohorts.has(cohort.id)}
                applying={applying === cohort.id}
                onApply={() => {
                  setApplied(false);
                  setApplying(cohort.id);
                }}
                onDone={(sent) => {
                  setApplying(null);
                  setApplied(sent);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

interface CohortItemProps {
  cohort: InternshipCohort;
  programme: string;
  applied: boolean;
  applying: boolean;
  onApply: () => void;
  onDone: (sent: boolean) => void;
}

/** One cohort: its dates, its seats left, and Apply (or why not: applied, full, started). */
function CohortItem({ cohort, programme, applied, applying, onApply, onDone }: CohortItemProps) {
  const { t } = useTranslation(INTERNSHIPS_NAMESPACE);
  const dates = useCohortDates();
  const format = useFormat();
  const range = dates.range(cohort.starts_on, cohort.ends_on);
  const started = cohort.starts_on <= new Date().toISOString().slice(0, 10);
  return (
    <div className={blocks.form}>
      <div className={styles.cohortHead}>
        <p className={styles.dates}>{range}</p>
        <p className={blocks.meta}>
          <span>{t('programmes.seatsLeft', { count: cohort.seats, left: format.number(cohort.seats_left) })}</span>
          {applied ? (
            <Badge tone="success">{t('programmes.applied')}</Badge>
          ) : started ? (
            <Badge>{t('programmes.started')}</Badge>
          ) : cohort.seats_left === 0 ? (
            <Badge tone="warning">{t('programmes.full')}</Badge>
          ) : null}
        </p>
      </div>
      {applying ? (
        <ApplyForm cohortId={cohort.id} programme={programme} dates={range} onApplied={() => onDone(true)} onCancel={() => onDone(false)} />
      ) : (
        !applied &&
        cohort.open && (
          <div className={ui.actions}>
            <Button variant="secondary" onClick={onApply} aria-label={t('programmes.applyTo', { dates: range })}>
              {t('programmes.apply')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
