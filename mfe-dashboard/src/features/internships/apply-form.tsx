import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { INTERNSHIP_MOTIVATION_MAX_LENGTH, INTERNSHIP_MOTIVATION_MIN_LENGTH } from '@ilm/contract';
import { toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { Button, FormAlert } from '@ilm/shared/ui';
import { useFormat } from '../common/format';
import { applyToCohort } from './internships.api';
import { INTERNSHIPS_KEY } from './internships.queries';
import { INTERNSHIPS_NAMESPACE } from './i18n';
import styles from './internships.module.css';

/** Props of {@link ApplyForm}. */
export interface ApplyFormProps {
  cohortId: string;
  /** The programme's title and the cohort's dates, in words: what the form applies to. */
  programme: string;
  dates: string;
  onApplied: () => void;
  onCancel: () => void;
}

/**
 * The application to one cohort: the motivation (its limits said beside it, counted as typed),
 * then Send. A refusal keeps the text: a field's reason shows under the field, any other
 * (already applied, full, started) above the buttons.
 */
export function ApplyForm({ cohortId, programme, dates, onApplied, onCancel }: ApplyFormProps) {
  const { t } = useTranslation(INTERNSHIPS_NAMESPACE);
  const format = useFormat();
  const queryClient = useQueryClient();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [short, setShort] = useState(false);
  useEffect(() => field.current?.focus(), []);
  const send = useMutation({
    mutationFn: (motivation: string) => applyToCohort(cohortId, { motivation }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: INTERNSHIPS_KEY });
      onApplied();
    },
  });
  const error = send.error ? toApiError(send.error) : undefined;
  const aboutField = (error?.data as { field?: string } | undefined)?.field === 'motivation';
  // The API's field messages start with the field's name ("motivation: …").
  const fieldError = short ? t('apply.tooShort', { min: format.number(INTERNSHIP_MOTIVATION_MIN_LENGTH) }) : aboutField ? error!.message.replace(/^motivation: /, '') : undefined;
  const formError = error && !aboutField ? error.message || t('apply.failed') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (text.trim().length < INTERNSHIP_MOTIVATION_MIN_LENGTH) {
      setShort(true);
      field.current?.focus();
      return;
    }
    send.mutate(text);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.label}>
        {t('apply.title', { programme, dates })}
      </p>
      <label htmlFor={`${id}-motivation`} className={styles.label}>
        {t('apply.motivation')}
      </label>
      <textarea
        ref={field}
        id={`${id}-motivation`}
        className={styles.textarea}
        value={text}
        rows={6}
        dir="auto"
        maxLength={INTERNSHIP_MOTIVATION_MAX_LENGTH}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={[`${id}-hint`, `${id}-count`, fieldError ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          setText(event.target.value);
          setShort(false);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('apply.hint', { min: format.number(INTERNSHIP_MOTIVATION_MIN_LENGTH), max: format.number(INTERNSHIP_MOTIVATION_MAX_LENGTH) })}
      </p>
      <p id={`${id}-count`} className={styles.hint}>
        {t('apply.count', { used: format.number(text.length), max: format.number(INTERNSHIP_MOTIVATION_MAX_LENGTH) })}
      </p>
      {fieldError && (
        <p id={`${id}-error`} className={styles.error}>
          {fieldError}
        </p>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('apply.sending') : t('apply.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('apply.cancel')}
        </Button>
      </div>
    </form>
  );
}
