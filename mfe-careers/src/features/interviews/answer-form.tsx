import { useRef, useState, type FormEvent } from 'react';
import { INTERVIEW_ANSWER_MAX_LENGTH } from '@ilm/contract';
import { fieldMessage, toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { Button, FormAlert, TextAreaField } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
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
  const queryClient = useQueryClient();
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
  const aboutAnswer = fieldMessage(error, 'answer');
  const fieldError = blank ? t('answer.empty') : aboutAnswer;
  const formError = error && aboutAnswer === undefined ? error.message || t('answer.failed') : undefined;

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
    <form className={blocks.form} onSubmit={submit} noValidate>
      <TextAreaField
        ref={field}
        label={t('answer.label')}
        hint={t('answer.hint')}
        error={fieldError}
        value={text}
        rows={8}
        maxLength={INTERVIEW_ANSWER_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          setBlank(false);
        }}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('answer.sending') : t('answer.submit')}
        </Button>
      </div>
    </form>
  );
}
