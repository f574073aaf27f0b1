import { useEffect, useRef, useState } from 'react';
import { Link } from '@ilm/shared/router';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { Badge, Button, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
import { AnswerForm } from './answer-form';
import { FeedbackText } from './feedback-text';
import type { Interview, InterviewTurn } from './interviews.api';
import { INTERVIEWS_NAMESPACE } from './i18n';
import { AnswerQuote, TurnFeedback } from './turn-feedback';
import styles from './interviews.module.css';

/** What the interview's main area shows: the current question, the feedback just given, or the summary. */
type Stage = { kind: 'question'; turn: InterviewTurn } | { kind: 'feedback'; turn: InterviewTurn } | { kind: 'summary' };

/**
 * A mock interview being run: the question and its answer form; once answered, the feedback (in a
 * live region, its heading focused) and Next question; at the end the summary. The questions
 * answered before are listed below, each opening to its answer and feedback.
 */
export function InterviewRunner({ interview }: { interview: Interview }) {
  const { t } = useTranslation(INTERVIEWS_NAMESPACE);
  const format = useFormat();
  const [shownFeedback, setShownFeedback] = useState<number | null>(null);
  // Where the focus goes when the stage changes: keyboard and screen-reader users land on what is new.
  const [focusTarget, setFocusTarget] = useState<'feedback' | 'stage' | null>(null);
  const feedbackHeading = useRef<HTMLHeadingElement>(null);
  const stageHeading = useRef<HTMLHeadingElement>(null);

  const feedbackTurn = shownFeedback === null ? undefined : interview.turns.find((turn) => turn.index === shownFeedback);
  const currentTurn = interview.current === null ? undefined : interview.turns.find((turn) => turn.index === interview.current);
  const stage: Stage = feedbackTurn ? { kind: 'feedback', turn: feedbackTurn } : currentTurn ? { kind: 'question', turn: currentTurn } : { kind: 'summary' };
  const answered = interview.turns.filter((turn) => turn.answer !== null && turn.index !== feedbackTurn?.index);

  useEffect(() => {
    if (focusTarget === 'feedback') feedbackHeading.current?.focus();
    if (focusTarget === 'stage') stageHeading.current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const number = (turn: InterviewTurn) => format.number(turn.index + 1);

  return (
    <div className={ui.stack}>
      <div className={styles.meta}>
        <p className={ui.muted}>{t('interview.path', { path: interview.career_path.title })}</p>
        {stage.kind !== 'summary' ? (
          <p className={ui.muted}>{t('interview.progress', { number: number(stage.turn), total: format.number(interview.questions_total) })}</p>
        ) : (
          <Badge tone="success">{t('list.status.completed')}</Badge>
        )}
        <Link className={ui.link} to={href('interviews')}>
          {t('interview.back')}
        </Link>
      </div>

      <section className={ui.card} aria-labelledby="interview-stage">
        {stage.kind === 'summary' ? (
          <>
            <h2 id="interview-stage" ref={stageHeading} tabIndex={-1} className={ui.sectionTitle}>
              {t('summary.title')}
            </h2>
            {interview.summary && <FeedbackText text={interview.summary} />}
            <p className={ui.actions}>
              <Link className={buttonClass()} to={href('interviews')}>
                {t('summary.again')}
              </Link>
            </p>
          </>
        ) : (
          <>
            <h2 id="interview-stage" ref={stageHeading} tabIndex={-1} className={ui.sectionTitle}>
              {t('interview.question', { number: number(stage.turn) })}
            </h2>
            <p className={styles.question} dir="auto">
              {stage.turn.question}
            </p>
            {stage.kind === 'feedback' && <AnswerQuote turn={stage.turn} />}
            {stage.kind === 'question' && (
              <AnswerForm
                key={stage.turn.index}
                interviewId={interview.id}
                index={stage.turn.index}
                onAnswered={(index) => {
                  setShownFeedback(index);
                  setFocusTarget('feedback');
                }}
              />
            )}
          </>
        )}
        {/* Always in the page (never hidden), so that the feedback arriving in it is announced. */}
        <div aria-live="polite">{stage.kind === 'feedback' && <TurnFeedback ref={feedbackHeading} turn={stage.turn} />}</div>
        {stage.kind === 'feedback' && (
          <p className={ui.actions}>
            <Button
              type="button"
              onClick={() => {
                setShownFeedback(null);
                setFocusTarget('stage');
              }}
            >
              {interview.current === null ? t('feedback.toSummary') : t('feedback.next')}
            </Button>
          </p>
        )}
      </section>

      {answered.length > 0 && (
        <section className={ui.stack} aria-labelledby="interview-answers">
          <h2 id="interview-answers" className={ui.sectionTitle}>
            {t('earlier.title')}
          </h2>
          <ol className={blocks.list}>
            {answered.map((turn) => (
              <li key={turn.index}>
                <details className={styles.turn}>
                  <summary className={styles.turnSummary}>{t('earlier.item', { number: number(turn), score: format.number(turn.score ?? 0) })}</summary>
                  <p className={styles.question} dir="auto">
                    {turn.question}
                  </p>
                  <AnswerQuote turn={turn} />
                  <TurnFeedback turn={turn} />
                </details>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
