import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { ContentPage } from '../../features/content';
import { CareerPathsSection, OpeningsSection } from '../../features/resources/catalog-sections';
import { RESOURCES_NAMESPACE } from '../../features/resources/i18n';
import { PageLinks, type PageLink } from '../../features/resources/page-links';
import ar from '../../../content/careers/careers.ar.md';
import en from '../../../content/careers/careers.en.md';
import ur from '../../../content/careers/careers.ur.md';

const NEXT: readonly PageLink[] = [
  { page: 'al-razzaq', key: 'placement' },
  { page: 'cif-form', key: 'cifForm' },
  { page: 'career-paths', key: 'careerPaths' },
  { page: 'hidden.dream-job', key: 'dreamJob' },
  { page: 'hidden.career-pathway', key: 'careerPathway' },
];

/** The page at /hidden/careers: the way from labs to a job, as a learner lives it, with the career paths of the catalog. */
const HiddenCareers: RemotePage = () => {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  return (
    <ContentPage content={{ en, ar, ur }}>
      <CareerPathsSection id="careers-paths" heading={t('careers.paths')} intro={t('careers.pathsIntro')} />
      <OpeningsSection id="careers-openings" heading={t('careers.openings')} intro={t('careers.openingsIntro')} />
      <PageLinks id="careers-next" heading={t('careers.next')} links={NEXT} />
    </ContentPage>
  );
};
export default HiddenCareers;
