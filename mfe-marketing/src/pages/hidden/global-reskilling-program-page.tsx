import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import ar from '../../../content/platform/global-reskilling-program.ar.md';
import en from '../../../content/platform/global-reskilling-program.en.md';
import ur from '../../../content/platform/global-reskilling-program.ur.md';
import { CareerPathsSection, ClosingCall, PLATFORM_NAMESPACE, PlatformPage } from '../../features/platform';

/** /hidden/globalReskillingProgram: the programme, what it promises and what it does not, and its career paths. */
const HiddenGlobalReskillingProgram: RemotePage = () => {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformPage
      content={{ en, ar, ur }}
      actions={[
        { to: href('sign-up'), label: t('cta.startFree') },
        { to: href('cif-form'), label: t('cta.candidateForm') },
      ]}
    >
      <CareerPathsSection />
      <ClosingCall secondary={{ to: href('cif-form'), label: t('cta.candidateForm') }} />
    </PlatformPage>
  );
};
export default HiddenGlobalReskillingProgram;
