import { useEffect, useRef, useState, type FormEvent } from 'react';
import { INTERNSHIP_MOTIVATION_MAX_LENGTH, INTERNSHIP_MOTIVATION_MIN_LENGTH } from '@ilm/contract';
import { fieldMessage, toApiError } from '@ilm/shared/api';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { Button, fieldClasses, FormAlert, TextAreaField, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
import { applyToCohort } from './internships.api';
import { INTERNSHIPS_KEY } from './internships.queries';
import { INTERNSHIPS_NAMESPACE } from './i18n';

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
  const id = useElementId();
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
  const aboutField = fieldMessage(error, 'motivation');
  const fieldError = short ? t('apply.tooShort', { min: format.number(INTERNSHIP_MOTIVATION_MIN_LENGTH) }) : aboutField;
  const formError = error && aboutField === undefined ? error.message || t('apply.failed') : undefined;

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
    <form className={blocks.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={fieldClasses.label}>
        {t('apply.title', { programme, dates })}
      </p>
      <TextAreaField
        ref={field}
        label={t('apply.motivation')}
        hint={t('apply.hint', { min: format.number(INTERNSHIP_MOTIVATION_MIN_LENGTH), max: format.number(INTERNSHIP_MOTIVATION_MAX_LENGTH) })}
        error={fieldError}
        value={text}
        rows={6}
        maxLength={INTERNSHIP_MOTIVATION_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          setShort(false);
        }}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={ui.actions}>
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
