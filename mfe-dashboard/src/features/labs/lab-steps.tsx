import { HydrateInTurn, layoutClasses as ui } from '@ilm/shared/ui';
import { useTranslation } from '@ilm/shared/i18n';
import { NAMESPACE } from '../../i18n';
import type { LabDetail } from './labs.api';
import { StepBody } from '../instructions';
import styles from './labs.module.css';

/** A lab's steps in order, as the lab page and the running lab show them. */
export function LabSteps({ steps, headingLevel = 2 }: { steps: LabDetail['steps']; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(NAMESPACE);
  const Heading = `h${headingLevel}` as const;
  const StepHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className={ui.card} aria-labelledby="lab-steps-title">
      <Heading id="lab-steps-title" className={ui.sectionTitle}>
        {t('lab.steps')}
      </Heading>
      {steps.length === 0 ? (
        <p className={ui.muted}>{t('lab.noSteps')}</p>
      ) : (
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={`${index}-${step.title}`} className={styles.step}>
              <StepHeading className={styles.stepTitle}>{step.title}</StepHeading>
              {/* Each step's Markdown hydrated in a task of its own: a long lab would otherwise hold the phone (ADR 0007). */}
              <HydrateInTurn>
                <div className={styles.stepBody}>
                  <StepBody markdown={step.body} />
                </div>
              </HydrateInTurn>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
