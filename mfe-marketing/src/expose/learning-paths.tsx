import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';

/** `mfe_marketing/LearningPaths`, the page at /learning-paths: Learning paths. */
const LearningPaths: RemotePage = () => <PageIntro ns={NAMESPACE} page="learningPaths" />;
export default LearningPaths;
