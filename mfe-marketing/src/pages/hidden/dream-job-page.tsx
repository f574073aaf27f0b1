import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/dream-job: Land your dream job. */
const HiddenDreamJob: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenDreamJob" />;
export default HiddenDreamJob;
