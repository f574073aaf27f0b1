import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import ar from '../../../content/platform/home.ar.md';
import en from '../../../content/platform/home.en.md';
import ur from '../../../content/platform/home.ur.md';
import { CareerPathsSection, ClosingCall, FeaturedLabs, PLATFORM_NAMESPACE, PlatformPage } from '../../features/platform';

/** /hidden: what the platform offers, with labs and career paths from the catalog. */
const HiddenHome: RemotePage = () => {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformPage
      content={{ en, ar, ur }}
      terminal
      actions={[
        { to: href('sign-up'), label: t('cta.startFree') },
        { to: href('hidden.hands-on-labs'), label: t('cta.browseLabs') },
      ]}
    >
      <FeaturedLabs />
      <CareerPathsSection />
      <ClosingCall />
    </PlatformPage>
  );
};
export default HiddenHome;
