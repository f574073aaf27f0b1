import { forwardRef } from 'react';
import type { InterviewTurn } from '@ilm/contract';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import blocks from '../common/blocks.module.css';
import { FeedbackText } from './feedback-text';
import { INTERVIEWS_NAMESPACE } from './i18n';
import { RubricList } from './rubric-list';
import styles from './interviews.module.css';

/** The learner's answer to a question, as they wrote it (line breaks kept, direction from its own text). */
export function AnswerQuote({ turn }: { turn: InterviewTurn }) {
  const { t } = useTranslation(INTERVIEWS_NAMESPACE);
  return (
    <>
      <h3 className={blocks.subTitle}>{t('feedback.yourAnswer')}</h3>
      <p className={styles.answer} dir="auto">
        {turn.answer}
      </p>
    </>
  );
}

/**
 * The feedback of an answered question: its score, the rubric points covered and to add, and the
 * words of the feedback with the labs that practise what was missed. The heading takes the focus
 * once the feedback arrives.
 */
export const TurnFeedback = forwardRef<HTMLHeadingElement, { turn: InterviewTurn }>(function TurnFeedback({ turn }, heading) {
  const { t } = useTranslation(INTERVIEWS_NAMESPACE);
  const format = useFormat();
  return (
    <div className={styles.feedback}>
      <h3 ref={heading} tabIndex={-1} className={blocks.subTitle}>
        {t('feedback.title', { number: format.number(turn.index + 1) })}
      </h3>
      {turn.score !== null && <p className={styles.score}>{t('feedback.score', { score: format.number(turn.score) })}</p>}
      {turn.rubric.length > 0 && (
        <>
          <h4 className={styles.minorTitle}>{t('feedback.points')}</h4>
          <RubricList rubric={turn.rubric} />
        </>
      )}
      {turn.feedback && <FeedbackText text={turn.feedback} />}
    </div>
  );
});
