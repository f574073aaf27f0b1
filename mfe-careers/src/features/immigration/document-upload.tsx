import { useRef, useState, type FormEvent } from 'react';
import { IMMIGRATION_DOCUMENT_LABEL_MAX_LENGTH, UPLOAD_MAX_BYTES } from '@ilm/contract';
import { errorField, fieldMessage, toApiError, type ApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { Button, fieldClasses, FormAlert, TextField, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
import { ACCEPTED_TYPES, useFileLimits } from './file-limits';
import { attachDocument, deleteUpload, uploadDocument } from './immigration.api';
import { caseQuery, IMMIGRATION_KEY } from './immigration.queries';
import { IMMIGRATION_NAMESPACE } from './i18n';
import styles from './immigration.module.css';

type Problems = { label?: string; file?: string; form?: string };

/** Where the API's refusal belongs: the field it names (`file` of the upload, `upload_id` or `label` of the attachment), else the whole form. */
function placeProblem(error: ApiError, fallback: string): Problems {
  const field = errorField(error);
  // Under its field, the message goes without the field's name it starts with ("file: …").
  const message = fieldMessage(error) ?? error.message;
  if (field === 'label') return { label: message };
  if (field === 'file' || field === 'upload_id' || error.status === 413) return { file: message || fallback };
  return { form: message || fallback };
}

/**
 * Adds a document to the case: what it is, and the file, with the accepted types and the largest
 * size said before choosing. The file is uploaded (`POST uploads/`), then attached; a refusal shows
 * on the field it is about, and a file uploaded but not attached is deleted again.
 */
export function DocumentUpload({ caseId }: { caseId: string }) {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  const limits = useFileLimits();
  const queryClient = useQueryClient();
  const id = useElementId();
  const labelField = useRef<HTMLInputElement>(null);
  const fileField = useRef<HTMLInputElement>(null);
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [attached, setAttached] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: async ({ file, label }: { file: File; label: string }) => {
      const upload = await uploadDocument(file);
      try {
        return await attachDocument(caseId, { upload_id: upload.id, label });
      } catch (error) {
        await deleteUpload(upload.id).catch(() => undefined);
        throw error;
      }
    },
    onSuccess: (updated, sent) => {
      queryClient.setQueryData(caseQuery(caseId).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: [...IMMIGRATION_KEY, 'cases'] });
      setAttached(sent.label);
      setLabel('');
      setFile(null);
      if (fileField.current) fileField.current.value = '';
    },
    onError: (error) => {
      const placed = placeProblem(toApiError(error), t('documents.failed'));
      setProblems(placed);
      if (placed.label) labelField.current?.focus();
      else if (placed.file) fileField.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setAttached(null);
    const found: Problems = {};
    if (!label.trim()) found.label = t('documents.labelMissing');
    if (!file) found.file = t('documents.fileMissing');
    // Said here rather than after sending megabytes the API would refuse.
    else if (file.size > UPLOAD_MAX_BYTES) found.file = t('documents.fileTooLarge', { size: limits.maxSize });
    setProblems(found);
    if (found.label) return labelField.current?.focus();
    if (found.file || !file) return fileField.current?.focus();
    send.mutate({ file, label: label.trim() });
  };

  const fileHint = `${id}-file-hint`;
  const fileError = `${id}-file-error`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={blocks.subTitle}>
        {t('documents.addTitle')}
      </h3>
      <TextField
        ref={labelField}
        label={t('documents.label')}
        hint={t('documents.labelHint')}
        error={problems.label}
        value={label}
        maxLength={IMMIGRATION_DOCUMENT_LABEL_MAX_LENGTH}
        dir="auto"
        onChange={(event) => setLabel(event.target.value)}
      />
      <div className={fieldClasses.field}>
        <label htmlFor={`${id}-file`} className={fieldClasses.label}>
          {t('documents.file')}
        </label>
        <p id={fileHint} className={fieldClasses.hint}>
          {t('documents.fileHint', { types: limits.types, size: limits.maxSize })}
        </p>
        <input
          ref={fileField}
          id={`${id}-file`}
          type="file"
          className={fieldClasses.control}
          accept={ACCEPTED_TYPES}
          aria-invalid={problems.file ? true : undefined}
          aria-describedby={problems.file ? `${fileHint} ${fileError}` : fileHint}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {problems.file && (
          <p id={fileError} className={fieldClasses.error}>
            {problems.file}
          </p>
        )}
      </div>
      {problems.form && <FormAlert>{problems.form}</FormAlert>}
      {attached && <FormAlert tone="success">{t('documents.attached', { label: attached })}</FormAlert>}
      <div className={ui.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('documents.sending') : t('documents.submit')}
        </Button>
      </div>
    </form>
  );
}
