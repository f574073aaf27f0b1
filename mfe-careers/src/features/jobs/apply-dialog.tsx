import { useState } from 'react';
import { Link } from '@ilm/shared/router';
import { COVER_NOTE_MAX_LENGTH } from '@ilm/contract';
import { isApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { ConfirmDialog, FormAlert, TextAreaField, layoutClasses as ui } from '@ilm/shared/ui';
import { JOBS_NAMESPACE } from './i18n';
import { applyToOpening, type JobApplication, type JobOpening } from './jobs.api';
import { JOBS_KEY } from './jobs.queries';
import styles from './jobs.module.css';

/** Props of {@link ApplyDialog}. */
export interface ApplyDialogProps {
  /** The opening being applied to; null: the dialog is closed. */
  opening: JobOpening | null;
  onClose: () => void;
  onApplied: (application: JobApplication) => void;
}

/** Applying: what is sent (the profile as it is now), an optional note, and why the API refused if it did. */
export function ApplyDialog({ opening, onClose, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation(JOBS_NAMESPACE);
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const apply = useMutation({
    mutationFn: ({ slug, coverNote }: { slug: string; coverNote: string }) => applyToOpening(slug, coverNote.trim() ? { cover_note: coverNote } : {}),
    onSuccess: (application) => {
      setNote('');
      onApplied(application);
    },
    // Applied or refused (already applied, closed), the lists are read again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
  const error = apply.error;
  const cvRequired = isApiError(error, 409) && error.code === 'cv_required';

  const close = () => {
    apply.reset();
    setTooLong(false);
    onClose();
  };
  const confirm = () => {
    if (!opening) return;
    if (note.length > COVER_NOTE_MAX_LENGTH) {
      setTooLong(true);
      return;
    }
    apply.mutate({ slug: opening.slug, coverNote: note });
  };

  return (
    <ConfirmDialog
      open={opening !== null}
      title={opening ? t('apply.title', { title: opening.title }) : ''}
      confirmLabel={apply.isPending ? t('apply.sending') : t('apply.submit')}
      busy={apply.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      <div className={styles.form}>
        <p className={ui.muted}>{t('apply.body')}</p>
        <TextAreaField
          className={styles.coverNote}
          label={t('apply.coverNote')}
          hint={t('apply.coverNoteHint', { max: COVER_NOTE_MAX_LENGTH })}
          error={tooLong ? t('apply.tooLong', { max: COVER_NOTE_MAX_LENGTH }) : undefined}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setTooLong(false);
          }}
        />
        {cvRequired && (
          <FormAlert>
            {t('apply.cvRequired')}{' '}
            <Link className={ui.link} to={href('career-profile')}>
              {t('apply.profileLink')}
            </Link>
          </FormAlert>
        )}
        {error && !cvRequired && (
          <FormAlert>{isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : t('apply.failed')}</FormAlert>
        )}
      </div>
    </ConfirmDialog>
  );
}
