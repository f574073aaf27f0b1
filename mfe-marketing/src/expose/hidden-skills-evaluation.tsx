import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_marketing/HiddenSkillsEvaluation`, the page at /hidden/skillsEvaluation: Skills evaluation. */
const HiddenSkillsEvaluation: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenSkillsEvaluation" />;
export default HiddenSkillsEvaluation;
