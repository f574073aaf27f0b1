import type { RemotePage } from '@ilm/shared/contracts';
import { PageIntro } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';

/** The page at /hidden/terms-and-conditions: Terms and conditions. */
const HiddenTermsAndConditions: RemotePage = () => <PageIntro ns={NAMESPACE} page="hiddenTermsAndConditions" />;
export default HiddenTermsAndConditions;
