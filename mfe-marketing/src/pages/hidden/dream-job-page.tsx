import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { ContentPage } from '../../features/content';
import { CareerPathsSection, OpeningsSection } from '../../features/resources/catalog-sections';
import { RESOURCES_NAMESPACE } from '../../features/resources/i18n';
import { PageLinks, type PageLink } from '../../features/resources/page-links';
import ar from '../../../content/careers/dream-job.ar.md';
import en from '../../../content/careers/dream-job.en.md';
import ur from '../../../content/careers/dream-job.ur.md';

const NEXT: readonly PageLink[] = [
  { page: 'cif-form', key: 'cifForm' },
  { page: 'al-razzaq', key: 'placement' },
  { page: 'hidden.career-pathway', key: 'careerPathway' },
  { page: 'hidden.blog', key: 'guides' },
];

/** The page at /hidden/dream-job: a plan from the role you want to the offer, with the roles the catalog's career paths lead to. */
const HiddenDreamJob: RemotePage = () => {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  return (
    <ContentPage content={{ en, ar, ur }}>
      <CareerPathsSection id="dream-job-paths" heading={t('dreamJob.paths')} intro={t('dreamJob.pathsIntro')} />
      <OpeningsSection id="dream-job-openings" heading={t('dreamJob.openings')} intro={t('dreamJob.openingsIntro')} />
      <PageLinks id="dream-job-next" heading={t('dreamJob.next')} links={NEXT} />
    </ContentPage>
  );
};
export default HiddenDreamJob;
