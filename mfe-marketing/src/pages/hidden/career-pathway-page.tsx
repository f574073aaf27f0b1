import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { ContentPage } from '../../features/content';
import { CareerPathExplorer } from '../../features/resources/career-path-explorer';
import { RESOURCES_NAMESPACE } from '../../features/resources/i18n';
import { PageLinks, type PageLink } from '../../features/resources/page-links';
import ar from '../../../content/careers/career-pathway.ar.md';
import en from '../../../content/careers/career-pathway.en.md';
import ur from '../../../content/careers/career-pathway.ur.md';

const NEXT: readonly PageLink[] = [
  { page: 'career-paths', key: 'careerPaths' },
  { page: 'diploma-declaration', key: 'diploma' },
  { page: 'hidden.careers', key: 'careers' },
  { page: 'hidden.dream-job', key: 'dreamJob' },
];

/** The page at /hidden/career-pathway: how a career path is built, and each real path's labs in order. */
const HiddenCareerPathway: RemotePage = () => {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  return (
    <ContentPage content={{ en, ar, ur }}>
      <CareerPathExplorer />
      <PageLinks id="career-pathway-next" heading={t('pathway.next')} links={NEXT} />
    </ContentPage>
  );
};
export default HiddenCareerPathway;
