import { useState } from 'react';
import { UPLOAD_MAX_BYTES } from '@ilm/contract';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { useQueryClient } from '@ilm/shared/query';
import { Button, FormAlert, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import { FileUploadField, useFileSize, UPLOADS_NAMESPACE, downloadUpload, type Upload } from '../uploads';
import { JOBS_NAMESPACE } from './i18n';
import { profileBody, saveCareerProfile, type CareerProfile } from './jobs.api';
import { careerProfileQuery } from './jobs.queries';

/** The CV sent with every application: the current one (to download), and a new one uploaded in its place. */
export function CvSection({ profile }: { profile: CareerProfile }) {
  const { t } = useTranslation(JOBS_NAMESPACE);
  const { t: tUploads } = useTranslation(UPLOADS_NAMESPACE);
  const format = useFormat();
  const size = useFileSize();
  const queryClient = useQueryClient();
  const titleId = useElementId();
  const [problem, setProblem] = useState<string>();
  const { cv } = profile;

  // The file is kept by the API first; then the profile names it (the rest of the profile as saved).
  const makeProfileCv = async (upload: Upload) => {
    setProblem(undefined);
    try {
      const saved = await saveCareerProfile(profileBody(profile, { cv_upload_id: upload.id }));
      queryClient.setQueryData(careerProfileQuery().queryKey, saved);
    } catch {
      setProblem(t('cv.saveFailed'));
    }
  };

  const download = async () => {
    if (!cv) return;
    setProblem(undefined);
    try {
      await downloadUpload(cv.id, cv.file_name);
    } catch {
      setProblem(tUploads('downloadFailed'));
    }
  };

  return (
    <section className={ui.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.sectionTitle}>
        {t('cv.title')}
      </h2>
      {cv ? (
        <div className={ui.actions}>
          <p className={ui.muted}>{t('cv.current', { name: cv.file_name, size: size(cv.size_bytes), date: format.dateTime(cv.created_at) })}</p>
          <Button variant="secondary" onClick={() => void download()}>
            {tUploads('download', { name: cv.file_name })}
          </Button>
        </div>
      ) : (
        <p className={ui.muted}>{t('cv.none')}</p>
      )}
      <FileUploadField
        label={cv ? t('cv.replace') : t('cv.upload')}
        hint={t('cv.hint', { size: size(UPLOAD_MAX_BYTES) })}
        purpose="cv"
        onUploaded={(upload) => void makeProfileCv(upload)}
      />
      {problem && <FormAlert>{problem}</FormAlert>}
    </section>
  );
}
