import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/career-pathway: Career pathway. */
const HiddenCareerPathway: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenCareerPathway" />;
export default HiddenCareerPathway;
