import { useRef, useState, type FormEvent } from 'react';
import { CONSULTATION_AVAILABILITY_MAX_LENGTH, CONSULTATION_AVAILABILITY_MIN_LENGTH, OPEN_CONSULTATION_STATUSES } from '@ilm/contract';
import { fieldMessage, toApiError } from '@ilm/shared/api';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { Badge, Button, FormAlert, TextAreaField, layoutClasses as ui } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
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
      <p className={blocks.text}>{t('consultation.intro')}</p>
      {sent && <FormAlert tone="success">{t('consultation.sent')}</FormAlert>}
      {immigrationCase.consultations.length > 0 && (
        <ul className={blocks.list}>
          {immigrationCase.consultations.map((consultation) => (
            <li key={consultation.id}>
              <ConsultationItem consultation={consultation} />
            </li>
          ))}
        </ul>
      )}
      {immigrationCase.status === 'closed' ? (
        <p className={blocks.text}>{t('consultation.closed')}</p>
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
        <p className={blocks.meta}>
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
          <blockquote className={blocks.note} dir="auto">
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
  const aboutField = fieldMessage(error, 'availability');
  const fieldError = short ? t('consultation.tooShort', { min: format.number(CONSULTATION_AVAILABILITY_MIN_LENGTH) }) : aboutField;
  const formError = error && aboutField === undefined ? error.message || t('consultation.failed') : undefined;

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
      <TextAreaField
        ref={field}
        label={t('consultation.availability')}
        hint={t('consultation.availabilityHint', {
          min: format.number(CONSULTATION_AVAILABILITY_MIN_LENGTH),
          max: format.number(CONSULTATION_AVAILABILITY_MAX_LENGTH),
        })}
        error={fieldError}
        value={text}
        rows={3}
        maxLength={CONSULTATION_AVAILABILITY_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          setShort(false);
        }}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={ui.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('consultation.sending') : t('consultation.submit')}
        </Button>
      </div>
    </form>
  );
}
