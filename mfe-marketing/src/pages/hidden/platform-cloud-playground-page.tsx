import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import ar from '../../../content/platform/platform-cloud-playground.ar.md';
import en from '../../../content/platform/platform-cloud-playground.en.md';
import ur from '../../../content/platform/platform-cloud-playground.ur.md';
import { ClosingCall, LabsByAvailability, PLATFORM_NAMESPACE, PlatformPage } from '../../features/platform';

/**
 * /hidden/platform-cloud-playground: the playground as it is, the labs that run in the browser
 * now and, apart, those that wait for a cloud connection (as the catalog marks them).
 */
const HiddenPlatformCloudPlayground: RemotePage = () => {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformPage
      content={{ en, ar, ur }}
      actions={[
        { to: href('sign-up'), label: t('cta.startFree') },
        { to: href('hidden.hands-on-labs'), label: t('cta.browseLabs') },
      ]}
    >
      <LabsByAvailability />
      <ClosingCall secondary={{ to: href('pricing'), label: t('cta.pricing') }} />
    </PlatformPage>
  );
};
export default HiddenPlatformCloudPlayground;
