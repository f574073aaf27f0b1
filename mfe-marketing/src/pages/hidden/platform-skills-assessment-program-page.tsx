import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import ar from '../../../content/platform/platform-skills-assessment-program.ar.md';
import en from '../../../content/platform/platform-skills-assessment-program.en.md';
import ur from '../../../content/platform/platform-skills-assessment-program.ur.md';
import { CareerPathsSection, ClosingCall, PLATFORM_NAMESPACE, PlatformPage } from '../../features/platform';

/** /hidden/platform-skills-assesment-program: how lab checks assess skills, and the career paths that end in a diploma. */
const HiddenPlatformSkillsAssessmentProgram: RemotePage = () => {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformPage
      content={{ en, ar, ur }}
      actions={[
        { to: href('sign-up'), label: t('cta.startFree') },
        { to: href('hidden.skills-evaluation'), label: t('cta.findLevel') },
      ]}
    >
      <CareerPathsSection />
      <ClosingCall />
    </PlatformPage>
  );
};
export default HiddenPlatformSkillsAssessmentProgram;
