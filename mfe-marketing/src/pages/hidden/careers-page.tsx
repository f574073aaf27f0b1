import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/careers: Careers. */
const HiddenCareers: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenCareers" />;
export default HiddenCareers;
