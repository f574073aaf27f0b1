import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { ContentPage } from '../../features/content';
import { LearningPathsSection } from '../../features/resources/catalog-sections';
import { RESOURCES_NAMESPACE } from '../../features/resources/i18n';
// One document for both pages that name the providers (/partners-and-providers is the other), so their wording never drifts apart.
import ar from '../../../content/programmes/partners-and-providers.ar.md';
import en from '../../../content/programmes/partners-and-providers.en.md';
import ur from '../../../content/programmes/partners-and-providers.ur.md';

/** The page at /hidden/our-partners: the technologies, providers and certifications the labs cover, and the learning paths for each from the catalog. */
const HiddenOurPartners: RemotePage = () => {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  return (
    <ContentPage content={{ en, ar, ur }}>
      <LearningPathsSection id="partners-learning-paths" heading={t('partners.paths')} intro={t('partners.pathsIntro')} />
    </ContentPage>
  );
};
export default HiddenOurPartners;
