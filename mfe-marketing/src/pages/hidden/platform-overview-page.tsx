import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import ar from '../../../content/platform/platform-overview.ar.md';
import en from '../../../content/platform/platform-overview.en.md';
import ur from '../../../content/platform/platform-overview.ur.md';
import { CareerPathsSection, ClosingCall, ExploreLinks, PLATFORM_NAMESPACE, PlatformPage } from '../../features/platform';

/** /hidden/platform-overview: a tour of each part of the platform, with the career paths from the catalog. */
const HiddenPlatformOverview: RemotePage = () => {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformPage
      content={{ en, ar, ur }}
      actions={[
        { to: href('sign-up'), label: t('cta.startFree') },
        { to: href('career-paths'), label: t('cta.careerPaths') },
      ]}
    >
      <CareerPathsSection />
      <ExploreLinks except="hidden.platform-overview" />
      <ClosingCall />
    </PlatformPage>
  );
};
export default HiddenPlatformOverview;
