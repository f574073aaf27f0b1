import { useId, useRef, useState, type FormEvent } from 'react';
import { INTERVIEW_ANSWER_MAX_LENGTH } from '@ilm/contract';
import { toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { Button, FormAlert } from '@ilm/shared/ui';
import { useFormat } from '../common/format';
import { answerInterview } from './interviews.api';
import { INTERVIEWS_KEY, interviewQuery } from './interviews.queries';
import { INTERVIEWS_NAMESPACE } from './i18n';
import styles from './interviews.module.css';

/** Props of {@link AnswerForm}. */
export interface AnswerFormProps {
  interviewId: string;
  /** The current question's index. */
  index: number;
  /** Called once the interview came back with the feedback of the answer at `index` (already in the query cache). */
  onAnswered: (index: number) => void;
}

/**
 * The answer to the current question: a labelled text area with its count of characters and the
 * limit, and Submit, disabled while the answer is on its way. When the API refuses it, the text
 * stays and the reason shows (beside the field when it is about the answer itself).
 */
export function AnswerForm({ interviewId, onAnswered, index }: AnswerFormProps) {
  const { t } = useTranslation(INTERVIEWS_NAMESPACE);
  const format = useFormat();
  const queryClient = useQueryClient();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);
  const send = useMutation({
    mutationFn: (answer: string) => answerInterview(interviewId, { answer }),
    onSuccess: (interview) => {
      queryClient.setQueryData(interviewQuery(interviewId).queryKey, interview);
      void queryClient.invalidateQueries({ queryKey: [...INTERVIEWS_KEY, 'list'] });
      onAnswered(index);
    },
  });
  const error = send.error ? toApiError(send.error) : undefined;
  const aboutAnswer = (error?.data as { field?: string } | undefined)?.field === 'answer';
  // The API's field messages start with the field's name ("answer: …").
  const fieldError = blank ? t('answer.empty') : aboutAnswer ? error!.message.replace(/^answer: /, '') : undefined;
  const formError = error && !aboutAnswer ? error.message || t('answer.failed') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (text.trim() === '') {
      setBlank(true);
      field.current?.focus();
      return;
    }
    send.mutate(text);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-answer`} className={styles.label}>
        {t('answer.label')}
      </label>
      <textarea
        ref={field}
        id={`${id}-answer`}
        className={styles.textarea}
        value={text}
        rows={8}
        dir="auto"
        maxLength={INTERVIEW_ANSWER_MAX_LENGTH}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={[`${id}-hint`, `${id}-count`, fieldError ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          setText(event.target.value);
          setBlank(false);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('answer.hint')}
      </p>
      <p id={`${id}-count`} className={`${styles.hint} ${text.length >= INTERVIEW_ANSWER_MAX_LENGTH ? styles.countFull : ''}`}>
        {t('answer.count', { used: format.number(text.length), max: format.number(INTERVIEW_ANSWER_MAX_LENGTH) })}
      </p>
      {fieldError && (
        <p id={`${id}-error`} className={styles.error}>
          {fieldError}
        </p>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('answer.sending') : t('answer.submit')}
        </Button>
      </div>
    </form>
  );
}
