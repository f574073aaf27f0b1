import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/skillsEvaluation: Skills evaluation. */
const HiddenSkillsEvaluation: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenSkillsEvaluation" />;
export default HiddenSkillsEvaluation;
