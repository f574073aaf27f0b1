import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import ar from '../../../content/platform/for-individuals.ar.md';
import en from '../../../content/platform/for-individuals.en.md';
import ur from '../../../content/platform/for-individuals.ur.md';
import { CareerPathsSection, ClosingCall, PLATFORM_NAMESPACE, PlansSection, PlatformPage } from '../../features/platform';

/** /hidden/for-individuals: what a learner gets and how paying works, with the plans and career paths on sale. */
const HiddenForIndividuals: RemotePage = () => {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformPage
      content={{ en, ar, ur }}
      actions={[
        { to: href('sign-up'), label: t('cta.startFree') },
        { to: href('pricing'), label: t('cta.pricing') },
      ]}
    >
      <PlansSection />
      <CareerPathsSection />
      <ClosingCall secondary={{ to: href('pricing'), label: t('cta.pricing') }} />
    </PlatformPage>
  );
};
export default HiddenForIndividuals;
