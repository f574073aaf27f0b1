import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import ar from '../../../content/platform/hands-on-labs.ar.md';
import en from '../../../content/platform/hands-on-labs.en.md';
import ur from '../../../content/platform/hands-on-labs.ur.md';
import { ClosingCall, LabCatalog, PLATFORM_NAMESPACE, PlatformPage } from '../../features/platform';

/** /hidden/hands-on-labs: what a lab gives, how tokens work, and every lab the catalog publishes. */
const HiddenHandsOnLabs: RemotePage = () => {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformPage
      content={{ en, ar, ur }}
      terminal
      actions={[
        { to: href('sign-up'), label: t('cta.startFree') },
        { to: href('pricing'), label: t('cta.pricing') },
      ]}
    >
      <LabCatalog />
      <ClosingCall secondary={{ to: href('career-paths'), label: t('cta.careerPaths') }} />
    </PlatformPage>
  );
};
export default HiddenHandsOnLabs;
