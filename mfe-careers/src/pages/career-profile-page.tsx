import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { PageIntro, layoutClasses as ui } from '@ilm/shared/ui';
import { CvSection } from '../features/jobs/cv-section';
import { JOBS_NAMESPACE } from '../features/jobs/i18n';
import { careerProfileQuery } from '../features/jobs/jobs.queries';
import { ProfileForm } from '../features/jobs/profile-form';
import { SkillsList } from '../features/jobs/skills-list';

/** /dashboard/career: the career profile sent with job applications: the CV, what the learner looks for, and their skills. */
export function CareerProfilePage() {
  const { t } = useTranslation(JOBS_NAMESPACE);
  const profile = useQuery(careerProfileQuery());
  return (
    <div className={ui.stack}>
      <PageIntro ns={JOBS_NAMESPACE} page="careerProfile" />
      <QueryView query={profile} lines={6} error={{ message: t('careerProfile.loadFailed') }}>
        {(data) => (
          <>
            <CvSection profile={data} />
            <ProfileForm profile={data} />
            <SkillsList skills={data.skills} />
          </>
        )}
      </QueryView>
    </div>
  );
}

export default CareerProfilePage;
