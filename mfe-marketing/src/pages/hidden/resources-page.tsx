import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { LatestArticles } from '../../features/blog';
import { ContentPage } from '../../features/content';
import { CareerPathsSection, LearningPathsSection } from '../../features/resources/catalog-sections';
import { RESOURCES_NAMESPACE } from '../../features/resources/i18n';
import { PageLinks, type PageLink } from '../../features/resources/page-links';
import styles from '../../features/resources/resources.module.css';
import ar from '../../../content/resources/resources.ar.md';
import en from '../../../content/resources/resources.en.md';
import ur from '../../../content/resources/resources.ur.md';

const HUB: readonly PageLink[] = [
  { page: 'hidden.blog', key: 'guides' },
  { page: 'hidden.hands-on-labs', key: 'labFormat' },
  { page: 'learning-paths', key: 'learningPaths' },
  { page: 'career-paths', key: 'careerPaths' },
  { page: 'al-baari', key: 'baari' },
  { page: 'hidden.contact-us', key: 'help' },
];

/** The page at /hidden/resources: where every kind of help to learn is, the guides and the paths from the catalog. */
const HiddenResources: RemotePage = () => {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  return (
    <ContentPage
      content={{ en, ar, ur }}
      lead={
        <>
          <p className={styles.pageLead}>{t('resources.intro')}</p>
          <PageLinks id="resources-hub" label={t('resources.hub')} links={HUB} />
        </>
      }
    >
      <LatestArticles count={4} />
      <LearningPathsSection id="resources-learning-paths" heading={t('resources.learningPaths')} intro={t('resources.learningPathsIntro')} />
      <CareerPathsSection id="resources-career-paths" heading={t('resources.careerPaths')} intro={t('resources.careerPathsIntro')} />
    </ContentPage>
  );
};
export default HiddenResources;
