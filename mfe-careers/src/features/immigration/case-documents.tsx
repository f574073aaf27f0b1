import { useState } from 'react';
import { toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { Button, fieldClasses, FormAlert } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
import { DocumentUpload } from './document-upload';
import { useFileLimits } from './file-limits';
import { deleteUpload, detachDocument, type ImmigrationCase, type ImmigrationDocument } from './immigration.api';
import { caseQuery, IMMIGRATION_KEY } from './immigration.queries';
import { IMMIGRATION_NAMESPACE } from './i18n';
import styles from './immigration.module.css';

/** The documents of the case (label, file name, type and size, Remove), and the form that adds one while the case is open. */
export function CaseDocuments({ immigrationCase }: { immigrationCase: ImmigrationCase }) {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  const closed = immigrationCase.status === 'closed';
  return (
    <>
      {immigrationCase.documents.length === 0 ? (
        <p className={fieldClasses.hint}>{t('documents.empty')}</p>
      ) : (
        <ul className={blocks.list}>
          {immigrationCase.documents.map((document) => (
            <li key={document.upload_id}>
              <DocumentItem caseId={immigrationCase.id} document={document} />
            </li>
          ))}
        </ul>
      )}
      {closed ? <p className={blocks.text}>{t('documents.closed')}</p> : <DocumentUpload caseId={immigrationCase.id} />}
    </>
  );
}

/** One document; Remove takes it off the case, then deletes the file (no case holds it any more). */
function DocumentItem({ caseId, document }: { caseId: string; document: ImmigrationDocument }) {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  const limits = useFileLimits();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: async () => {
      const updated = await detachDocument(caseId, document.upload_id);
      // The file is the learner's own; once off the case nobody needs it. If deleting fails it stays in their files.
      await deleteUpload(document.upload_id).catch(() => undefined);
      return updated;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(caseQuery(caseId).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: [...IMMIGRATION_KEY, 'cases'] });
    },
    onError: (error) => setFailed(toApiError(error).message || t('documents.removeFailed')),
  });
  return (
    <div className={styles.document}>
      <div className={styles.documentText}>
        <span className={styles.documentLabel} dir="auto">
          {document.label}
        </span>
        <span className={styles.fileName}>
          <bdi>{document.name}</bdi> · {t('documents.details', { type: limits.typeName(document.media_type), size: limits.size(document.size_bytes) })}
        </span>
        {failed && <FormAlert>{failed}</FormAlert>}
      </div>
      <Button
        variant="secondary"
        onClick={() => remove.mutate()}
        disabled={remove.isPending}
        aria-label={t('documents.removeNamed', { label: document.label })}
      >
        {remove.isPending ? t('documents.removing') : t('documents.remove')}
      </Button>
    </div>
  );
}
