import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_marketing/HiddenPlatformSkillsAssessmentProgram`, the page at /hidden/platform-skills-assesment-program: Skills assessment program. */
const HiddenPlatformSkillsAssessmentProgram: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenPlatformSkillsAssessmentProgram" />;
export default HiddenPlatformSkillsAssessmentProgram;
