import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import ar from '../../../content/platform/platform.ar.md';
import en from '../../../content/platform/platform.en.md';
import ur from '../../../content/platform/platform.ur.md';
import { ClosingCall, ExploreLinks, FeaturedLabs, PLATFORM_NAMESPACE, PlatformPage } from '../../features/platform';

/** /hidden/platform: what the platform includes and how a lab works, then the way to each platform page. */
const HiddenPlatform: RemotePage = () => {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformPage
      content={{ en, ar, ur }}
      actions={[
        { to: href('sign-up'), label: t('cta.startFree') },
        { to: href('hidden.platform-overview'), label: t('cta.tour') },
      ]}
    >
      <ExploreLinks />
      <FeaturedLabs limit={3} />
      <ClosingCall />
    </PlatformPage>
  );
};
export default HiddenPlatform;
