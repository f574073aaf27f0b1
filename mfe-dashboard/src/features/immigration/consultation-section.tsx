import { useId, useRef, useState, type FormEvent } from 'react';
import { CONSULTATION_AVAILABILITY_MAX_LENGTH, CONSULTATION_AVAILABILITY_MIN_LENGTH, OPEN_CONSULTATION_STATUSES } from '@ilm/contract';
import { toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { Badge, Button, FormAlert } from '@ilm/shared/ui';
import { useFormat } from '../common/format';
import { requestConsultation, type ImmigrationCase, type ImmigrationConsultation } from './immigration.api';
import { caseQuery, IMMIGRATION_KEY } from './immigration.queries';
import { IMMIGRATION_NAMESPACE } from './i18n';
import styles from './immigration.module.css';

const isOpen = (consultation: ImmigrationConsultation) => (OPEN_CONSULTATION_STATUSES as readonly string[]).includes(consultation.status);

/**
 * The case's consultation requests (status, time once scheduled, the availability given), and the
 * request form while none is open and the case is not closed.
 */
export function ConsultationSection({ immigrationCase }: { immigrationCase: ImmigrationCase }) {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  const [sent, setSent] = useState(false);
  const open = immigrationCase.consultations.some(isOpen);
  return (
    <>
      <p className={styles.text}>{t('consultation.intro')}</p>
      {sent && <FormAlert tone="success">{t('consultation.sent')}</FormAlert>}
      {immigrationCase.consultations.length > 0 && (
        <ul className={styles.consultations}>
          {immigrationCase.consultations.map((consultation) => (
            <li key={consultation.id}>
              <ConsultationItem consultation={consultation} />
            </li>
          ))}
        </ul>
      )}
      {immigrationCase.status === 'closed' ? (
        <p className={styles.text}>{t('consultation.closed')}</p>
      ) : (
        !open && <ConsultationForm caseId={immigrationCase.id} onSent={() => setSent(true)} />
      )}
    </>
  );
}

function ConsultationItem({ consultation }: { consultation: ImmigrationConsultation }) {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  const format = useFormat();
  return (
    <div className={styles.document}>
      <div className={styles.documentText}>
        <p className={styles.head}>
          <Badge tone={consultation.status === 'scheduled' ? 'success' : consultation.status === 'requested' ? 'info' : 'neutral'}>
            {t(`consultation.status.${consultation.status}`)}
          </Badge>
          {consultation.scheduled_at ? (
            <strong>{t('consultation.scheduledAt', { date: format.dateTime(consultation.scheduled_at) })}</strong>
          ) : (
            <span>{t('consultation.requestedOn', { date: format.dateTime(consultation.created_at) })}</span>
          )}
        </p>
        <figure className={styles.figure}>
          <figcaption className={styles.noteLabel}>{t('consultation.yourAvailability')}</figcaption>
          <blockquote className={styles.note} dir="auto">
            {consultation.availability}
          </blockquote>
        </figure>
      </div>
    </div>
  );
}

/** When and how the learner can talk (limits said beside it); a refusal keeps the text. */
function ConsultationForm({ caseId, onSent }: { caseId: string; onSent: () => void }) {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  const format = useFormat();
  const queryClient = useQueryClient();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [short, setShort] = useState(false);
  const send = useMutation({
    mutationFn: (availability: string) => requestConsultation(caseId, { availability }),
    onSuccess: (updated) => {
      queryClient.setQueryData(caseQuery(caseId).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: [...IMMIGRATION_KEY, 'cases'] });
      onSent();
    },
  });
  const error = send.error ? toApiError(send.error) : undefined;
  const aboutField = (error?.data as { field?: string } | undefined)?.field === 'availability';
  const fieldError = short
    ? t('consultation.tooShort', { min: format.number(CONSULTATION_AVAILABILITY_MIN_LENGTH) })
    : aboutField
      ? error!.message.replace(/^availability: /, '')
      : undefined;
  const formError = error && !aboutField ? error.message || t('consultation.failed') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (text.trim().length < CONSULTATION_AVAILABILITY_MIN_LENGTH) {
      setShort(true);
      field.current?.focus();
      return;
    }
    send.mutate(text);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-availability`} className={styles.label}>
          {t('consultation.availability')}
        </label>
        <textarea
          ref={field}
          id={`${id}-availability`}
          className={styles.textarea}
          value={text}
          rows={3}
          dir="auto"
          maxLength={CONSULTATION_AVAILABILITY_MAX_LENGTH}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={[`${id}-hint`, fieldError ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setText(event.target.value);
            setShort(false);
          }}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('consultation.availabilityHint', {
            min: format.number(CONSULTATION_AVAILABILITY_MIN_LENGTH),
            max: format.number(CONSULTATION_AVAILABILITY_MAX_LENGTH),
          })}
        </p>
        {fieldError && (
          <p id={`${id}-error`} className={styles.error}>
            {fieldError}
          </p>
        )}
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('consultation.sending') : t('consultation.submit')}
        </Button>
      </div>
    </form>
  );
}
