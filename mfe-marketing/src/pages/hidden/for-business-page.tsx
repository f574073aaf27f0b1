import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/for-business: For business. */
const HiddenForBusiness: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenForBusiness" />;
export default HiddenForBusiness;
