import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/platform-skills-assesment-program: Skills assessment program. */
const HiddenPlatformSkillsAssessmentProgram: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenPlatformSkillsAssessmentProgram" />;
export default HiddenPlatformSkillsAssessmentProgram;
