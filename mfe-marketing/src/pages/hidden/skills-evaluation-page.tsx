import type { RemotePage } from '@ilm/shared/contracts';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import ar from '../../../content/platform/skills-evaluation.ar.md';
import en from '../../../content/platform/skills-evaluation.en.md';
import ur from '../../../content/platform/skills-evaluation.ur.md';
import { ClosingCall, LabsByLevel, PLATFORM_NAMESPACE, PlatformPage } from '../../features/platform';

/** /hidden/skillsEvaluation: evaluating oneself with real labs, a few of each level from the catalog. */
const HiddenSkillsEvaluation: RemotePage = () => {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformPage
      content={{ en, ar, ur }}
      actions={[
        { to: href('sign-up'), label: t('cta.startFree') },
        { to: href('career-paths'), label: t('cta.careerPaths') },
      ]}
    >
      <LabsByLevel />
      <ClosingCall />
    </PlatformPage>
  );
};
export default HiddenSkillsEvaluation;
