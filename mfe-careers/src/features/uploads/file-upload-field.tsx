import { useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MEDIA_TYPES, type UploadPurpose } from '@ilm/contract';
import { fieldMessage, isApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { FieldFrame } from '@ilm/shared/ui';
import { useFileSize } from './file-size';
import { UPLOADS_NAMESPACE } from './i18n';
import { uploadFile, type Upload } from './uploads.api';
import styles from './uploads.module.css';

/** Props of {@link FileUploadField}. */
export interface FileUploadFieldProps {
  label: string;
  hint?: string;
  purpose: UploadPurpose;
  /** Called with the stored file once the API kept it. */
  onUploaded: (upload: Upload) => void;
  disabled?: boolean;
}

/** The API's refusal without its `file: ` prefix, first letter up: what the field shows under itself. */
function refusalOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0 || error.status >= 500 || !error.message) return undefined;
  const message = fieldMessage(error) ?? error.message;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/**
 * A file chosen and sent at once, with its progress as it leaves; the API decides what it accepts
 * (type from the content, size), and its refusal is shown on the field. Only a file over the size
 * limit is stopped here, before it is sent.
 */
export function FileUploadField({ label, hint, purpose, onUploaded, disabled }: FileUploadFieldProps) {
  const { t, i18n } = useTranslation(UPLOADS_NAMESPACE);
  const size = useFileSize();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<{ name: string; share: number } | null>(null);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setError(undefined);
    setDone(undefined);
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      setError(t('tooLarge', { size: size(UPLOAD_MAX_BYTES) }));
      return;
    }
    setSending({ name: file.name, share: 0 });
    try {
      const upload = await uploadFile(purpose, file, (share) => setSending({ name: file.name, share }));
      setDone(t('uploaded', { name: upload.file_name }));
      onUploaded(upload);
    } catch (failure) {
      setError(refusalOf(failure) ?? t('failed'));
      input.current?.focus();
    } finally {
      setSending(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.upload}>
      <FieldFrame label={label} hint={hint} error={error}>
        {(control) => (
          <>
            {/* The browser's own file button speaks the browser's language, not the page's: it is
                hidden, and this label, in the page's language, opens the same picker. */}
            <input
              ref={input}
              type="file"
              className={styles.input}
              accept={UPLOAD_MEDIA_TYPES[purpose].join(',')}
              disabled={disabled || sending !== null}
              onChange={(event) => void choose(event)}
              {...control}
            />
            <label htmlFor={control.id} className={styles.pick} aria-hidden="true">
              {t('choose')}
            </label>
          </>
        )}
      </FieldFrame>
      <div aria-live="polite" className={styles.status}>
        {sending && (
          <>
            <progress className={styles.progress} max={1} value={sending.share} aria-label={t('progressLabel')} />
            <span>{t('progress', { name: sending.name, percent: percent.format(sending.share) })}</span>
          </>
        )}
        {done}
      </div>
    </div>
  );
}
